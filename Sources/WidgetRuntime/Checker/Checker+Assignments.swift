import WidgetLanguage

/// `x = …`, `x += …`: what may be assigned, and what an assignment to a stored field means.
extension Checker {
    /// Whether `expr` is a field of a model record (so changing it writes to the store).
    func isStoredField(_ expr: Expr, in scope: Scope) -> Bool {
        guard case .member(let base, _, _) = expr.kind else { return false }
        let count = diagnostics.count
        let type = infer(base, in: scope)
        diagnostics.removeLast(diagnostics.count - count)
        if case .named(let name) = type.unwrapped, symbols.types[name]?.kind == .model { return true }
        return false
    }

    func checkAssignment(_ op: String, _ target: Expr, _ value: Expr, in scope: Scope) {
        if case .identifier(let name) = target.kind, let variable = scope.lookup(name), variable.isConstant {
            error("cannot assign to '\(name)': it is a 'let' constant; declare it with 'var'", at: target.range)
        }
        if case .identifier(let name) = target.kind, scope.lookup(name) == nil, symbols.globals[name] != nil {
            // In Swift a global `var` may change (`currentEvent = 0`); a `.widget` file's values are constants.
            let isVariable = declarationIndex[name].map { index in
                if case .binding(let binding) = tree.declarations[index].kind { return !binding.isConstant } else { return false }
            } ?? false
            if !tree.isSwift {
                error("cannot assign to file-level '\(name)'; file-level values are constants", at: target.range)
            } else if !isVariable {
                error("cannot assign to '\(name)': it is a 'let' constant; declare it with 'var'", at: target.range)
            }
        }
        var targetType = infer(target, in: scope)
        // `count? += 1`, `item?.name = "x"`: through an optional, the wrapped value is assigned (nothing when it is nil).
        // (`node.prev?.next = other`: the property's own type, `Node?`, which the chain's optional flattens into.)
        if case .optionalChain(let chained) = target.kind, case .optional(let wrapped) = targetType {
            targetType = wrapped
            if case .member(let base, let field, _) = chained.kind {
                let count = diagnostics.count
                let owner = infer(base, in: scope).unwrapped
                diagnostics.removeLast(diagnostics.count - count)
                if case .optional = propertyType(of: owner, field) { targetType = .optional(wrapped) }
            }
        }
        if case .member(let base, let field, _) = target.kind {
            let count = diagnostics.count
            let baseType = infer(base, in: scope).unwrapped
            diagnostics.removeLast(diagnostics.count - count)
            if case .named(let typeName) = baseType, let symbol = symbols.types[typeName] {
                if symbol.kind == .model { requireWrites("assigning to '\(field)'", at: target.range) }
                if let f = symbol.field(field), f.isConstant, !inInitializer || selfContext?.type != typeName {
                    error("cannot assign to '\(field)': it is a 'let' property of '\(typeName)'", at: target.range)
                }
            }
        }
        let valueType = infer(value, in: scope, expected: targetType)
        // `tally += "x"` with `func += (lhs: inout Tally, rhs: String)`: the program's own operator.
        if op != "=", declaresAssignmentOperator(op, for: targetType) { return }
        if op == "=" {
            // `self.init(string: s)` in `init?`: a nil made by the initializer delegated to is the failable initializer's nil.
            if inFailableBuiltinInitializer, case .identifier("self") = target.kind, case .optional(let wrapped) = valueType,
               wrapped.isAssignable(to: targetType) { return }
            if !valueType.isAssignable(to: targetType), !assignsOptionalToImplicitlyUnwrapped(target, valueType, targetType, in: scope) {
                error("cannot assign a value of type \(valueType) to \(describeTarget(target)) of type \(targetType)", at: value.range)
            }
        } else {
            let arithmetic = String(op.dropLast())
            let count = diagnostics.count
            // `binaryType` infers the value again: what it reports about it was
            // reported above, and a side of unknown type (an unknown name) is not
            // a mismatch of its own.
            let result = binaryType(arithmetic, targetType, target.range, value, in: scope, at: value.range)
            if diagnostics.count > count {
                diagnostics.removeLast(diagnostics.count - count)
                if !targetType.isUnknown, !valueType.isUnknown {
                    error("cannot apply '\(op)' to \(targetType) and \(valueType)", at: value.range)
                }
            } else if !result.isAssignable(to: targetType) {
                error("cannot apply '\(op)' to \(targetType) and \(valueType)", at: value.range)
            }
        }
    }

    /// Whether the program declares the operator `op` (`+=`) taking its left operand `inout`: a static one of
    /// the operand's type or a global one.
    func declaresAssignmentOperator(_ op: String, for type: SemanticType) -> Bool {
        if case .named(let typeName) = type.unwrapped, let symbol = symbols.types[typeName],
           symbol.functions.contains(where: { $0.name == op && $0.isStatic && $0.parameters.first?.isInout == true }) {
            return true
        }
        return globalFunctions(named: op).contains { $0.parameters.first?.isInout == true }
    }

    /// Foundation properties declared `TimeZone!`, `Locale!` or `String!` in Swift take an optional
    /// (`formatter.timeZone = TimeZone(identifier: "Europe/Paris")`); nil sets the default.
    static let implicitlyUnwrappedProperties: Set<String> = [
        "DateFormatter.timeZone", "DateFormatter.locale", "DateFormatter.calendar", "DateFormatter.dateFormat", "ISO8601DateFormatter.timeZone",
        "NumberFormatter.locale", "RelativeDateTimeFormatter.locale",
    ]

    func assignsOptionalToImplicitlyUnwrapped(_ target: Expr, _ valueType: SemanticType, _ targetType: SemanticType, in scope: Scope) -> Bool {
        guard case .optional(let wrapped) = valueType, wrapped.isAssignable(to: targetType) else { return false }
        let typeName: String, name: String
        switch target.kind {
        case .member(let base, let member, _):
            let count = diagnostics.count
            let baseType = infer(base, in: scope).unwrapped
            diagnostics.removeLast(diagnostics.count - count)
            guard case .named(let named) = baseType else { return false }
            (typeName, name) = (named, member)
        // `timeZone = TimeZone(identifier: "UTC")` in a member of `class DayFormatter: DateFormatter`.
        case .identifier(let identifier) where scope.lookup(identifier) == nil:
            guard let owner = selfContext, !owner.isStatic else { return false }
            (typeName, name) = (owner.type, identifier)
        default:
            return false
        }
        // (A subclass of a built-in class has the built-in's properties.)
        let declaring = symbols.builtinSuperclasses[typeName] ?? typeName
        return Checker.implicitlyUnwrappedProperties.contains("\(declaring).\(name)")
    }

    func describeTarget(_ target: Expr) -> String {
        switch target.kind {
        case .identifier(let name): return "'\(name)'"
        case .member(_, let name, _): return "'\(name)'"
        default: return "this"
        }
    }
}
