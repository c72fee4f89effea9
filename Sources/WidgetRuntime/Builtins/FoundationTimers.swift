/// Foundation's `Timer`, which app code shared with a widget starts to refresh a view or poll
/// (`Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in … }`,
/// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` with `.onReceive`): a widget's
/// view is a still frame that its timeline, not a run loop, brings up to date, so a timer is made
/// and never fires on its own; `fire()` runs its block once, as Foundation's does.
enum FoundationTimers {
    static let typeName = "Timer"
    static let publisherName = "Timer.TimerPublisher"
    static let never = "never fires: a widget's view is a still frame, brought up to date by its timeline"

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(typeName)
        let timer = BuiltinType(typeName, instance: type) { _ in made(nil, interval: 0) }
        timer.sampleSource = "Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in }"
        timer.add(.init("scheduledTimer", .staticMethod, ["withTimeInterval:Double repeats:Bool {}", "withTimeInterval:Double repeats:Bool block:Closure",
                                                          "timeInterval:Double target:Any selector:Any userInfo:Any repeats:Bool"],
                        result: type, note: never) { i, _, args, r in
            made(args.value("block") ?? args.value("{}"), interval: try i.number(args.value("withTimeInterval") ?? args.value("timeInterval"), "the interval", r))
        })
        timer.add(.init(typeName, .initializer, ["timeInterval:Double repeats:Bool {}", "timeInterval:Double repeats:Bool block:Closure",
                                                 "fire:Date interval:Double repeats:Bool {}", "fire:Date interval:Double repeats:Bool block:Closure"],
                        result: type, note: never) { i, _, args, r in
            made(args.value("block") ?? args.value("{}"), interval: try i.number(args.value("timeInterval") ?? args.value("interval"), "the interval", r))
        })
        timer.add(.init("invalidate", .method, [""], result: .void, note: "nothing to stop: the timer never fires") { _, _, _, _ in .null })
        timer.add(.init("fire", .method, [""], result: .void, note: "runs the timer's block once, now") { i, timer, _, r in
            if case .closure(let block) = Interpreter.field(timer, "block") { _ = try i.callClosure(block, [timer], at: r) }
            return .null
        })
        timer.add(.init("isValid", .property, result: .bool, note: "true: a timer is never invalidated by firing") { _, _, _, _ in .bool(true) })
        timer.add(.init("timeInterval", .property, result: .double) { _, timer, _, _ in Interpreter.field(timer, "timeInterval") })
        let publisherType = SemanticType.named(publisherName)
        timer.add(.init("publish", .staticMethod, ["every:Double tolerance?:Double on:Any in:Any options?:Any"], result: publisherType,
                        note: "its values never come: \(never)") { i, _, args, r in
            publisher(try i.number(args.value("every"), "every:", r))
        })
        registry.register(type: timer)

        let publisherTable = BuiltinType(publisherName, instance: publisherType) { _ in publisher(1) }
        publisherTable.sampleSource = "Timer.publish(every: 1, on: .main, in: .common)"
        publisherTable.add(.init("autoconnect", .method, [""], result: publisherType, note: "the same publisher, whose values never come") { _, value, _, _ in value })
        publisherTable.add(.init("connect", .method, [""], result: .unknown, note: "nothing to connect: the values never come") { _, _, _, _ in .null })
        registry.register(type: publisherTable)
    }

    private static func made(_ block: Value?, interval: Double) -> Value {
        Interpreter.foundationObject(typeName, [("timeInterval", .double(interval)), ("block", block ?? .null)])
    }

    private static func publisher(_ interval: Double) -> Value {
        Interpreter.foundationObject(publisherName, [("interval", .double(interval))])
    }
}
