import Foundation
import Testing
import WidgetTestSupport

/// `widgetry watch FOLDER` and `run` with a folder of `.swift` files: one module,
/// compiled again when any of its files changes.
@Suite(.serialized) struct SwiftModuleWatchTests {
    @Test func editingOneFileOfAModuleRedrawsIt() throws {
        let box = HostSandbox(fixtures: ["HelloModule"])
        let watch = try box.watch("HelloModule")
        #expect(watch.waitFor { WatchFrames.parse($0).contains { !$0.isPlaceholder && $0.contains("Emoji: cat") } }, "\(watch.output)\(watch.errors)")
        let seen = WatchFrames.parse(watch.output).count
        saveByRename(box, "Provider.swift", box.text("HelloModule/Provider.swift").replacingOccurrences(of: "emoji: \"cat\"", with: "emoji: \"dog\""))
        var changed: WatchFrame?
        #expect(watch.waitFor { output in
            changed = WatchFrames.parse(output).dropFirst(seen).first { $0.contains("Emoji: dog") }
            return changed != nil
        }, "\(watch.output)\(watch.errors)")
        #expect(changed?.header.contains("file changed") == true)
        // An error in the other file names that file and keeps the last good frame.
        box.overwrite("HelloModule/HelloWidget.swift", with: box.text("HelloModule/HelloWidget.swift").replacingOccurrences(of: "Text(\"Emoji", with: "Txt(\"Emoji"))
        #expect(watch.waitFor(timeout: 30) { $0.contains("HelloWidget.swift:8:9: error: unknown view 'Txt'") }, "\(watch.output)\(watch.errors)")
    }

    /// As an editor saves: a new file in the module's folder renamed over the old one.
    func saveByRename(_ box: HostSandbox, _ name: String, _ text: String) {
        let temporary = box.path("HelloModule/.\(name).swp")
        _ = FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8))
        _ = rename(temporary, box.path("HelloModule/\(name)"))
    }

    @Test func runShowsAModuleBesideWidgetFiles() throws {
        let box = HostSandbox(["todo.widget"], fixtures: ["HelloModule"])
        let run = try LiveProcess("widgetry", ["run", box.folder.path, "--store", box.store])
        #expect(run.waitFor { $0.contains("Emoji: cat") && $0.contains("Go to the gym") }, "\(run.output)\(run.errors)")
    }
}
