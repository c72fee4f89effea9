import Foundation
import Testing
import WidgetTestSupport

/// `check --json` says which step found each problem (`stage`), and in a module
/// of several files gives the file and the line within it.
@Suite struct CheckJSONStageTests {
    struct Item: Decodable, Equatable {
        var path: String
        var line: Int
        var column: Int
        var stage: String
    }

    static func items(_ output: CommandRunner.Output) throws -> [Item] {
        try JSONDecoder().decode([Item].self, from: Data(output.stdout.utf8))
    }

    @Test func eachDiagnosticNamesItsStageAndItsFileInAModule() throws {
        let box = Sandbox()
        box.write("Ext/A.swift", "struct Counter {\n    var n: Int\n}\n")
        box.write("Ext/B.swift", """
        import SwiftUI
        import CoreData

        struct Board {
            let x: Nope
            let c = NSPersistentContainer(name: "Model")
            func f() -> Int { "a" }
        }

        """)
        let output = CommandRunner.widgetry(["check", "--json", "Ext"], directory: box.folder)
        #expect(output.status == 1)
        let items = try Self.items(output)
        #expect(items == [
            Item(path: "Ext/B.swift", line: 2, column: 1, stage: "availability"),
            Item(path: "Ext/B.swift", line: 5, column: 12, stage: "names"),
            Item(path: "Ext/B.swift", line: 6, column: 13, stage: "availability"),
            Item(path: "Ext/B.swift", line: 7, column: 23, stage: "types"),
        ], "\(output.stdout)")
    }

    @Test func aSyntaxErrorIsOfTheSyntaxStage() throws {
        let box = Sandbox()
        box.write("Ext/A.swift", "struct Counter {\n    var n: Int\n}\n")
        box.write("Ext/B.swift", "struct B {\n  func f() { let = 1 }\n}\n")
        let output = CommandRunner.widgetry(["check", "--json", "Ext"], directory: box.folder)
        #expect(try Self.items(output) == [Item(path: "Ext/B.swift", line: 2, column: 18, stage: "syntax")], "\(output.stdout)")
    }

    /// `swiftc -parse` reads `x < lo != (hi < lo)`; its type checker refuses the chain of
    /// non-associative comparisons. So does Widgetry: the checker, at the second operator.
    @Test func aChainOfComparisonsIsOfTheTypesStageAtItsSecondOperator() throws {
        let box = Sandbox()
        box.write("Ext/A.swift", """
        func inside(_ x: Int, _ lo: Int, _ hi: Int) -> Bool {
            x < lo != (hi < lo)
        }

        """)
        let output = CommandRunner.widgetry(["check", "--json", "Ext"], directory: box.folder)
        #expect(output.status == 1)
        #expect(try Self.items(output) == [Item(path: "Ext/A.swift", line: 2, column: 12, stage: "types")], "\(output.stdout)")
        #expect(output.stdout.contains("comparisons cannot be chained; use '&&' between them"), "\(output.stdout)")
    }

    @Test func aRuntimeErrorInRenderJSONIsOfTheRuntimeStage() throws {
        let box = Sandbox()
        box.write("rt.widget", """
        entry E { var n: Int }
        provider P {
            placeholder { E(n: 1) }
            timeline {
                let xs = [1, 2]
                return Timeline(entries: [E(n: xs[5])], policy: .never)
            }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text("\\(entry.n)") }
        }

        """)
        let output = CommandRunner.widgetry(["render", "--json", "rt.widget"], directory: box.folder)
        #expect(output.status == 1)
        // One family renders one object (several, an array of them).
        let frame = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let diagnostics = frame?["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.count == 1, "\(output.stdout)")
        #expect(diagnostics?.first?["stage"] as? String == "runtime")
        #expect(diagnostics?.first?["line"] as? Int == 6)
        #expect(diagnostics?.first?["message"] as? String == "index 5 is out of range (count 2)")
    }
}
