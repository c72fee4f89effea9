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
}
