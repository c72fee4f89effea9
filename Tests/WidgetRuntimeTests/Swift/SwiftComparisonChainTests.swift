import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Swift's comparison operators are non-associative (`ComparisonPrecedence`): `swiftc -parse`
/// reads `x < lo != (hi < lo)`, and its type checker refuses it. Widgetry does the same:
/// the parser reads the chain left to right, and the checker reports it, located at the
/// second operator, as a problem of the `types` stage.
@Suite struct SwiftComparisonChainTests {
    static let chained = """
    func ranges(_ x: Int, _ lo: Int, _ hi: Int) -> Bool {
        lo < x && x < hi || (x > hi) == (lo > hi) || x < lo != (hi < lo)
    }

    """

    @Test func theChainParsesWithoutADiagnostic() {
        let (_, diagnostics) = Parser.parse(SourceFile(path: "C.swift", text: Self.chained))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func theCheckerRefusesItAtTheSecondOperator() throws {
        let result = WidgetCompiler.compile(SourceFile(path: "C.swift", text: Self.chained))
        #expect(result.program == nil)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(result.diagnostics.filter { $0.severity == .error }.count == 1, "\(result.diagnostics.map(\.message))")
        #expect(error.message == "comparisons cannot be chained; use '&&' between them")
        #expect(error.stage == .types)
        // `!=`, columns 57 and 58.
        #expect(error.range.start.line == 2 && error.range.start.column == 57 && error.range.end.column == 59, "\(error.range)")
    }

    @Test func withItsFirstComparisonInParenthesesTheFunctionRuns() {
        let outcome = SwiftProgram.run(source: """
        func ranges(_ x: Int, _ lo: Int, _ hi: Int) -> Bool {
            lo < x && x < hi || (x > hi) == (lo > hi) || (x < lo) != (hi < lo)
        }
        func run() {
            print(ranges(5, 1, 9), ranges(0, 1, 9), ranges(12, 1, 9), ranges(20, 9, 1))
        }

        """, fileName: "Chain")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        // 5 is inside; 0 and 1 are both at most 9; 12 is past 9 and 1 is not, and neither is below its bound.
        #expect(outcome.output == "true true false true\n", "\(outcome.output)")
    }

    @Test func aChainInAWidgetFileIsTheCheckersToo() {
        let errors = SwiftWidgetDrawing.errors("func f(x: Int) -> Bool {\n    return 1 < x <= 3\n}\n", path: "chain.widget")
        #expect(errors == ["2:18: comparisons cannot be chained; use '&&' between them"])
    }
}
