import Foundation
import WidgetTestSupport

/// A temporary folder with copies of widget files and its own store.
struct Sandbox {
    let folder: URL
    let store: String
    static let now = "2026-11-21T09:00:00Z"

    init(_ widgets: [String] = [], fixtures: [String] = []) {
        folder = PackagePaths.temporaryDirectory("widgetry-cli")
        store = folder.appendingPathComponent("store.sqlite").path
        for name in widgets {
            try? FileManager.default.copyItem(atPath: PackagePaths.path("widgets/\(name)"), toPath: folder.appendingPathComponent(name).path)
        }
        for name in fixtures {
            try? FileManager.default.copyItem(atPath: PackagePaths.path("Tests/widgetryTests/Fixtures/\(name)"),
                                              toPath: folder.appendingPathComponent(name).path)
        }
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs `widgetry COMMAND FILE …` on this sandbox's store with the clock fixed.
    func widgetry(_ command: String, _ file: String, _ arguments: [String] = [], now: String = Sandbox.now, timeout: Double = 60) -> CommandRunner.Output {
        CommandRunner.widgetry([command, path(file)] + arguments + ["--store", store, "--now", now], timeout: timeout)
    }

    func dump(_ file: String) -> String {
        CommandRunner.widgetry(["store", path(file), "dump", "--store", store]).stdout
    }
}
