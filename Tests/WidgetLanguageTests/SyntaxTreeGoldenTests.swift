import Foundation
import Testing
import WidgetLanguage
import WidgetTestSupport

/// The printed syntax tree of every widget in `widgets/`, with source ranges,
/// against `SyntaxTrees/NAME.ast`.
@Suite struct SyntaxTreeGoldenTests {
    static let widgets = PackagePaths.files(in: "widgets", withExtension: "widget")

    @Test func everySeedWidgetIsCovered() {
        let names = Set(Self.widgets.map { URL(fileURLWithPath: $0).lastPathComponent })
        for seed in ["todo.widget", "team.widget", "gallery.widget", "users.widget", "repowatcher.widget"] {
            #expect(names.contains(seed))
        }
    }

    @Test(arguments: widgets)
    func printedTree(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let (tree, diagnostics) = Parser.parse(SourceFile(path: path, text: text))
        #expect(!diagnostics.hasErrors, "\(diagnostics.map(\.message))")
        let golden = PackagePaths.path("Tests/WidgetLanguageTests/SyntaxTrees/\(name).ast")
        if let mismatch = Golden.compare(SyntaxPrinter.print(tree), with: golden) { Issue.record("\(mismatch)") }
    }
}
