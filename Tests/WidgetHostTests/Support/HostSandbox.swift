import Foundation
import WidgetTestSupport

/// A temporary folder with copies of widget files (seeds from `widgets/`,
/// fixtures from `Tests/WidgetHostTests/Fixtures`), its own store, and ways
/// to save files as editors do.
struct HostSandbox {
    let folder: URL
    let store: String

    init(_ widgets: [String] = [], fixtures: [String] = []) {
        folder = PackagePaths.temporaryDirectory("widgetry-host")
        store = folder.appendingPathComponent(".widgetry/store.sqlite").path
        for name in widgets { copy(PackagePaths.path("widgets/\(name)"), as: name) }
        for name in fixtures { copy(PackagePaths.path("Tests/WidgetHostTests/Fixtures/\(name)"), as: name) }
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func copy(_ source: String, as name: String) {
        try? FileManager.default.copyItem(atPath: source, toPath: path(name))
    }

    func fixture(_ name: String) -> String {
        (try? String(contentsOfFile: PackagePaths.path("Tests/WidgetHostTests/Fixtures/\(name)"), encoding: .utf8)) ?? ""
    }

    func text(_ name: String) -> String { (try? String(contentsOfFile: path(name), encoding: .utf8)) ?? "" }

    /// Starts `widgetry watch NAME` (or `run`), its output a pipe, so not a terminal.
    func watch(_ name: String, _ arguments: [String] = [], command: String = "watch") throws -> LiveProcess {
        try LiveProcess("widgetry", [command, path(name), "--store", store] + arguments)
    }

    /// Saves in place: the same file (inode) truncated and written.
    func overwrite(_ name: String, with text: String) {
        guard let handle = FileHandle(forWritingAtPath: path(name)) else { return }
        handle.truncateFile(atOffset: 0)
        handle.write(Data(text.utf8))
        handle.closeFile()
    }

    /// Saves as many editors do: a new file written next to it, renamed over it.
    func saveByRename(_ name: String, with text: String) {
        let temporary = path(".\(name).swp")
        _ = FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8))
        rename(temporary, path(name))
    }

    func inode(_ name: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path(name)))?[.systemFileNumber] as? UInt64
    }

    /// Runs another `widgetry` command on this sandbox's store, as another shell would.
    func widgetry(_ command: String, _ name: String, _ arguments: [String] = []) -> CommandRunner.Output {
        CommandRunner.widgetry([command, path(name)] + arguments + ["--store", store])
    }
}
