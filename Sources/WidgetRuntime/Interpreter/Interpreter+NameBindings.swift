import WidgetLanguage

extension Interpreter {
    /// The value of a name where the checker's binding says it is (`NameBinding`); nil where the binding's place holds
    /// nothing at run time.
    func boundName(_ name: String, _ binding: NameBinding, _ env: Environment, at range: SourceRange) throws -> Value? {
        switch binding {
        case .local(let place):
            let value = boundLocal(name, declaredAt: place, env, at: range)
            if !program.symbols.awaitedLets.isEmpty, program.symbols.awaitedLets.contains(range.start.offset), let value,
               let thrown = deferredError(value) {
                throw thrown
            }
            return value
        case .member:
            if let bound = memberBinding(name, at: range.start.offset), let receiver = env.lookup("self"),
               let value = try boundMember(receiver, bound, at: range) {
                return value
            }
            // `label` of a `lazy var` not read yet, in a mutating method of a struct: kept in `self`.
            if case .object(let object)? = env.lookup("self"), object[name] == nil {
                let receiver = Expr(.identifier("self"), range)
                if let lazy = try lazyReadKept(Expr(.member(base: receiver, name: name, nameRange: range), range), receiver, object, name, env) { return lazy }
            }
            if let value = try implicitSelfMember(name, env, at: range) { return value }
            return env.lookup(name)
        case .selfMethod(let method, let labels):
            guard let receiver = env.lookup("self") else { return nil }
            let parameters = labels.enumerated().map { FunctionDecl.Parameter(label: $1, name: "_\($0)", type: nil, defaultValue: nil, range: range) }
            let captured = Environment(parent: nil)
            captured.define("self", receiver)
            let closure = Interpreter.reference(to: method, parameters, at: range, on: Expr(.identifier("self"), range))
            return .closure(ClosureValue(closure: closure, environment: captured))
        case .builtinSelfProperty, .requiredMember:
            guard let receiver = env.lookup("self") else { return nil }
            return try member(of: receiver, name, at: range)
        case .selfMember:
            guard let receiver = env.lookup("self") else { return nil }
            if Interpreter.programTypeName(of: receiver) != nil { return try boundName(name, .member, env, at: range) }
            return try member(of: receiver, name, at: range)
        case .builtinStatic(let typeName), .enclosingStatic(let typeName):
            return try staticMember(typeName, name, at: range)
        case .projected(let place):
            let wrapped = String(name.dropFirst())
            if place >= 0, let value = boundLocal(wrapped, declaredAt: place, env, at: range) { return value }
            if case .instance(let instance)? = env.lookup("self"), let publisher = publishedProjection(instance, wrapped) { return publisher }
            if let value = env.lookup(wrapped) { return value }
            return try implicitSelfMember(wrapped, env, at: range)
        case .global:
            return try global(name, at: range)
        case .source:
            return try declaredSource(name, at: range)
        case .type(let typeName):
            // `modelContext`: the run's one context, the value `ModelContext(container)` makes too.
            if typeName == "ModelContext", name == "modelContext" { return SwiftData.context }
            return .type(aliasResolved(typeName))
        case .function:
            return functionReference(name, at: range)
        case .standardFunction:
            return standardFunctionReference(name, at: range)
        case .unbound:
            return nil
        case .builtinValue:
            switch name {
            case "now": return .date(now)
            case "family": return .family(family)
            default: return nil
            }
        }
    }
}

extension Interpreter {
    /// A local the checker bound to its declaration (`NameBinding.local`): read from that declaration's storage
    /// (`LocalKey`). One the run did not define under its declaration is found by its name, and logged for the tests
    /// (`BindingAudit`): checked code has none.
    func boundLocal(_ name: String, declaredAt place: Int, _ env: Environment, at range: SourceRange) -> Value? {
        if let value = env.lookup(LocalKey(place: place, name: name)) { return value }
        guard let value = env.lookup(name) else { return nil }
        if let log = BindingAudit.log { log.record(name, at: range, in: program.tree.path, note: "declared at offset \(place), read by name") }
        return value
    }

