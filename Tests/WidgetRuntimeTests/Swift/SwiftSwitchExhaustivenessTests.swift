import Testing
@testable import WidgetRuntime

/// A `switch` is exhaustive as Swift decides it, column by column through payloads, optionals and tuples
/// (`Conformance/control-flow/exhaustive_switches_by_their_payloads` runs the ones that are); one that leaves
/// a value out is still an error at the `switch`.
@Suite struct SwiftSwitchExhaustivenessTests {
    static let source = """
        enum Phase { case idle, done(String, Int?) }
        func a(_ p: Phase) -> String {
            switch p {
            case .idle: return "i"
            case .done(let name, _?): return name
            }
        }
        func b(_ x: Bool, _ y: Int?) -> Int {
            switch (x, y) {
            case (true, _): return 1
            case (false, let v?): return v
            }
        }
        func c(_ p: Phase) -> String {
            switch p {
            case .idle: return "i"
            case .done(let name, .some): return name
            case .done(_, nil): return "-"
            }
        }
        func run() { print(a(.idle), b(true, nil), c(.idle)) }
        """

    @Test func aSwitchThatLeavesAValueOutIsAnErrorAtTheSwitch() {
        let outcome = SwiftProgram.run(source: Self.source, fileName: "main.swift")
        let errors = outcome.diagnostics.filter { $0.severity == .error }.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" }
        #expect(errors == [
            "3:5 switch must be exhaustive; add a 'default:' case",
            "9:5 switch must be exhaustive; add a 'default:' case",
        ])
    }
}
