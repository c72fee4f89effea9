import WidgetLanguage

extension Checker {
    func callType(_ call: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure],
                  in scope: Scope, expected: SemanticType?) -> SemanticType {
        // Calls that need their own rules (concurrency, printing, number conversions, enum
        // cases) are told apart by cheap tests first: most calls are to views and modifiers.
        switch callee.kind {
        case .identifier(let name):
            if Checker.mayBeSpecialCall(name),
               let type = specialCallType(callee: callee, arguments: arguments, trailing: trailing, in: scope) {
                return type
            }
            return namedCall(name, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope)
        case .member(let base, let name, let nameRange):
            if case .identifier(let baseName) = base.kind, Checker.mayBeConcurrencyMethod(of: baseName, in: scope),
               let type = concurrencyCallType(callee: callee, arguments: arguments, trailing: trailing, in: scope) {
                return type
            }
            if trailing.isEmpty, let type = enumCaseCallType(callee: callee, arguments: arguments, expected: expected, in: scope) { return type }
            return methodCall(base: base, name: name, nameRange: nameRange, call: call,
                              arguments: arguments, trailing: trailing, in: scope, expected: expected)
        case .implicitMember(let name):
            return implicitMemberCall(name, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope, expected: expected)
        default:
            infer(callee, in: scope)
            inferArguments(arguments, in: scope)
            inferTrailing(trailing, in: scope, parameterTypes: [])
            return .unknown
        }
    }

    /// `.loaded(repo)`, `.system(size: 12)`, `.after(date)`: a call of a member of the expected type.
    @inline(never)
    private func implicitMemberCall(_ name: String, call: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure],
                                    in scope: Scope, expected: SemanticType?) -> SemanticType {
        if trailing.isEmpty, let type = enumCaseCallType(callee: callee, arguments: arguments, expected: expected, in: scope) { return type }
        if let expected, let table = builtinTable(for: expected.unwrapped), table.checksImplicitMembers {
            guard let member = table.statics[name] else {
                _ = checkImplicitMember(name, expected: expected, at: callee.range)
                inferArguments(arguments, in: scope)
                return expected.unwrapped
            }
            return builtinMemberCall(member, of: table, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        inferArguments(arguments, in: scope)
        inferTrailing(trailing, in: scope, parameterTypes: [])
        if name == "after" { return .policy }
        return expected ?? .unknown
    }

    /// `Task { … }`, `withTaskGroup`, `print`, `String(describing:)`, `Int(…)`, `Double(…)`; nil for other calls.
    @inline(never)
    private func specialCallType(callee: Expr, arguments: [Argument], trailing: [TrailingClosure], in scope: Scope) -> SemanticType? {
        if let type = concurrencyCallType(callee: callee, arguments: arguments, trailing: trailing, in: scope) { return type }
        if let type = describingCallType(callee: callee, arguments: arguments, trailing: trailing, in: scope) { return type }
        return numberConversionType(callee: callee, arguments: arguments, trailing: trailing, in: scope)
    }

    // The argument loops of calls read each argument in place (`arguments[index].value`):
    // `for argument in arguments` copies every `Argument`, retaining its label and value.
    func inferArguments(_ arguments: [Argument], in scope: Scope) {
        for index in arguments.indices { infer(arguments[index].value, in: scope) }
    }

    func inferTrailing(_ trailing: [TrailingClosure], in scope: Scope, parameterTypes: [SemanticType]) {
        for index in trailing.indices { inferClosure(trailing[index].closure, in: scope, parameterTypes: parameterTypes) }
    }

    /// Checks view-builder closures (`VStack { … }`) in a view context.
    func checkContent(_ trailing: [TrailingClosure], in scope: Scope, parameterTypes: [SemanticType] = []) {
        within(.view) {
            for index in trailing.indices { inferClosure(trailing[index].closure, in: scope, parameterTypes: parameterTypes) }
        }
    }

    func namedCall(_ name: String, call: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure],
                   in scope: Scope) -> SemanticType {
        if scope.lookup(name) != nil {
            inferArguments(arguments, in: scope)
            return .unknown
        }
        if selfContext != nil || builtinSelf != nil,
           let result = selfMethodCall(name, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope) {
            return result
        }
        // Built-in views first: most calls are to them, and a file cannot declare
        // a type, view or function with a built-in view's name (`collectSymbols`).
        // Hashed once for the tables below.
        let key = NameKey(name)
        if let view = registry.views[key], !view.checkNoteIsWarning || (symbols.types[key] == nil && symbols.callables[key] == nil) {
            let signature = matchSignature(view, call: call, arguments: arguments, trailing: trailing)
            if let note = view.checkNote { noteOnce(Diagnostic(view.checkNoteIsWarning ? .warning : .note, note, at: callee.range)) }
            // A view with its implementation in the table takes the argument types its signature names.
            if view.body != nil {
                checkArguments(arguments, against: signature, of: name, in: scope)
                checkContent(trailing, in: scope, parameterTypes: view.closureParameterTypes)
                return view.result(for: signature)
            }
            if name == "Button" || name == "Toggle", !arguments.contains(where: { $0.label == "intent" }) {
                checkActionButton(callee: callee, arguments: arguments, trailing: trailing, in: scope)
                return .view
            }
            return builtinViewCall(name, view: view, arguments: arguments, trailing: trailing, in: scope)
        }
        if let symbol = symbols.types[key] {
            return initializerCall(symbol, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        if let callable = symbols.callables[key] {
            checkLabels(callable.parameters, name: name, call: call, arguments: arguments, in: scope)
            if !trailing.isEmpty { reportTrailingClosure(name, trailing) }
            // Views may be built anywhere a value is wanted, but usually in a body.
            return callable.returnType
        }
        return builtinNamedCall(name, key, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope)
    }

    @inline(never)
    private func reportTrailingClosure(_ name: String, _ trailing: [TrailingClosure]) {
        error("'\(name)' does not take a trailing closure", at: trailing[0].range)
    }

    /// A named call of no view and no type or function of the file: SwiftData's types, a built-in
    /// function or type, else an unknown name (`namedCall`).
    @inline(never)
    private func builtinNamedCall(_ name: String, _ key: NameKey, call: Expr, callee: Expr, arguments: [Argument],
                                  trailing: [TrailingClosure], in scope: Scope) -> SemanticType {
        if let result = swiftDataCall(name, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope) {
            return result
        }
        if let function = registry.functions[key] {
            let signature = matchSignature(function, call: call, arguments: arguments, trailing: trailing)
            if function.body != nil {
                checkArguments(arguments, against: signature, of: name, in: scope)
                return function.result(for: signature)
            }
            return builtinFunctionCall(name, function: function, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        if let type = registry.types[key], let initializer = type.initializers.first {
            return builtinMemberCall(initializer, of: type, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        return unknownCall(name, callee: callee, arguments: arguments, in: scope)
    }

    /// Inside a type's member, `helper()` is `self.helper()`; inside `extension View`/`extension String`,
    /// `padding()`, `uppercased()` are `self.padding()`, `self.uppercased()`. Nil for any other call.
    /// Apart from `namedCall`, so the calls outside members run through less code.
    @inline(never)
    private func selfMethodCall(_ name: String, call: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure],
                                in scope: Scope) -> SemanticType? {
        if let selfContext, let symbol = symbols.types[selfContext.type],
           let function = instanceFunction(name, of: symbol, isStatic: selfContext.isStatic)
            ?? (selfContext.isStatic ? nil : instanceFunction(name, of: symbol, isStatic: true)) {
            checkLabels(function.parameters, name: name, call: call, arguments: arguments, in: scope)
            return function.returnType.map(resolveQuietly) ?? .void
        }
        if let builtinSelf, (builtinSelf.isViewLike && (registry.modifiers[name] != nil || name == "modifier")) || methodResult(of: builtinSelf, name) != nil
            || Checker.extensionTypeName(of: builtinSelf).flatMap({ symbols.builtinExtensionFunction(name, of: $0) }) != nil {
            return methodCall(base: Expr(.identifier("self"), callee.range), name: name, nameRange: callee.range, call: call,
                              arguments: arguments, trailing: trailing, in: scope)
        }
        return nil
    }

    /// A call of a name that is nothing known: its arguments are still checked.
    @inline(never)
    private func unknownCall(_ name: String, callee: Expr, arguments: [Argument], in scope: Scope) -> SemanticType {
        inferArguments(arguments, in: scope)
        if let unavailable = UnavailableAPIs.message(for: name) {
            error(unavailable, at: callee.range)
            return .unknown
        }
        let isTypeLike = name.first?.isUppercase ?? false
        if isTypeLike {
            let what = context.kind == .view ? "view" : "type or view"
            let candidates = { Array(self.registry.views.keys) + Array(self.symbols.callables.keys) + Array(self.symbols.types.keys) }
            error("unknown \(what) '\(name)'\(suggestion(name, candidates()))", at: callee.range)
        } else {
            let candidates = { Array(self.registry.functions.keys) + Array(self.symbols.callables.keys) + scope.allNames + Array(self.symbols.globals.keys) }
            error("unknown function '\(name)'\(suggestion(name, candidates()))", at: callee.range)
        }
        return .unknown
    }

    /// `ToDo(name: "…")`, `CompleteToDo(id: …)`: labels are the type's fields.
    func initializerCall(_ symbol: TypeSymbol, call: Expr, arguments: [Argument], trailing: [TrailingClosure],
                         in scope: Scope) -> SemanticType {
        if symbol.kind == .enumeration || symbol.kind == .protocolType {
            return enumOrProtocolCall(symbol, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        if !symbol.initializers.isEmpty || !symbol.extensionInitializers.isEmpty,
           let result = customInitializerCall(symbol, call: call, arguments: arguments, trailing: trailing, in: scope) {
            return result
        }
        if !trailing.isEmpty { reportTrailingClosure("\(symbol.name)(…)", trailing) }
        // Which fields earlier arguments gave, by field index; a label that names
        // no field gives nothing. One scan of the fields per argument.
        var given = FieldSet(count: symbol.fields.count)
        var hasUnknownLabel = false
        for position in arguments.indices {
            guard let label = arguments[position].label, let index = symbol.fieldIndex(label) else {
                hasUnknownLabel = true
                reportFieldLabel(of: arguments[position], symbol, given: given, in: scope)
                continue
            }
            if given.contains(index) {
                reportGivenTwice(label, arguments[position])
            }
            given.insert(index)
            let fieldType = symbol.fields[index].type
            let type = infer(arguments[position].value, in: scope, expected: fieldType)
            if !type.isAssignable(to: fieldType) {
                reportMismatch(type, fieldType, label: label, at: arguments[position].value.range)
            }
        }
        if !hasUnknownLabel, symbol.fields.indices.contains(where: { !symbol.fields[$0].hasDefault && !given.contains($0) }) {
            reportMissingFields(symbol, given: given, at: call.range)
        }
        return symbol.isView ? .view : .named(symbol.name)
    }

    /// `Kind(rawValue: …)` or `Kind(…)` with an `init` of an enum; a protocol cannot be made.
    @inline(never)
    private func enumOrProtocolCall(_ symbol: TypeSymbol, call: Expr, arguments: [Argument], trailing: [TrailingClosure],
                                    in scope: Scope) -> SemanticType {
        if symbol.kind == .enumeration {
            if arguments.count == 1, arguments[0].label == "rawValue" {
                infer(arguments[0].value, in: scope)
                return .optional(.named(symbol.name))
            }
            if !symbol.initializers.isEmpty,
               let result = customInitializerCall(symbol, call: call, arguments: arguments, trailing: trailing, in: scope) {
                return result
            }
            error("an enum value is written '\(symbol.name).caseName' or '.caseName'", at: call.range)
            return .unknown
        }
        inferArguments(arguments, in: scope)
        error("'\(symbol.name)' is a protocol; create a value of a type that conforms to it", at: call.range)
        return .unknown
    }

    /// An argument of a memberwise initializer without a label, or with one that names no field; its value is still checked.
    @inline(never)
    private func reportFieldLabel(of argument: Argument, _ symbol: TypeSymbol, given: FieldSet, in scope: Scope) {
        if let label = argument.label {
            let what = symbol.kind == .intent || symbol.kind == .configuration ? "parameter" : "field"
            let labels = symbol.fields.map(\.name)
            error("\(symbol.kind.rawValue) '\(symbol.name)' has no \(what) '\(label)'\(labelHint(label, labels, in: symbol.name))",
                  at: argument.labelRange ?? argument.value.range)
        } else {
            let missing = symbol.fields.indices.first { !given.contains($0) }.map { symbol.fields[$0].name } ?? "name"
            error("missing argument label; write '\(missing): …'", at: argument.value.range)
        }
        infer(argument.value, in: scope)
    }

    @inline(never)
    private func reportGivenTwice(_ label: String, _ argument: Argument) {
        error("'\(label):' is given twice", at: argument.labelRange ?? argument.value.range)
    }

    @inline(never)
    private func reportMismatch(_ type: SemanticType, _ fieldType: SemanticType, label: String, at range: SourceRange) {
        error("cannot use a value of type \(type) as \(fieldType) for '\(label)'", at: range)
    }

    @inline(never)
    private func reportMissingFields(_ symbol: TypeSymbol, given: FieldSet, at range: SourceRange) {
        let missing = symbol.fields.indices.filter { !symbol.fields[$0].hasDefault && !given.contains($0) }
            .map { "'\(symbol.fields[$0].name):'" }
        error("missing argument\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) in '\(symbol.name)(…)'", at: range)
    }

    /// A call to a type with `init`s of its own (they replace the memberwise initializer)
    /// or added by extensions (they keep it): the `init` whose labels the call uses.
    /// Nil when the memberwise initializer applies.
    func customInitializerCall(_ symbol: TypeSymbol, call: Expr, arguments: [Argument], trailing: [TrailingClosure],
                               in scope: Scope) -> SemanticType? {
        guard !symbol.initializers.isEmpty || !symbol.extensionInitializers.isEmpty else { return nil }
        let candidates = symbol.initializers + symbol.extensionInitializers
        let result: SemanticType = symbol.isView ? .view : .named(symbol.name)
        let labels = arguments.map(\.label) + trailing.map { _ in nil }
        if let chosen = candidates.first(where: { Checker.labelsMatch($0.parameters, labels) }) {
            let all = arguments + trailing.map { Argument(label: nil, labelRange: nil, value: Expr(.closure($0.closure), $0.range)) }
            checkLabels(chosen.parameters, name: symbol.name, call: call, arguments: all, in: scope)
            return chosen.isFailable ? .optional(result) : result
        }
        // No `init` of its own: the memberwise one is still there.
        if symbol.initializers.isEmpty { return nil }
        inferArguments(arguments, in: scope)
        let forms = candidates.map { "\(symbol.name)(\($0.parameters.map { ($0.label ?? "_") + ":" }.joined()))" }
        let given = "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        error("no initializer of '\(symbol.name)' takes the arguments \(given); use \(forms.joined(separator: " or "))", at: call.range)
        return result
    }

    /// Whether arguments with these labels (nil for none) fit the parameters, leaving out only those with defaults.
    static func labelsMatch(_ parameters: [FunctionDecl.Parameter], _ labels: [String?]) -> Bool {
        var index = 0
        for label in labels {
            while index < parameters.count, parameters[index].label != label, parameters[index].defaultValue != nil { index += 1 }
            guard index < parameters.count, parameters[index].label == label else { return false }
            index += 1
        }
        return parameters[index...].allSatisfy { $0.defaultValue != nil }
    }

    /// Labels of a call to a `func` or `view` declared in the file.
    func checkLabels(_ parameters: [FunctionDecl.Parameter], name: String, call: Expr, arguments: [Argument], in scope: Scope) {
        var index = 0
        for argumentIndex in arguments.indices {
            let argument = arguments[argumentIndex]
            while index < parameters.count, parameters[index].label != argument.label, parameters[index].defaultValue != nil {
                index += 1
            }
            guard index < parameters.count, parameters[index].label == argument.label else {
                reportLabel(of: argument, parameters, name: name)
                infer(argument.value, in: scope)
                return
            }
            let type = parameters[index].type.map(resolveQuietly) ?? .unknown
            let valueType = infer(argument.value, in: scope, expected: type)
            if !valueType.isAssignable(to: type) {
                reportParameterType(valueType, type, parameters[index], at: argument.value.range)
            }
            index += 1
        }
        if parameters[index...].contains(where: { $0.defaultValue == nil }) {
            reportMissingArguments(parameters[index...], name: name, at: call.range)
        }
    }

    @inline(never)
    private func reportLabel(of argument: Argument, _ parameters: [FunctionDecl.Parameter], name: String) {
        let expected = parameters.map { ($0.label ?? "_") + ":" }.joined()
        if let label = argument.label {
            let labels = parameters.compactMap(\.label)
            error("'\(name)' has no argument '\(label):'\(suggestion(label, labels)); it takes \(name)(\(expected))",
                  at: argument.labelRange ?? argument.value.range)
        } else {
            error("'\(name)' needs a labelled argument here; it takes \(name)(\(expected))", at: argument.value.range)
        }
    }

    @inline(never)
    private func reportParameterType(_ valueType: SemanticType, _ type: SemanticType, _ parameter: FunctionDecl.Parameter, at range: SourceRange) {
        error("cannot use a value of type \(valueType) as \(type) for '\(parameter.label ?? parameter.name)'", at: range)
    }

    @inline(never)
    private func reportMissingArguments(_ parameters: ArraySlice<FunctionDecl.Parameter>, name: String, at range: SourceRange) {
        let missing = parameters.filter { $0.defaultValue == nil }.map { "'\($0.label ?? "_"):'" }
        error("missing argument\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) in call to '\(name)'", at: range)
    }

    /// Matches argument labels and trailing closures against a built-in's overloads.
    @discardableResult
    func matchSignature(_ callable: BuiltinCallable, call: Expr, arguments: [Argument], trailing: [TrailingClosure]) -> Signature? {
        // Reads the labels straight from the arguments: this runs for every call
        // of a built-in, and arrays of labels would cost two allocations each time.
        func matches(_ signature: Signature) -> Bool {
            var index = 0
            for position in arguments.indices {
                let label = arguments[position].label
                while index < signature.parameters.count, signature.parameters[index].label != label, !signature.parameters[index].isRequired {
                    index += 1
                }
                if index < signature.parameters.count, signature.parameters[index].label == label {
                    index += 1
                } else if signature.isVariadic, label == nil {
                    continue
                } else {
                    return false
                }
            }
            while index < signature.parameters.count {
                if signature.parameters[index].isRequired { return false }
                index += 1
            }
            for position in trailing.indices where !signature.closures.contains(trailing[position].label ?? "") { return false }
            if signature.closureRequired, trailing.isEmpty { return false }
            return true
        }
        for signature in callable.overloads where matches(signature) { return signature }
        reportSignatureMismatch(callable, call: call, arguments: arguments, trailing: trailing)
        return nil
    }

    /// Why no form of a built-in fits the call's labels and closures, reported where it shows.
    @inline(never)
    private func reportSignatureMismatch(_ callable: BuiltinCallable, call: Expr, arguments: [Argument], trailing: [TrailingClosure]) {
        let labels = arguments.map(\.label)

        let forms = callable.overloads.map { $0.display(callable.name) + ($0.closures.isEmpty ? "" : " { … }") }
        let knownLabels = Set(callable.overloads.flatMap { $0.parameters.compactMap(\.label) })
        if let bad = arguments.first(where: { $0.label != nil && !knownLabels.contains($0.label ?? "") }), let label = bad.label {
            let hint = suggestion(label + ":", knownLabels.map { $0 + ":" })
            error("'\(callable.name)' has no argument '\(label):'\(hint.isEmpty ? "; it takes \(forms.joined(separator: " or "))" : hint)",
                  at: bad.labelRange ?? bad.value.range)
            return
        }
        if let closure = trailing.first(where: { t in !callable.overloads.contains { $0.closures.contains(t.label ?? "") } }) {
            error(closure.label == nil ? "'\(callable.name)' does not take a trailing closure"
                                       : "'\(callable.name)' has no trailing closure '\(closure.label ?? ""):'", at: closure.range)
            return
        }
        if callable.overloads.count == 1, let signature = callable.overloads.first {
            if let required = signature.parameters.first(where: { p in p.isRequired && !labels.contains(p.label) }) {
                error("missing argument '\(required.label ?? "_"):' in call to '\(callable.name)'; it takes \(forms[0])", at: call.range)
                return
            }
            if signature.closureRequired, trailing.isEmpty {
                error("'\(callable.name)' needs its content in a trailing closure, as in \(callable.name) { … }", at: call.range)
                return
            }
        }
        let given = "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        error("no form of '\(callable.name)' takes the arguments \(given); use \(forms.joined(separator: " or "))", at: call.range)
    }
}

extension Checker {
    /// A suggestion for a wrong argument label: a close label (`itemId` for
    /// `itemID`), else the one label that ends or starts the wrong one (`id`
    /// for `itemID`), else the labels the call takes (`it takes T(a:b:)`).
    func labelHint(_ label: String, _ labels: [String], in name: String) -> String {
        let close = suggestion(label, labels)
        if !close.isEmpty { return close }
        let lowered = label.lowercased()
        let contained = labels.filter { !$0.isEmpty && (lowered.hasSuffix($0.lowercased()) || lowered.hasPrefix($0.lowercased())) }
        if contained.count == 1, let only = contained.first { return "; did you mean '\(only)'?" }
        guard !labels.isEmpty else { return "" }
        return "; it takes \(name)(\(labels.map { "\($0):" }.joined()))"
    }
}
