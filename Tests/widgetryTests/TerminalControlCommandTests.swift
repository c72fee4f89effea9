import Foundation
import Testing
import WidgetTestSupport

/// Nothing the widget's text holds drives the terminal: stored text in an
/// intent's error, a source line echoed by `check`, an SF Symbol name, `store
/// dump`, the `configure` listing, frames and `--json` show controls visibly.
@Suite struct TerminalControlCommandTests {
    /// The stored note of `hostile-text.widget` as the terminal shows it.
    static let shownNote = "osc␛]52;c;ZXZpbA==␇csi␛[2Jc1\\u{9B}31mbidi⟨U+202E⟩end"

    static func expectNoControls(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.utf8.contains(0x1B), "ESC in \(what): \(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(!text.utf8.contains(0x07), "BEL in \(what): \(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E },
                "C1 or U+202E in \(what): \(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func anIntentErrorShowsTheStoredTextVisibly() {
        let box = Sandbox(fixtures: ["hostile-text.widget"])
        let output = box.widgetry("perform", "hostile-text.widget", ["Fail", "--plain"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("hostile-text.widget:21:15: error: intent 'Fail' failed: stored: \(Self.shownNote)"), "\(output.stderr)")
        Self.expectNoControls(output.stderr, "stderr")
        Self.expectNoControls(output.stdout, "stdout")
    }

    @Test func theUnknownSymbolWarningShowsTheNameVisibly() {
        let box = Sandbox(fixtures: ["hostile-text.widget"])
        let output = CommandRunner.widgetry(["check", box.path("hostile-text.widget")])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("warning: unknown SF Symbol 'star␛[5m⟨U+202E⟩'"), "\(output.stderr)")
        Self.expectNoControls(output.stderr, "stderr")
    }

    @Test func checkEchoesASourceLineWithControlsVisiblyWithTheCaretInPlace() {
        let box = Sandbox()
        box.write("raw.widget", "let x: Int = \"a\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}\" // \u{1B}[2J\n")
        let output = CommandRunner.widgetry(["check", box.path("raw.widget")])
        #expect(output.status == 1)
        let expected = """
            raw.widget:1:14: error: cannot use a value of type String as Int for 'x'
            let x: Int = "a␛]52;c;ZXZpbA==␇\\u{9B}31m⟨U+202E⟩" // ␛[2J
                         ^
            """
        #expect(output.stderr.contains(expected), "\(output.stderr)")
        Self.expectNoControls(output.stderr, "stderr")
    }

    @Test func storeDumpAndTheConfigureListingShowControlsVisibly() {
        let box = Sandbox(fixtures: ["hostile-text.widget"])
        let dump = CommandRunner.widgetry(["store", box.path("hostile-text.widget"), "dump", "--store", box.store])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains("c1\\u{9B}31mbidi⟨U+202E⟩end"), "\(dump.stdout)")
        Self.expectNoControls(dump.stdout, "store dump")
        let configure = CommandRunner.widgetry(["configure", box.path("hostile-text.widget"), "--store", box.store])
        #expect(configure.status == 0, "\(configure.stderr)")
        #expect(configure.stdout.contains("label = x\\u{9B}y⟨U+202E⟩z    (Label␛[1m: String)"), "\(configure.stdout)")
        Self.expectNoControls(configure.stdout, "configure")
    }

    @Test func framesShowStoredControlsVisibly() {
        let box = Sandbox(fixtures: ["hostile-text.widget"])
        let output = box.widgetry("render", "hostile-text.widget", ["--plain"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("osc␛]52;c;ZXZpbA==␇csi␛[2Jc1\\u{9B}31mbidi"), "\(output.stdout)")
        Self.expectNoControls(output.stdout, "frame")
    }

    @Test func timelineShowsAFailureMessageVisibly() throws {
        let box = Sandbox(fixtures: ["hostile-text.widget"])
        let text = try String(contentsOfFile: box.path("hostile-text.widget"), encoding: .utf8)
        box.write("hostile-text.widget", text.replacingOccurrences(
            of: #"timeline { Timeline(entries: [NoteEntry(text: Note.all.first?.text ?? "")], policy: .never) }"#,
            with: #"timeline { throw IntentError("no timeline: \(Note.all.first?.text ?? "")") }"#))
        let output = box.widgetry("timeline", "hostile-text.widget", ["--for", "1h"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("09:00    timeline failed: no timeline: \(Self.shownNote)"), "\(output.stdout)")
        Self.expectNoControls(output.stdout, "timeline")
    }

    /// JSON keeps the text exactly (as escapes), and prints no raw C1 or bidi control.
    @Test func jsonEscapesEveryControl() throws {
        let box = Sandbox(fixtures: ["hostile-text.widget"])
        let output = box.widgetry("render", "hostile-text.widget", ["--json"])
        #expect(output.status == 0, "\(output.stderr)")
        Self.expectNoControls(output.stdout, "--json")
        #expect(output.stdout.contains(#"c1\u009b31mbidi\u202eend"#), "\(output.stdout)")
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect(object?["family"] as? String == "systemMedium")
    }
}
