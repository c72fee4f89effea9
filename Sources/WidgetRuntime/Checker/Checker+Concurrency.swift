import WidgetLanguage

/// Swift concurrency as widget code writes it, run in order: `Task { … }`,
/// `Task.detached { … }`, `Task.sleep(…)`, `MainActor.run { … }`,
/// `withTaskGroup(of:) { group in … }` and `group.addTask { … }`.
extension Checker {
    static let taskGroupType = SemanticType.named("TaskGroup")
    static let taskType = SemanticType.named("Task")
    static let concurrencyFunctions: Set<String> = Set(["Task", "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup",
                                                        "withThrowingDiscardingTaskGroup"]).union(SwiftContinuations.functions)
    static let taskMethods: Set<String> = ["addTask", "addTaskUnlessCancelled", "next", "waitForAll", "cancelAll", "cancel"]
    /// The methods of `AsyncSequence` a task group has, which read the results of its tasks not yet read.
    static let groupSequenceMethods: Set<String> = ["reduce", "map", "compactMap", "flatMap", "filter", "contains", "first", "allSatisfy",
                                                    "min", "max", "prefix", "dropFirst"]

    /// `Task<Void, Never> { … }`: a task made with its type arguments written is a task.
    static func concurrencyName(_ written: String) -> String {
        GenericName.base(written) == "Task" ? "Task" : written
    }

    /// The type of a concurrency call, or nil when the call is not one.
    func concurrencyCallType(callee: Expr, arguments: [Argument], trailing: [TrailingClosure], in scope: Scope, call: Expr? = nil) -> SemanticType? {
        switch callee.kind {
        case .identifier(let written):
            let name = Checker.concurrencyName(written)
            guard Checker.concurrencyFunctions.contains(name), scope.lookup(name) == nil, symbols.types[name] == nil,
                  symbols.callables[name] == nil else { return nil }
            switch name {
            case "Task":
                checkTaskArguments(arguments, in: scope, allowed: ["priority"], at: callee.range)
                taskClosures(arguments, trailing, in: scope, parameterTypes: [], at: callee.range)
                return Checker.taskType
            case "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup":
                // `of: T.self` and `returning: R.self` name types only: not checked as values.
                checkTaskArguments(arguments, in: scope, allowed: ["of", "returning", "body"], at: callee.range)
                return taskClosures(arguments, trailing, in: scope, parameterTypes: [Checker.taskGroupType], at: callee.range)
            case _ where SwiftContinuations.functions.contains(name):
                // `isolation: #isolation` and `function: #function` say where the call is; the value is what `resume` is given.
                checkTaskArguments(arguments, in: scope, allowed: ["isolation", "function", "body", "of", "returning"], at: callee.range)
                taskClosures(arguments, trailing, in: scope, parameterTypes: [.named(SwiftContinuations.typeName)], at: callee.range)
                return .unknown
            default:
                return nil
            }
        case .member(let base, let name, let nameRange):
            if case .identifier(let typeName) = base.kind, typeName == "Task" || typeName == "MainActor",
               scope.lookup(typeName) == nil, symbols.types[typeName] == nil {
                switch (typeName, name) {
                case ("Task", "detached"):
                    checkTaskArguments(arguments, in: scope, allowed: ["priority"], at: nameRange)
                    taskClosures(arguments, trailing, in: scope, parameterTypes: [], at: nameRange)
                    return Checker.taskType
                case ("Task", "sleep"):
                    checkTaskArguments(arguments, in: scope, allowed: ["nanoseconds", "for", "seconds", "milliseconds", "until", "tolerance", "clock"], at: nameRange)
                    return .void
                case ("Task", "checkCancellation"), ("Task", "yield"):
                    return .void
                case ("MainActor", "run"):
                    return taskClosures(arguments, trailing, in: scope, parameterTypes: [], at: nameRange)
                default:
                    return nil
                }
            }
            guard case .identifier(let variable) = base.kind, let baseType = scope.lookup(variable)?.type,
                  baseType == Checker.taskGroupType || baseType == Checker.taskType else { return nil }
            switch (baseType, name) {
            case (Checker.taskGroupType, "addTask"), (Checker.taskGroupType, "addTaskUnlessCancelled"):
                checkTaskArguments(arguments, in: scope, allowed: ["priority", "operation"], at: nameRange)
                taskClosures(arguments, trailing, in: scope, parameterTypes: [], at: nameRange)
                return .void
            case (Checker.taskGroupType, "waitForAll"), (Checker.taskGroupType, "cancelAll"), (Checker.taskType, "cancel"):
                return .void
            case (Checker.taskGroupType, "next"):
                return .optional(.unknown)
            case (Checker.taskGroupType, _) where Checker.groupSequenceMethods.contains(name):
                // `await group.reduce(into: Walk()) { walk, part in … }`: a group is an async sequence of its tasks' results.
                let call = call ?? Expr(.call(callee: callee, arguments: arguments, trailingClosures: trailing), callee.range)
                return methodCall(on: .array(.unknown), base: base, name: name, nameRange: nameRange, call: call, arguments: arguments,
                                  trailing: trailing, in: scope, expected: nil)
            case (Checker.taskGroupType, _), (Checker.taskType, _):
                error("\(baseType) has no method '\(name)'; available: \(baseType == Checker.taskType ? "cancel(), value" : "addTask, next, waitForAll, cancelAll, and the methods of an async sequence (reduce, map, filter, contains, …)")", at: nameRange)
                return .unknown
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Checks the closures of a task (trailing or `operation:`/`body:`) and gives the last one's result.
    @discardableResult
    private func taskClosures(_ arguments: [Argument], _ trailing: [TrailingClosure], in scope: Scope,
                              parameterTypes: [SemanticType], at range: SourceRange) -> SemanticType {
        let hasClosure = !trailing.isEmpty || arguments.contains { if case .closure = $0.value.kind { return true } else { return false } }
        if !hasClosure { error("this call needs a closure, as in Task { … }", at: range) }
        var result: SemanticType = .unknown
        for argument in arguments {
            if case .closure(let closure) = argument.value.kind {
                result = inferClosure(closure, in: scope, parameterTypes: parameterTypes)
            }
        }
        for closure in trailing { result = inferClosure(closure.closure, in: scope, parameterTypes: parameterTypes) }
        return result
    }

    private func checkTaskArguments(_ arguments: [Argument], in scope: Scope, allowed: Set<String>, at range: SourceRange) {
        for argument in arguments {
            guard let label = argument.label, allowed.contains(label) else {
                error("unexpected argument\(argument.label.map { " '\($0):'" } ?? ""); this call takes \(allowed.sorted().map { "\($0):" }.joined(separator: ", "))",
                      at: argument.labelRange ?? argument.value.range)
                continue
            }
            if label == "of" || label == "returning" || label == "priority" { continue }
            if case .closure = argument.value.kind { continue }
            infer(argument.value, in: scope)
        }
    }
}
