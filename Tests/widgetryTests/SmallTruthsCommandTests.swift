import Foundation
import Testing
import WidgetTestSupport

/// What the command line says is true to the letter: next steps name the
/// right file, captions, one diagnostic per problem, Bool values, messages.
@Suite struct SmallTruthsCommandTests {
    @Test func newInASubfolderSuggestsCommandsForThatFile() {
        let folder = PackagePaths.temporaryDirectory("widgetry-new-sub")
        let created = CommandRunner.widgetry(["new", "sub/dir/x"], directory: folder)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains("widgetry watch sub/dir/x.widget "), "\(created.stdout)")
        #expect(created.stdout.contains("widgetry test --record sub/dir/x.widget "), "\(created.stdout)")
        // The suggested command works from where `new` ran.
        let record = CommandRunner.widgetry(["test", "--record", "sub/dir/x.widget"], directory: folder)
        #expect(record.status == 0 && record.stdout.hasSuffix("3 passed, 0 failed\n"), "\(record.stdout)")
    }

    @Test func newQuotesANameWithASpace() {
        let folder = PackagePaths.temporaryDirectory("widgetry-new-space")
        let created = CommandRunner.widgetry(["new", "my widget"], directory: folder)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains("wrote my widget.widget"))
        #expect(created.stdout.contains("widgetry watch 'my widget.widget' "), "\(created.stdout)")
        #expect(created.stdout.contains("widgetry test --record 'my widget.widget' "), "\(created.stdout)")
    }

    @Test func familyAllCaptionsEachFrameAndReportsAProblemOnce() {
        let box = Sandbox(["users.widget"])
        try? FileManager.default.copyItem(atPath: PackagePaths.path("widgets/data"), toPath: box.path("data"))
        let output = box.widgetry("render", "users.widget", ["--plain", "--family", "all", "--source", "users=missing.json"])
        #expect(output.status == 1)
        #expect(output.stderr.components(separatedBy: "no such file: missing.json").count == 2, "\(output.stderr)")
        #expect(output.stderr.components(separatedBy: "note: showing the placeholder").count == 2, "\(output.stderr)")
        let lines = output.stdout.components(separatedBy: "\n")
        #expect(lines.first == "systemMedium:", "\(output.stdout)")
        #expect(lines.contains("systemLarge:"), "\(output.stdout)")
        let one = box.widgetry("render", "users.widget", ["--plain"])
        #expect(!one.stdout.contains("systemMedium:"), "one family has no caption")
    }

    @Test func aBoolIsTrueOrFalseOnly() {
        let box = Sandbox(["todo.widget"])
        for value in ["yes", "1", "on", "True"] {
            let output = box.widgetry("configure", "todo.widget", ["hideCompleted=\(value)"])
            #expect(output.status == 1, "\(value): \(output.stdout)")
            #expect(output.stderr.contains("expects Bool (true or false)"), "\(value): \(output.stderr)")
        }
        let set = box.widgetry("configure", "todo.widget", ["hideCompleted=true"])
        #expect(set.status == 0 && set.stdout == "hideCompleted = true\n", "\(set.stderr)")
        let override = box.widgetry("render", "todo.widget", ["--plain", "--config", "hideCompleted=1"])
        #expect(override.status == 2, "\(override.stderr)")
    }

    @Test func runOnAMissingFolderSaysItIsMissing() {
        let folder = PackagePaths.temporaryDirectory("widgetry-run-missing")
        let output = CommandRunner.widgetry(["run", "nope"], directory: folder)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("widgetry: run nope: no such folder\n"), "\(output.stderr)")
        #expect(!output.stderr.contains("is not a folder"))
    }

    @Test func checkJSONDoesNotEscapeSlashes() {
        let box = Sandbox()
        box.write("sub/bad.widget", "let x: Int = \"a\"\n")
        let output = CommandRunner.widgetry(["check", "--json", "sub/bad.widget"], directory: box.folder)
        #expect(output.status == 1)
        #expect(output.stdout.contains("\"path\" : \"sub/bad.widget\""), "\(output.stdout)")
        #expect(!output.stdout.contains("\\/"))
    }
}
