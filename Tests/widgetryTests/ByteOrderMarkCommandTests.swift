import Foundation
import Testing
import WidgetTestSupport

/// `widgetry check` reads a file that starts with a UTF-8 byte-order mark (as
/// Xcode and some Windows editors save them) as the text after it.
@Suite struct ByteOrderMarkCommandTests {
    static let mark = Data([0xEF, 0xBB, 0xBF])

    func write(_ text: String, to name: String, in folder: URL) throws {
        try (Self.mark + Data(text.utf8)).write(to: folder.appendingPathComponent(name))
    }

    @Test func aMarkedWidgetAndSwiftFileCheckClean() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-bom")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: PackagePaths.path("widgets/todo.widget")),
                                         to: folder.appendingPathComponent("plain.widget"))
        let todo = try String(contentsOf: folder.appendingPathComponent("plain.widget"), encoding: .utf8)
        try write(todo, to: "todo.widget", in: folder)
        try write("let greeting = \"Hello\"\n", to: "Greeting.swift", in: folder)
        for name in ["todo.widget", "Greeting.swift"] {
            let output = CommandRunner.widgetry(["check", name], directory: folder)
            #expect(output.status == 0, "\(name): \(output.stderr)")
            #expect(!output.stderr.contains("error"), "\(name): \(output.stderr)")
        }
    }

    @Test func anErrorOnTheFirstLineCountsColumnsFromTheFirstCharacter() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-bom-error")
        try write("let x = )\n", to: "broken.widget", in: folder)
        let output = CommandRunner.widgetry(["check", "broken.widget"], directory: folder)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("broken.widget:1:9: error: "), "\(output.stderr)")
        // The source line is shown without the mark, the caret under the ')'.
        #expect(output.stderr.contains("\nlet x = )\n        ^"), "\(output.stderr)")
    }
}
