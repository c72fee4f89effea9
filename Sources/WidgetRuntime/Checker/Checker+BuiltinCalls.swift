import WidgetLanguage
import WidgetRender

extension Checker {
    func argument(_ label: String?, in arguments: [Argument]) -> Argument? {
        arguments.first { $0.label == label }
    }

    func builtinViewCall(_ name: String, view: BuiltinCallable, arguments: [Argument], trailing: [TrailingClosure],
                         in scope: Scope) -> SemanticType {
        // Most views (`Text`, `Spacer` …) have no rules of their own: the length of the name rules most out
        // before comparing it with the names below (5 to 7 bytes, or `GeometryReader`'s 14).
        let length = name.utf8.count
        guard (5...7).contains(length) || length == 14 else { return otherViewCall(view, arguments: arguments, trailing: trailing, in: scope) }
        if arguments.count == 1, case .implicitMember = arguments[0].value.kind, name == "Color" { checkStyleName(arguments.first) }
        switch name {
        case "ForEach":
            var element: SemanticType = .unknown
            for argumentIndex in arguments.indices {
                let argument = arguments[argumentIndex]
                let type = infer(argument.value, in: scope)
                if argument.label == nil { element = elementType(of: type, at: argument.value.range) }
            }
            checkContent(trailing, in: scope, parameterTypes: [element])
            return .view
        case "GeometryReader":
            checkContent(trailing, in: scope, parameterTypes: [.named(GeometryProxyValue.typeName)])
            return .view
        case "Button", "Toggle":
            for argumentIndex in arguments.indices {
                let argument = arguments[argumentIndex]
                if argument.label == "intent" { checkIntentArgument(argument.value, in: scope) } else if argument.label == "label", case .closure(let closure) = argument.value.kind {
                    within(.view) { inferClosure(closure, in: scope, parameterTypes: []) }
                } else {
                    infer(argument.value, in: scope, expected: argument.label == "isOn" ? .bool : .string)
                }
            }
            checkContent(trailing, in: scope)
            return .view
        case "Image":
            for argumentIndex in arguments.indices {
                let argument = arguments[argumentIndex]
                let expected: SemanticType? = argument.label == "variableValue" ? .double : argument.label == "bundle" || argument.label == "label" ? nil
                    : argument.label == nil || argument.label == "uiImage" ? .image : .string
                let type = infer(argument.value, in: scope, expected: expected)
                if argument.label == nil || argument.label == "decorative" { checkImageAsset(argument.value) }
                if argument.label == "systemName" {
                    checkSymbolNames(in: argument.value)
                    if !type.isAssignable(to: .string) {
                        error("'systemName:' takes a String, not \(type)", at: argument.value.range)
                    }
                }
            }
            return .image
        case "Label":
            for argumentIndex in arguments.indices {
                let argument = arguments[argumentIndex]
                infer(argument.value, in: scope)
                if argument.label == "systemImage" { checkSymbolNames(in: argument.value) }
            }
            checkContent(trailing, in: scope)
            return .view
        case "Color":
            for argumentIndex in arguments.indices {
                let argument = arguments[argumentIndex]
                infer(argument.value, in: scope, expected: argument.label == nil ? nil : argument.label == "uiColor" ? .named("UIColor") : .double)
                if argument.label == nil, case .string(let parts) = argument.value.kind, parts.count == 1, case .text(let name) = parts[0] {
                    checkAssetColor(name, at: argument.value.range)
                }
            }
            return .color
        case "VStack", "HStack", "ZStack":
            for argumentIndex in arguments.indices {
                let argument = arguments[argumentIndex]
                infer(argument.value, in: scope, expected: argument.label == "spacing" ? .double : nil)
                if argument.label == "alignment" { checkAlignment(argument.value, stack: name) }
            }
            checkContent(trailing, in: scope)
            return .view
        default:
            return otherViewCall(view, arguments: arguments, trailing: trailing, in: scope)
        }
    }

