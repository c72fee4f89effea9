import Testing
@testable import WidgetLanguage

/// Expressions parsed and printed fully parenthesised, so grouping is visible.
@Suite struct ExpressionParsingTests {
    func parse(_ source: String) -> (String, [Diagnostic]) {
        let file = SourceFile(path: "test.widget", text: "let x = \(source)\n")
        let (tree, diagnostics) = Parser.parse(file)
        guard case .binding(let binding)? = tree.declarations.first?.kind, let value = binding.value else {
            return ("<none>", diagnostics)
        }
        return (show(value), diagnostics)
    }

    func show(_ e: Expr) -> String {
        switch e.kind {
        case .integer(let v): return "\(v)"
        case .largeInteger(let digits): return digits
        case .regex(let text): return text
        case .double(let v): return "\(v)"
        case .bool(let v): return "\(v)"
        case .nil: return "nil"
        case .string(let parts):
            return "\"" + parts.map { if case .text(let t) = $0 { return t } else if case .expr(let x) = $0 { return "\\(\(show(x)))" } else { return "" } }.joined() + "\""
        case .identifier(let n): return n
        case .anonymousArgument(let n): return "$\(n)"
        case .implicitMember(let n): return ".\(n)"
        case .member(let b, let n, _): return "\(show(b)).\(n)"
        case .call(let c, let args, let trailing):
            let a = args.map { ($0.label.map { "\($0): " } ?? "") + show($0.value) }.joined(separator: ", ")
            let t = trailing.map { " \($0.label.map { "\($0): " } ?? ""){\($0.closure.parameters.map(\.name).joined(separator: ","))}" }.joined()
            return "\(show(c))(\(a))\(t)"
        case .subscript(let b, let args): return "\(show(b))[\(args.map { show($0.value) }.joined(separator: ", "))]"
        case .unary(let op, let x): return "(\(op)\(show(x)))"
        case .binary(let op, let l, let r): return "(\(show(l)) \(op) \(show(r)))"
        case .ternary(let c, let t, let f): return "(\(show(c)) ? \(show(t)) : \(show(f)))"
        case .assign(let op, let l, let r): return "(\(show(l)) \(op) \(show(r)))"
        case .closure(let c): return "{\(c.parameters.map(\.name).joined(separator: ",")) \(c.body.count)}"
        case .keyPath(let root, let path): return "\\\(root ?? "").\(path.joined(separator: "."))"
        case .array(let items): return "[\(items.map(show).joined(separator: ", "))]"
        case .dictionary(let entries): return "[\(entries.map { "\(show($0.key)): \(show($0.value))" }.joined(separator: ", "))]"
        case .try(let kind, let x): return "(\(kind.rawValue) \(show(x)))"
        case .forceUnwrap(let x): return "\(show(x))!"
        case .bindOptional(let x): return "\(show(x))?"
        case .optionalChain(let x): return "chain(\(show(x)))"
        case .parenthesized(let x): return show(x)
        case .tuple(let items): return "(" + items.map { ($0.label.map { "\($0): " } ?? "") + show($0.value) }.joined(separator: ", ") + ")"
        case .cast(let op, let x, let type): return "(\(show(x)) \(op.rawValue) \(type))"
        case .postfixRange(let x): return "(\(show(x))...)"
        case .postfixOperator(let op, let x): return "(\(show(x))\(op))"
        case .bindingPattern(let name, let isConstant): return "\(isConstant ? "let" : "var") \(name)"
        }
    }

