import Foundation
import WidgetLanguage
import WidgetRender

/// An evaluated call argument.
struct CallArgument {
    var label: String?
    var value: Value
    var range: SourceRange
}

extension Interpreter {
    func evalArguments(_ arguments: [Argument], _ trailing: [TrailingClosure], _ env: Environment) throws -> [CallArgument] {
        var result = try arguments.map { argument in
            // An argument of an `@autoclosure` parameter: the closure that runs it when the function calls it.
            if !program.symbols.autoclosureArguments.isEmpty, program.symbols.autoclosureArguments.contains(argument.value.range) {
                let closure = Closure(parameters: [], body: [Stmt(.expr(argument.value), argument.value.range)], range: argument.value.range)
                return CallArgument(label: argument.label, value: .closure(ClosureValue(closure: closure, environment: env)), range: argument.value.range)
            }
            return CallArgument(label: argument.label, value: try eval(argument.value, env), range: argument.value.range)
        }
        for closure in trailing {
            result.append(CallArgument(label: closure.label ?? "{}", value: .closure(try madeClosure(closure.closure, env)), range: closure.range))
        }
        return result
    }

    func evalCall(_ call: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure], _ env: Environment) throws -> Value {
        switch callee.kind {
        case .identifier(let name):
            if let local = calledLocal(name, at: callee.range, env) {
                if case .closure(let closure) = local, Interpreter.passesInout(arguments) {
                    return try callClosureWithInout(closure, arguments, trailing, env, at: call.range)
                }
                return try callValue(local, try evalArguments(arguments, trailing, env), at: call.range)
            }
            // `async(group: nil, qos: qos, flags: [], execute: work)` in `extension DispatchQueue`: the queue's own (Checker.namedCall).
            if !program.symbols.builtinExtensions.isEmpty, Checker.dispatchMethods.contains(name), holdsDispatchQueue("self", env),
               !dispatchExtensionMatches(name, arguments, trailing) {
                return try dispatchCall(base: Expr(.identifier("self"), callee.range), name: name, arguments: arguments, trailing: trailing, env, at: call.range)
            }
            if Interpreter.passesInout(arguments),
               case .function(let function)? = program.declaration(name)?.kind {
                return try callWithInout(function, arguments, trailing, env, at: call.range)
            }
            // `swap(&a, &b)`: the standard library's, when the program declares no `swap`.
            if name == "swap", arguments.count == 2, program.declaration(name) == nil,
               case .unary("&", let first) = arguments[0].value.kind, case .unary("&", let second) = arguments[1].value.kind {
                let a = try eval(first, env), b = try eval(second, env)
                try update(first, env) { $0 = b }
                try update(second, env) { $0 = a }
                return .null
            }
            let args = try evalArguments(arguments, trailing, env)
            // `Self(label: label)` in a member: the type `self` is (in a class method, the class it is called on).
            if name == "Self", case .type(let typeName)? = try implicitSelfMember(name, env, at: callee.range) {
                return try callNamed(typeName, args, at: call.range, calleeRange: callee.range)
            }
            if !program.symbols.standardFunctionCalls.isEmpty, program.symbols.standardFunctionCalls.contains(call.range.start.offset) {
                return try callBuiltinNamed(name, args, at: call.range, calleeRange: callee.range)
            }
            if !program.symbols.enclosingStaticCalls.isEmpty, let outer = program.symbols.enclosingStaticCalls[call.range.start.offset] {
                return try givingBackInout(arguments, env) { try callMethod(.type(outer), name, args, at: call.range, nameRange: callee.range) }
            }
            let isGlobal = !program.symbols.globalFunctionCalls.isEmpty && program.symbols.globalFunctionCalls.contains(call.range.start.offset)
            // (`Set<Element>()` in an extension's method is a type made, never a method of `self`: Swift calls none with `<…>`.)
            if !Checker.isModuleQualified(callee, name), !isGlobal, GenericName.base(name) == nil,
               let result = try givingBackInout(arguments, env, { try implicitSelfCall(name, args, env, at: call.range) }) {
                return result
            }
            // `FetchDescriptor<T>()` in `func load<T: PersistentModel>(_: T.Type)`: T as the call gave it.
            let called = GenericName.base(name) == nil ? name : boundGenericName(name, env)
            return try givingBackInout(arguments, env) { try callNamed(called, args, at: call.range, calleeRange: callee.range) }
        case .member(let base, let name, let nameRange):
            // `URL.make(forTag: 3)`: a static function the program's extension adds to a built-in type, as bound.
            if !program.symbols.typeBases.isEmpty, let typeName = program.symbols.typeBases[OverloadSite(base.range, name)] {
                let args = try evalArguments(arguments, trailing, env)
                return try givingBackInout(arguments, env) { try callMethod(.type(typeName), name, args, at: call.range, nameRange: nameRange) }
            }
            if case .identifier("self") = base.kind, env.lookup("self") == nil {
                // `self.fetchEntries()` in a provider's code: its functions are the module's or local closures.
                return try eval(Expr(.call(callee: Expr(.identifier(name), nameRange), arguments: arguments, trailingClosures: trailing), call.range), env)
            }
            if case .identifier("super") = base.kind, env.lookup("super") == nil {
                return try callSuper(name, try evalArguments(arguments, trailing, env), at: call.range, env)
            }
            if name.utf8.count == 4, name == "init", case .identifier("self") = base.kind {
                return try delegateInitializer(try evalArguments(arguments, trailing, env), at: call.range, env)
            }
            // (Emptiness first: this runs for every method call, and most files have no such call.)
            if !program.symbols.optionalMapCalls.isEmpty, program.symbols.optionalMapCalls.contains(nameRange.start.offset) {
                // Optional's own `map`: nil stays nil, a value is given to the closure.
                let receiver = try evalReceiver(base, env)
                if receiver.isNull { return .null }
                let args = try evalArguments(arguments, trailing, env)
                switch args.last?.value {
                case .closure(let closure)?: return try callClosure(closure, [receiver], at: call.range)
                // `first.map(\.title)`: the key path read from the value.
                case .keyPath(let path)?: return try callClosure(Interpreter.keyPathClosure(path, at: call.range), [receiver], at: call.range)
                default: throw error("'\(name)' needs a closure", call.range)
                }
            }
            if !program.symbols.optionalExtensionMembers.isEmpty, program.symbols.optionalExtensionMembers.contains(nameRange.start.offset),
               let function = program.symbols.builtinExtensionFunction(name, of: "Optional") {
                // A method of `extension Optional`: `self` is the optional, nil or not.
                let receiver = try eval(base, env)
                return try callMember(function, try evalArguments(arguments, trailing, env), self: receiver, at: call.range).0
            }
            if let result = try callMutatingMember(base, name, arguments, trailing, at: call.range, env) { return result }
            if PathBuiltins.elements[name] != nil, try isMutableReceiver(base, env), case .member("path", _) = try eval(base, env) {
                // `path.addArc(…)` on `var path = Path()`: the path value changes in place.
                let args = try evalArguments(arguments, trailing, env)
                try update(base, env) { value in _ = try PathBuiltins.mutate(&value, name, args, self, at: nameRange) }
                return .null
            }
            if SwiftUICanvas.mutatingNames.contains(name), try isMutableReceiver(base, env), case .object(let object) = try eval(base, env),
               object.type == SwiftUICanvas.contextType {
                // `layer.translateBy(x:y:)` on `var layer = context`: the context value changes in place.
                let args = try evalArguments(arguments, trailing, env)
                try update(base, env) { value in _ = try SwiftUICanvas.mutate(&value, name, args, self, at: nameRange) }
                return .null
            }
            if Interpreter.mutatingMethods.contains(name), try isMutableReceiver(base, env) {
                // (`deck.shuffle(using: &generator)`: the generator, changed, goes back to its variable.)
                let args = try evalArguments(arguments, trailing, env)
                return try givingBackInout(arguments, env) { try callMutating(base, name, args, at: nameRange, env) }
            }
            // `names.move(fromOffsets:toOffset:)` (a path's `move(to:)` is the path's, above).
            if name == "move", try isMutableReceiver(base, env), case .array = try eval(base, env) {
                return try callMutating(base, name, try evalArguments(arguments, trailing, env), at: nameRange, env)
            }
            if name == "environment" || name == "environmentObject",
               let scoped = try environmentScoped(base, name, arguments, trailing, env, at: call.range, nameRange: nameRange) {
                return scoped
            }
            if name.hasSuffix("Style"), CustomStyles.modifiers.contains(name),
               let scoped = try styleScoped(base, name, arguments, trailing, env, at: call.range, nameRange: nameRange) {
                return scoped
            }
            let receiver = try evalReceiver(base, env)
            if case .object(let object) = receiver, object.type == "Logger", trailing.isEmpty, let message = arguments.last,
               case .string(let parts) = message.value.kind, parts.count > 1 || parts.contains(where: { if case .expr = $0 { true } else { false } }) {
                // `logger.info("… \(name)")`: what Console shows, `<private>` for values not marked public.
                var args = try evalArguments(Array(arguments.dropLast()), [], env)
                args.append(CallArgument(label: message.label, value: .string(try logMessage(parts, env, at: message.value.range)), range: message.value.range))
                return try callMethod(receiver, name, args, at: call.range, nameRange: nameRange)
            }
            // `last.apply(&doc)` of a `(name: String, apply: (inout Document) -> Void)`: the closure the value holds, its `inout`
            // arguments given back.
            if Interpreter.passesInout(arguments), let held = heldClosure(receiver, name) {
                return try callClosureWithInout(held, arguments, trailing, env, at: call.range)
            }
            let args = try evalArguments(arguments, trailing, env)
            return try givingBackInout(arguments, env) { try callMethod(receiver, name, args, at: call.range, nameRange: nameRange) }
        case .implicitMember(let name):
            if let owner = boundImplicitMember(at: callee.range) {
                return try boundImplicitMemberCall(name, owner: owner, call: call, callee: callee, arguments: arguments, trailing: trailing, env)
            }
            if let bound = boundBuiltinImplicitMember(name, at: callee.range) {
                let args = try materializedRanges(try evalArguments(arguments, trailing, env))
                return try givingBackInout(arguments, env) { try bound.member.body(self, .type(bound.typeName), args, call.range) }
            }
            let args = try evalArguments(arguments, trailing, env)
            if name == "init" {
                // `.init(name: "Gym")` where a `ToDo` goes: the labels are kept until the type is known (`coerce`).
                return .member(name: name, arguments: [.tuple(TupleValue(labels: args.map(\.label), elements: args.map(\.value)))])
            }
            if name == "flexible" || name == "adaptive", args.contains(where: { $0.label != nil }) {
                // `GridItem(.flexible(maximum: 80))`: which bound is given depends on its label.
                return .member(name: name, arguments: [.tuple(TupleValue(labels: args.map(\.label), elements: args.map(\.value)))])
            }
            return .member(name: name, arguments: args.map(\.value))
        // `[Int]()`, `[String: Int]()`: an empty array or dictionary of that type.
        case .array(let elements) where elements.count == 1 && arguments.isEmpty && trailing.isEmpty:
            return .array([])
        case .array(let elements) where elements.count == 1:
            // `[Int](repeating: 0, count: 4)`, `[Int](arrayLiteral: 1, 2)`: Array's initializers.
            let arrayCall = Expr(.call(callee: Expr(.identifier("Array"), callee.range), arguments: arguments, trailingClosures: trailing), call.range)
            return try eval(arrayCall, env)
        case .dictionary(let entries) where entries.count == 1 && arguments.isEmpty && trailing.isEmpty:
            return .dictionary([])
        case .dictionary(let entries) where entries.count == 1:
            // `[String: Int](uniqueKeysWithValues: pairs)`, `[K: V](grouping:by:)`: the standard library's Dictionary's
            // initializers (a module's own `struct Dictionary` is not what `[K: V]` names).
            return try callBuiltinNamed("Dictionary", try evalArguments(arguments, trailing, env), at: call.range, calleeRange: callee.range)
        default:
            let value = try eval(callee, env)
            // `edits.forEach { $0(&copy) }`, `handlers[0](&state)`: a closure called with `inout` arguments gives them back.
            if case .closure(let closure) = value, Interpreter.passesInout(arguments) {
                return try callClosureWithInout(closure, arguments, trailing, env, at: call.range)
            }
            return try callValue(value, try evalArguments(arguments, trailing, env), at: call.range)
        }
    }

    /// Whether `base` is a place whose value a mutating method can change (not a constant value).
    func isMutableReceiver(_ base: Expr, _ env: Environment) throws -> Bool {
        switch base.kind {
        case .identifier(let name):
            if assignablePlace(name, at: base.range, env) != nil { return true }
            // `items.append(x)` inside a member: `self.items`.
            if env.lookup("self").map({ hasSettableMember(name, of: $0) }) == true { return true }
            // `names.append(x)` where `var names` is a global of the module.
            if case .binding(let binding)? = program.declaration(name)?.kind { return !binding.isConstant }
            return false
        case .member, .subscript: return true
        // `reduce(into: Set<Int>()) { $0.insert($1) }`: the closure's inout accumulator.
        case .anonymousArgument: return true
        case .optionalChain(let inner), .forceUnwrap(let inner), .bindOptional(let inner), .parenthesized(let inner):
            return try isMutableReceiver(inner, env)
        default: return false
        }
    }

    func callValue(_ value: Value, _ args: [CallArgument], at range: SourceRange) throws -> Value {
        // `T(sides: n)` where `T` is bound to a type of the program's (`make(Triangle.self, …)`): its initializer.
        if case .type(let name) = value, let symbol = program.symbols.types[name] { return try construct(symbol, args, at: range) }
        // `T(total())` where `T` is bound to `Double`: the built-in type's initializer.
        if case .type(let name) = value, registry.makesByInit(name) {
            return try callNamed(name, args, at: range, calleeRange: range)
        }
        // `promise(.success(value))` in a Combine `Future`'s closure.
        if case .object(let promise) = value, promise.type == CombinePublishers.promiseType {
            try CombinePublishers.fulfil(self, value, args.first?.value ?? .null, at: range)
            return .null
        }
        // `f(x)` where `f` is a key path given for a function (`box.map(\.count)`): the path read from the argument.
        if case .keyPath(let path) = value, args.count == 1 { return try callClosure(Interpreter.keyPathClosure(path, at: range), [args[0].value], at: range) }
        guard case .closure(let closure) = value else {
            throw error("\(typeName(of: value)) cannot be called", range)
        }
        if closure.closure.isLocalFunction { return try callClosure(closure, try localFunctionArguments(closure, args), at: range) }
        return try callClosure(closure, args.map(\.value), at: range)
    }

    /// The values a local function's parameters take from a call: the argument of each one's label in order, else its
    /// default value (`add(1)` of `func add(_ a: Int, _ b: Int = 10)`), as Swift matches them.
    func localFunctionArguments(_ closure: ClosureValue, _ args: [CallArgument]) throws -> [Value] {
        var values: [Value] = []
        var next = 0
        for parameter in closure.closure.parameters {
            if next < args.count, args[next].label == parameter.localFunctionLabel || args[next].label == "{}" {
                values.append(args[next].value)
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                values.append(try eval(defaultValue, Environment(parent: closure.environment)))
            } else if next < args.count {
                values.append(args[next].value)
                next += 1
            } else {
                values.append(.null)
            }
        }
        return values
    }

    func callClosure(_ closure: ClosureValue, _ args: [Value], at range: SourceRange) throws -> Value {
        if !closure.alternatives.isEmpty { return try callClosure(closure.chosen(for: args), args, at: range) }
        try enter(range)
        defer { leave() }
        // A closure given where views are built (`Symbols.viewBuilderClosures`): the views it lists, each placed in the
        // stack around the call as SwiftUI places a tuple of views (`VStack(alignment: .leading) { content() }`).
        if !program.symbols.viewBuilderClosures.isEmpty, program.symbols.viewBuilderClosures.contains(closure.closure.range) {
            let views = try within(.view) { try buildViews(closure.closure.body, environment(for: closure, args)) }
            return views.count == 1 ? .view(views[0]) : .array(views.map { .view($0) })
        }
        return try evalBody(closure.closure.valueBody ?? closure.closure.body, environment(for: closure, args))
    }

    /// `change(&habits[i])` where `change: (inout Habit) -> Void`: the call, then each variable given with `&` gets the
    /// value the closure left in its parameter (`$0` or named).
    func callClosureWithInout(_ closure: ClosureValue, _ arguments: [Argument], _ trailing: [TrailingClosure], _ env: Environment,
                              at range: SourceRange) throws -> Value {
        let args = try evalArguments(arguments, trailing, env)
        let values = closure.closure.isLocalFunction ? try localFunctionArguments(closure, args) : args.map(\.value)
        try enter(range)
        defer { leave() }
        let inner = environment(for: closure, values)
        let result = try evalBody(closure.closure.valueBody ?? closure.closure.body, inner)
        let parameters = closure.closure.parameters
        for (index, argument) in arguments.enumerated() {
            guard case .unary("&", let target) = argument.value.kind else { continue }
            let final: Value?
            if parameters.isEmpty {
                final = inner.anonymousArguments.flatMap { index < $0.count ? $0[index] : nil }
            } else {
                final = index < parameters.count ? inner.lookup(parameters[index]) : nil
            }
            if let final { try update(target, env) { $0 = final } }
        }
        return result
    }

    /// Whether a call gives a variable with `&` (an `inout` argument).
    static func passesInout(_ arguments: [Argument]) -> Bool {
        arguments.contains { if case .unary("&", _) = $0.value.kind { true } else { false } }
    }

    /// The closure a tuple's element or a stored property of that name holds, where the value has no method of the name.
    func heldClosure(_ receiver: Value, _ name: String) -> ClosureValue? {
        let held: Value?
        switch receiver {
        case .tuple(let tuple): held = tuple.index(of: name).map { tuple.elements[$0] }
        case .object(let object): held = object[name]
        case .instance(let instance): held = instance[name]
        default: held = nil
        }
        guard case .closure(let closure)? = held else { return nil }
        if let symbol = userType(of: receiver), userFunction(name, of: symbol, isStatic: false) != nil { return nil }
        return closure
    }

    /// A closure that builds views (`VStack { … }`, `ForEach(…) { item in … }`).
    func callViewClosure(_ closure: ClosureValue, _ args: [Value], at range: SourceRange) throws -> [ViewNode] {
        try enter(range)
        defer { leave() }
        return try buildViews(closure.closure.body, environment(for: closure, args))
    }

    /// The scope of one closure call: its parameters (or `$0`…) bound to the arguments.
    func environment(for closure: ClosureValue, _ args: [Value]) -> Environment {
        var args = args
        // A tuple given to a closure of as many parameters is split: `{ index, item in … }` over `enumerated()`.
        // So is one given to `{ "\($0)\($1)" }` (`zip(a, b).map`, a dictionary's `map`).
        let wanted = closure.closure.parameters.isEmpty ? closure.closure.anonymousArgumentCount : closure.closure.parameters.count
        if args.count == 1, wanted > 1, case .tuple(let tuple) = args[0], tuple.elements.count == wanted {
            args = tuple.elements
        }
        let env = Environment(parent: closure.environment)
        if closure.closure.parameters.isEmpty {
            env.anonymousArguments = args
        } else {
            for (index, parameter) in closure.closure.parameters.enumerated() {
                var value = index < args.count ? args[index] : .null
                // `{ (t: Theme) in … }(.light)`: a case written where the checker had no type for it takes the parameter's.
                if case .member = value, let written = parameter.type { value = (try? coerce(value, toWritten: written, at: closure.closure.range)) ?? value }
                env.define(LocalKey(parameter.name, declaredAt: parameter.range), value)
            }
        }
        return env
    }

    func callNamed(_ name: String, _ givenArgs: [CallArgument], at range: SourceRange, calleeRange: SourceRange) throws -> Value {
        let args = givenArgs
        if let symbol = program.symbols.types[name] {
            return try construct(symbol, args, at: range)
        }
        // `typealias NativeColor = UIColor`: `NativeColor(red: 1, …)` makes the type it names.
        if let target = Checker.aliasedTypeName(name, program.symbols) { return try callNamed(target, args, at: range, calleeRange: calleeRange) }
        // `typealias Parameters = [String: String]`: `Parameters()` is an empty dictionary or array.
        if args.isEmpty, let alias = program.symbols.typeAliases[name]?.kind {
            if case .array = alias { return .array([]) }
            if case .dictionary = alias { return .dictionary([]) }
        }
        // `typealias Point = (x: Double, y: Double)`: `Point(x: 0, y: 1)` is the tuple.
        if case .tuple(let labels, let elements)? = program.symbols.typeAliases[name]?.kind, elements.count == args.count {
            let values = try zip(args, elements).map { try coerce($0.value, toWritten: $1, at: range) }
            return .tuple(TupleValue(labels: labels, elements: values))
        }
        if !program.symbols.builtinExtensions.isEmpty, !Interpreter.convertsAlone(name, args), let initializer = builtinExtensionInitializer(name, args, at: range) {
            return try runBuiltinExtensionInitializer(initializer, of: name, args, at: range)
        }
        if !program.symbols.overloads.isEmpty, let candidates = program.symbols.overloads[name] {
            let function = try overload(name, candidates, args, at: range)
            return try callFunction(function, Interpreter.labellingTrailingClosures(function.parameters, args), at: range)
        }
        if let decl = program.declaration(name) {
            switch decl.kind {
            case .function(let function):
                return try callFunction(function, args, at: range)
            default: break
            }
        }
        return try callBuiltinNamed(name, args, at: range, calleeRange: calleeRange)
    }

    /// A call of the built-in view, function or type `name`.
    func callBuiltinNamed(_ name: String, _ givenArgs: [CallArgument], at range: SourceRange, calleeRange: SourceRange) throws -> Value {
        // A built-in sees a range it is given as the list of its numbers (`ForEach(0..<3)`, `Array(1...5)`); `NSRange(_:in:)`
        // takes a range of a string's indices as a range.
        let args = name == FoundationRegularExpressions.rangeTypeName ? givenArgs : try materializedRanges(givenArgs)
        if let view = registry.views[name] {
            // Every view has its implementation in its entry (the registry refuses one without).
            guard let body = view.body else { throw error("'\(name)' cannot be drawn", range) }
            return try body(self, args, range)
        }
        if let function = registry.functions[name] {
            // Every function has its implementation in its entry (the registry refuses one without).
            guard let body = function.body else { throw error("'\(name)' is not available here", range) }
            return try body(self, args, range)
        }
        if let type = registry.types[name], let initializer = type.initializers.first {
            return try initializer.body(self, .type(name), args, range)
        }
        // `FetchDescriptor<Item>(…)`, `SortDescriptor<Item>(\.name)`: the initializer sees the name as written.
        if let base = GenericName.base(name) {
            if let symbol = program.symbols.types[base] {
                // `Feed<Alpha>()`: the value keeps the arguments written, which its members' `T.label` reads.
                let made = try construct(symbol, args, at: range)
                let written = GenericName.arguments(of: name)
                guard written.count == symbol.genericParameters.count, !written.isEmpty else { return made }
                switch made {
                case .object(var object):
                    object.typeArguments = written
                    return .object(object)
                case .instance(let instance):
                    instance.typeArguments = written
                    return made
                default:
                    return made
                }
            }
            if SwiftData.typeNames.contains(base), let type = registry.types[base], let initializer = type.initializers.first {
                return try initializer.body(self, .type(name), args, range)
            }
            return try callNamed(base, args, at: range, calleeRange: calleeRange)
        }
        throw error("unknown function '\(name)'", calleeRange)
    }

    /// A generic type's name with the arguments that are generic parameters in scope given as the types they are bound to.
    func boundGenericName(_ name: String, _ env: Environment) -> String {
        guard let base = GenericName.base(name) else { return name }
        var changed = false
        let arguments = GenericName.arguments(of: name).map { argument -> String in
            if case .type(let actual)? = env.lookup(argument), actual != argument {
                changed = true
                return actual
            }
            return argument
        }
        return changed ? "\(base)<\(arguments.joined(separator: ", "))>" : name
    }

    /// Which argument each parameter takes (nil: its default or none), matching labels in order
    /// as Swift does; a trailing closure goes to the first parameter that takes one.
    static func argumentIndices(_ parameters: [FunctionDecl.Parameter], _ args: [CallArgument]) -> [Int?] {
        argumentSpans(parameters, args).map { $0?.lowerBound }
    }

    /// The arguments each parameter takes: one, or for `_ parts: Int...` the unlabelled ones that follow its first.
    static func argumentSpans(_ parameters: [FunctionDecl.Parameter], _ args: [CallArgument]) -> [Range<Int>?] {
        var index = 0
        return parameters.map { parameter in
            guard index < args.count,
                  args[index].label == parameter.label || (args[index].label == "{}" && Checker.takesTrailingClosure(parameter)) else { return nil }
            let start = index
            index += 1
            if parameter.isVariadic { while index < args.count, args[index].label == nil { index += 1 } }
            return start..<index
        }
    }

    /// The `init` an extension adds to a built-in type that `Name(…)` means: the checker's choice, else the one
    /// the arguments' values choose; nil when none takes them (the type's own initialisers are meant).
    /// `UInt16(byte)`, `Int("12")` beside `extension UInt16 { init(_ data: Data) }`: a number or text given alone to a number
    /// type is converted, as the checker typed the call (`Checker.numberConversionType`); the program's `init` takes the rest.
    static func convertsAlone(_ name: String, _ args: [CallArgument]) -> Bool {
        guard args.count == 1, args[0].label == nil, Checker.isNumberTypeName(name) else { return false }
        switch args[0].value {
        case .int, .double, .float, .sized, .decimal, .string: return true
        default: return false
        }
    }

    func builtinExtensionInitializer(_ name: String, _ args: [CallArgument], at range: SourceRange) -> FunctionDecl? {
        let candidates = program.symbols.builtinExtensionInitializers(of: Checker.extendedTypeName(name), labels: args.map { $0.label == "{}" ? nil : $0.label })
        guard !candidates.isEmpty else { return nil }
        if let index = program.symbols.chosenOverloads[OverloadSite(range, name)], index < candidates.count { return candidates[index] }
        return chooseByValues(candidates, args).map { candidates[$0] }
    }

    /// The candidate the arguments' values choose (see `Overloads`); nil when none takes them.
    func chooseByValues(_ candidates: [FunctionDecl], _ args: [CallArgument]) -> Int? {
        let named: (String) -> SemanticType = { [program] name in program.symbols.types[name] != nil ? .named(name) : .unknown }
        return Overloads.choose(candidates, labels: { Interpreter.labellingTrailingClosures($0.parameters, args).map(\.label) },
                                argumentTypes: args.map { runtimeType(of: $0.value) }, expected: nil,
                                resultType: { _ in .unknown }, parameterType: { Overloads.writtenType($0, $1, named: named) })?.index
    }

    /// The overload a call means: the checker's choice, else the one the arguments' values choose (see `Overloads`).
    func overload(_ name: String, _ candidates: [FunctionDecl], _ args: [CallArgument], at range: SourceRange) throws -> FunctionDecl {
        if let index = program.symbols.chosenOverloads[OverloadSite(range, name)], index < candidates.count { return candidates[index] }
        guard let chosen = chooseByValues(candidates, args) else { throw error("no function '\(name)' takes these arguments", range) }
        return candidates[chosen]
    }

    /// The type of a value as an overload's parameters are matched against it.
    func runtimeType(of value: Value) -> SemanticType {
        switch value {
        case .int: return .int
        case .double: return .double
        case .string: return .string
        case .bool: return .bool
        case .null: return .optional(.unknown)
        case .array(let elements): return .array(elements.first.map(runtimeType) ?? .unknown)
        case .object(let object): return .named(object.type)
        case .instance(let instance): return .named(instance.type)
        case .enumCase(let type, _, _): return .named(type)
        case .closure: return .closure
        default: return .unknown
        }
    }

    /// A function's parameters bound to a call's arguments, then its generic parameters to the types the arguments give
    /// (`bindGenericParameters`); a default naming a generic parameter (`as type: T.Type = T.self`) is computed last,
    /// with the generic parameters bound. `genericSite`: the call's place, where the checker kept what it found them.
    func bindArguments(of function: FunctionDecl, _ args: [CallArgument], into env: Environment, at range: SourceRange,
                       genericSite: SourceRange? = nil) throws {
        guard !function.genericParameters.isEmpty else {
            try bind(function.parameters, args, into: env, at: range)
            return
        }
        let generics = Set(function.genericParameters)
        let deferred = try bind(function.parameters, args, into: env, at: range, deferring: generics)
        bindGenericParameters(function, in: env, at: genericSite)
        for parameter in deferred {
            guard let defaultValue = parameter.defaultValue else { continue }
            let context = Environment(parent: nil)
            for name in generics { if let bound = env.lookup(name) { context.define(name, bound) } }
            env.define(LocalKey(parameter.name, declaredAt: parameter.range), try eval(defaultValue, context))
        }
    }

    /// Whether an expression names one of these generic parameters (`T.self`, `[T].self`).
    static func namesGeneric(_ expr: Expr, _ generics: Set<String>) -> Bool {
        switch expr.kind {
        case .identifier(let name): return generics.contains(name)
        case .member(let base, _, _): return namesGeneric(base, generics)
        case .array(let elements): return elements.contains { namesGeneric($0, generics) }
        default: return false
        }
    }

    /// Binds the arguments; a parameter left out whose default names one of `generics` is not bound but returned.
    @discardableResult
    func bind(_ parameters: [FunctionDecl.Parameter], _ args: [CallArgument], into env: Environment, at range: SourceRange,
              deferring generics: Set<String> = []) throws -> [FunctionDecl.Parameter] {
        var deferred: [FunctionDecl.Parameter] = []
        for (parameter, span) in zip(parameters, Interpreter.argumentSpans(parameters, args)) {
            var value: Value
            if parameter.isVariadic {
                // `_ parts: Int...`: the arguments as an array.
                var elements: [Value] = []
                for argument in args[span ?? 0..<0] {
                    elements.append(try parameter.type.map { try coerce(argument.value, toWritten: $0, at: range) } ?? argument.value)
                }
                env.define(LocalKey(parameter.name, declaredAt: parameter.range), .array(elements))
                continue
            }
            if let argument = span?.lowerBound {
                value = args[argument].value
            } else if let defaultValue = parameter.defaultValue {
                if !generics.isEmpty, Interpreter.namesGeneric(defaultValue, generics) {
                    deferred.append(parameter)
                    continue
                }
                // Evaluated in the static context of the member's type: its statics are named without the type.
                let context = Environment(parent: nil)
                if let receiver = env.lookup("self"), let symbol = userType(of: receiver) { context.define("self", .type(symbol.name)) }
                value = try eval(defaultValue, context)
            } else {
                throw error("missing argument '\(parameter.label ?? parameter.name)'", range)
            }
            if let type = parameter.type { value = try coerce(value, toWritten: type, at: range) }
            env.define(LocalKey(parameter.name, declaredAt: parameter.range), value)
        }
        return deferred
    }

    /// `func make<T: P>(_ type: T.Type) -> T { T.make() }`: each generic parameter names the type of
    /// the argument given for it (`T` of `_ x: T`, the type itself for `T.Type`), as Swift's dynamic
    /// dispatch on the value's type does; one no argument tells is left unbound.
    func bindGenericParameters(_ function: FunctionDecl, in env: Environment, at range: SourceRange? = nil) {
        for generic in function.genericParameters {
            for parameter in function.parameters {
                guard case .named(let written)? = parameter.type?.kind, let value = env.lookup(parameter) else { continue }
                if written == generic, !value.isNull {
                    // (A metatype argument is the type itself: the front end reads `T.Type` as `T`.)
                    if case .type = value { env.define(generic, value) } else { env.define(generic, .type(typeName(of: value))) }
                    break
                }
                if written == generic + ".Type", case .type = value {
                    env.define(generic, value)
                    break
                }
            }
            // `func trace<T>(_ m: Matrix<T>)`: the type argument the value of the program's generic type holds in that place.
            if env.lookup(generic) == nil {
                for parameter in function.parameters {
                    guard case .generic(_, let written)? = parameter.type?.kind,
                          let place = written.firstIndex(where: { $0.kind == .named(generic) }),
                          let value = env.lookup(parameter), let told = genericArguments(of: value, qualified: false), place < told.count else { continue }
                    env.define(generic, .type(told[place]))
                    break
                }
            }
            // `func concat<M: Monoid>(_ xs: [M])`: the type of the array's elements.
            if env.lookup(generic) == nil {
                for parameter in function.parameters {
                    guard case .array(let element)? = parameter.type?.kind, case .named(generic) = element.kind,
                          case .array(let items)? = env.lookup(parameter), let first = items.first, !first.isNull else { continue }
                    env.define(generic, .type(typeName(of: first)))
                    break
                }
            }
        }
        // `concat([Int]())`: what the checker found the call's arguments give (`Symbols.genericArguments`).
        if let range, !program.symbols.genericArguments.isEmpty, let given = program.symbols.genericArguments[range.start.offset] {
            for (generic, typeName) in given where env.lookup(generic) == nil { env.define(generic, .type(typeName)) }
        }
        // `run(with: url) { (result: Result<Summary, APIError>) in … }` for `completion: (Result<D, APIError>) -> ()`:
        // a closure's written parameter types give the generic parameters they stand in for, as Swift infers them.
        var unbound = Set(function.genericParameters.filter { env.lookup($0) == nil })
        guard !unbound.isEmpty else { return }
        for parameter in function.parameters {
            guard var written = parameter.type, case .closure(let closure)? = env.lookup(parameter) else { continue }
            while case .optional(let inner) = written.kind { written = inner }
            guard case .function(let parameterTypes, _, _) = written.kind else { continue }
            for (pattern, given) in zip(parameterTypes, closure.closure.parameters) {
                guard let actual = given.type else { continue }
                Interpreter.matchGenerics(pattern, actual, unbound: &unbound) { env.define($0, $1) }
            }
            if unbound.isEmpty { return }
        }
        // `func average<T: FloatingPoint>() -> T` called where a Double goes (`round(xs.average())`): a parameter only the
        // call's context gives is the standard type of its constraint, as the context gives it in the programs seen.
        // A parameter nothing here tells (`subscript<T>(key: String, as type: T.Type = T.self) -> T?` read where an `Int?`
        // goes: only the context gives `T`) is `Any`, which every value is: `T.self` and `as? T` run, and keep the value.
        for name in unbound {
            switch function.genericConstraints[name] {
            case "FloatingPoint", "BinaryFloatingPoint": env.define(name, .type("Double"))
            case "BinaryInteger", "FixedWidthInteger", "SignedInteger": env.define(name, .type("Int"))
            default: env.define(name, .type("Any"))
            }
        }
    }

    /// Binds the generic parameters `pattern` names to the parts of `actual` in their places (`Result<D, E>`
    /// against `Result<[Country], E>` gives `D` the type `[Country]`, as a value: `.array([.type("Country")])`,
    /// which `D.self` is).
    static func matchGenerics(_ pattern: TypeRef, _ actual: TypeRef, unbound: inout Set<String>, bind: (String, Value) -> Void) {
        switch (pattern.kind, actual.kind) {
        case (.named(let name), _) where unbound.contains(name):
            guard let value = typeValue(actual) else { return }
            unbound.remove(name)
            bind(name, value)
        case (.generic(let name, let patterns), .generic(let other, let actuals)) where name == other && patterns.count == actuals.count:
            for (inner, given) in zip(patterns, actuals) { matchGenerics(inner, given, unbound: &unbound, bind: bind) }
        case (.optional(let inner), .optional(let given)), (.array(let inner), .array(let given)):
            matchGenerics(inner, given, unbound: &unbound, bind: bind)
        case (.dictionary(let key, let value), .dictionary(let givenKey, let givenValue)):
            matchGenerics(key, givenKey, unbound: &unbound, bind: bind)
            matchGenerics(value, givenValue, unbound: &unbound, bind: bind)
        case (.tuple(_, let patterns), .tuple(_, let actuals)) where patterns.count == actuals.count:
            for (inner, given) in zip(patterns, actuals) { matchGenerics(inner, given, unbound: &unbound, bind: bind) }
        default:
            return
        }
    }

    /// A written type as the value that stands for it (`Country.self` is `.type("Country")`, `[Country].self`
    /// an array of that); nil for a type no value stands for here.
    static func typeValue(_ type: TypeRef) -> Value? {
        switch type.kind {
        case .named(let name): return .type(name)
        case .generic: return .type(type.description)
        case .array(let element): return typeValue(element).map { .array([$0]) }
        default: return nil
        }
    }

    /// A call of a built-in method with `&` arguments (`color.getRed(&r, green: &g, …)`): what the method gives
    /// back through them (`inoutResults`) is assigned to those variables after the call.
    func givingBackInout<T>(_ arguments: [Argument], _ env: Environment, _ call: () throws -> T) throws -> T {
        guard Interpreter.passesInout(arguments) else { return try call() }
        inoutResults = [:]
        inoutArgumentResults = [:]
        // (A call that throws gives its `inout` arguments back too, as Swift writes them back on every exit.)
        let result: T
        do { result = try call() } catch {
            try giveBackInout(arguments, env)
            throw error
        }
        try giveBackInout(arguments, env)
        return result
    }

    /// Assigns what the call gave back through its `&` arguments (`inoutResults`, `inoutArgumentResults`) to them.
    private func giveBackInout(_ arguments: [Argument], _ env: Environment) throws {
        let outputs = inoutResults, byIndex = inoutArgumentResults
        inoutResults = [:]
        inoutArgumentResults = [:]
        // (A method of the program's gives each `inout` parameter's value by its argument's place; a built-in, by label:
        // each label's value goes to the first `&` argument with that label, `NSDecimalRound(&result, &value, …)`.)
        var given: Set<String?> = []
        for (index, argument) in arguments.enumerated() {
            guard case .unary("&", let target) = argument.value.kind else { continue }
            if let value = byIndex[index] {
                try update(target, env) { $0 = value }
            } else if let value = outputs[argument.label], given.insert(argument.label).inserted {
                try update(target, env) { $0 = value }
            }
        }
    }

    /// `bump(&total, by: 2)`: the call, then each variable given with `&` gets its `inout` parameter's last value.
    func callWithInout(_ function: FunctionDecl, _ arguments: [Argument], _ trailing: [TrailingClosure], _ env: Environment,
                       at range: SourceRange) throws -> Value {
        let args = try evalArguments(arguments, trailing, env)
        var finals: [String: Value] = [:]
        // (Written back when the function throws too, as Swift writes an `inout` argument back on every exit.)
        var thrown: Error?
        var result: Value = .null
        do {
            result = try callFunction(function, args, at: range) { inner in
                for parameter in function.parameters where parameter.isInout { finals[parameter.name] = inner.lookup(parameter) }
            }
        } catch { thrown = error }
        for (parameter, argument) in zip(function.parameters, Interpreter.argumentIndices(function.parameters, args)) {
            guard parameter.isInout, let argument, argument < arguments.count, case .unary("&", let target) = arguments[argument].value.kind,
                  let value = finals[parameter.name] else { continue }
            try update(target, env) { $0 = value }
        }
        if let thrown { throw thrown }
        return result
    }

    func callFunction(_ function: FunctionDecl, _ args: [CallArgument], at range: SourceRange, receiver: Value? = nil,
                      outputs: ((Environment) -> Void)? = nil) throws -> Value {
        try enter(range)
        defer { leave() }
        let env = Environment(parent: nil)
        if let receiver {
            // A struct's or class's fields are read through `self` (`implicitSelfMember`); a record's are copied in.
            env.define("self", receiver)
            if case .record(let record) = receiver { for (name, value) in record.values { env.define(name, value) } }
        }
        if case .type(let owner)? = receiver { bindTypeArguments(of: owner, from: args, in: env) }
        let inner = Environment(parent: env)
        try bindArguments(of: function, args, into: inner, at: range, genericSite: range)
        // A function does what its caller may do (writes only when called from perform, …).
        let result: Value
        do { result = try runMemberBody(function.body, returning: function.returnType, inner) } catch {
            outputs?(inner)
            throw error
        }
        outputs?(inner)
        if let type = function.returnType { return try coerce(result, toWritten: boundReturnType(type, of: function, inner), at: range) }
        return result
    }

    /// `-> T` where the call bound `T` to a type (`Double`): that type, so that `.zero` returned is Double's.
    func boundReturnType(_ type: TypeRef, of function: FunctionDecl, _ env: Environment) -> TypeRef {
        guard !function.genericParameters.isEmpty else { return type }
        return type.mapNames { name in
            guard function.genericParameters.contains(name), case .type(let bound)? = env.lookup(name) else { return nil }
            return bound
        }
    }

    /// A field's default: its written default, nil for optionals.
    func defaultValue(of field: String, in symbol: TypeSymbol, at range: SourceRange) throws -> Value {
        if symbol.kind == .model, field == "id" { return .string(UUID().uuidString) }
        if let declared = fieldDecl(field, in: symbol.name), let query = declared.attribute("Query") {
            return try evaluateQueryAttribute(query, fieldType: declared.type, of: symbol.name, at: range)
        }
        if let declared = fieldDecl(field, in: symbol.name), let value = declared.defaultValue {
            let type = declared.type.map(resolveType) ?? .unknown
            // `var format = makeFormatter()`: a default calls the type's static functions by name.
            let env = Environment(parent: nil)
            if symbol.functions.contains(where: \.isStatic) { env.define("self", .type(symbol.name)) }
            return try coerce(try eval(value, env), to: type, at: value.range)
        }
        // `override var value: Int { didSet { … } }`: observers added to the superclass's property, whose value it keeps.
        if symbol.isClass, let declared = fieldDecl(field, in: symbol.name), declared.willSet != nil || declared.didSet != nil {
            var current = symbol
            for _ in 0..<32 {
                guard let parent = current.conformances.first, let superclass = program.symbols.types[parent], superclass.isClass,
                      superclass !== current else { break }
                if let inherited = fieldDecl(field, in: superclass.name), inherited.defaultValue != nil {
                    return try defaultValue(of: field, in: superclass, at: range)
                }
                current = superclass
            }
        }
        if let symbolField = symbol.field(field), case .array = symbolField.type { return .array([]) }
        // An intent's `@Parameter var funFont: Bool` with no default is off until the person turns it on.
        if symbol.kind == .configuration || symbol.kind == .intent, case .bool? = symbol.field(field)?.type { return .bool(false) }
        return .null
    }

    /// The declaration of a type's stored property: its own, else its superclass's (`var d = [:]` of `class A`, read by `B: A`).
    func fieldDecl(_ name: String, in typeName: String, depth: Int = 0) -> FieldDecl? {
        switch program.declaration(typeName)?.kind {
        case .structure(let body)?:
            if let own = body.fields.first(where: { $0.name == name }) { return own }
            guard depth < 32, let symbol = program.symbols.types[typeName], symbol.isClass, let parent = symbol.conformances.first,
                  program.symbols.types[parent]?.isClass == true else { return nil }
            return fieldDecl(name, in: parent, depth: depth + 1)
        case .protocol(let body)?: return body.fields.first { $0.name == name }
        case .entity(let entity)?: return entity.fields.first { $0.name == name }
        case .intent(let intent)?, .configuration(let intent)?: return (intent.parameters + intent.metadata).first { $0.name == name }
        case .enumeration(let e)?: return e.fields.first { $0.name == name }
        default: return nil
        }
    }
}

