import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// `swiftc -parse` reads a function or `init` without a body anywhere; Swift's type checker asks
/// for the body outside a protocol, unless it is found elsewhere (`@NSManaged`). Widgetry does the
/// same: the parser keeps the declaration, the checker reports it at its name, stage `types`.
@Suite struct SwiftBodilessFunctionTests {
    static let source = """
    struct Counter {
        var n = 0
        func increment()
        init()
    }

    class Item {
        @NSManaged func addToTags(_ tag: String)
    }

    protocol Resettable { func reset() }

    func declaredElsewhere(_ x: Int) -> Int

    """

    @Test func theParserKeepsThemTheCheckerAsksForABody() {
        let (_, parsed) = Parser.parse(SourceFile(path: "B.swift", text: Self.source))
        #expect(parsed.isEmpty, "\(parsed.map(\.message))")
        let errors = WidgetCompiler.compile(SourceFile(path: "B.swift", text: Self.source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.map { "\($0.range.start.line):\($0.range.start.column) \($0.stage.rawValue): \($0.message)" } == [
            "3:10 types: function 'increment' needs a body, as in 'func increment(…) { … }'",
            "4:5 types: 'init' needs a body, as in 'init(…) { … }'",
            "13:6 types: function 'declaredElsewhere' needs a body, as in 'func declaredElsewhere(…) { … }'",
        ])
    }

    @Test func aWidgetFileStillWantsTheBraces() {
        let (_, parsed) = Parser.parse(SourceFile(path: "b.widget", text: "func f()\n"))
        #expect(parsed.first?.message == "expected '{' for the body of function 'f', found end of file", "\(parsed.map(\.message))")
    }
}
