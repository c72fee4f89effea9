import WidgetLanguage

/// Swift concurrency run in order, on the interpreter's one thread: a task's
/// closure runs at once, `await` waits for nothing, a task group's tasks run
/// as they are added and iterating the group gives their results in that order.
extension Interpreter {
    static let taskGroupType = "TaskGroup"

    /// The value of a concurrency call, or nil when the call is not one.
    func concurrencyCall(callee: Expr, arguments: [Argument], trailing: [TrailingClosure], _ env: Environment,
                         at range: SourceRange) throws -> Value? {
        switch callee.kind {
        case .identifier(let written):
            let name = Checker.concurrencyName(written)
            guard Checker.concurrencyFunctions.contains(name), env.lookup(name) == nil, program.symbols.types[name] == nil, program.symbols.callables[name] == nil else { return nil }
            switch name {
            case "Task":
                return try runTask(arguments, trailing, env, at: range)
            case "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup":
                let group = Value.object(ObjectValue(type: Interpreter.taskGroupType, fields: [("results", .array([]))]))
                guard let closure = taskClosure(arguments, trailing, env) else { throw error("'\(name)' needs a closure", range) }
                return try callClosure(closure, [group], at: range)
            case _ where SwiftContinuations.functions.contains(name):
                guard let closure = taskClosure(arguments, trailing, env) else { throw error("'\(name)' needs a closure, as in \(name) { continuation in … }", range) }
                return try runContinuation(name, closure, at: range)
            default:
                return nil
            }
        case .member(let base, let name, let nameRange):
            // (A method of the program's `extension DispatchQueue` with the call's labels is the program's: `async(execute:)`.)
            if Checker.dispatchMethods.contains(name),
               program.symbols.dispatchCalls.contains(base.range.end.offset) || Checker.isDispatchQueue(base, isQueue: { holdsDispatchQueue($0, env) }),
               program.symbols.builtinExtensions.isEmpty || !dispatchExtensionMatches(name, arguments, trailing) {
                return try dispatchCall(base: base, name: name, arguments: arguments, trailing: trailing, env, at: range)
            }
            if case .identifier(let typeName) = base.kind, typeName == "Task" || typeName == "MainActor",
               env.lookup(typeName) == nil, program.symbols.types[typeName] == nil {
                switch (typeName, name) {
                case ("Task", "detached"): return try runTask(arguments, trailing, env, at: range)
                case ("Task", "sleep"), ("Task", "checkCancellation"), ("Task", "yield"):
                    // Time is the widget's clock: a sleep does not wait.
                    // (`clock: .continuous` names the clock it would wait on: nothing to evaluate.)
                    for argument in arguments where argument.label != "clock" { _ = try eval(argument.value, env) }
                    return .null
                case ("MainActor", "run"):
                    guard let closure = taskClosure(arguments, trailing, env) else { throw error("'MainActor.run' needs a closure", range) }
                    return try callClosure(closure, [], at: range)
                default:
                    return nil
                }
            }
            // `group.addTask { … }`, `task.cancel()`: only on a name bound to a group or a task.
            guard case .identifier(let variable) = base.kind, Checker.taskMethods.contains(name) || Checker.groupSequenceMethods.contains(name),
                  case .object(let object)? = env.lookup(variable),
                  object.type == Interpreter.taskGroupType || object.type == "Task" else { return nil }
            if object.type == Interpreter.taskGroupType, Checker.groupSequenceMethods.contains(name) {
                // `group.reduce(into: …) { … }`: the results not yet read, read now (the group is left empty), as an array's.
                guard case .array(let results)? = object["results"] else { return nil }
                try update(base, env) { group in
                    guard case .object(var object) = group else { return }
                    object["results"] = .array([])
                    group = .object(object)
                }
                return try callMethod(.array(results), name, try evalArguments(arguments, trailing, env), at: range, nameRange: nameRange)
            }
            switch name {
            case "addTask", "addTaskUnlessCancelled":
                guard let closure = taskClosure(arguments, trailing, env) else { throw error("'addTask' needs a closure", range) }
                let result = try callClosure(closure, [], at: range)
                try update(base, env) { group in
                    guard case .object(var object) = group, case .array(var results)? = object["results"] else { return }
                    results.append(result)
                    object["results"] = .array(results)
                    group = .object(object)
                }
                return name == "addTaskUnlessCancelled" ? .bool(true) : .null
            case "next":
                guard case .array(let results)? = object["results"], let first = results.first else { return .null }
                try update(base, env) { group in
                    guard case .object(var object) = group else { return }
                    object["results"] = .array(Array(results.dropFirst()))
                    group = .object(object)
                }
                return first
            case "waitForAll", "cancelAll", "cancel":
                return .null
            default:
                throw error("\(object.type) has no method '\(name)'", range)
            }
        default:
            return nil
        }
    }

