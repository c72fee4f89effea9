import WidgetLanguage
import WidgetRender

extension Checker {
    func argument(_ label: String?, in arguments: [Argument]) -> Argument? {
        arguments.first { $0.label == label }
    }

    /// A built-in view without rules of its own that its signature's types can say: its arguments
    /// (those whose labels take a number as a Double) and its content (`Text`, `Spacer`, `Circle`, …).
    static let inferredView: BuiltinCall.Check = { c, call in
        let types = call.parameterTypes
        for index in call.arguments.indices {
            let number: SemanticType? = call.arguments[index].label.map(Checker.takesNumber) == true ? .double : nil
            c.infer(call.arguments[index].value, in: call.scope, expected: types[index] ?? number)
        }
        c.checkContent(call.trailing, in: call.scope)
        return call.entry.result
    }

    /// A built-in function whose arguments are inferred as they are (`print`, `stride`, `String(…)`).
    static let inferredFunction: BuiltinCall.Check = { c, call in
        // (An implicit member takes the type its parameter names: `String(format: .searchFormat, name)` where the program's
        // `extension String` declares `searchFormat`. The other arguments are inferred as they are.)
        var index = 0
        let parameters = call.signature?.parameters ?? []
        for argument in call.arguments {
            let expected = Signature.parameterType(of: argument.label, in: parameters, from: &index)
            var implicit = false
            if case .implicitMember = argument.value.kind { implicit = true }
            if case .call(let callee, _, _) = argument.value.kind, case .implicitMember = callee.kind { implicit = true }
            c.infer(argument.value, in: call.scope, expected: implicit ? expected : nil)
        }
        c.inferTrailing(call.trailing, in: call.scope, parameterTypes: [])
        return call.entry.result
    }

    /// `insert(record)`, `delete(record)`, `context.insert(record)`: a model record, where the store may change.
    func insertOrDeleteCall(_ name: String, call: Expr, arguments: [Argument], in scope: Scope) -> SemanticType {
        requireWrites("'\(name)(…)'", at: call.range)
        for argumentIndex in arguments.indices {
            let argument = arguments[argumentIndex]
            let type = infer(argument.value, in: scope)
            if case .named(let typeName) = type, symbols.types[typeName]?.kind == .model { continue }
            if !type.isUnknown { error("'\(name)' takes a model record, not \(type)", at: argument.value.range) }
        }
        return .void
    }

