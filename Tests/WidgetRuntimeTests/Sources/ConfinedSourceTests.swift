import Foundation
import Testing
import WidgetSources
import WidgetTestSupport
@testable import WidgetRuntime

/// The files and programs of a widget's sources are confined to its folder
/// and its read permissions (see WidgetSourcesTests' ConfinedFileTests for
/// the walk itself): a link to a file outside is refused at the source.
@Suite struct ConfinedSourceTests {
    /// `root/w/` (the widget's folder) with `inside.json`, and `root/outside.json`.
    static func folders() throws -> (widget: URL, outside: String) {
        let root = PackagePaths.temporaryDirectory("widgetry-confined")
        let widget = root.appendingPathComponent("w")
        try FileManager.default.createDirectory(at: widget, withIntermediateDirectories: true)
        try Data(#"{"where": "inside"}"#.utf8).write(to: widget.appendingPathComponent("inside.json"))
        try Data(#"{"where": "OUTSIDE"}"#.utf8).write(to: root.appendingPathComponent("outside.json"))
        return (widget, FilePaths.resolve(root.appendingPathComponent("outside.json").path, relativeTo: "/"))
    }

    @Test func aLinkToAFileOutsideIsAPermissionErrorNamingThePath() throws {
        let (widget, outside) = try Self.folders()
        symlink("../outside.json", widget.appendingPathComponent("data.json").path)
        let outcome = try SourceWidget.render(source: "json(\"data.json\")", in: widget)
        #expect(outcome.text == nil)
        #expect(outcome.problem == "2:15: reading \(outside) is not permitted (source 'feed'); it is outside the widget's folder; declare permissions { read: [\"../outside.json\"] } in the widget, or pass --allow-read \(outside)")
        // The same link with the outside file declared: read through the link.
        let allowed = try SourceWidget.render(source: "json(\"data.json\")", permissions: "permissions { read: [\"../outside.json\"] }", in: widget)
        #expect(allowed.problem == nil)
        #expect(allowed.text?.contains("OUTSIDE") == true)
    }

    /// An executable script at `path` that answers `{"data": "<word>"}` to a plugin request.
    static func script(_ path: String, word: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("#!/bin/sh\ncat > /dev/null\necho '{\"data\": \"\(word)\"}'\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
    }

    @Test func aProgramOfTheWidgetIsConfinedLikeItsFiles() throws {
        let (widget, _) = try Self.folders()
        let root = widget.deletingLastPathComponent().path
        let outsidePlugin = FilePaths.resolve(root, relativeTo: "/") + "/elsewhere/plugin"
        try Self.script(outsidePlugin, word: "OUTSIDE")
        try Self.script(widget.path + "/plugins/real-plugin", word: "inside")
        try FileManager.default.createDirectory(atPath: widget.path + "/tools", withIntermediateDirectories: true)
        symlink("../../elsewhere/plugin", widget.path + "/plugins/widgetry-plugin-out")
        symlink("real-plugin", widget.path + "/plugins/widgetry-plugin-in")
        symlink("../../elsewhere/plugin", widget.path + "/tools/out")
        let run = "permissions { run: [\"widgetry-plugin-out\", \"widgetry-plugin-in\", \"tools/out\"] }"

        let inside = try SourceWidget.render(source: "plugin(\"in\")", permissions: run, in: widget)
        #expect(inside.problem == nil)
        #expect(inside.text?.contains("inside") == true)

        let advice = "it is outside the widget's folder; add \"../elsewhere/plugin\" to read: in the widget's permissions, or pass --allow-read \(outsidePlugin)"
        let plugin = try SourceWidget.render(source: "plugin(\"out\")", permissions: run, in: widget)
        #expect(plugin.text == nil)
        #expect(plugin.problem == "9:24: reading \(outsidePlugin) is not permitted; \(advice) (source 'feed')")
        let command = try SourceWidget.render(source: "command([\"tools/out\"])", permissions: run, in: widget)
        #expect(command.text == nil)
        #expect(command.problem == "9:24: reading \(outsidePlugin) is not permitted; \(advice) (source 'feed')")

        // Declared readable, the outside program runs through the link.
        let declared = "permissions { run: [\"widgetry-plugin-out\"]; read: [\"../elsewhere\"] }"
        let allowed = try SourceWidget.render(source: "plugin(\"out\")", permissions: declared, in: widget)
        #expect(allowed.problem == nil)
        #expect(allowed.text?.contains("OUTSIDE") == true)
    }
}
