import Foundation
import WidgetLanguage

/// Combine's publishers as widget code and the app code it shares use them: `Just`, `Fail`, `Empty`, `Future`,
/// `PassthroughSubject`, `CurrentValueSubject`, `AnyPublisher`, `NotificationCenter.publisher(for:)`,
/// `URLSession.dataTaskPublisher(for:)` (its request made when a subscriber comes), subscribed with
/// `sink` and kept by an `AnyCancellable` (`store(in: &cancellables)`), through `map`, `compactMap`, `filter`,
/// `tryMap`, `decode(type:decoder:)`, `removeDuplicates`, `replaceError(with:)`, `first()`, `dropFirst`, `prefix`, `handleEvents(receiveOutput:)`
/// and the operators that change only where or when values arrive (`receive(on:)`, `subscribe(on:)`, `debounce`,
/// `throttle`, `delay`, `share`, `eraseToAnyPublisher`), which deliver at once. An `ObservableObject` class has a stored
/// `objectWillChange` (`SwiftLowering` gives it one unless it declares its own), sent before each of its `@Published`
/// properties changes, and `$name` of such a property is the property's publisher.
///
/// A widget's code runs in order on one thread, so values are delivered synchronously: where they are sent, to the
/// subscribers there are then (a `Future`'s closure runs when the future is made, its result kept for each later
/// subscriber; a `CurrentValueSubject` gives its value to each new subscriber). A notification's or a timer's
/// publisher sends nothing while a widget is drawn.
enum CombinePublishers {
    static let cancellableType = "AnyCancellable"
    static let promiseType = "Future.Promise"
    static let subscriptionType = "Combine.Subscription"
    /// Every publisher but a subject is an `AnyPublisher` to the checker and at run time, whatever made it (its `kind`:
    /// `Just`, `Future`, an operator): one table of operators and `sink`. A subject has its own, with `send` besides.
    static let anyPublisher = "AnyPublisher"
    static let makers = ["Just", "Fail", "Empty", "Future"]
    static let subjects = ["PassthroughSubject", "CurrentValueSubject", "ObservableObjectPublisher"]
    /// Operators whose values go through unchanged (where or when they arrive is all they change).
    static let passing: [(String, [String])] = [
        ("receive", ["on:Any options?:Any"]), ("subscribe", ["on:Any options?:Any"]), ("eraseToAnyPublisher", [""]), ("share", [""]),
        ("debounce", ["for:Any scheduler:Any options?:Any"]), ("throttle", ["for:Any scheduler:Any latest:Bool"]),
        ("delay", ["for:Any scheduler:Any options?:Any"]), ("setFailureType", ["to:Any"]), ("assertNoFailure", ["", "_:String"]),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: cancellable())
        let any = BuiltinType(anyPublisher, instance: .named(anyPublisher)) { _ in source("Just", [("value", .int(1))]) }
        any.sampleSource = "Just(1).eraseToAnyPublisher()"
        addOperators(to: any)
        registry.register(type: any)
        for name in makers { registry.register(type: publisher(name), byInstance: false) }
        for name in subjects { registry.register(type: publisher(name)) }
    }

    // MARK: Types

    static func cancellable() -> BuiltinType {
        let type = SemanticType.named(cancellableType)
        let make: @Sendable (Value) -> Value = { action in
            .instance(ClassInstance(type: cancellableType, fields: [("action", action), ("cancelled", .bool(false))]))
        }
        let table = BuiltinType(cancellableType, instance: type) { _ in make(.null) }
        table.sampleSource = "AnyCancellable({})"
        table.add(.init(cancellableType, .initializer, ["_:Closure", "{}"], result: type) { _, _, args, _ in make(args.first?.value ?? .null) })
        table.add(.init("cancel", .method, [""], result: .void, note: "the subscription gets no more values") { i, v, _, r in
            try cancel(i, v, at: r)
            return .null
        })
        // `store(in: &cancellables)`: the set (or array) with this one added, given back through `&`.
        table.add(.init("store", .method, ["in:Any"], result: .void, note: "adds it to the set or array given with &") { i, v, args, _ in
            var kept: [Value] = []
            if case .array(let items)? = args.value("in") { kept = items }
            i.inoutResults = ["in": .array(kept + [v])]
            return .null
        })
        return table
    }

    static func publisher(_ name: String) -> BuiltinType {
        let type = SemanticType.named(subjects.contains(name) ? name : anyPublisher)
        let table = BuiltinType(name, instance: type) { _ in source(name, name == "Just" ? [("value", .int(1))] : [("subscriptions", .array([]))]) }
        table.sampleSource = subjects.contains(name) ? "\(name)<Int, Never>(\(name == "CurrentValueSubject" ? "1" : ""))" : "Just(1)"
        switch name {
        case "Just":
            table.add(.init(name, .initializer, ["_:Any"], result: type, note: "sends its value to each subscriber, then finishes") { _, _, args, _ in
                source(name, [("value", args.first?.value ?? .null)])
            })
        case "Fail":
            table.add(.init(name, .initializer, ["error:Any", "outputType:Any failure:Any"], result: type, note: "finishes with the error at once") { _, _, args, _ in
                source(name, [("error", args.value("error") ?? args.value("failure") ?? .null)])
            })
        case "Empty":
            table.add(.init(name, .initializer, ["", "completeImmediately:Bool", "completeImmediately:Bool outputType:Any failureType:Any"], result: type,
                            note: "finishes at once (unless completeImmediately is false), sending nothing") { _, _, args, _ in
                source(name, [("completes", args.value("completeImmediately") ?? .bool(true))])
            })
        case "Future":
            table.add(.init(name, .initializer, ["_:Closure", "{}"], result: type,
                            note: "runs its closure when made; the result it promises goes to each subscriber, now or later") { i, _, args, r in
                let future = source(name, [("result", .null), ("subscriptions", .array([]))])
                if let work = args.first?.value {
                    let promise = Interpreter.foundationObject(promiseType, [("future", future)])
                    _ = try call(i, work, [promise], at: r)
                }
                return future
            })
        case "ObservableObjectPublisher":
            // An `ObservableObject`'s `objectWillChange`: sent (with nothing) before each `@Published` property changes.
            table.add(.init(name, .initializer, [""], result: type) { _, _, _, _ in source(name, [("subscriptions", .array([])), ("completion", .null)]) })
            table.add(.init("send", .method, [""], result: .void, note: "delivers at once to the subscribers there are") { i, v, _, r in
                try send(i, v, .tuple(TupleValue(labels: [], elements: [])), at: r)
                return .null
            })
        case "PassthroughSubject", "CurrentValueSubject":
            let current = name == "CurrentValueSubject"
            table.add(.init(name, .initializer, current ? ["_:Any"] : [""], result: type,
                            note: current ? "gives its value to each new subscriber, and each value sent to them all"
                                : "sends each value sent to the subscribers it has then") { _, _, args, _ in
                source(name, [("value", current ? args.first?.value ?? .null : .null), ("subscriptions", .array([])), ("completion", .null)])
            })
            table.add(.init("send", .method, ["_:Any", "", "completion:Any"], result: .void,
                            note: "delivers at once to the subscribers there are") { i, v, args, r in
                if let completion = args.value("completion") {
                    try finish(i, v, completion, at: r)
                } else {
                    try send(i, v, args.first?.value ?? .null, at: r)
                }
                return .null
            })
            if current {
                table.add(.init("value", .property, result: .unknown, note: "the value last sent; setting it sends it") { _, v, _, _ in Interpreter.field(v, "value") })
            }
        default:
            break
        }
        if subjects.contains(name) { addOperators(to: table) }
        return table
    }

    static func addOperators(to table: BuiltinType) {
        let any = SemanticType.named(anyPublisher)
        // (`sink { completion in … } receiveValue: { value in … }`: the first trailing closure is the completion's.)
        table.add(.init("sink", .method, ["receiveValue:Closure", "{}", "receiveCompletion:Closure receiveValue:Closure", "receiveCompletion:Closure {}",
                                          "{} receiveValue{}"],
                        result: .named(cancellableType), note: "values arrive at once, where they are sent") { i, v, args, r in
            let labelledValue = args.value("receiveValue")
            let completion = args.value("receiveCompletion") ?? (labelledValue != nil ? args.value("{}") : nil)
            return try subscribe(i, v, value: labelledValue ?? args.value("{}") ?? .null, completion: completion ?? .null, at: r)
        })
        for (name, labels) in passing {
            table.add(.init(name, .method, labels, result: any, note: "delivers at once") { _, v, _, _ in v })
        }
        // (`.print()` writes each event to the console: debugging output, which a widget's render does not show.)
        table.add(.init("print", .method, ["", "_:String", "_:String to:Any"], result: any,
                        note: "passes each value on; the events are not logged") { _, v, _, _ in v })
        for name in ["map", "compactMap", "filter", "tryMap", "tryFilter", "tryCompactMap"] {
            table.add(.init(name, .method, ["_:Closure", "{}"], result: any) { _, v, args, _ in
                derived(v, name, args.first?.value ?? .null)
            })
        }
        table.add(.init("removeDuplicates", .method, ["", "by:Closure"], result: any) { _, v, args, _ in derived(v, "removeDuplicates", args.value("by") ?? .null) })
        table.add(.init("decode", .method, ["type:Any decoder:Any"], result: any, note: "each value decoded by the decoder; a failure to decode fails") { _, v, args, _ in
            derived(v, "decode", .tuple(TupleValue(labels: [nil, nil], elements: [args.value("type") ?? .null, args.value("decoder") ?? .null])))
        })
        table.add(.init("replaceError", .method, ["with:Any"], result: any) { _, v, args, _ in derived(v, "replaceError", args.value("with") ?? .null) })
        table.add(.init("replaceNil", .method, ["with:Any"], result: any) { _, v, args, _ in derived(v, "replaceNil", args.value("with") ?? .null) })
        table.add(.init("mapError", .method, ["_:Closure", "{}"], result: any, note: "the failure given to the closure; its result is the failure") { _, v, args, _ in
            derived(v, "mapError", args.first?.value ?? .null)
        })
        table.add(.init("first", .method, ["", "where:Closure"], result: any) { _, v, args, _ in derived(v, "first", args.value("where") ?? .null) })
        table.add(.init("dropFirst", .method, ["", "_:Int"], result: any) { _, v, args, _ in derived(v, "dropFirst", args.first?.value ?? .int(1)) })
        table.add(.init("prefix", .method, ["_:Int"], result: any) { _, v, args, _ in derived(v, "prefix", args.first?.value ?? .int(0)) })
        table.add(.init("handleEvents", .method, ["receiveSubscription?:Closure receiveOutput?:Closure receiveCompletion?:Closure receiveCancel?:Closure receiveRequest?:Closure"],
                        result: any) { _, v, args, _ in derived(v, "handleEvents", args.value("receiveOutput") ?? .null) })
    }

    // MARK: Values

    /// A publisher at the start of a chain: a subject, or an `AnyPublisher` of the kind that made it.
    static func source(_ kind: String, _ fields: [(String, Value)]) -> Value {
        let type = subjects.contains(kind) ? kind : anyPublisher
        let kept = (type == anyPublisher ? [("kind", Value.string(kind))] : []) + fields
        return .instance(ClassInstance(type: type, fields: kept.map { (name: $0.0, value: $0.1) }))
    }

    /// A publisher that passes its upstream's values through one operator.
    static func derived(_ upstream: Value, _ operation: String, _ argument: Value) -> Value {
        source("operator", [("upstream", upstream), ("operation", .string(operation)), ("argument", argument)])
    }

    static func set(_ instance: ClassInstance, _ name: String, _ value: Value) {
        if let index = instance.fields.firstIndex(where: { $0.name == name }) { instance.fields[index].value = value } else { instance.fields.append((name, value)) }
    }

    static func call(_ i: Interpreter, _ function: Value, _ arguments: [Value], at range: SourceRange) throws -> Value {
        switch function {
        case .closure(let closure): return try i.callClosure(closure, arguments, at: range)
        case .keyPath(let path):
            // `.map(\.data)`: the key path as the function that reads it.
            var value = arguments.first ?? .null
            for component in path {
                if case .tuple(let tuple) = value, let index = tuple.labels.firstIndex(of: component) {
                    value = tuple.elements[index]
                } else {
                    value = try i.member(of: value, component, at: range)
                }
            }
            return value
        case .type, .object: return try i.callValue(function, arguments.map { CallArgument(label: nil, value: $0, range: range) }, at: range)
        default: throw i.error("a publisher's operator, subscriber or Future takes a closure, not \(i.typeName(of: function))", range)
        }
    }

    // MARK: Subscribing

    /// `publisher.sink(…)`: the chain's operators from its source, a subscription that runs them, and its cancellable.
    static func subscribe(_ i: Interpreter, _ publisher: Value, value: Value, completion: Value, at range: SourceRange) throws -> Value {
        var operations: [(String, Value)] = []
        var current = publisher
        while case .instance(let node) = current, node.type == anyPublisher, let upstream = node["upstream"] {
            if case .string(let operation)? = node["operation"] { operations.insert((operation, node["argument"] ?? .null), at: 0) }
            current = upstream
        }
        let subscription = ClassInstance(type: subscriptionType, fields: [
            ("operations", .array(operations.map { .tuple(TupleValue(labels: [nil, nil], elements: [.string($0.0), $0.1])) })),
            ("value", value), ("completion", completion), ("done", .bool(false)), ("seen", .int(0)), ("last", .null), ("hasLast", .bool(false)),
        ])
        let handle = Value.instance(subscription)
        let cancellable = Value.instance(ClassInstance(type: cancellableType, fields: [("action", .null), ("cancelled", .bool(false)), ("subscription", handle)]))
        guard case .instance(let root) = current else { return cancellable }
        var kind = root.type
        if case .string(let made)? = root["kind"] { kind = made }
        switch kind {
        case "Just":
            try deliver(i, handle, root["value"] ?? .null, at: range)
            try complete(i, handle, .member(name: "finished", arguments: []), at: range)
        case "Fail":
            try complete(i, handle, .member(name: "failure", arguments: [root["error"] ?? .null]), at: range)
        case "Empty":
            if !isFalse(root["completes"]) { try complete(i, handle, .member(name: "finished", arguments: []), at: range) }
        case "Future":
            if let result = root["result"], !result.isNull { try resolve(i, handle, result, at: range) } else { keep(root, handle) }
        case "PassthroughSubject", "CurrentValueSubject", "ObservableObjectPublisher":
            if let ended = root["completion"], !ended.isNull {
                try complete(i, handle, ended, at: range)
            } else {
                if root.type == "CurrentValueSubject" { try deliver(i, handle, root["value"] ?? .null, at: range) }
                keep(root, handle)
            }
        case "DataTask":
            // The request, made now: `(data:, response:)`, or the URLError it fails with.
            let target = root["target"] ?? .null
            let isRequest: Bool = { if case .object(let request) = target { request.type == "URLRequest" } else { false } }()
            do {
                let pair = try FoundationNetwork.fetch(i, session: root["session"] ?? .null, url: isRequest ? nil : target,
                                                       request: isRequest ? target : .null, what: "dataTaskPublisher", at: range)
                guard case .tuple(let made) = pair else { break }
                try deliver(i, handle, .tuple(TupleValue(labels: ["data", "response"], elements: made.elements)), at: range)
                try complete(i, handle, .member(name: "finished", arguments: []), at: range)
            } catch let failure as RuntimeError where failure.isCatchable {
                try complete(i, handle, .member(name: "failure", arguments: [failure.thrown ?? .error(failure.message)]), at: range)
            }
        default:
            // A notification's, a timer's or an observable object's publisher: nothing is sent while a widget is drawn.
            break
        }
        return cancellable
    }

    /// The stored publisher an `ObservableObject` is given for its `objectWillChange` (`SwiftLowering`).
    static let willChange = "objectWillChange"

    /// `model.$name`: the publisher of a class's stored property, kept in the instance once made; a new subscriber gets the
    /// value, and each assignment sends the new one (`willSet`). Nil where the instance has no such property.
    static func published(_ instance: ClassInstance, _ property: String) -> Value? {
        guard !property.isEmpty, instance[property] != nil, instance.type != anyPublisher, !subjects.contains(instance.type) else { return nil }
        if let made = instance["$" + property] { return made }
        let publisher = source("CurrentValueSubject", [("value", instance[property] ?? .null), ("subscriptions", .array([])), ("completion", .null)])
        set(instance, "$" + property, publisher)
        return publisher
    }

    /// Before `field` of an `ObservableObject` is set: `objectWillChange` is sent, then the field's publisher, if made, gets the value.
    static func willSet(_ i: Interpreter, _ instance: ClassInstance, _ field: String, _ value: Value, at range: SourceRange) throws {
        if field != willChange, let publisher = instance[willChange], case .instance(let subject) = publisher, subject.type == "ObservableObjectPublisher" {
            try send(i, publisher, .tuple(TupleValue(labels: [], elements: [])), at: range)
        }
        if let publisher = instance["$" + field] { try send(i, publisher, value, at: range) }
    }

    static func keep(_ root: ClassInstance, _ subscription: Value) {
        var kept: [Value] = []
        if case .array(let items)? = root["subscriptions"] { kept = items }
        set(root, "subscriptions", .array(kept + [subscription]))
    }

    static func subscriptions(of subject: Value) -> [Value] {
        guard case .instance(let root) = subject, case .array(let items)? = root["subscriptions"] else { return [] }
        return items
    }

    static func send(_ i: Interpreter, _ subject: Value, _ value: Value, at range: SourceRange) throws {
        guard case .instance(let root) = subject, root["completion"]?.isNull ?? true else { return }
        if root.type == "CurrentValueSubject" { set(root, "value", value) }
        for subscription in subscriptions(of: subject) { try deliver(i, subscription, value, at: range) }
    }

    static func finish(_ i: Interpreter, _ subject: Value, _ completion: Value, at range: SourceRange) throws {
        guard case .instance(let root) = subject, root["completion"]?.isNull ?? true else { return }
        set(root, "completion", completion)
        for subscription in subscriptions(of: subject) { try complete(i, subscription, completion, at: range) }
        set(root, "subscriptions", .array([]))
    }

    /// `promise(.success(value))` or `promise(.failure(error))` in a `Future`'s closure: kept, and given to its subscribers.
    static func fulfil(_ i: Interpreter, _ promise: Value, _ result: Value, at range: SourceRange) throws {
        guard case .instance(let future)? = Interpreter.field(promise, "future").nonNull, future["result"]?.isNull ?? true else { return }
        set(future, "result", result)
        for subscription in subscriptions(of: .instance(future)) { try resolve(i, subscription, result, at: range) }
        set(future, "subscriptions", .array([]))
    }

    static func resolve(_ i: Interpreter, _ subscription: Value, _ result: Value, at range: SourceRange) throws {
        if case .member("failure", let arguments) = result {
            try complete(i, subscription, .member(name: "failure", arguments: arguments), at: range)
            return
        }
        if case .member("success", let arguments) = result { try deliver(i, subscription, arguments.first ?? .null, at: range) }
        try complete(i, subscription, .member(name: "finished", arguments: []), at: range)
    }

    static func cancel(_ i: Interpreter, _ cancellable: Value, at range: SourceRange) throws {
        guard case .instance(let box) = cancellable, !isTrue(box["cancelled"]) else { return }
        set(box, "cancelled", .bool(true))
        if case .instance(let subscription)? = box["subscription"] { set(subscription, "done", .bool(true)) }
        if let action = box["action"], !action.isNull { _ = try call(i, action, [], at: range) }
    }

    /// A value through the subscription's operators to its `receiveValue`.
    static func deliver(_ i: Interpreter, _ handle: Value, _ value: Value, at range: SourceRange) throws {
        guard case .instance(let subscription) = handle, !isTrue(subscription["done"]) else { return }
        var current = value
        guard case .array(let operations)? = subscription["operations"] else { return }
        for (index, operation) in operations.enumerated() {
            guard case .tuple(let pair) = operation, case .string(let name) = pair.elements[0] else { continue }
            let argument = pair.elements[1]
            switch name {
            case "map":
                current = try call(i, argument, [current], at: range)
            case "tryMap":
                do { current = try call(i, argument, [current], at: range) } catch let failure as RuntimeError where failure.isCatchable {
                    try complete(i, handle, .member(name: "failure", arguments: [failure.thrown ?? .error(failure.message)]), at: range, from: index)
                    return
                }
            case "compactMap", "tryCompactMap":
                current = try call(i, argument, [current], at: range)
                if current.isNull { return }
            case "filter", "tryFilter":
                guard case .bool(true) = try call(i, argument, [current], at: range) else { return }
            case "decode":
                // `decoder.decode(T.self, from: data)`; its error is the publisher's failure.
                guard case .tuple(let given) = argument, given.elements.count == 2 else { break }
                do {
                    current = try i.callMethod(given.elements[1], "decode", [CallArgument(label: nil, value: given.elements[0], range: range),
                                                                          CallArgument(label: "from", value: current, range: range)],
                                               at: range, nameRange: range)
                } catch let failure as RuntimeError where failure.isCatchable {
                    try complete(i, handle, .member(name: "failure", arguments: [failure.thrown ?? .error(failure.message)]), at: range, from: index)
                    return
                }
            case "replaceNil":
                if current.isNull { current = argument }
            case "handleEvents":
                if !argument.isNull { _ = try call(i, argument, [current], at: range) }
            case "removeDuplicates":
                // (Per operator: its last value, kept by the operator's place in the chain.)
                let key = "last\(index)"
                if let last = subscription[key] {
                    let same = argument.isNull ? i.equal(last, current) : isTrue(try call(i, argument, [last, current], at: range))
                    set(subscription, key, current)
                    if same { return }
                } else {
                    set(subscription, key, current)
                }
            case "first":
                if !argument.isNull, !isTrue(try call(i, argument, [current], at: range)) { return }
                try deliverOn(i, handle, current, after: index, at: range)
                try complete(i, handle, .member(name: "finished", arguments: []), at: range, from: index)
                return
            case "dropFirst", "prefix":
                let key = "count\(index)"
                var seen = 0
                if case .int(let n)? = subscription[key] { seen = n }
                set(subscription, key, .int(seen + 1))
                var limit = 1
                if case .int(let n) = argument { limit = n }
                if name == "dropFirst", seen < limit { return }
                if name == "prefix" {
                    guard seen < limit else { return }
                    try deliverOn(i, handle, current, after: index, at: range)
                    if seen + 1 == limit { try complete(i, handle, .member(name: "finished", arguments: []), at: range, from: index) }
                    return
                }
            default:
                break
            }
        }
        if let receive = subscription["value"], !receive.isNull { _ = try call(i, receive, [current], at: range) }
    }

    /// The value through the operators after the one at `index`, then to the subscriber.
    static func deliverOn(_ i: Interpreter, _ handle: Value, _ value: Value, after index: Int, at range: SourceRange) throws {
        guard case .instance(let subscription) = handle, case .array(let operations)? = subscription["operations"] else { return }
        let rest = ClassInstance(type: subscriptionType, fields: subscription.fields)
        set(rest, "operations", .array(Array(operations.dropFirst(index + 1))))
        try deliver(i, .instance(rest), value, at: range)
    }

    /// The completion through the operators (from `index` on: `replaceError` turns a failure into its value), then to the subscriber.
    static func complete(_ i: Interpreter, _ handle: Value, _ completion: Value, at range: SourceRange, from index: Int = -1) throws {
        guard case .instance(let subscription) = handle, !isTrue(subscription["done"]) else { return }
        var completion = completion
        if case .member("failure", let failure) = completion, case .array(let operations)? = subscription["operations"] {
            var error = failure.first ?? .null
            for (place, operation) in operations.enumerated() where place > index {
                guard case .tuple(let pair) = operation, case .string(let name) = pair.elements[0] else { continue }
                if name == "mapError" {
                    // `.mapError { MyError.network($0) }`: the failure the operators after it see.
                    error = try call(i, pair.elements[1], [error], at: range)
                    completion = .member(name: "failure", arguments: [error])
                } else if name == "replaceError" {
                    try deliverOn(i, handle, pair.elements[1], after: place, at: range)
                    return try complete(i, handle, .member(name: "finished", arguments: []), at: range, from: place)
                }
            }
        }
        set(subscription, "done", .bool(true))
        if let receive = subscription["completion"], !receive.isNull { _ = try call(i, receive, [completion], at: range) }
    }
}

private extension Value {
    var nonNull: Value? { isNull ? nil : self }
}

private func isTrue(_ value: Value?) -> Bool { if case .bool(true)? = value { true } else { false } }
private func isFalse(_ value: Value?) -> Bool { if case .bool(false)? = value { true } else { false } }

extension Interpreter {
    /// `$name` of a class's `@Published var name` (`model.$name`, or `$name` in the class's own code): its publisher.
    func publishedProjection(_ instance: ClassInstance, _ property: String) -> Value? {
        guard !publishingTypes.isEmpty, fieldDecl(property, in: instance.type)?.attribute("Published") != nil else { return nil }
        return CombinePublishers.published(instance, property)
    }

    /// Whether setting `field` of the instance is a `@Published` property's change, which its publishers are told of.
    func isPublished(_ instance: ClassInstance, _ field: String) -> Bool {
        !publishingTypes.isEmpty && instance[field] != nil && fieldDecl(field, in: instance.type)?.attribute("Published") != nil
    }
}
