import Foundation
import Testing
import WidgetTestSupport

/// Each store-backed seed widget, rendered for every family it supports on a
/// fresh store at a fixed time, against `widgets/__renders__/NAME.FAMILY.txt`.
@Suite struct RenderGoldenTests {
    static let cases: [(String, String)] = [
        ("todo", "systemSmall"), ("todo", "systemLarge"),
        ("team", "systemMedium"), ("team", "systemLarge"),
        ("gallery", "systemSmall"), ("gallery", "systemMedium"),
        ("shapes", "systemSmall"), ("shapes", "systemLarge"),
        ("foundation", "systemSmall"), ("foundation", "systemMedium"),
        ("symbols", "systemSmall"), ("symbols", "systemMedium"), ("symbols", "accessoryRectangular"),
    ]

    @Test(arguments: cases)
    func render(_ widget: String, _ family: String) {
        let box = Sandbox(["\(widget).widget"])
        let output = box.widgetry("render", "\(widget).widget", ["--plain", "--buttons", "--family", family])
        #expect(output.status == 0, "\(output.stderr)")
        let golden = PackagePaths.path("widgets/__renders__/\(widget).\(family).txt")
        if let mismatch = Golden.compare(output.stdout, with: golden) { Issue.record("\(mismatch)") }
    }

    /// Shapes, rings and gauges in colour: the half-block pixels in their colours.
    @Test func shapesInTrueColor() {
        renderInTrueColor("shapes", "systemLarge", showing: "38;2;52;199;89m")
    }

    /// SF Symbols in the colours the widget gives them (the battery green, the heart red).
    @Test func symbolsInTrueColor() {
        renderInTrueColor("symbols", "systemSmall", showing: "♥")
    }

    /// `widgets/__renders__/WIDGET.FAMILY.truecolor.txt`, rendered with 24-bit colour.
    func renderInTrueColor(_ widget: String, _ family: String, showing text: String) {
        let box = Sandbox(["\(widget).widget"])
        let output = CommandRunner.widgetry(["render", box.path("\(widget).widget"), "--color", "--family", family,
                                             "--store", box.store, "--now", Sandbox.now], environment: ["COLORTERM": "truecolor"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(text))
        let golden = PackagePaths.path("widgets/__renders__/\(widget).\(family).truecolor.txt")
        if let mismatch = Golden.compare(output.stdout, with: golden) { Issue.record("\(mismatch)") }
    }

    @Test func familyAllPrintsEverySupportedFamily() {
        let box = Sandbox(["todo.widget"])
        let output = box.widgetry("render", "todo.widget", ["--plain", "--family", "all"])
        #expect(output.status == 0)
        #expect(output.stdout.components(separatedBy: "╭").count - 1 == 2)
    }

    @Test func jsonHasTheLayoutTreeAndButtons() throws {
        let box = Sandbox(["todo.widget"])
        let output = box.widgetry("render", "todo.widget", ["--json"])
        #expect(output.status == 0, "\(output.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let buttons = object?["buttons"] as? [[String: Any]] ?? []
        #expect(buttons.count == 3)
        #expect(buttons.first?["number"] as? Int == 1)
        #expect(buttons.first?["intent"] as? String == "CompleteToDo")
        #expect(object?["layout"] != nil)
        #expect(object?["family"] as? String == "systemSmall")
    }

    @Test func unsupportedFamilyIsAnError() {
        let box = Sandbox(["todo.widget"])
        let output = box.widgetry("render", "todo.widget", ["--plain", "--family", "systemMedium"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("does not support systemMedium"))
    }

    @Test func usageErrorsExitTwo() {
        #expect(CommandRunner.widgetry(["render"]).status == 2)
        #expect(CommandRunner.widgetry(["render", "x.widget", "--bogus"]).status == 2)
        #expect(CommandRunner.widgetry(["frobnicate"]).status == 2)
        let help = CommandRunner.widgetry(["render", "--help"])
        #expect(help.status == 0 && help.stdout.contains("usage: widgetry render"))
    }

    @Test func aMissingFileIsAClearError() {
        let output = CommandRunner.widgetry(["check", "/nonexistent/x.widget"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("no such file: /nonexistent/x.widget"))
    }
}
