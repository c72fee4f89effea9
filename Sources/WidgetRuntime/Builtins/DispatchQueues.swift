import WidgetLanguage

/// Grand Central Dispatch as widget code uses it: `DispatchQueue.main`, `DispatchQueue.global(qos:)`,
/// `DispatchQueue(label:)`, `DispatchGroup` (`enter`, `leave`, `wait`, `notify`), `DispatchWorkItem` and
/// `DispatchSemaphore`. Widgetry runs a
/// widget's code in order on one thread, so work given to a queue runs at once, where it is given
/// (`async`, `asyncAfter` and `sync` are read where they are written: Checker+Dispatch, Interpreter+Dispatch),
/// and a group's `notify` runs its closure at once: the work it waits for has run by then.
enum DispatchQueues {
    static let queueType = "DispatchQueue"
    static let groupType = "DispatchGroup"

    static func queue(_ label: String) -> Value {
        Interpreter.foundationObject(queueType, [("label", .string(label))])
    }

    static func register(in registry: inout BuiltinRegistry) {
        let queues = BuiltinType(queueType, instance: .named(queueType)) { _ in queue("com.apple.main-thread") }
        queues.sampleSource = "DispatchQueue.main"
        queues.add(.init("main", .staticProperty, result: .named(queueType), note: "work given to it runs at once") { _, _, _, _ in
            queue("com.apple.main-thread")
        })
        queues.add(.init("global", .staticMethod, ["", "qos:Any"], result: .named(queueType), note: "work given to it runs at once, in order") { _, _, _, _ in
            queue("com.apple.root.default-qos")
        })
        queues.add(.init(queueType, .initializer, ["label:String", "label:String qos?:Any attributes?:Any autoreleaseFrequency?:Any target?:Any"],
                        result: .named(queueType), note: "a serial or concurrent queue: work given to it runs at once") { i, _, args, r in
            queue(try i.string(args.value("label"), r))
        })
        queues.add(.init("label", .property, result: .string) { _, v, _, _ in Interpreter.field(v, "label") })
        // `async(group: nil, qos: qos, …)` in an extension: the queue's quality of service, which orders nothing here.
        queues.add(.init("qos", .property, result: .unknown, note: "the default quality of service: work runs at once, in order") { _, _, _, _ in
            .member(name: "default", arguments: [])
        })
        registry.register(type: queues)

        let group = BuiltinType(groupType, instance: .named(groupType)) { _ in .instance(ClassInstance(type: groupType, fields: [])) }
        group.sampleSource = "DispatchGroup()"
        group.add(.init(groupType, .initializer, [""], result: .named(groupType)) { _, _, _, _ in
            .instance(ClassInstance(type: groupType, fields: []))
        })
        for name in ["enter", "leave"] {
            group.add(.init(name, .method, [""], result: .void, note: "the work it counts has run when it is called") { _, _, _, _ in .null })
        }
        group.add(.init("wait", .method, ["", "timeout:DispatchTime", "wallTimeout:DispatchWallTime"], result: .unknown, note: "returns at once: the work has run") { _, _, _, _ in
            .member(name: "success", arguments: [])
        })
        group.add(.init("notify", .method, ["queue:Any execute:Closure", "queue:Any {}", "qos:Any flags:Any queue:Any execute:Closure"], result: .void,
                        note: "runs the closure at once: the work it waits for has run") { i, _, args, r in
            guard let work = args.first(where: { $0.label == "execute" || $0.label == "{}" }), case .closure(let closure) = work.value else {
                throw i.error("'notify' needs the work as a closure, as in group.notify(queue: .main) { … }", r)
            }
            return try i.callClosure(closure, [], at: r)
        })
        registry.register(type: group)
        registry.register(type: workItem())
        registry.register(type: semaphore())
        for name in ["DispatchTime", "DispatchWallTime"] { registry.register(type: time(name)) }
        registry.register(type: timeInterval())
    }

    /// `DispatchTime.now() + 1`, `.now() + .seconds(2)`, `.distantFuture`: a moment, the deadline of `asyncAfter` and
    /// the timeout of `wait(timeout:)`; here the render's clock's time (a `Date`), so it adds, subtracts and compares so.
    static func time(_ name: String) -> BuiltinType {
        let type = SemanticType.named(name)
        let time = BuiltinType(name, instance: type) { i in .date(i.now) }
        time.sampleSource = "\(name).now()"
        time.add(.init("now", .staticMethod, [""], result: type, note: "the render's now") { i, _, _, _ in .date(i.now) })
        time.add(.init("distantFuture", .staticProperty, result: type, note: "never: a wait until it is a wait without a timeout") { _, _, _, _ in
            .date(.distantFuture)
        })
        return time
    }

    /// `.seconds(2)`, `.milliseconds(500)`: a length of time added to a `DispatchTime`.
    static func timeInterval() -> BuiltinType {
        let type = SemanticType.named("DispatchTimeInterval")
        let interval = BuiltinType("DispatchTimeInterval", instance: type) { _ in .duration(1) }
        interval.sampleSource = "DispatchTimeInterval.seconds(1)"
        for (name, scale) in [("seconds", 1.0), ("milliseconds", 1e-3), ("microseconds", 1e-6), ("nanoseconds", 1e-9)] {
            interval.add(.init(name, .staticMethod, ["_:Int"], result: type) { i, _, args, r in
                .duration(Double(try i.int(args.first?.value, r)) * scale)
            })
        }
        interval.add(.init("never", .staticProperty, result: type) { _, _, _, _ in .duration(.infinity) })
        return interval
    }