    @Test(arguments: [
        ("1 + 2 * 3", "(1 + (2 * 3))"),
        ("2 * 3 + 1", "((2 * 3) + 1)"),
        ("10 - 4 - 3", "((10 - 4) - 3)"),
        ("x % 2 == 0", "((x % 2) == 0)"),
        ("a > 1 && b > 2", "((a > 1) && (b > 2))"),
        ("a || b && c", "(a || (b && c))"),
        ("a && b || c", "((a && b) || c)"),
        ("0..<n + 1", "(0 ..< (n + 1))"),
        ("d ?? 0 > 1", "((d ?? 0) > 1)"),
        ("a ?? b ?? c", "(a ?? (b ?? c))"),
        ("c ? 1 : 2 + 3", "(c ? 1 : (2 + 3))"),
        ("a ? b : c ? d : e", "(a ? b : (c ? d : e))"),
        ("(1, 2)", "(1, 2)"),
        ("(x: 1, y: a + b)", "(x: 1, y: (a + b))"),
        ("pair.0 + pair.1", "(pair.0 + pair.1)"),
        ("x as? Int ?? 0", "((x as? Int) ?? 0)"),
        ("a + b as Double", "((a + b) as Double)"),
        ("x is String == true", "((x is String) == true)"),
        ("r as! [String: Int]", "(r as! [String: Int])"),
        ("try await f()", "(try f())"),
        ("await a + await b", "(a + b)"),
        ("!a && -b < c", "((!a) && ((-b) < c))"),
        ("try? a ?? b", "(try? (a ?? b))"),
        ("try load() + 1", "(try (load() + 1))"),
        ("a?.b.c ?? 0", "(chain(a?.b.c) ?? 0)"),
        ("x!.count", "x!.count"),
        ("todo.isDone ? \"a\" : \"b\"", "(todo.isDone ? \"a\" : \"b\")"),
        ("now + 12.hours", "(now + 12.hours)"),
        ("1.5.hours", "1.5.hours"),
        ("\\.name", "\\.name"),
        ("\\User.joinDate", "\\User.joinDate"),
        ("items.filter { !$0.isDone }.count", "items.filter() {}.count"),
        ("f(a: 1, 2)", "f(a: 1, 2)"),
        ("[1, 2, 3]", "[1, 2, 3]"),
        ("[\"a\": 1]", "[\"a\": 1]"),
        ("[:]", "[]"),
        ("\"Hi \\(name)!\"", "\"Hi \\(name)!\""),
        ("\"\\(a + b) items\"", "\"\\((a + b)) items\""),
        ("m[0]", "m[0]"),
        (".after(now)", ".after(now)"),
        ("Label { t } icon: { i }", "Label() {} icon: {}"),
        ("ForEach(xs) { x in x }", "ForEach(xs) {x}"),
        // Closure parameters, and bodies that start like them.
        ("f { a, b in a }", "f() {a,b}"),
        ("f { a, in a }", "f() {a}"),
        ("f { (a: Int, b) in a }", "f() {a,b}"),
        ("f { () in 1 }", "f() {}"),
        ("f { a }", "f() {}"),
        ("f { a.b }", "f() {}"),
        ("f { Text(a) }", "f() {}"),
        ("SortDescriptor(\\.name, order: .reverse)", "SortDescriptor(\\.name, order: .reverse)"),
        // Postfix operators: against the operand, nothing but an end or a spaced operator after.
        ("x%% * 3", "((x%%) * 3)"),
        ("-x%", "(-(x%))"),
        ("f(a%, b)", "f((a%), b)"),
        ("a[2...]", "a[(2...)]"),
        ("(n′)", "(n′)"),
        ("a?.b%", "chain((a?.b%))"),
        ("a- b", "(a - b)"),
        ("a-b", "(a - b)"),
        // Beyond Int: `Int.min` with its `-`, other digits as they are.
        ("-9_223_372_036_854_775_808", "-9223372036854775808"),
        ("x == 18_446_744_073_709_551_615", "(x == 18446744073709551615)"),
        // Comparisons are non-associative in Swift; the checker refuses a chain, the parser reads it left to right.
        ("1 < 2 < 3", "((1 < 2) < 3)"),
        ("x < lo != (hi < lo)", "((x < lo) != (hi < lo))"),
    ])
    func grouping(_ source: String, _ expected: String) {
        let (printed, diagnostics) = parse(source)
        #expect(!diagnostics.hasErrors, "\(diagnostics.map(\.message))")
        #expect(printed == expected)
    }

    @Test(arguments: [
        ("a ? b", "expected ':' in the ternary expression"),
        ("(x: 1)", "a tuple needs at least two elements"),
        ("x as", "expected a type"),
        ("f(", "is never closed"),
        ("1 = 2", "cannot assign to this expression"),
        ("f { a, b }", "expected a new line or ';' between statements, found ','"),
    ])
    func errors(_ source: String, _ message: String) {
        let (_, diagnostics) = parse(source)
        #expect(diagnostics.contains { $0.message.contains(message) }, "\(diagnostics.map(\.message))")
    }
}
