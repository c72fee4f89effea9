import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Long flat chains — `a + b + …`, `p && q && …`, `x.f().g()…`, `else if` after
/// `else if` — are flat code, not nesting: they parse, check and run far past
/// the nesting limit (150), and only a chain past the tree's depth bound (1,000)
/// is refused, with its location.
@Suite struct FlatChainTests {
    func render(_ body: String, extra: String = "") throws -> String {
        let source = """
        entry E { var text: String }
        \(extra)
        provider P {
            placeholder { E(text: "") }
            timeline {
                \(body)
            }
        }
        widget W {
            families: [.systemMedium]
            provider: P
            body(entry) { Text(entry.text) }
        }
        """
        let session = try TestSession.open(source, path: "chain.widget")
        return try session.render(widget: "W", family: "systemMedium").result.text
    }

    @Test(arguments: [151, 400, 990])
    func longSumsAndConjunctions(operands: Int) throws {
        let sum = Array(repeating: "1", count: operands).joined(separator: " + ")
        let all = Array(repeating: "true", count: operands).joined(separator: " && ")
        let text = try render("""
        let total = \(sum)
        let ok = \(all)
        return Timeline(entries: [E(text: "\\(total) \\(ok)")], policy: .never)
        """)
        #expect(text.contains("\(operands) true"), "\(text)")
    }

    @Test func aConjunctionStopsAtTheFirstFalse() throws {
        // The chain is walked in a loop; `&&` must still not evaluate what follows a false.
        let terms = Array(repeating: "true", count: 200) + ["false", "[0][5] == 0"]
        let text = try render("""
        let ok = \(terms.joined(separator: " && "))
        return Timeline(entries: [E(text: ok ? "yes" : "no")], policy: .never)
        """)
        #expect(text.contains("no"), "\(text)")
    }

    @Test(arguments: [148, 600])
    func longElseIfChains(branches: Int) throws {
        var chain = "if x == 0 {\n    r = \"b0\"\n"
        for i in 1..<branches { chain += "} else if x == \(i) {\n    r = \"b\(i)\"\n" }
        chain += "} else {\n    r = \"none\"\n}"
        let function = "func pick(_ x: Int) -> String {\n    var r = \"\"\n\(chain)\n    return r\n}"
        let text = try render("return Timeline(entries: [E(text: pick(\(branches - 2)) + pick(\(branches + 5)))], policy: .never)",
                              extra: function)
        #expect(text.contains("b\(branches - 2)none"), "\(text)")
    }

    @Test func longModifierChainsRender() throws {
        let source = """
        entry E { var n: Int }
        provider P {
            placeholder { E(n: 7) }
            timeline { return Timeline(entries: [E(n: 7)], policy: .never) }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text("n\\(entry.n)")\(String(repeating: ".bold()", count: 400)) }
        }
        """
        let result = WidgetCompiler.compile(SourceFile(path: "mods.widget", text: source))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    /// (Parsed on a thread with the stack `widgetry` gives the front end, `MainSizedStack`: nesting to the parser's
    /// limit takes more than a test worker's 8 MiB in a debug build, whose frames are large; see `FrontEndCheck`.)
    @Test func realNestingKeepsItsLimit() {
        let deep = String(repeating: "(", count: 151) + "1" + String(repeating: ")", count: 151)
        final class Parsed: @unchecked Sendable { var diagnostics: [Diagnostic] = [] }
        let parsed = Parsed()
        MainSizedStack.run { parsed.diagnostics = Parser.parse(SourceFile(path: "deep.widget", text: "let x = \(deep)\n")).1 }
        let diagnostics = parsed.diagnostics
        #expect(diagnostics.map(\.message) == ["nesting is too deep (more than 150 levels)"])
        #expect(diagnostics.first?.range.start.line == 1)
    }

    @Test func aChainPastTheDepthBoundIsRefusedWhereItCrossesIt() throws {
        let sum = Array(repeating: "1", count: 1_200).joined(separator: " + ")
        let (_, diagnostics) = Parser.parse(SourceFile(path: "long.widget", text: "let x = \(sum)\n"))
        let first = try #require(diagnostics.first)
        #expect(first.message.hasPrefix("this code is too long in one piece (more than 1000 operators"))
        // At the operand after the 1,000th '+': "let x = " is 8 columns, each "1 + " is 4.
        #expect(first.range.start.line == 1)
        #expect(first.range.start.column == 9 + 1_000 * 4)
    }
}
