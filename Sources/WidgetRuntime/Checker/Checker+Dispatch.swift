import WidgetLanguage

/// Work given to a dispatch queue as widget code writes it: `DispatchQueue.main.async { … }`,
/// `DispatchQueue.global(qos: .background).async { … }`, `queue.asyncAfter(deadline: .now() + 1) { … }`,
/// `queue.sync { … }`, `queue.async(execute: workItem)`. The work runs at once, in order (Builtins/DispatchQueues.swift); a deadline
/// is the widget's clock, which does not wait, so it is not evaluated.
extension Checker {
    static let dispatchMethods: Set<String> = ["async", "asyncAfter", "sync", "asyncAndWait"]

    /// Whether `base` is a dispatch queue as written: `DispatchQueue.main`, `DispatchQueue.global(…)`,
    /// `DispatchQueue(label:)`, or a name that `isQueue` says holds one.
    static func isDispatchQueue(_ base: Expr, isQueue: (String) -> Bool) -> Bool {
        switch base.kind {
        case .member(let owner, let name, _):
            if case .identifier(DispatchQueues.queueType) = owner.kind { return name == "main" }
            return false
        case .call(let callee, _, _):
            if case .identifier(DispatchQueues.queueType) = callee.kind { return true }
            if case .member(let owner, "global", _) = callee.kind, case .identifier(DispatchQueues.queueType) = owner.kind { return true }
            return false
        case .identifier(let name):
            return isQueue(name)
        default:
            return false
        }
    }

    /// Whether the receiver is a queue by its type (`queue.async { … }` of a `private let queue = DispatchQueue(label:)`
    /// property, `self.queue`): recorded by the method's place, for the interpreter (`Symbols.dispatchCalls`).
    func holdsDispatchQueue(_ base: Expr, in scope: Scope) -> Bool {
        let count = diagnostics.count
        let type = infer(base, in: scope)
        diagnostics.removeLast(diagnostics.count - count)
        guard type == .named(DispatchQueues.queueType) else { return false }
        symbols.dispatchCalls.insert(base.range.end.offset)
        return true
    }

    /// The type of `queue.async { … }` and its kin: nothing, or for `sync` what the work gives.
    func dispatchCallType(base: Expr, name: String, nameRange: SourceRange, arguments: [Argument], trailing: [TrailingClosure],
                          in scope: Scope) -> SemanticType {
        infer(base, in: scope)
        var result: SemanticType = .void
        var works = 0
        var deadlines = 0
        for argument in arguments {
            switch (argument.label, argument.value.kind) {
            case ("deadline", _), ("wallDeadline", _):
                // `.now() + 1`: a DispatchTime (a DispatchWallTime for wallDeadline:).
                let time = SemanticType.named(argument.label == "deadline" ? "DispatchTime" : "DispatchWallTime")
                let given = infer(argument.value, in: scope, expected: time)
                if !given.isAssignable(to: time) {
                    error("cannot use a value of type \(given) as the \(argument.label ?? "deadline") of '\(name)'; it is a \(time), as in .now() + 1",
                          at: argument.value.range)
                }
                deadlines += 1
            case ("execute", .closure(let closure)):
                result = inferClosure(closure, in: scope, parameterTypes: [])
                works += 1
            case ("execute", _):
                // `execute: item`: a `DispatchWorkItem` (run unless cancelled), or a closure held in a name.
                let type = infer(argument.value, in: scope)
                if type.isUnknown || type == .closure || type == .named(DispatchQueues.workItemType) {
                    works += 1
                } else {
                    error("cannot use a value of type \(type) as the work of '\(name)'; it takes a closure or a DispatchWorkItem", at: argument.value.range)
                }
            case ("qos", _), ("flags", _), ("group", _):
                // (Read, not used: the work runs at once whatever its group or quality of service.)
                infer(argument.value, in: scope)
            default:
                error("unexpected argument\(argument.label.map { " '\($0):'" } ?? ""); '\(name)' takes the work as a closure\(name == "asyncAfter" ? " after deadline:" : "")",
                      at: argument.labelRange ?? argument.value.range)
            }
        }
        for closure in trailing {
            result = inferClosure(closure.closure, in: scope, parameterTypes: [])
            works += 1
        }
        if works != 1 { error("'\(name)' takes the work as one closure, as in DispatchQueue.main.\(name)\(name == "asyncAfter" ? "(deadline: .now() + 1)" : "") { … }", at: nameRange) }
        if name == "asyncAfter", deadlines != 1 { error("'asyncAfter' needs deadline:, as in asyncAfter(deadline: .now() + 1) { … }", at: nameRange) }
        return name == "sync" || name == "asyncAndWait" ? result : .void
    }
}
