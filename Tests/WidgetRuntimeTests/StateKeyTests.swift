import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Cached timelines, configuration and retries belong to a widget file, not
/// to a widget's name: two files of one folder that both declare `widget W`
/// share the store but not these.
@Suite struct StateKeyTests {
    static func source(data: String) -> String {
        """
        struct Note {
            let text: String
        }
        source note = json("\(data)", decode: Note)
        entry NoteEntry {
            let text: String
        }
        configuration NoteSettings {
            @Parameter(title: "Prefix") var prefix: String = ">"
        }
        provider NoteProvider {
            placeholder { NoteEntry(text: "placeholder") }
            timeline(settings) {
                let read = try note.load()
                return Timeline(entries: [NoteEntry(text: settings.prefix + read.text)], policy: .never)
            }
        }
        widget W {
            families: [.systemMedium]
            configuration: NoteSettings
            provider: NoteProvider
            body(entry) { Text(entry.text) }
        }
        """
    }

    static func session(_ folder: URL, _ name: String, data: String) throws -> WidgetSession {
        let path = folder.appendingPathComponent(name).path
        let program = try #require(WidgetCompiler.compile(SourceFile(path: path, text: source(data: data))).program)
        var options = SessionOptions(storePath: folder.appendingPathComponent(".widgetry/store.sqlite").path)
        options.now = Date(timeIntervalSince1970: 1_795_000_000)
        return try WidgetSession(program: program, options: options)
    }

    @Test func twoFilesWithTheSameWidgetNameKeepTheirOwnTimelineAndConfiguration() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-state-keys")
        try Data(#"{"text": "from a"}"#.utf8).write(to: folder.appendingPathComponent("a.json"))
        let a = try Self.session(folder, "a.widget", data: "a.json")
        let first = try a.render(widget: "W", family: "systemMedium")
        #expect(first.problems.isEmpty && first.result.text.contains(">from a"), "\(first.result.text)")

        // b.widget's source fails: its own placeholder, not a.widget's last good timeline.
        let b = try Self.session(folder, "b.widget", data: "missing.json")
        let failing = try b.render(widget: "W", family: "systemMedium")
        #expect(failing.isPlaceholder, "\(failing.result.text)")
        #expect(!failing.result.text.contains("from a"), "\(failing.result.text)")
        #expect(failing.problems.first?.message.hasPrefix("no such file: missing.json") == true)

        // Configuring one does not configure the other; a's retry state is its own.
        try b.setConfiguration(widget: "W", name: "prefix", value: "b:")
        #expect(try a.configurationParameters(widget: "W").first?.value == ">")
        #expect(try b.configurationParameters(widget: "W").first?.value == "b:")
        #expect(try a.retryState(widget: "W") == nil)
        #expect(try b.retryState(widget: "W")?.failures == 1)
        #expect(a.timelineKey("W", family: "systemMedium") == "timeline/default/W.systemMedium@a.widget")
    }

    @Test func aConfigurationStoredUnderTheWidgetsNameAloneIsStillRead() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-state-keys-old")
        try Data(#"{"text": "note"}"#.utf8).write(to: folder.appendingPathComponent("a.json"))
        let a = try Self.session(folder, "a.widget", data: "a.json")
        // As a store written before keys named the file has it.
        try a.store.transaction { try a.state.setStrings("config/default/W", ["prefix": "old:"]) }
        #expect(try a.render(widget: "W", family: "systemMedium").result.text.contains("old:note"))
        try a.setConfiguration(widget: "W", name: "prefix", value: "new:")
        try a.invalidateTimeline(widget: "W")
        #expect(try a.render(widget: "W", family: "systemMedium").result.text.contains("new:note"))
    }
}