    static let semaphoreType = "DispatchSemaphore"

    /// `DispatchSemaphore(value: 0)`: a count that `signal()` raises and `wait()` lowers. Work given to a queue has
    /// run by the time `wait()` is reached (`task.resume()` then `semaphore.wait()`: the task's handler signalled
    /// already), so a wait with the count at 0 would wait for ever: an error, or `.timedOut` with `wait(timeout:)`.
    static func semaphore() -> BuiltinType {
        let type = SemanticType.named(semaphoreType)
        let make: @Sendable (Int) -> Value = { .instance(ClassInstance(type: semaphoreType, fields: [("count", .int($0))])) }
        let semaphore = BuiltinType(semaphoreType, instance: type) { _ in make(1) }
        semaphore.sampleSource = "DispatchSemaphore(value: 1)"
        semaphore.add(.init(semaphoreType, .initializer, ["value:Int"], result: type) { i, _, args, r in
            let value = try i.int(args.value("value"), r)
            guard value >= 0 else { throw i.error("DispatchSemaphore(value:) takes a count of 0 or more, not \(value)", r) }
            return make(value)
        })
        semaphore.add(.init("signal", .method, [""], result: .int, note: "raises the count; no thread is waiting, so it gives 0") { _, v, _, _ in
            if let (state, value) = semaphoreCount(v) { setSemaphoreCount(state, value &+ 1) }
            return .int(0)
        })
        semaphore.add(.init("wait", .method, ["", "timeout:DispatchTime", "wallTimeout:DispatchWallTime"], result: .unknown,
                            note: "lowers the count; at 0 nothing can signal any more: .timedOut with a timeout, else an error") { i, v, args, r in
            guard let (state, value) = semaphoreCount(v) else { return .member(name: "success", arguments: []) }
            if value > 0 {
                setSemaphoreCount(state, value - 1)
                return .member(name: "success", arguments: [])
            }
            if case .date(let deadline)? = args.first?.value, deadline != .distantFuture { return .member(name: "timedOut", arguments: []) }
            throw i.error("this wait() would wait for ever: no signal() came before it, and Widgetry runs the work given to queues "
                            + "(and URLSession's handlers) at once, in order, so none can come after it", r)
        })
        return semaphore
    }

    static func semaphoreCount(_ v: Value) -> (ClassInstance, Int)? {
        guard case .instance(let state) = v, let index = state.fields.firstIndex(where: { $0.name == "count" }),
              case .int(let count) = state.fields[index].value else { return nil }
        return (state, count)
    }

    static func setSemaphoreCount(_ state: ClassInstance, _ count: Int) {
        if let index = state.fields.firstIndex(where: { $0.name == "count" }) { state.fields[index].value = .int(count) }
    }

    static let workItemType = "DispatchWorkItem"

    /// `DispatchWorkItem { … }`: work kept to be run later, by `perform()` or by a queue it is given to
    /// (`DispatchQueue.main.async(execute: item)`, run at once as any work given to a queue is). A class:
    /// `cancel()` is seen by every holder, and work cancelled before it runs is not run.
    static func workItem() -> BuiltinType {
        let type = SemanticType.named(workItemType)
        let make: @Sendable (Value) -> Value = { block in
            .instance(ClassInstance(type: workItemType, fields: [("block", block), ("isCancelled", .bool(false))]))
        }
        let item = BuiltinType(workItemType, instance: type) { _ in make(.null) }
        item.sampleSource = "DispatchWorkItem { }"
        item.add(.init(workItemType, .initializer, ["{}", "block:Closure", "qos?:Any flags?:Any block:Closure", "qos?:Any flags?:Any {}"], result: type,
                       note: "the work is kept, to run when performed or given to a queue") { i, _, args, r in
            guard let block = args.first(where: { $0.label == "block" || $0.label == "{}" })?.value, case .closure = block else {
                throw i.error("'DispatchWorkItem' takes its work as a closure, as in DispatchWorkItem { … }", r)
            }
            return make(block)
        })
        item.add(.init("perform", .method, [""], result: .void, note: "runs the work now, unless it was cancelled") { i, v, _, r in
            try perform(i, v, at: r)
            return .null
        })
        item.add(.init("cancel", .method, [""], result: .void, note: "the work will not run if it has not yet") { _, v, _, _ in
            if case .instance(let state) = v, let index = state.fields.firstIndex(where: { $0.name == "isCancelled" }) {
                state.fields[index].value = .bool(true)
            }
            return .null
        })
        item.add(.init("isCancelled", .property, result: .bool) { _, v, _, _ in
            guard case .instance(let state) = v else { return .bool(false) }
            return state["isCancelled"] ?? .bool(false)
        })
        return item
    }

    /// Runs a work item's closure, unless it was cancelled (as Dispatch does not run cancelled work).
    static func perform(_ i: Interpreter, _ item: Value, at range: SourceRange) throws {
        guard case .instance(let state) = item, state.type == workItemType else { return }
        if case .bool(true)? = state["isCancelled"] { return }
        guard case .closure(let block)? = state["block"] else { return }
        _ = try i.callClosure(block, [], at: range)
    }
}