    /// The closure a call names (`format(x)` of `let format: (Int) -> String`): the local the checker bound the name to;
    /// by its name where it bound none (code the runtime writes) or bound a member to it (a stored closure in a block's names).
    func calledLocal(_ name: String, at range: SourceRange, _ env: Environment) -> Value? {
        if case .local(let place)? = program.symbols.nameBinding(name, at: range.start.offset) {
            return boundLocal(name, declaredAt: place, env, at: range)
        }
        return env.lookup(name)
    }

    /// The variable an assignment's or a mutation's target names, as the checker bound it: a local's storage; by its
    /// name where the checker bound it otherwise (a member read from a block's names) or not at all (code the runtime writes).
    func assignablePlace(_ name: String, at range: SourceRange, _ env: Environment) -> (scope: Environment, key: LocalKey)? {
        if case .local(let place)? = program.symbols.nameBinding(name, at: range.start.offset) {
            let key = LocalKey(place: place, name: name)
            if let scope = env.scope(holding: key) { return (scope, key) }
            if let found = env.place(defining: name), let log = BindingAudit.log {
                log.record(name, at: range, in: program.tree.path, note: "declared at offset \(place), assigned by name")
                return found
            }
        }
        return env.place(defining: name)
    }
}

extension Interpreter {
    /// The name of the program's type a value is an instance of, as it carries it: a struct's, a class's, an enum case's.
    static func programTypeName(of value: Value) -> String? {
        switch value {
        case .object(let object): return object.type
        case .instance(let instance): return instance.type
        case .enumCase(let type, _, _): return type
        default: return nil
        }
    }

    /// The member the checker bound `name` at this offset to (`Symbols.memberBindings`), if it did.
    func memberBinding(_ name: String, at offset: Int) -> MemberBinding? {
        guard !program.symbols.memberBindings.isEmpty, let bound = program.symbols.memberBindings[offset], bound.name == name else { return nil }
        return bound
    }

    /// The method overload the checker bound the call whose name is at `nameRange` to (`builder.append("a")` of the one
    /// giving a value, where it is chained), nil where it bound none.
    func boundMethod(_ name: String, at nameRange: SourceRange) -> FunctionDecl? {
        guard let bound = memberBinding(name, at: nameRange.start.offset), case .method(let function) = bound.declaration else { return nil }
        return function
    }

    /// `value.name`: as the checker bound it where it did (`MemberBinding`), else found on the value (`member(of:)`).
    func boundMember(of value: Value, _ name: String, at nameRange: SourceRange) throws -> Value {
        if let bound = memberBinding(name, at: nameRange.start.offset), let result = try boundMember(value, bound, at: nameRange) {
            return result
        }
        return try member(of: value, name, at: nameRange)
    }

    /// `value.name` as the checker bound it (`MemberBinding`): the stored property read, the computed property run, the
    /// method as a function bound to the value. Nil when the value is not of the bound type (the checker's type was
    /// not exact), and for a stored property the value does not hold: the member is then found on the value. A
    /// member of a protocol's extension that is no requirement runs whatever the value is, as in Swift.
    func boundMember(_ value: Value, _ bound: MemberBinding, at range: SourceRange) throws -> Value? {
        guard bound.ofProtocolExtension || Interpreter.programTypeName(of: value) == bound.typeName else { return nil }
        switch bound.declaration {
        case .stored:
            switch value {
            case .object(let object): return object[bound.name]
            case .instance(let instance): return instance[bound.name]
            default: return nil
            }
        case .computed(let property):
            return try computedValue(property, of: value, at: range)
        case .method(let function):
            return boundMethod(function, of: value, at: range)
        }
    }
}

extension Interpreter {
    private static let deferredThrowType = "async let failure"

    /// What an `async let` holds when its value threw: the place of the error, thrown again where the name is read.
    func deferredThrow(_ error: RuntimeError) -> Value {
        deferredErrors.append(error)
        return .object(ObjectValue(type: Interpreter.deferredThrowType, fields: [("error", .int(deferredErrors.count - 1))]))
    }

    /// The error an `async let`'s value threw, if it did.
    func deferredError(_ value: Value) -> RuntimeError? {
        guard case .object(let object) = value, object.type == Interpreter.deferredThrowType, case .int(let index)? = object["error"],
              deferredErrors.indices.contains(index) else { return nil }
        return deferredErrors[index]
    }
}
