import WidgetLanguage

/// `print(a, b, separator:terminator:)` and `debugPrint` write to the trace
/// output; `String(describing:)` reads a value as `print` writes it.
extension Interpreter {
    func describingCall(callee: Expr, arguments: [Argument], trailing: [TrailingClosure], _ env: Environment,
                        at range: SourceRange) throws -> Value? {
        // The first byte before the names: this runs for every call.
        guard case .identifier(let name) = callee.kind, let first = name.utf8.first,
              first == UInt8(ascii: "p") || first == UInt8(ascii: "d") || first == UInt8(ascii: "S"),
              name == "print" || name == "debugPrint" || name == "String",
              trailing.isEmpty, env.lookup(name) == nil,
              program.symbols.callables[name] == nil else { return nil }
        switch name {
        case "print", "debugPrint":
            var pieces: [String] = []
            var separator = " ", terminator = "\n"
            var stream: Expr?
            for argument in arguments {
                if argument.label == "to", case .unary("&", let target) = argument.value.kind {
                    stream = target
                    continue
                }
                let value = try eval(argument.value, env)
                switch argument.label {
                case "separator"?: separator = try string(value, argument.value.range)
                case "terminator"?: terminator = try string(value, argument.value.range)
                default: pieces.append(try swiftDescription(value, of: argument.value, debug: name == "debugPrint"))
                }
            }
            let text = pieces.joined(separator: separator)
            try charge(text.utf8.count + (terminator == "\n" ? 0 : terminator.utf8.count), at: range)
            if let stream { return try printed(pieces, separator: separator, terminator: terminator, to: stream, env, at: range) }
            printed(text, terminator: terminator)
            return .null
        case "String":
            // `String()` is the empty string; `String(reflecting:)` reads a value as `debugPrint` writes it.
            if arguments.isEmpty { return .string("") }
            guard arguments.count == 1, arguments[0].label == "describing" || arguments[0].label == "reflecting" else { return nil }
            return .string(try swiftDescription(try eval(arguments[0].value, env), of: arguments[0].value, debug: arguments[0].label == "reflecting"))
        default:
            return nil
        }
    }

    /// Writes what `print` prints: to `output` exactly, else to the trace, one call a line
    /// (a `"\n"` terminator is the end of the trace's line, any other is kept).
    func printed(_ text: String, terminator: String = "\n") {
        if let output { output(text + terminator) } else { trace?(terminator == "\n" ? text : text + terminator) }
    }

    /// `print(…, to: &log)`: the text appended to a String, or given to the program's `TextOutputStream`'s `write(_:)` as Swift
    /// gives it: each value, each separator between them, then the terminator.
    private func printed(_ pieces: [String], separator: String, terminator: String, to stream: Expr, _ env: Environment,
                         at range: SourceRange) throws -> Value {
        if case .string = try eval(stream, env) {
            let text = pieces.joined(separator: separator) + terminator
            try update(stream, env) { value in
                guard case .string(var held) = value else { return }
                value = .null
                held += text
                value = .string(held)
            }
            return .null
        }
        let write = Expr(.member(base: stream, name: "write", nameRange: stream.range), stream.range)
        var parts: [String] = []
        for (index, piece) in pieces.enumerated() { parts += index == 0 ? [piece] : [separator, piece] }
        for part in parts + [terminator] {
            let argument = Argument(label: nil, value: Expr(.string([.text(part)]), range))
            _ = try eval(Expr(.call(callee: write, arguments: [argument], trailingClosures: []), range), env)
        }
        return .null
    }

    /// How Swift prints a value: an optional as `Optional("catfish")` or `nil`;
    /// with `debug`, a string in quotes.
    func swiftDescription(_ value: Value, of expr: Expr, debug: Bool) throws -> String {
        let staticType = program.symbols.describedTypes[expr.range]
        if case .string(let s) = value, !debug, staticType == nil { return s }
        _ = try describeCharged(value, at: expr.range)
        if program.tree.isSwift { return try swiftText(value, nested: debug, type: staticType, at: expr.range) }
        if value.isNull { return "nil" }
        let isOptional: Bool
        if case .optional? = staticType { isOptional = true } else { isOptional = false }
        let inner = debug || isOptional ? ValueFormatting.quotedDescription(value) : ValueFormatting.describe(value)
        return isOptional ? "Optional(\(inner))" : inner
    }
}
