import Testing
@testable import WidgetLanguage

/// The module's own precedence groups decide how its operators group, wherever they are declared.
@Suite struct OperatorGroupTests {
    static let declarations = """
    precedencegroup PowerPrecedence {
        higherThan: MultiplicationPrecedence
        associativity: right
    }
    precedencegroup TighterPrecedence { higherThan: PowerPrecedence }
    precedencegroup LooserPrecedence { lowerThan: AdditionPrecedence  higherThan: RangeFormationPrecedence }
    infix operator ^^: PowerPrecedence
    infix operator <>: AdditionPrecedence
    infix operator ~~: TighterPrecedence
    infix operator ..+: LooserPrecedence
    infix operator |||

    """

    /// The value of the global `x` in `source`, parenthesised as it groups.
    func grouping(_ expression: String, declarationsFirst: Bool = true, split: Bool = false) -> String {
        let binding = "let x = \(expression)\n"
        let file = split
            ? SourceFile.module(path: "M", files: [("A.swift", binding), ("B.swift", Self.declarations)])
            : SourceFile(path: "t.swift", text: declarationsFirst ? Self.declarations + binding : binding + Self.declarations)
        let (tree, diagnostics) = Parser.parse(file)
        guard diagnostics.isEmpty else { return diagnostics.map(\.message).joined(separator: "; ") }
        for declaration in tree.declarations {
            if case .binding(let binding) = declaration.kind, binding.name == "x", let value = binding.value { return show(value) }
        }
        return "<none>"
    }

    func show(_ e: Expr) -> String {
        switch e.kind {
        case .integer(let v): return "\(v)"
        case .identifier(let n): return n
        case .binary(let op, let l, let r): return "(\(show(l)) \(op) \(show(r)))"
        case .assign(let op, let l, let r): return "(\(show(l)) \(op) \(show(r)))"
        case .ternary(let c, let t, let f): return "(\(show(c)) ? \(show(t)) : \(show(f)))"
        default: return "?"
        }
    }

    @Test func aGroupAboveMultiplicationBindsTighterAndGroupsToTheRight() {
        #expect(grouping("2 ^^ 3 ^^ 2") == "(2 ^^ (3 ^^ 2))")
        #expect(grouping("3 * 2 ^^ 2") == "(3 * (2 ^^ 2))")
        #expect(grouping("1 + 2 ^^ 2 * 3") == "(1 + ((2 ^^ 2) * 3))")
        #expect(grouping("a ~~ b ^^ c ~~ d") == "((a ~~ b) ^^ (c ~~ d))")
    }

    @Test func anOperatorInASwiftGroupBindsAsItsOperators() {
        #expect(grouping("a <> b * c") == "(a <> (b * c))")
        #expect(grouping("a * b <> c + d") == "(((a * b) <> c) + d)")
    }

    @Test func aGroupBetweenTwoOfSwiftsBindsBetweenThem() {
        #expect(grouping("a + b ..+ c + d") == "((a + b) ..+ (c + d))")
        #expect(grouping("a ..+ b ..+ c") == "((a ..+ b) ..+ c)")
    }

    @Test func anOperatorWithoutAGroupIsInDefaultPrecedence() {
        #expect(grouping("a ||| b + c") == "(a ||| (b + c))")
        #expect(grouping("a ||| b ||| c") == "((a ||| b) ||| c)")
    }

    @Test func declarationsAfterTheUseOrInAnotherFileCount() {
        #expect(grouping("3 * 2 ^^ 2", declarationsFirst: false) == "(3 * (2 ^^ 2))")
        #expect(grouping("2 ^^ 3 ^^ 2", split: true) == "(2 ^^ (3 ^^ 2))")
    }
}
