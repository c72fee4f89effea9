import WidgetLanguage

/// `expect(condition)` and the explanation of a failed one.
enum Expectation {
    static let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">="]

    /// Evaluates a condition; for `a == b` and `x.contains(y)` also what its parts were.
    static func evaluate(_ condition: Expr, _ interpreter: Interpreter, _ env: Environment) throws -> (Bool, [String]) {
        switch condition.kind {
        case .binary(let op, let lhs, let rhs) where comparisons.contains(op):
            let a = try interpreter.eval(lhs, env), b = try interpreter.eval(rhs, env)
            let result = try interpreter.truth(try interpreter.binary(op, a, b, at: condition.range), condition.range)
            return (result, [describe("left", a), describe("right", b)])
        case .call(let callee, let arguments, let trailing) where trailing.isEmpty:
            guard case .member(let base, let name, let nameRange) = callee.kind else { break }
            let receiver = try interpreter.eval(base, env)
            let args = try interpreter.evalArguments(arguments, [], env)
            let value = try interpreter.callMethod(receiver, name, args, at: condition.range, nameRange: nameRange)
            var details = [describe("receiver", receiver)]
            details += args.map { describe($0.label ?? "argument", $0.value) }
            return (try interpreter.truth(value, condition.range), details)
        default:
            break
        }
        let value = try interpreter.eval(condition, env)
        return (try interpreter.truth(value, condition.range), [])
    }

    /// `expectation failed: ToDo.count == 4 — message`.
    static func message(_ condition: Expr, _ file: SourceFile, _ message: Value?) -> String {
        let text = sourceText(condition.range, file)
        let note = message.map { " — " + ValueFormatting.describe($0) } ?? ""
        return "expectation failed: \(text)\(note)"
    }

    /// The source text of a range (the condition as written).
    static func sourceText(_ range: SourceRange, _ file: SourceFile) -> String {
        let start = range.start.offset, end = range.end.offset
        guard start < end, end <= file.bytes.count else { return "condition" }
        return String(decoding: file.bytes[start..<end], as: UTF8.self)
    }

    static func describe(_ name: String, _ value: Value) -> String {
        if case .string(let text) = value, text.contains("\n") { return "\(name):\n\(text)" }
        return "\(name): \(ValueFormatting.quotedDescription(value))"
    }
}
