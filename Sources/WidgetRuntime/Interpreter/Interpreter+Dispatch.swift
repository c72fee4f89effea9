import WidgetLanguage

/// `queue.async { … }`, `queue.asyncAfter(deadline:) { … }`, `queue.sync { … }`, `queue.async(execute: item)`: the work runs at
/// once, where it is given (Checker+Dispatch); `sync` gives what the work returns.
extension Interpreter {
    func dispatchCall(base: Expr, name: String, arguments: [Argument], trailing: [TrailingClosure], _ env: Environment,
                      at range: SourceRange) throws -> Value {
        _ = try eval(base, env)
        var work: ClosureValue?
        for argument in arguments where argument.label == "execute" {
            if case .closure(let closure) = argument.value.kind {
                work = ClosureValue(closure: closure, environment: env)
                continue
            }
            // `execute: item`: a `DispatchWorkItem`, run unless it was cancelled; or a closure held in a name.
            switch try eval(argument.value, env) {
            case .closure(let closure): work = closure
            case let item:
                try DispatchQueues.perform(self, item, at: range)
                return .null
            }
        }
        if let last = trailing.last { work = ClosureValue(closure: last.closure, environment: env) }
        guard let work else { throw error("'\(name)' takes the work as a closure", range) }
        let result = try callClosure(work, [], at: range)
        return name == "sync" || name == "asyncAndWait" ? result : .null
    }

    /// Whether the name holds a dispatch queue here.
    func holdsDispatchQueue(_ name: String, _ env: Environment) -> Bool {
        if case .object(let object)? = env.lookup(name) { return object.type == DispatchQueues.queueType }
        return false
    }
}
