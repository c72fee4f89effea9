import WidgetLanguage
import WidgetRuntime

/// What a `.name` written as an argument must be, read from the table's signature
/// of the call it is an argument of: the type the matching overload names for that
/// parameter, or a colour or style for a style modifier's argument
/// (`.foregroundStyle(.…)`). Completion asks this where the checker recorded no
/// expected type: built-in views with rules of their own, and arguments of calls
/// the checker could not match.
enum ArgumentContext: Equatable {
    case type(SemanticType)
    case style
}

extension ModuleAnalysis {
    /// The context of the `.name` whose dot is at module offset `dot`: from the innermost
    /// call that has it as an argument, or as an element of an array literal argument.
    func argumentContext(ofImplicitMemberAt dot: Int, registry: BuiltinRegistry) -> ArgumentContext? {
        var best: (call: Expr, callee: Expr, arguments: [Argument], index: Int, inArray: Bool)?
        for entry in types.entries {
            guard case .call(let callee, let arguments, _) = entry.expr.kind else { continue }
            let range = entry.expr.range
            guard range.start.offset < dot, dot < range.end.offset else { continue }
            if let current = best, current.call.range.end.offset - current.call.range.start.offset <= range.end.offset - range.start.offset {
                continue
            }
            for (index, argument) in arguments.enumerated() {
                if argument.value.range.start.offset == dot {
                    best = (entry.expr, callee, arguments, index, false)
                } else if case .array(let elements) = argument.value.kind, elements.contains(where: { $0.range.start.offset == dot }) {
                    best = (entry.expr, callee, arguments, index, true)
                }
            }
        }
        guard let best, let callee = callable(best.callee, registry: registry) else { return nil }
        let labels = best.arguments.map(\.label)
        for signature in callee.overloads {
            guard case .some(let type?) = Self.parameterType(ofArgument: best.index, labels: labels, in: signature) else { continue }
            if best.inArray {
                guard case .array(let element) = type else { continue }
                return .type(element)
            }
            return .type(type)
        }
        if callee.isModifier, !best.inArray, labels[best.index] == nil, BuiltinRegistry.styleModifierNames.contains(callee.name) {
            return .style
        }
        return nil
    }

    /// The table's entry a call's callee names: a view, function or type's initializers by name,
    /// a modifier or a method after a dot, a static method of a type (`Font.system(`, `.system(`).
    func callable(_ callee: Expr, registry: BuiltinRegistry) -> (name: String, overloads: [Signature], isModifier: Bool)? {
        switch callee.kind {
        case .identifier(let name):
            if let view = registry.views[name] { return (name, view.overloads, false) }
            if let function = registry.functions[name] { return (name, function.overloads, false) }
            if let type = registry.types[name], !type.initializers.isEmpty { return (name, type.initializers.flatMap(\.overloads), false) }
            return nil
        case .member(let base, let name, _):
            if case .identifier(let typeName) = base.kind, let member = registry.types[typeName]?.statics[name] {
                return (name, member.overloads, false)
            }
            let baseType = type(ofRange: base.range)?.withoutOptional
            if let baseType, let table = registry.typeTable(for: baseType), let member = table.methods[name] {
                return (name, member.overloads, false)
            }
            if let modifier = registry.modifiers[name] { return (name, modifier.overloads, true) }
            return nil
        case .implicitMember(let name):
            guard let expected = entriesByRange[RangeKey(callee.range)]?.expected?.withoutOptional,
                  let member = registry.typeTable(for: expected)?.statics[name] else { return nil }
            return (name, member.overloads, false)
        default:
            return nil
        }
    }

    /// The type a signature names for argument `index` of a call whose arguments have these
    /// labels, walking the parameters as the checker's label matching does: nil when the
    /// labels do not fit the signature, `.some(nil)` when they do and the parameter names no type.
    static func parameterType(ofArgument index: Int, labels: [String?], in signature: Signature) -> SemanticType?? {
        let parameters = signature.parameters
        var next = 0
        var found: SemanticType?? = nil
        for (position, label) in labels.enumerated() {
            while next < parameters.count, parameters[next].label != label, !parameters[next].isRequired { next += 1 }
            guard next < parameters.count, parameters[next].label == label else {
                // Further unlabelled arguments of a variadic call (`max(a, b, c)`) take no type of their own.
                guard signature.isVariadic, label == nil else { return nil }
                if position == index { found = .some(nil) }
                continue
            }
            if position == index { found = .some(parameters[next].type) }
            next += 1
        }
        return found
    }
}