    static let horizontalAlignments = ["leading", "center", "trailing"]
    static let verticalAlignments = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    static let alignments = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]

    func checkAlignment(_ value: Expr, stack: String) {
        guard case .implicitMember(let name) = value.kind else { return }
        let allowed = stack == "VStack" ? Checker.horizontalAlignments : stack == "HStack" ? Checker.verticalAlignments : Checker.alignments
        if !allowed.contains(name) {
            error("'\(stack)' cannot align '.\(name)'\(suggestion(name, allowed, prefix: ".")); it takes \(allowed.map { "." + $0 }.joined(separator: ", "))", at: value.range)
        }
    }

    /// Warns about SF Symbol names (in literals, also inside `?:` and `??`) the renderer cannot draw.
    func checkSymbolNames(in expr: Expr) {
        switch expr.kind {
        case .string(let parts):
            guard parts.count == 1, case .text(let name) = parts[0] else { return }
            if !registry.isKnownSymbol(name) {
                warning("unknown SF Symbol '\(name)'; it draws as □\(suggestion(name, registry.symbolNames()))", at: expr.range)
            }
        case .ternary(_, let a, let b):
            checkSymbolNames(in: a)
            checkSymbolNames(in: b)
        case .binary("??", _, let b):
            checkSymbolNames(in: b)
        case .parenthesized(let inner):
            checkSymbolNames(in: inner)
        default: break
        }
    }

    /// `Button(intent: CompleteToDo(id: todo.id))`: the value must build an intent.
    func checkIntentArgument(_ value: Expr, in scope: Scope) {
        guard case .call(let callee, _, _) = value.kind, case .identifier(let name) = callee.kind else {
            let type = infer(value, in: scope)
            if case .named(let typeName) = type, symbols.types[typeName]?.kind == .intent { return }
            if !type.isUnknown { error("'intent:' takes an intent, as in 'intent: CompleteToDo(id: todo.id)'", at: value.range) }
            return
        }
        guard let symbol = symbols.types[name] else {
            let intents = symbols.types.values.filter { $0.kind == .intent }.map(\.name)
            error("unknown intent '\(name)'\(suggestion(name, intents))", at: callee.range)
            return
        }
        guard symbol.kind == .intent else {
            error("'\(name)' is a \(symbol.kind.rawValue), not an intent; 'intent:' takes an intent", at: callee.range)
            return
        }
        infer(value, in: scope)
    }

    /// The labels of other built-in views that take a number (most arguments have no label).
    static func takesNumber(_ label: String) -> Bool {
        switch label {
        case "value", "total", "minLength", "cornerRadius": return true
        default: return false
        }
    }

    func isArray(_ type: SemanticType) -> Bool {
        if case .array = type.unwrapped { return true }
        return false
    }

    /// `decode: Repository` or `decode: [User]` names a declared struct.
    @discardableResult
    func decodeType(_ expr: Expr) -> SemanticType {
        switch expr.kind {
        case .identifier(let name):
            // Bound as the type it names: the source's decoder is given that type (`Interpreter.lookup`).
            if let builtin = SemanticType.builtinTypeNames[name] { bindName(name, .type(name), at: expr.range); return builtin }
            if symbols.types[name] != nil { bindName(name, .type(name), at: expr.range); return .named(name) }
            error("unknown type '\(name)'\(suggestion(name, Array(symbols.types.keys)))", at: expr.range)
            return .unknown
        case .array(let elements) where elements.count == 1:
            return .array(decodeType(elements[0]))
        case .dictionary(let entries) where entries.count == 1:
            // A JSON object's keys are strings, so a dictionary is decoded as [String: Value].
            guard case .identifier("String") = entries[0].key.kind else {
                error("a decoded dictionary has String keys, as in 'decode: [String: Int]'", at: entries[0].key.range)
                return .unknown
            }
            bindName("String", .type("String"), at: entries[0].key.range)
            return .dictionary(.string, decodeType(entries[0].value))
        default:
            error("'decode:' takes a type, as in 'decode: Repository', 'decode: [User]' or 'decode: [String: Int]'", at: expr.range)
            return .unknown
        }
    }

    func requireWrites(_ what: @autoclosure () -> String, at range: SourceRange) {
        // Swift lets any code write to a model context (a preview's in-memory container made in a view): the rule is the
        // `.widget` language's; a Swift write runs where it is (`ModelContext.requireWrites`).
        guard !context.allowsWrites, !tree.isSwift else { return }
        error("\(what()) changes the store, which only 'perform' and 'seed' blocks may do; this is \(describeContext())", at: range)
    }

    func requireIO(_ what: @autoclosure () -> String, at range: SourceRange) {
        guard !context.allowsIO else { return }
        if context.kind == .placeholder {
            error("a placeholder must not perform I/O: \(what()) reads data; give the placeholder sample values instead", at: range)
        } else {
            error("\(what()) performs I/O, which \(describeContext()) must not do; load data in the provider's timeline", at: range)
        }
    }

    func describeContext() -> String {
        switch context.kind {
        case .view: return "a view body"
        case .placeholder: return "a placeholder"
        case .snapshot: return "a snapshot"
        case .timeline: return "a timeline"
        case .preview: return "a preview"
        case .function: return "a function"
        case .entityQuery: return "an entity query"
        case .global: return "a file-level value"
        case .perform: return "an intent's perform block"
        case .seed: return "a seed block"
        case .test: return "a test"
        }
    }
}

/// A call of a built-in view or function as its entry's `check` sees it: the checker's own
/// rules for that built-in, where the types its signature names do not say all.
struct BuiltinCall {
    typealias Check = @Sendable (Checker, BuiltinCall) -> SemanticType

    let name: String
    let call: Expr
    let callee: Expr
    let arguments: [Argument]
    let trailing: [TrailingClosure]
    let scope: Scope
    /// The entry called.
    let entry: BuiltinCallable
    /// The entry's form the call's labels match, if one does.
    var signature: Signature? = nil

    /// The type the matched form names for each argument (nil where it names none), in the arguments' order:
    /// the context in which an argument's implicit member is looked up (`alignment: .leading`).
    var parameterTypes: [SemanticType?] {
        let parameters = signature?.parameters ?? []
        var index = 0
        return arguments.map { Signature.parameterType(of: $0.label, in: parameters, from: &index) }
    }
}
