import Foundation
import Testing
import WidgetTestSupport

/// Text from data cannot drive the terminal: escape sequences in a JSON
/// string are removed before the widget is drawn.
@Suite struct SanitizeCommandTests {
    static let hostile = #"{"text": "clear\u001b[2Jed, \u001b]8;;https://evil.example/\u001b\\a link\u001b]8;;\u001b\\, c1\u009b31m red, bell\u0007."}"#

    static func check(_ output: CommandRunner.Output, colored: Bool) {
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("cleared, a link, c1 red, bell."), "\(output.stdout)")
        #expect(!output.stdout.contains("\u{1B}[2J"))
        #expect(!output.stdout.contains("\u{1B}]"))
        #expect(!output.stdout.contains("\u{9B}") && !output.stdout.contains("\u{07}"))
        if !colored { #expect(!output.stdout.contains("\u{1B}"), "no ESC byte at all: \(output.stdout.debugDescription)") }
    }

    @Test(arguments: [false, true])
    func escapeSequencesInAJSONFileAreRemoved(_ colored: Bool) {
        let box = Sandbox(fixtures: ["reader.widget"])
        box.write("data/note.json", Self.hostile)
        Self.check(box.run("render", "reader.widget", [colored ? "--color" : "--plain"]), colored: colored)
    }

    @Test func escapeSequencesFromAWebServiceAreRemoved() throws {
        let server = try TestHTTPServer(routes: ["/note": .json(Self.hostile)])
        let box = Sandbox(fixtures: ["reader.widget"])
        Self.check(box.run("render", "reader.widget", ["--plain", "--source", "note=\(server.url("/note"))", "--allow-net", "127.0.0.1"]), colored: false)
    }
}
