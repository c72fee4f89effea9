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
                    noteOptional(argument.value, infer(argument.value, in: scope))
                case "separator"?, "terminator"?:
                    let type = infer(argument.value, in: scope, expected: .string)
                    if !type.isAssignable(to: .string) {
                        error("'\(argument.label ?? "")' takes a String, not \(type)", at: argument.value.range)
                    }
                default:
                    error("\(name) takes values and then 'separator:' and 'terminator:', not '\(argument.label ?? ""):'",
                          at: argument.labelRange ?? argument.value.range)
                }
            }
            return .void
        case "String":
            guard arguments.count == 1, arguments[0].label == "describing" else { return nil }
            noteOptional(arguments[0].value, infer(arguments[0].value, in: scope))
            return .string
        default:
            return nil
        }
    }

    private func noteOptional(_ expr: Expr, _ type: SemanticType) {
        if case .optional = type { symbols.describedOptionals.insert(expr.range) }
    }
}