    /// A built-in view without rules of its own: its arguments and its content.
    private func otherViewCall(_ view: BuiltinCallable, arguments: [Argument], trailing: [TrailingClosure], in scope: Scope) -> SemanticType {
        for index in arguments.indices {
            infer(arguments[index].value, in: scope, expected: arguments[index].label.map(Checker.takesNumber) == true ? .double : nil)
        }
        checkContent(trailing, in: scope)
        return view.result
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

    func builtinFunctionCall(_ name: String, function: BuiltinCallable, call: Expr, arguments: [Argument],
                             trailing: [TrailingClosure], in scope: Scope) -> SemanticType {
        if registry.hasSource(name) {
            requireIO("'\(name)(…)'", at: call.range)
            for argumentIndex in arguments.indices {
                let argument = arguments[argumentIndex]
                if argument.label == "decode" { decodeType(argument.value) } else { infer(argument.value, in: scope) }
            }
            return .source
        }
        switch name {
        case _ where Checker.isTestFunction(name):
            return testFunctionCall(name, call: call, arguments: arguments, trailing: trailing, in: scope)
        case "insert", "delete":
            requireWrites("'\(name)(…)'", at: call.range)
            for argumentIndex in arguments.indices {
                let argument = arguments[argumentIndex]
                let type = infer(argument.value, in: scope)
                if case .named(let typeName) = type, symbols.types[typeName]?.kind == .model { continue }
                if !type.isUnknown { error("'\(name)' takes a model record, not \(type)", at: argument.value.range) }
            }
            return .void
        case "daysSince":
            for argumentIndex in arguments.indices {
                let argument = arguments[argumentIndex]
                let type = infer(argument.value, in: scope)
                if !type.isAssignable(to: .date) { error("'daysSince' takes a Date, not \(type)", at: argument.value.range) }
            }
            return .int
        case "Timeline":
            for argumentIndex in arguments.indices {
                let argument = arguments[argumentIndex]
                let type = infer(argument.value, in: scope, expected: argument.label == "policy" ? .policy : nil)
                if argument.label == "entries" {
                    if case .array(let element) = type, case .named(let entry) = element,
                       symbols.types[entry]?.kind != .entry {
                        error("'entries:' takes entries, not \(type)", at: argument.value.range)
                    } else if !type.isUnknown, type.unwrapped != .array(.unknown), !isArray(type) {
                        error("'entries:' takes a list of entries, not \(type)", at: argument.value.range)
                    }
                }
                if argument.label == "policy", case .implicitMember(let policy) = argument.value.kind,
                   !["atEnd", "never"].contains(policy) {
                    error("unknown reload policy '.\(policy)'\(suggestion(policy, ["atEnd", "never", "after"], prefix: ".")); use .atEnd, .never or .after(date)", at: argument.value.range)
                }
            }
            return .timeline
        case "min", "max":
            var result: SemanticType = .unknown
            for argument in arguments { result = join(result, infer(argument.value, in: scope), at: argument.value.range) }
            return result
        case "abs":
            return arguments.first.map { infer($0.value, in: scope) } ?? .unknown
        case "String" where arguments.first?.label == "data":
            // `String(data:encoding:)` is nil when the bytes are not text in that encoding.
            checkArguments(arguments, against: Signature("data:Data encoding:String.Encoding"), of: name, in: scope)
            return .optional(.string)
        default:
            inferArguments(arguments, in: scope)
            inferTrailing(trailing, in: scope, parameterTypes: [])
            return function.result
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
            if let builtin = SemanticType.builtinTypeNames[name] { return builtin }
            if symbols.types[name] != nil { return .named(name) }
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
            return .dictionary(.string, decodeType(entries[0].value))
        default:
            error("'decode:' takes a type, as in 'decode: Repository', 'decode: [User]' or 'decode: [String: Int]'", at: expr.range)
            return .unknown
        }
    }

    func requireWrites(_ what: @autoclosure () -> String, at range: SourceRange) {
        guard !context.allowsWrites else { return }
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
