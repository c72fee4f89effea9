import Foundation
import Testing
import WidgetTestSupport

/// `widgets/layout.widget` (GeometryReader, grids, timer progress, accessory
/// views, redaction) rendered in every family it declares against
/// `widgets/__renders__/layout.FAMILY.txt`, and its links in `--json`.
@Suite struct LayoutWidgetTests {
    static let families = ["systemSmall", "systemMedium", "systemLarge", "accessoryCircular", "accessoryRectangular"]

    @Test(arguments: families)
    func render(_ family: String) {
        let box = Sandbox(["layout.widget"])
        let output = box.widgetry("render", "layout.widget", ["--plain", "--buttons", "--family", family])
        #expect(output.status == 0, "\(output.stderr)")
        let golden = PackagePaths.path("widgets/__renders__/layout.\(family).txt")
        if let mismatch = Golden.compare(output.stdout, with: golden) { Issue.record("\(mismatch)") }
    }

    @Test func checkNotesWhatHasNoEffect() {
        let box = Sandbox(["layout.widget"])
        let text = (try? String(contentsOfFile: box.path("layout.widget"), encoding: .utf8)) ?? ""
        let noted = text.replacingOccurrences(of: "Text(\"Steps \\(entry.steps)\")", with: "Text(\"Steps \\(entry.steps)\").allowsTightening(true)")
        #expect(noted != text)
        _ = FileManager.default.createFile(atPath: box.path("noted.widget"), contents: Data(noted.utf8))
        let output = CommandRunner.widgetry(["check", box.path("noted.widget")])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("noted.widget:105:50: note: '.allowsTightening' has no effect in a terminal: letters are one cell apart"),
                "\(output.stderr)")
        #expect(CommandRunner.widgetry(["check", box.path("layout.widget")]).stderr.isEmpty)
    }

    @Test func jsonReportsLinksAndTheWidgetURLWithTheirFrames() throws {
        let box = Sandbox(["layout.widget"])
        let medium = box.widgetry("render", "layout.widget", ["--json", "--family", "systemMedium"])
        #expect(medium.status == 0, "\(medium.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(medium.stdout.utf8)) as? [String: Any])
        let links = try #require(object["links"] as? [[String: Any]])
        #expect(links.count == 1)
        #expect(links.first?["url"] as? String == "https://example.com/steps")
        let frame = try #require(links.first?["frame"] as? [String: Int])
        #expect(frame["height"] == 1 && frame["width"] == 10)
        // The frame is where the link's label is drawn.
        let text = try #require(object["text"] as? String)
        let lines = text.split(separator: "\n").map(String.init)
        let y = try #require(frame["y"]), x = try #require(frame["x"])
        #expect(String(Array(lines[y]).dropFirst(x).prefix(10)) == "Open steps")
        #expect(object["widgetURL"] == nil)

        let small = box.widgetry("render", "layout.widget", ["--json", "--family", "systemSmall"])
        let smallObject = try #require(try JSONSerialization.jsonObject(with: Data(small.stdout.utf8)) as? [String: Any])
        let widgetURL = try #require(smallObject["widgetURL"] as? [String: Any])
        #expect(widgetURL["url"] as? String == "widgetry://layout/timer")
        #expect(widgetURL["frame"] as? [String: Int] == ["x": 2, "y": 1, "width": 18, "height": 9])
        #expect((smallObject["links"] as? [Any])?.isEmpty == true)
    }
}