    /// `Task { … }`, `Task(priority: .high) { … }`: runs at once; an error it throws stays in the task, as in Swift.
    private func runTask(_ arguments: [Argument], _ trailing: [TrailingClosure], _ env: Environment, at range: SourceRange) throws -> Value {
        guard let closure = taskClosure(arguments, trailing, env) else { throw error("a Task needs a closure, as in Task { … }", range) }
        if !evaluatingGlobals.isEmpty {
            // Started by a global's initializer: it runs when the global has its value (`Interpreter.deferredTasks`).
            let id = deferredTaskCount
            deferredTaskCount += 1
            deferredTasks.append((id, closure, range))
            return .object(ObjectValue(type: "Task", fields: [("deferred", .int(id)), ("isCancelled", .bool(false))]))
        }
        let (result, outcome) = try taskOutcome(closure, at: range)
        return .object(ObjectValue(type: "Task", fields: [("value", result), ("result", outcome), ("isCancelled", .bool(false))]))
    }

    /// Runs the tasks globals' initializers started, in the order started (and any they start).
    func runDeferredTasks() throws {
        while !deferredTasks.isEmpty {
            let (id, closure, range) = deferredTasks.removeFirst()
            deferredTaskResults[id] = try taskOutcome(closure, at: range)
        }
    }

    /// `task.value`, `task.result` of a task a global's initializer started: run now if it has not run yet.
    func deferredTaskMember(_ id: Int, _ name: String, at range: SourceRange) throws -> Value? {
        guard name == "value" || name == "result" else { return nil }
        if deferredTaskResults[id] == nil, let index = deferredTasks.firstIndex(where: { $0.id == id }) {
            let (_, closure, taskRange) = deferredTasks.remove(at: index)
            deferredTaskResults[id] = try taskOutcome(closure, at: taskRange)
        }
        guard let outcome = deferredTaskResults[id] else { return nil }
        return name == "value" ? outcome.value : outcome.result
    }

    /// A task's closure run to its end: its value, and Swift's `Result` of it (an error it throws stays in the task).
    private func taskOutcome(_ closure: ClosureValue, at range: SourceRange) throws -> (value: Value, result: Value) {
        var result = Value.null
        var outcome: Value
        do {
            result = try callClosure(closure, [], at: range)
            outcome = .member(name: "success", arguments: [result])
        } catch let failure as RuntimeError where failure.isCatchable {
            result = failure.thrown ?? .error(failure.message)
            outcome = .member(name: "failure", arguments: [result])
        }
        // `await task.result`: Swift's `Result` of the task, `.success(value)` or `.failure(error)`.
        return (result, outcome)
    }

    private func taskClosure(_ arguments: [Argument], _ trailing: [TrailingClosure], _ env: Environment) -> ClosureValue? {
        if let last = trailing.last { return ClosureValue(closure: last.closure, environment: env) }
        for argument in arguments.reversed() {
            if case .closure(let closure) = argument.value.kind { return ClosureValue(closure: closure, environment: env) }
        }
        return nil
    }
}

extension Interpreter {
    /// Whether the program's `extension DispatchQueue` has a method `name` that takes these arguments' labels.
    func dispatchExtensionMatches(_ name: String, _ arguments: [Argument], _ trailing: [TrailingClosure]) -> Bool {
        program.symbols.builtinExtensionFunctions(name, of: DispatchQueues.queueType, isStatic: false).contains {
            Checker.labelsMatch($0.parameters, Checker.labelsWithTrailing($0.parameters, arguments.map(\.label), trailing: trailing.map(\.label)))
        }
    }
}
