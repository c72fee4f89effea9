import WidgetLanguage

/// Locks as widget code takes them around shared state: Foundation's `NSLock` and `NSRecursiveLock`, and
/// `OSAllocatedUnfairLock` (which holds the state it guards). Widgetry runs a widget's code in order on one thread, so
/// a lock is never held by anyone else: `lock()` takes it at once, `try()` succeeds, and `withLock { … }` runs the
/// closure and gives its result — what a lock does when nothing contends for it. (`NSCondition`, whose `wait()` waits
/// for another thread's signal, stays unavailable.)
enum FoundationLocks {
    static let unfairLockType = "OSAllocatedUnfairLock"

    static func register(in registry: inout BuiltinRegistry) {
        for name in ["NSLock", "NSRecursiveLock"] { registry.register(type: foundationLock(name)) }
        registry.register(type: unfairLock())
    }

    static func foundationLock(_ name: String) -> BuiltinType {
        let type = SemanticType.named(name)
        let make: @Sendable () -> Value = { Interpreter.foundationReference(name, [("name", .null)]) }
        let lock = BuiltinType(name, instance: type) { _ in make() }
        lock.sampleSource = "\(name)()"
        lock.add(.init(name, .initializer, [""], result: type, note: "a lock nothing else holds: the widget's code runs in order") { _, _, _, _ in make() })
        addTaking(to: lock, orBefore: true)
        lock.add(.init("try", .method, [""], result: .bool, note: "true: the lock is free") { _, _, _, _ in .bool(true) })
        lock.add(.init("name", .property, result: .optional(.string), note: "kept as set") { _, v, _, _ in Interpreter.field(v, "name") })
        lock.add(.init("withLock", .method, ["{}", "_:Closure"], result: .unknown, note: "runs the closure and gives its result") { i, _, args, r in
            guard case .closure(let body)? = args.first?.value else { throw i.error("withLock takes a closure", r) }
            return try i.callClosure(body, [], at: r)
        })
        return lock
    }

    static func unfairLock() -> BuiltinType {
        let type = SemanticType.named(unfairLockType)
        let make: @Sendable (Value) -> Value = { Interpreter.foundationReference(unfairLockType, [("state", $0)]) }
        let lock = BuiltinType(unfairLockType, instance: type) { _ in make(.int(0)) }
        lock.sampleSource = "\(unfairLockType)(initialState: 0)"
        lock.add(.init(unfairLockType, .initializer, ["", "initialState:Any", "uncheckedState:Any"], result: type,
                       note: "holds the state it guards; nothing else holds it: the widget's code runs in order") { _, _, args, _ in
            make(args.first?.value ?? .null)
        })
        addTaking(to: lock, orBefore: false)
        lock.add(.init("lockIfAvailable", .method, [""], result: .bool, note: "true: the lock is free") { _, _, _, _ in .bool(true) })
        for name in ["withLock", "withLockUnchecked", "withLockIfAvailable"] {
            lock.add(.init(name, .method, ["{}", "_:Closure"], result: .unknown,
                           note: name == "withLockIfAvailable" ? "runs the closure with the state (inout) and gives its result, never nil: the lock is free"
                                                               : "runs the closure with the state (inout) and gives its result") { i, v, args, r in
                guard case .closure(let body)? = args.first?.value, case .instance(let holder) = v else { throw i.error("\(name) takes a closure", r) }
                // A lock made without a state guards nothing: its closure takes no argument.
                guard !body.closure.parameters.isEmpty || body.closure.anonymousArgumentCount > 0 else { return try i.callClosure(body, [], at: r) }
                let (result, state) = try i.callClosure(body, keeping: holder["state"] ?? .null, at: r)
                holder["state"] = state
                return result
            })
        }
        return lock
    }

    /// `lock()` and `unlock()`: taken and given back at once; `lock(before:)` (an `NSLock`'s) true: the lock is free.
    private static func addTaking(to lock: BuiltinType, orBefore: Bool) {
        var take = BuiltinMember("lock", .method, orBefore ? ["", "before:Date"] : [""], result: .void, note: "at once: nothing else holds the lock") { _, _, args, _ in
            args.value("before") != nil ? .bool(true) : .null
        }
        if orBefore { take.overloadResults = [.void, .bool] }
        lock.add(take)
        lock.add(.init("unlock", .method, [""], result: .void, note: "at once: nothing else holds the lock") { _, _, _, _ in .null })
    }
}

extension Interpreter {
    /// Calls a closure of one `inout` parameter (`{ state in state += 1; return state }`): what it gives, and the
    /// parameter's value at its end.
    func callClosure(_ closure: ClosureValue, keeping value: Value, at range: SourceRange) throws -> (Value, Value) {
        try enter(range)
        defer { leave() }
        let env = environment(for: closure, [value])
        let result = try evalBody(closure.closure.valueBody ?? closure.closure.body, env)
        if closure.closure.parameters.isEmpty { return (result, env.anonymousArguments?.first ?? value) }
        return (result, env.lookup(closure.closure.parameters[0]) ?? value)
    }
}
