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
            // `AnyLayout(FlowLayout(spacing: 6)) { … }`: the layout placed with its subviews.
            if name == SwiftUICustomLayouts.anyLayout, arguments.count == 1, arguments[0].label == nil, trailing.count == 1, scope.lookup(name) == nil {
                let layout = infer(arguments[0].value, in: scope)
                if !layout.isUnknown, !isProgramLayout(layout), layout != .named(SwiftUICustomLayouts.stackLayoutType) {
                    error("AnyLayout takes a Layout (HStackLayout(), VStackLayout(), ZStackLayout() or one of the widget's own), not \(layout)",
                          at: arguments[0].value.range)
                }
                checkContent(trailing, in: scope)
                return .view
            }
            // `HStackLayout(alignment: .center) { … }`: a stack layout called on its views, as `AnyLayout(HStackLayout(…)) { … }`.
            if SwiftUICustomLayouts.stackLayouts.contains(name), trailing.count == 1, scope.lookup(name) == nil, symbols.types[name] == nil {
                infer(Expr(.call(callee: callee, arguments: arguments, trailingClosures: []), call.range), in: scope)
                checkContent(trailing, in: scope)
                return .view
            }
            return namedCall(name, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope, expected: expected)
        case .member(let base, let name, let nameRange):
            // `Task.init { … }`, `String.init(describing:)`: the same call as `Task { … }`.
            if name == "init", case .identifier(let typeName) = base.kind, Checker.initIsTypeCall(typeName), scope.lookup(typeName) == nil {
                return callType(call, callee: base, arguments: arguments, trailing: trailing, in: scope, expected: expected)
            }
            if Checker.dispatchMethods.contains(name),
               holdsDispatchQueue(base, in: scope) || Checker.isDispatchQueue(base, isQueue: { scope.lookup($0)?.type == .named(DispatchQueues.queueType) }),
               symbols.builtinExtensions.isEmpty || !extensionOverloadMatches(.named(DispatchQueues.queueType), name, arguments, trailing) {
                return dispatchCallType(base: base, name: name, nameRange: nameRange, arguments: arguments, trailing: trailing, in: scope)
            }
            if case .identifier("self") = base.kind, selfContext == nil, builtinSelf == nil, scope.lookup("self") == nil {
                // `self.fetchEntries()` in a provider's code, whose functions are the module's or local closures there.
                let named = Expr(.identifier(name), nameRange)
                return namedCall(name, call: call, callee: named, arguments: arguments, trailing: trailing, in: scope, expected: expected)
            }
            if case .identifier(let baseName) = base.kind, Checker.mayBeConcurrencyMethod(of: baseName, in: scope),
               let type = concurrencyCallType(callee: callee, arguments: arguments, trailing: trailing, in: scope, call: call) {
                return type
            }
            if trailing.isEmpty, let type = enumCaseCallType(callee: callee, arguments: arguments, expected: expected, in: scope) { return type }
            return methodCall(base: base, name: name, nameRange: nameRange, call: call,
                              arguments: arguments, trailing: trailing, in: scope, expected: expected)
        case .implicitMember(let name):
            return implicitMemberCall(name, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope, expected: expected)
        default:
            if let type = collectionInitializerType(call, callee: callee, arguments: arguments, trailing: trailing, in: scope) { return type }
            infer(callee, in: scope)
            inferArguments(arguments, in: scope)
            inferTrailing(trailing, in: scope, parameterTypes: [])
            return .unknown
        }
    }

    /// `.loaded(repo)`, `.system(size: 12)`, `.after(date)`: a call of a member of the expected type.
    private func implicitMemberCall(_ name: String, call: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure],
                                    in scope: Scope, expected written: SemanticType?) -> SemanticType {
        let expected = implicitMemberContext(name, expected: written)
        // `.failure(.missing("r"))` where a `Result<Int, LoadError>` goes: the payload is checked as the side's type.
        if case .result(let success, let failure)? = expected?.unwrapped, let side = Checker.resultSide(name, success, failure),
           arguments.count == 1, arguments[0].label == nil, trailing.isEmpty, let expected {
            let type = infer(arguments[0].value, in: scope, expected: side)
            // (Any error goes where the failure is `Error`; the checker does not follow every type's conformances.)
            if side != .intentError, !isAssignable(type, to: side) { error("cannot use \(type) as \(side) in '.\(name)'", at: arguments[0].value.range) }
            return expected.unwrapped
        }
        if trailing.isEmpty, let type = enumCaseCallType(callee: callee, arguments: arguments, expected: expected, in: scope) {
            if let owner = implicitMemberOwner(name, expected: expected) { bindImplicitMember(at: callee.range, to: owner) }
            return type
        }
        if let type = boundImplicitMemberCall(name, call: call, callee: callee, arguments: arguments, trailing: trailing,
                                              in: scope, expected: expected) {
            return type
        }
        if name == "init", let expected, let table = builtinTable(for: expected.unwrapped), registry.makesByInit(table.name) {
            // `.init(white: 0.3)` where a `Color` goes: that type's initializer, `Color(white: 0.3)`, bound to it.
            bindImplicitMember(at: callee.range, to: table.name)
            let made = Expr(.call(callee: Expr(.identifier(table.name), callee.range), arguments: arguments, trailingClosures: trailing), call.range)
            return infer(made, in: scope, expected: expected)
        }
        if let expected, let table = builtinTable(for: expected.unwrapped), !table.checksImplicitMembers,
           let member = table.statics[name], !member.isProperty, registry.types[table.name] != nil {
            // `completed: .random()` where a `Bool` goes: the type's static function, `Bool.random()`, bound to it.
            bindBuiltinImplicitMember(name, of: table, called: true, at: callee.range)
            return builtinMemberCall(member, of: table, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        if let expected, let table = builtinTable(for: expected.unwrapped), table.checksImplicitMembers {
            guard let member = table.statics[name] else {
                _ = checkImplicitMember(name, expected: expected, at: callee.range)
                inferArguments(arguments, in: scope)
                return expected.unwrapped
            }
            bindBuiltinImplicitMember(name, of: table, called: true, at: callee.range)
            return builtinMemberCall(member, of: table, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        inferArguments(arguments, in: scope)
        inferTrailing(trailing, in: scope, parameterTypes: [])
        // `.after(date)` with no type around it is WidgetKit's reload policy, unless the program has a case of that name.
        if name == "after", symbols.enumsByCase["after"] == nil { return .policy }
        return expected ?? .unknown
    }

    /// `Task { … }`, `withTaskGroup`, `print`, `String(describing:)`, `Int(…)`, `Double(…)`; nil for other calls.
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

    /// A `Layout` of the program (`struct FlowLayout: Layout`).
    func isProgramLayout(_ type: SemanticType) -> Bool {
        guard case .named(let name) = type.unwrapped else { return false }
        return symbols.types[name]?.isLayout == true
    }

    /// Checks view-builder closures (`VStack { … }`) in a view context.
    func checkContent(_ trailing: [TrailingClosure], in scope: Scope, parameterTypes: [SemanticType] = []) {
        within(.view) {
            for index in trailing.indices { inferClosure(trailing[index].closure, in: scope, parameterTypes: parameterTypes) }
        }
    }

    /// The type a module's `typealias Name = Target` names, when it is another type by name (not itself an alias, nor a type
    /// of the module's called `Name`).
    static func aliasedTypeName(_ name: String, _ symbols: Symbols) -> String? {
        guard !symbols.typeAliases.isEmpty, symbols.types[name] == nil, case .named(let target)? = symbols.typeAliases[name]?.kind,
              target != name, symbols.typeAliases[target] == nil else { return nil }
        return target
    }

    func namedCall(_ name: String, call: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure],
                   in scope: Scope, expected: SemanticType? = nil) -> SemanticType {
        if let variable = scope.lookup(name) {
            // `format(x)` of a local closure: the call reads that local (`Interpreter.calledLocal`).
            if variable.origin == .local { bindName(name, .local(variable.place), at: callee.range) }
            inferArguments(arguments, in: scope)
            return .unknown
        }
        if selfContext != nil || builtinSelf != nil, !Checker.isModuleQualified(callee, name),
           let result = selfMethodCall(name, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope, expected: expected) {
            return result
        }
        // `typealias NativeColor = UIColor`: `NativeColor(red: 1, …)` makes the type it names.
        if let target = Checker.aliasedTypeName(name, symbols) {
            return namedCall(target, call: call, callee: Expr(.identifier(target), callee.range), arguments: arguments, trailing: trailing,
                             in: scope, expected: expected)
        }
        // `typealias Parameters = [String: String]`: `Parameters()` is an empty dictionary (an array alias, an empty array).
        if symbols.types[name] == nil, let alias = symbols.typeAliases[name], arguments.isEmpty, trailing.isEmpty {
            switch alias.kind {
            case .array, .dictionary: return resolve(alias)
            default: break
            }
        }
        // `typealias Point = (x: Double, y: Double)`: `Point(x: 0, y: 1)` makes the tuple, its labels in order.
        if symbols.types[name] == nil, let alias = symbols.typeAliases[name], case .tuple(let labels, let elements) = alias.kind {
            guard trailing.isEmpty, arguments.count == elements.count,
                  zip(arguments, labels).allSatisfy({ $0.label == $1 }) else {
                inferArguments(arguments, in: scope)
                let written = labels.map { "\($0 ?? "_"):" }.joined()
                error("'\(name)' is a tuple; make it with \(name)(\(written))", at: call.range)
                return .unknown
            }
            for (argument, element) in zip(arguments, elements) {
                let type = resolve(element)
                let given = infer(argument.value, in: scope, expected: type)
                if !given.isAssignable(to: type) { error("cannot use a value of type \(given) as \(type) in '\(name)(…)'", at: argument.value.range) }
            }
            return resolve(alias)
        }
        // `Color(hexString: "#E2FAE7")`: an `init` the program's extension adds to a built-in type.
        if !symbols.builtinExtensions.isEmpty, symbols.types[name] == nil,
           let initializer = builtinExtensionInitializer(name, call: call, arguments: arguments, trailing: trailing, in: scope) {
            checkLabels(initializer.parameters, name: name, call: call, arguments: argumentsWithTrailing(initializer.parameters, arguments, trailing), in: scope)
            let type = SemanticType.builtinTypeNames[name] ?? registry.types[name]?.instanceType ?? .unknown
            return initializer.isFailable ? .optional(type) : type
        }
        // Built-in views first: most calls are to them, and only a Swift file or a view
        // WidgetKit does not draw lets the file's own type or function shadow one (`collectSymbols`).
        if let view = registry.views[name], symbols.types[name] == nil && symbols.callables[name] == nil {
            let signature = matchSignature(view, call: call, arguments: arguments, trailing: trailing)
            if let note = view.checkNote { noteOnce(Diagnostic(view.checkNoteIsWarning ? .warning : .note, note, at: callee.range)) }
            // A view with rules of its own (`Image`'s asset names, `Button`'s intent) checks with them; any other
            // takes the argument types its signature names.
            if let check = view.check {
                return check(self, BuiltinCall(name: name, call: call, callee: callee, arguments: arguments, trailing: trailing, scope: scope, entry: view, signature: signature))
            }
            checkArguments(arguments, against: signature, of: name, in: scope)
            checkContent(trailing, in: scope, parameterTypes: view.closureParameterTypes)
            return view.result(for: signature)
        }
        if let symbol = symbols.types[name] {
            let type = initializerCall(symbol, call: call, arguments: arguments, trailing: trailing, in: scope)
            // `Row(badge: Badge())`, `return Badge()` in a `-> Badge`: where the context wants the view's own type, the view's
            // struct (`Symbols.viewStructsKept`), not the view it draws; another of the program's views does not go there.
            if symbol.isView, !symbol.isShape, let expected, isProgramView(expected.unwrapped) {
                if expected.unwrapped == .named(name) { symbols.viewStructsKept.insert(call.range) }
                return .named(name)
            }
            return type
        }
        // `max(2, 5)` where the module's own `max(_:)` takes one argument: Swift's, as Swift weighs both.
        if registry.functions[name] != nil, isStandardFunctionCall(name, call: call, arguments: arguments, trailing: trailing) {
            symbols.standardFunctionCalls.insert(call.range.start.offset)
            return builtinNamedCall(name, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope)
        }
        if !symbols.overloads.isEmpty, let candidates = symbols.overloads[name] {
            return overloadedCall(name, candidates, call: call, arguments: arguments, trailing: trailing, in: scope, expected: expected)
        }
        if let callable = symbols.callables[name] {
            withGenerics(callable.genericParameters) {
                checkLabels(callable.parameters, name: name, call: call,
                            arguments: argumentsWithTrailing(callable.parameters, arguments, trailing), in: scope)
            }
            if !callable.genericParameters.isEmpty {
                recordGenericArguments(callable.genericParameters, callable.parameters, arguments, at: call.range, in: scope)
                if let result = genericResultType(callable.genericParameters, callable.parameters, callable.writtenReturn, arguments, in: scope) {
                    return result
                }
            }
            // Views may be built anywhere a value is wanted, but usually in a body.
            return callable.returnType
        }
        // `\(reflecting: value)`: an `appendInterpolation` the program's `extension DefaultStringInterpolation` declares.
        if name == PlatformLogMessages.functionName, symbols.builtinExtensions[SwiftStringInterpolation.typeName] != nil,
           let chosen = symbols.builtinExtensionFunctions(name, of: SwiftStringInterpolation.typeName, isStatic: false)
            .first(where: { Checker.labelsMatch($0.parameters, arguments.map(\.label)) && !$0.parameters.allSatisfy { $0.label == nil } }) {
            symbols.interpolationCalls[call.range] = chosen
            withGenerics(chosen.genericParameters) {
                checkLabels(chosen.parameters, name: name, call: call, arguments: arguments, in: scope)
            }
            return .string
        }
        return builtinNamedCall(name, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope, expected: expected)
    }

    /// `concat([Int]())` of `func concat<M>(_ xs: [M])`: the type each type parameter written as a parameter's type (`M`,
    /// `[M]`) takes from its argument's, kept for the interpreter (`Symbols.genericArguments`). Arguments in order only.
    func recordGenericArguments(_ generics: [String], _ parameters: [FunctionDecl.Parameter], _ arguments: [Argument],
                                at range: SourceRange, in scope: Scope) {
        guard parameters.count == arguments.count, zip(parameters, arguments).allSatisfy({ $0.label == $1.label }) else { return }
        for (parameter, argument) in zip(parameters, arguments) {
            guard let written = parameter.type else { continue }
            let generic: String, wrappedInArray: Bool
            switch written.kind {
            case .named(let name) where generics.contains(name): (generic, wrappedInArray) = (name, false)
            case .array(let element):
                guard case .named(let name) = element.kind, generics.contains(name) else { continue }
                (generic, wrappedInArray) = (name, true)
            default: continue
            }
            let count = diagnostics.count
            var type = infer(argument.value, in: scope)
            diagnostics.removeLast(diagnostics.count - count)
            if wrappedInArray { guard case .array(let element) = type else { continue }; type = element }
            let name: String
            switch type {
            case .int: name = "Int"
            case .double: name = "Double"
            case .string: name = "String"
            case .bool: name = "Bool"
            case .named(let typeName) where symbols.types[typeName].map({ $0.kind != .protocolType }) ?? false: name = typeName
            default: continue
            }
            symbols.genericArguments[range.start.offset, default: [:]][generic] = name
        }
    }

    /// `first(cities)` of `func first<T>(_ xs: [T]) -> T?` with `cities: [String?]`: the result type with each type parameter the
    /// type the arguments give it (`String??`), as Swift infers it; nil when an argument leaves one open or the labels differ.
    func genericResultType(_ generics: [String], _ parameters: [FunctionDecl.Parameter], _ written: TypeRef?, _ arguments: [Argument],
                           in scope: Scope) -> SemanticType? {
        guard let written, parameters.count == arguments.count, zip(parameters, arguments).allSatisfy({ $0.label == $1.label }) else { return nil }
        let names = Set(generics)
        func mentions(_ type: TypeRef) -> Bool {
            var found = false
            _ = type.mapNames { if names.contains($0) { found = true }; return nil }
            return found
        }
        guard mentions(written) else { return nil }
        var bound: [String: SemanticType] = [:]
        func unify(_ pattern: TypeRef, _ actual: SemanticType) {
            switch pattern.kind {
            case .named(let name) where names.contains(name):
                // (`_ type: T.Type`, which reads as `T`, given `Item.self`: `T` is `Item`.)
                if case .metatype(let typeName) = actual {
                    if bound[name] == nil { bound[name] = resolveQuietly(TypeRef(.named(typeName), pattern.range)) }
                } else if bound[name] == nil, !actual.isUnknown {
                    bound[name] = actual
                }
            case .optional(let inner):
                if case .optional(let wrapped) = actual { unify(inner, wrapped) } else { unify(inner, actual) }
            case .array(let inner):
                if case .array(let element) = actual { unify(inner, element) }
            case .dictionary(let key, let value):
                if case .dictionary(let k, let v) = actual { unify(key, k); unify(value, v) }
            default: break
            }
        }
        for (parameter, argument) in zip(parameters, arguments) {
            guard let type = parameter.type, mentions(type) else { continue }
            let count = diagnostics.count
            let actual = infer(argument.value, in: scope)
            diagnostics.removeLast(diagnostics.count - count)
            unify(type, actual)
        }
        // `pluck(people, \.city)` of `func pluck<T, V>(_ xs: [T], _ path: KeyPath<T, V>) -> [V]`: `V` is the type of the
        // property the key path names on the root the other arguments bound (`String?` for `var city: String?`).
        for (parameter, argument) in zip(parameters, arguments) {
            guard case .generic(let kind, let typeArguments)? = parameter.type?.kind, kind.hasSuffix("KeyPath"), typeArguments.count == 2,
                  case .keyPath(let writtenRoot, let path) = argument.value.kind, !path.isEmpty else { continue }
            var current: SemanticType?
            if let writtenRoot { current = resolveQuietly(TypeRef(.named(writtenRoot), argument.value.range)) }
            else if case .named(let root) = typeArguments[0].kind { current = bound[root] }
            for name in path { current = current.flatMap { propertyType(of: $0, name) } }
            if let current, !current.isUnknown { unify(typeArguments[1], current) }
        }
        func substituted(_ type: TypeRef) -> SemanticType? {
            switch type.kind {
            case .named(let name) where names.contains(name): return bound[name]
            case .optional(let inner): return substituted(inner).map { .optional($0) }
            case .array(let inner): return substituted(inner).map { .array($0) }
            case .dictionary(let key, let value):
                guard let k = substituted(key), let v = substituted(value) else { return nil }
                return .dictionary(k, v)
            default: return mentions(type) ? nil : resolveQuietly(type)
            }
        }
        return substituted(written)
    }

    /// Whether no function of the module's with this name takes the call's labels while the standard library's function
    /// does: a call of the standard one, which the module's do not hide (`Symbols.standardFunctionCalls`).
    func isStandardFunctionCall(_ name: String, call: Expr, arguments: [Argument], trailing: [TrailingClosure]) -> Bool {
        let own = symbols.functions(named: name)
        guard !own.isEmpty, let standard = registry.functions[name] else { return false }
        let labels = arguments.map(\.label)
        if own.contains(where: { Checker.labelsMatch($0, Checker.labelsWithTrailing($0, labels, trailing: trailing.map(\.label))) }) { return false }
        return matchSignature(standard, call: call, arguments: arguments, trailing: trailing) != nil
    }

    /// A call to an overloaded function: the overload its labels, argument types and context choose
    /// (recorded for the interpreter when the types decide it), checked as a call to that one.
    func overloadedCall(_ name: String, _ candidates: [FunctionDecl], call: Expr, arguments: [Argument], trailing: [TrailingClosure],
                        in scope: Scope, expected: SemanticType?) -> SemanticType {
        guard let (index, decided) = chooseOverload(candidates, arguments: arguments, trailing: trailing, in: scope, expected: expected) else {
            let forms = candidates.map { "\(name)(\($0.parameters.map { ($0.label ?? "_") + ":" }.joined()))" }
            let given = "(" + (arguments.map(\.label) + trailing.map(\.label)).map { ($0 ?? "_") + ":" }.joined() + ")"
            error("no function '\(name)' takes the arguments \(given); there are \(forms.joined(separator: ", "))", at: call.range)
            return .unknown
        }
        let chosen = candidates[index]
        if decided { symbols.chosenOverloads[OverloadSite(call.range, name)] = index }
        withGenerics(chosen.genericParameters) {
            checkLabels(chosen.parameters, name: name, call: call, arguments: argumentsWithTrailing(chosen.parameters, arguments, trailing), in: scope)
        }
        return overloadResultType(chosen)
    }

    /// The overload of `candidates` a call's labels, argument types and context choose (see `Overloads`).
    func chooseOverload(_ candidates: [FunctionDecl], arguments: [Argument], trailing: [TrailingClosure], in scope: Scope,
                        expected: SemanticType?, givesValue: Bool = false, elementType: SemanticType? = nil) -> (index: Int, decided: Bool)? {
        // The arguments' types, inferred quietly: the chosen overload's check reports what is wrong with them.
        let count = diagnostics.count
        let types = arguments.map { infer($0.value, in: scope) } + trailing.map { _ in SemanticType.closure }
        diagnostics.removeLast(diagnostics.count - count)
        return Overloads.choose(
            candidates, labels: { Checker.labelsWithTrailing($0.parameters, arguments.map(\.label), trailing: trailing.map(\.label)) },
            argumentTypes: types, expected: expected, givesValue: givesValue,
            // (In an extension of a collection, `-> Element` is the receiver's element type.)
            resultType: { function in
                if let elementType, case .named("Element")? = function.returnType?.kind { return elementType }
                return self.overloadResultType(function)
            },
            parameterType: { Overloads.writtenType($0, $1, named: self.programTypeTakingOwnValues) })
    }

    /// A parameter's type written as a name of the program's, as an overload is chosen by it: the type, where it takes
    /// only its own values; unknown for a protocol or a superclass, which take values of other types, as `resolve`
    /// reads them (`clone: Node` takes a `Comment`), and for a name that is not the program's.
    func programTypeTakingOwnValues(_ name: String) -> SemanticType {
        guard let symbol = symbols.types[name], symbol.kind != .protocolType, !symbols.superclassNames.contains(name) else { return .unknown }
        return .named(name)
    }

    /// The type of the expression a member is read or called on (`Checker.receiverCall`).
    func inferReceiver(_ base: Expr, in scope: Scope, expected: SemanticType?) -> SemanticType {
        let saved = receiverCall
        receiverCall = base.range
        defer { receiverCall = saved }
        return infer(base, in: scope, expected: expected)
    }

    /// An overload's result type, its generic parameters unknown.
    func overloadResultType(_ function: FunctionDecl) -> SemanticType {
        guard let type = function.returnType else { return .void }
        let generics = Set(function.genericParameters)
        return SemanticType.written(type.mapNames { generics.contains($0) ? "Any" : nil }) { [symbols] name, _, _ in
            symbols.types[name] != nil ? .named(name) : .unknown
        }
    }

    /// Among a type's methods named as `first` (its protocols' defaults included), the one a call's labels,
    /// argument types and context choose (`first` when there is one of that name, or nothing decides), recorded
    /// for the interpreter by the call's place (`site`).
    func memberOverload(_ first: FunctionDecl, of symbol: TypeSymbol, at site: SourceRange?, arguments: [Argument], trailing: [TrailingClosure],
                        in scope: Scope, expected: SemanticType?) -> FunctionDecl {
        guard symbols.mayOverload(first.name, of: symbol) else { return first }
        let candidates = symbols.memberFunctions(first.name, of: symbol, isStatic: first.isStatic)
        guard candidates.count > 1,
              let (index, decided) = chooseOverload(candidates, arguments: arguments, trailing: trailing, in: scope, expected: expected,
                                                    givesValue: site != nil && site == receiverCall) else { return first }
        if decided, let site { symbols.chosenMembers[OverloadSite(site, first.name)] = candidates[index] }
        return candidates[index]
    }

    func reportTrailingClosure(_ name: String, _ trailing: [TrailingClosure]) {
        error("'\(name)' does not take a trailing closure", at: trailing[0].range)
    }

    /// A named call of no view and no type or function of the file: SwiftData's types, a built-in
    /// function or type, else an unknown name (`namedCall`).
    private func builtinNamedCall(_ name: String, call: Expr, callee: Expr, arguments: [Argument],
                                  trailing: [TrailingClosure], in scope: Scope, expected: SemanticType? = nil) -> SemanticType {
        if let result = swiftDataCall(name, call: call, callee: callee, arguments: arguments, trailing: trailing, in: scope, expected: expected) {
            return result
        }
        if let function = registry.functions[name] {
            let signature = matchSignature(function, call: call, arguments: arguments, trailing: trailing)
            if let check = function.check {
                return check(self, BuiltinCall(name: name, call: call, callee: callee, arguments: arguments, trailing: trailing, scope: scope, entry: function, signature: signature))
            }
            if let note = function.checkNote { diagnostics.append(Diagnostic(.note, note, at: callee.range)) }
            checkArguments(arguments, against: signature, of: name, in: scope)
            // `Result { try load(n) }`: the closure's code is checked as a table member's is; in a view body too
            // (`let label = autoreleasepool { … }`), where it is code, not a list of views.
            if context.kind == .view { within(.function) { inferTrailing(trailing, in: scope, parameterTypes: []) } }
            else { inferTrailing(trailing, in: scope, parameterTypes: []) }
            return function.result(for: signature)
        }
        // `grid = Array(repeating: 0, count: n)` of a `[Double]`: the element is of the array's type (a Double), as Swift infers it.
        if name == "Array", trailing.isEmpty, arguments.map(\.label) == ["repeating", "count"] {
            var element: SemanticType? = nil
            if case .array(let wanted)? = expected?.unwrapped, !wanted.isUnknown { element = wanted }
            let given = infer(arguments[0].value, in: scope, expected: element)
            let count = infer(arguments[1].value, in: scope, expected: .int)
            if !count.isAssignable(to: .int) { error("'Array(repeating:count:)' takes an Int count, not \(count)", at: arguments[1].value.range) }
            return .array(element ?? given)
        }
        if let type = registry.types[name], let initializer = type.initializers.first {
            return builtinMemberCall(initializer, of: type, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        return unknownCall(name, callee: callee, arguments: arguments, in: scope)
    }

    /// The static function `name` of a type `typeName` is declared in, outwards, with that type.
    private func enclosingStaticFunction(_ name: String, from typeName: String) -> (TypeSymbol, FunctionDecl)? {
        var current = symbols.types[typeName]?.enclosingType
        var depth = 0
        while let outer = current, let symbol = symbols.types[outer], depth < 16 {
            if let function = instanceFunction(name, of: symbol, isStatic: true) { return (symbol, function) }
            current = symbol.enclosingType
            depth += 1
        }
        return nil
    }

    /// Inside a type's member, `helper()` is `self.helper()`; inside `extension View`/`extension String`,
    /// `padding()`, `uppercased()` are `self.padding()`, `self.uppercased()`. Nil for any other call.
    /// Apart from `namedCall`, so the calls outside members run through less code.
    private func selfMethodCall(_ name: String, call: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure],
                                in scope: Scope, expected: SemanticType?) -> SemanticType? {
        if let selfContext, let symbol = symbols.types[selfContext.type],
           let first = instanceFunction(name, of: symbol, isStatic: selfContext.isStatic)
            ?? (selfContext.isStatic ? nil : instanceFunction(name, of: symbol, isStatic: true)) {
            let function = memberOverload(first, of: symbol, at: call.range, arguments: arguments, trailing: trailing, in: scope, expected: expected)
            withGenerics(function.genericParameters) {
                checkLabels(function.parameters, name: name, call: call, arguments: argumentsWithTrailing(function.parameters, arguments, trailing), in: scope)
            }
            if !selfContext.isStatic, !function.isStatic { noteStaticProtocolCall(of: symbol.name, function, at: callee.range) }
            return function.genericParameters.isEmpty ? function.returnType.map(resolveQuietly) ?? .void : overloadResultType(function)
        }
        // `map { … }` in a member of `struct Shelf: Collection`: the standard library's, on `self`'s elements.
        if let selfContext, !selfContext.isStatic, symbols.types[selfContext.type] != nil, registry.types["Array"]?.methods[name] != nil,
           programSequenceElement(selfContext.type) != nil {
            return methodCall(base: Expr(.identifier("self"), callee.range), name: name, nameRange: callee.range, call: call,
                              arguments: arguments, trailing: trailing, in: scope, expected: expected)
        }
        // `decode(T.self, from: data)` in a member of `class SnakeDecoder: JSONDecoder`: the built-in class's method, on `self`.
        if let selfContext, !selfContext.isStatic, let builtin = symbols.builtinSuperclasses[selfContext.type],
           registry.types[builtin]?.methods[name] != nil {
            return methodCall(base: Expr(.identifier("self"), callee.range), name: name, nameRange: callee.range, call: call,
                              arguments: arguments, trailing: trailing, in: scope, expected: expected)
        }
        // `twice(value)` in `Outer.Inner`: a static function of a type the code's type is declared in, the nearest first.
        if let selfContext, let (outer, first) = enclosingStaticFunction(name, from: selfContext.type) {
            let function = memberOverload(first, of: outer, at: call.range, arguments: arguments, trailing: trailing, in: scope, expected: expected)
            withGenerics(function.genericParameters) {
                checkLabels(function.parameters, name: name, call: call, arguments: argumentsWithTrailing(function.parameters, arguments, trailing), in: scope)
            }
            symbols.enclosingStaticCalls[call.range.start.offset] = outer.name
            return function.genericParameters.isEmpty ? function.returnType.map(resolveQuietly) ?? .void : overloadResultType(function)
        }
        // `content()` in `struct Card<Content: View>: View { let content: () -> Content … }`: a stored closure of `self`, called.
        if let selfContext, !selfContext.isStatic, let symbol = symbols.types[selfContext.type],
           let field = symbol.fields.first(where: { $0.name == name }), field.type.isUnknown || Checker.isFunctionTyped(field) {
            inferArguments(arguments, in: scope)
            inferTrailing(trailing, in: scope, parameterTypes: [])
            return .unknown
        }
        // `max(a, b)` in an extension of `String` is the standard function when the string's own `max` takes other
        // labels (an extension of `Comparable` is one of `String` here); bound so for the interpreter.
        if let builtinSelf, methodResult(of: builtinSelf, name) != nil, registry.functions[name] != nil,
           !builtinMethodTakes(builtinSelf, name, arguments) {
            symbols.globalFunctionCalls.insert(call.range.start.offset)
            return nil
        }
        // `rounded(self * rate, scale: 1, roundingMode: .plain)` in `extension Decimal`: the module's function of that name
        // when it takes the labels and the value's own method does not.
        if let builtinSelf, methodResult(of: builtinSelf, name) != nil, !builtinMethodTakes(builtinSelf, name, arguments),
           symbols.functions(named: name).contains(where: {
               Checker.labelsMatch($0, Checker.labelsWithTrailing($0, arguments.map(\.label), trailing: trailing.map(\.label)))
           }) {
            symbols.globalFunctionCalls.insert(call.range.start.offset)
            return nil
        }
        // `nightguardGreen()` in `extension UIColor { static func nightguardAccent() -> UIColor { nightguardGreen() } }`: a static
        // the extensions add, called from a static member without `Self.`.
        // (`dateFormat(fromTemplate:options:locale:)` in `extension DateFormatter { static func … }`: the type's own static.)
        if builtinSelf != nil, case .metatype(let typeName)? = scope.lookup("self")?.type, symbols.types[typeName] == nil,
           symbols.builtinExtensionFunction(name, of: Checker.extendedTypeName(typeName), isStatic: true) != nil
            || registry.types[typeName]?.statics[name].map({ !$0.isProperty }) == true {
            return methodCall(base: Expr(.identifier(typeName), callee.range), name: name, nameRange: callee.range, call: call,
                              arguments: arguments, trailing: trailing, in: scope)
        }
        // `async(group: nil, qos: qos, flags: [], execute: work)` in `extension DispatchQueue`: the queue's own, as `self.async(…)`,
        // unless the extension's method of the name takes these labels.
        if builtinSelf == .named(DispatchQueues.queueType), Checker.dispatchMethods.contains(name),
           !extensionOverloadMatches(.named(DispatchQueues.queueType), name, arguments, trailing) {
            return dispatchCallType(base: Expr(.identifier("self"), callee.range), name: name, nameRange: callee.range, arguments: arguments,
                                    trailing: trailing, in: scope)
        }
        if let builtinSelf, (builtinSelf.isViewLike && (registry.modifiers[name] != nil || name == "modifier")) || methodResult(of: builtinSelf, name) != nil
            || extensionTypeName(of: builtinSelf, having: name, isFunction: true) != nil {
            return methodCall(base: Expr(.identifier("self"), callee.range), name: name, nameRange: callee.range, call: call,
                              arguments: arguments, trailing: trailing, in: scope)
        }
        return nil
    }

    /// Whether a method of a built-in value's table takes these argument labels: one of its overloads, its optional
    /// parameters left out (true for a method no table lists).
    func builtinMethodTakes(_ type: SemanticType, _ name: String, _ arguments: [Argument]) -> Bool {
        guard let member = valueTable(for: type.unwrapped)?.methods[name] else { return true }
        let labels = arguments.map(\.label)
        return member.overloads.contains { overload in
            var index = 0
            for parameter in overload.parameters {
                if index < labels.count, labels[index] == parameter.label {
                    index += 1
                } else if parameter.isRequired {
                    return false
                }
            }
            return index == labels.count
        }
    }

    /// A call of a name that is nothing known: its arguments are still checked.
    private func unknownCall(_ name: String, callee: Expr, arguments: [Argument], in scope: Scope) -> SemanticType {
        inferArguments(arguments, in: scope)
        if let unavailable = UnavailableAPIs.message(for: name) {
            error(unavailable, at: callee.range)
            return .unknown
        }
        // `draw(in: rect)` in `extension UIImage`: UIKit's method of `self`, which Widgetry does not provide.
        if let extended = builtinExtensionName, let unavailable = uikitMemberMessage(extended, name) {
            error(unavailable, at: callee.range)
            return .unknown
        }
        // `T(sides: n)` in `func make<T: Shape>(_ type: T.Type, …)`: the type the call binds, known when it runs.
        if genericNames.contains(name) { return .unknown }
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
}

extension Checker {
    /// Whether a name was written qualified by a module (`Swift.name`, `Darwin.name`: `Parser.qualifyingModules`; the
    /// parser keeps the name, its range the whole): the module's function, never a method of `self` of that name
    /// (`Swift.min(a, b)` in an extension of Array, `Darwin.round(x)` in an extension of Double).
    static func isModuleQualified(_ callee: Expr, _ name: String) -> Bool {
        let width = callee.range.end.offset - callee.range.start.offset
        guard width > name.utf8.count else { return false }
        return Parser.qualifyingModules.contains { width == name.utf8.count + $0.utf8.count + 1 }
    }
}

extension Checker {
    /// `[UIImage]()`, `[String: Int]()`, `[Int](repeating: 0, count: 3)`: an array or dictionary of the
    /// types written in the brackets. Nil when the brackets do not name types (`[f]()` calls an array's element).
    func collectionInitializerType(_ call: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure],
                                   in scope: Scope) -> SemanticType? {
        switch callee.kind {
        case .array(let elements) where elements.count == 1:
            guard let element = typeWritten(elements[0], in: scope) else { return nil }
            if !arguments.isEmpty || !trailing.isEmpty {
                _ = infer(Expr(.call(callee: Expr(.identifier("Array"), callee.range), arguments: arguments, trailingClosures: trailing), call.range),
                          in: scope, expected: .array(element))
            }
            return .array(element)
        case .dictionary(let entries) where entries.count == 1 && arguments.isEmpty && trailing.isEmpty:
            guard let key = typeWritten(entries[0].key, in: scope), let value = typeWritten(entries[0].value, in: scope) else { return nil }
            return .dictionary(key, value)
        default:
            return nil
        }
    }

    /// The type an expression names where a type is written in brackets: `UIImage`, `Item`, `[Int]`, `[String: Int]`.
    private func typeWritten(_ expr: Expr, in scope: Scope) -> SemanticType? {
        switch expr.kind {
        case .identifier(let name):
            // (`T` of `[T: Int]()` in `Cache<T>`: a type, of any kind.)
            if !genericNames.isEmpty, genericNames.contains(name), scope.lookup(name) == nil { return .unknown }
            guard scope.lookup(name) == nil, symbols.types[name] != nil || registry.types[name] != nil || SemanticType.builtinTypeNames[name] != nil
                    || registry.views[name] != nil || registry.functions[name] != nil || symbols.typeAliases[name] != nil else { return nil }
            let type = resolveQuietly(TypeRef(.named(name), expr.range))
            // (A type alias of a function type is a type the checker does not follow: unknown, but a type.)
            return type.isUnknown && symbols.typeAliases[name] == nil ? nil : type
        case .array(let elements) where elements.count == 1:
            return typeWritten(elements[0], in: scope).map { .array($0) }
        case .dictionary(let entries) where entries.count == 1:
            guard let key = typeWritten(entries[0].key, in: scope), let value = typeWritten(entries[0].value, in: scope) else { return nil }
            return .dictionary(key, value)
        case .parenthesized(let inner):
            return typeWritten(inner, in: scope)
        case .bindOptional(let inner):
            return typeWritten(inner, in: scope).map { .optional($0) }
        case .optionalChain(let inner):
            // (`Int?` in an expression reads as an optional chain around `Int?`.)
            return typeWritten(inner, in: scope)
        case .tuple(let elements):
            // `[URL: [(callback: Callback, fromCache: Bool)]]()`: a tuple type, its labels kept.
            var types: [SemanticType] = []
            for element in elements {
                guard let type = typeWritten(element.value, in: scope) else { return nil }
                types.append(type)
            }
            return .tuple(labels: elements.map(\.label), elements: types)
        default:
            return nil
        }
    }
}
