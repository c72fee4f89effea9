import Foundation
import Testing
import WidgetTestSupport

/// `widgetry new`: the starter widget checks, records and passes as it is.
@Suite struct NewCommandTests {
    @Test func aNewWidgetChecksRecordsAndPasses() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-new")
        let created = CommandRunner.widgetry(["new", "demo"], directory: folder)
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains("wrote demo.widget"))
        let text = try String(contentsOf: folder.appendingPathComponent("demo.widget"), encoding: .utf8)
        for part in ["model DemoItem", "seed {", "entry DemoEntry", "provider DemoProvider", "intent ToggleItem",
                     "widget DemoWidget", "preview DemoWidget(.systemSmall)", "test \""] {
            #expect(text.contains(part), "the starter has \(part)")
        }
        #expect(text.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.count >= 10,
                "the starter is commented")

        let check = CommandRunner.widgetry(["check", "demo.widget"], directory: folder)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.isEmpty)
        let record = CommandRunner.widgetry(["test", "--record"], directory: folder)
        #expect(record.status == 0, "\(record.stdout)")
        #expect(record.stdout.hasSuffix("3 passed, 0 failed\n"))
        let test = CommandRunner.widgetry(["test"], directory: folder)
        #expect(test.status == 0, "\(test.stdout)")
        #expect(test.stdout.hasSuffix("3 passed, 0 failed\n"))
        #expect(CommandRunner.widgetry(["fmt", "--check", "demo.widget"], directory: folder).status == 0)
        let render = CommandRunner.widgetry(["render", "demo.widget", "--plain"], directory: folder)
        #expect(render.status == 0)
        #expect(render.stdout.contains("Write a widget"))
    }

    @Test(arguments: ["systemMedium", "accessoryInline", "accessoryCircular"])
    func everyFamilyWorks(_ family: String) {
        let folder = PackagePaths.temporaryDirectory("widgetry-new-\(family)")
        #expect(CommandRunner.widgetry(["new", "my-widget", "--family", family], directory: folder).status == 0)
        let text = (try? String(contentsOf: folder.appendingPathComponent("my-widget.widget"), encoding: .utf8)) ?? ""
        #expect(text.contains("widget MyWidgetWidget") && text.contains("families: [.\(family)]"))
        #expect(CommandRunner.widgetry(["test", "--record"], directory: folder).status == 0)
        #expect(CommandRunner.widgetry(["test"], directory: folder).stdout.hasSuffix("3 passed, 0 failed\n"))
    }

    @Test func twoNewWidgetsInOneFolderDoNotShareTheirItems() {
        let folder = PackagePaths.temporaryDirectory("widgetry-new-two")
        #expect(CommandRunner.widgetry(["new", "alpha"], directory: folder).status == 0)
        #expect(CommandRunner.widgetry(["new", "beta"], directory: folder).status == 0)
        let alpha = (try? String(contentsOf: folder.appendingPathComponent("alpha.widget"), encoding: .utf8)) ?? ""
        let beta = (try? String(contentsOf: folder.appendingPathComponent("beta.widget"), encoding: .utf8)) ?? ""
        #expect(alpha.contains("model AlphaItem") && beta.contains("model BetaItem"))
        let betaBefore = CommandRunner.widgetry(["render", "beta.widget", "--plain"], directory: folder).stdout
        let alphaBefore = CommandRunner.widgetry(["render", "alpha.widget", "--plain"], directory: folder).stdout
        #expect(CommandRunner.widgetry(["tap", "alpha.widget", "1"], directory: folder).status == 0)
        let alphaAfter = CommandRunner.widgetry(["render", "alpha.widget", "--plain"], directory: folder).stdout
        #expect(alphaAfter != alphaBefore, "the tap toggled alpha's first item")
        #expect(CommandRunner.widgetry(["render", "beta.widget", "--plain"], directory: folder).stdout == betaBefore,
                "beta's items are its own")
    }

    @Test func refusesToOverwriteAndBadInput() {
        let folder = PackagePaths.temporaryDirectory("widgetry-new-twice")
        #expect(CommandRunner.widgetry(["new", "demo.widget"], directory: folder).status == 0)
        let again = CommandRunner.widgetry(["new", "demo"], directory: folder)
        #expect(again.status == 1)
        #expect(again.stderr.contains("demo.widget already exists"))
        #expect(CommandRunner.widgetry(["new", "x", "--family", "systemHuge"], directory: folder).status == 2)
        #expect(CommandRunner.widgetry(["new"], directory: folder).status == 2)
    }
}
