import WidgetLanguage

/// `print(a, b, separator:terminator:)`, `debugPrint(…)` and `String(describing:)`.
extension Checker {
    func describingCallType(callee: Expr, arguments: [Argument], trailing: [TrailingClosure], in scope: Scope) -> SemanticType? {
        guard case .identifier(let name) = callee.kind, name == "print" || name == "debugPrint" || name == "String",
              trailing.isEmpty, scope.lookup(name) == nil,
              symbols.callables[name] == nil else { return nil }
        switch name {
        case "print", "debugPrint":
            for argument in arguments {
                switch argument.label {
                case nil:
                    // Each value is given as `Any` (so `flag ? 2 : 3.5` keeps its Int literal).
                    noteOptional(argument.value, infer(argument.value, in: scope, expected: .unknown), in: scope)
                case "separator"?, "terminator"?:
                    let type = infer(argument.value, in: scope, expected: .string)
                    if !type.isAssignable(to: .string) {
                        error("'\(argument.label ?? "")' takes a String, not \(type)", at: argument.value.range)
                    }
                case "to"?:
                    // `print(a, to: &log)`: a String the text is appended to, or a `TextOutputStream` of the program's.
                    guard case .unary("&", let target) = argument.value.kind else {
                        error("'to:' takes a variable with '&', as in 'print(x, to: &log)'", at: argument.value.range)
                        continue
                    }
                    let type = infer(target, in: scope)
                    if case .named(let typeName) = type, symbols.types[typeName]?.conformances.contains("TextOutputStream") == true { continue }
                    if !type.isUnknown, !type.isAssignable(to: .string) {
                        error("'to:' takes a String or a TextOutputStream, not \(type)", at: argument.value.range)
                    }
                default:
                    error("\(name) takes values and then 'separator:', 'terminator:' and 'to:', not '\(argument.label ?? ""):'",
                          at: argument.labelRange ?? argument.value.range)
                }
            }
            return .void
        case "String":
            guard arguments.count == 1, arguments[0].label == "describing" else { return nil }
            noteOptional(arguments[0].value, infer(arguments[0].value, in: scope), in: scope)
            return .string
        default:
            return nil
        }
    }

    /// Records a described value's type when its description depends on it (an optional, a `Result`, in a collection too);
    /// `x as Any` keeps `x`'s type, as Swift's does.
    func noteOptional(_ expr: Expr, _ type: SemanticType, in scope: Scope) {
        var type = type
        if case .cast(.plain, let inner, let target) = expr.kind, case .named("Any") = target.kind {
            let count = diagnostics.count
            type = infer(inner, in: scope)
            diagnostics.removeLast(diagnostics.count - count)
        }
        if type.describesByStaticType { symbols.describedTypes[expr.range] = type }
    }
}

extension Checker {
    /// `"\(price)"` where the program's `extension DefaultStringInterpolation` has `appendInterpolation(_ m: Money)`: that
    /// method writes the piece for a value of its parameter's type (a protocol's, for a value of a type conforming to it),
    /// as Swift prefers it to the standard `appendInterpolation<T>(_:)`; recorded for the interpreter.
    func noteInterpolationOverload(_ inner: Expr, _ type: SemanticType) {
        if case .call(let callee, _, _) = inner.kind, case .identifier(PlatformLogMessages.functionName) = callee.kind { return }
        guard symbols.builtinExtensions[SwiftStringInterpolation.typeName] != nil, !type.isUnknown else { return }
        let candidates = symbols.builtinExtensionFunctions(PlatformLogMessages.functionName, of: SwiftStringInterpolation.typeName, isStatic: false)
        let chosen = candidates.first { function in
            guard let first = function.parameters.first, first.label == nil, let written = first.type,
                  function.parameters.dropFirst().allSatisfy({ $0.defaultValue != nil }) else { return false }
            if case .named(let name) = written.kind {
                if function.genericParameters.contains(name) { return false }
                if symbols.types[name]?.kind == .protocolType {
                    guard case .named(let typeName) = type else { return false }
                    return symbols.types[typeName]?.conformances.contains(name) == true
                }
            }
            let parameter = resolveQuietly(written)
            return !parameter.isUnknown && parameter == type
        }
        if let chosen { symbols.interpolatedValues[inner.range] = chosen }
    }
}

extension SemanticType {
    /// Whether the type is optional or a `Result` (whose description in a collection names its type), or holds one
    /// (`[Int?]`, `[String: Int?]`, `(Int?, String)`, `[Result<Int, E>]`).
    var describesByStaticType: Bool {
        switch self {
        case .optional, .result: return true
        case .array(let element): return element.describesByStaticType
        case .dictionary(let key, let value): return key.describesByStaticType || value.describesByStaticType
        case .tuple(_, let elements): return elements.contains { $0.describesByStaticType }
        default: return false
        }
    }
}
