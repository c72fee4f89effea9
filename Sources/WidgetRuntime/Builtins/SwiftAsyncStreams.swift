import WidgetLanguage

/// `AsyncStream`: `AsyncStream { continuation in continuation.yield(1); continuation.finish() }`,
/// `AsyncStream(Int.self) { … }`, `AsyncStream(unfolding: { … })` and `AsyncStream.makeStream(of:)`, read by
/// `for await value in stream`. Work given to the concurrency functions runs at once here, so a stream is the values
/// yielded before it is read, in order; reading it takes them (a stream is read once), and a yield after `finish()`
/// is dropped, as in Swift.
enum SwiftAsyncStreams {
    static let streamType = "AsyncStream", continuationType = "AsyncStream.Continuation"
    /// At most this many values are taken from an `unfolding` closure: one that never gives nil ends here.
    static let maxUnfolded = 100_000

    static func makeStream() -> ClassInstance {
        ClassInstance(type: streamType, fields: [("buffer", .array([])), ("finished", .bool(false))])
    }

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(function: BuiltinCallable(streamType, ["_:Any? bufferingPolicy? {}", "bufferingPolicy? {}", "unfolding:Closure onCancel?:Closure"],
                                                    result: .named(streamType),
                                                    note: "the values yielded as its closure runs, at once; reading the stream takes them") { i, args, r in
            let stream = makeStream()
            if case .closure(let unfolding)? = args.value("unfolding") {
                var values: [Value] = []
                while values.count < maxUnfolded {
                    let next = try i.callClosure(unfolding, [], at: r)
                    if next.isNull { break }
                    try i.chargeElements(1, at: r)
                    values.append(next)
                }
                stream["buffer"] = .array(values)
                stream["finished"] = .bool(true)
                return .instance(stream)
            }
            if let closure = i.firstClosure(args) {
                _ = try i.callClosure(closure, [continuation(of: stream)], at: r)
            }
            return .instance(stream)
        })

        let streams = BuiltinType(streamType, instance: .named(streamType)) { _ in .instance(makeStream()) }
        streams.sampleSource = "AsyncStream(Int.self) { $0.finish() }"
        streams.add(.init("makeStream", .staticMethod, ["of?:Any bufferingPolicy?"], result: .tuple(labels: ["stream", "continuation"], elements: [.named(streamType), .named(continuationType)]),
                          note: "the stream and its continuation") { _, _, _, _ in
            let stream = makeStream()
            return .tuple(TupleValue(labels: ["stream", "continuation"], elements: [.instance(stream), continuation(of: stream)]))
        })
        registry.register(type: streams)

        let continuations = BuiltinType(continuationType, instance: .named(continuationType)) { _ in continuation(of: makeStream()) }
        continuations.sampleSource = "AsyncStream<Int>.makeStream().continuation"
        continuations.add(.init("yield", .method, ["_:Any", ""], result: .unknown, note: "kept for the reader; dropped once the stream is finished") { i, v, args, r in
            guard let stream = stream(of: v), !isFinished(stream) else { return .member(name: "terminated", arguments: []) }
            guard case .array(var buffer)? = stream["buffer"] else { return .null }
            try i.chargeElements(1, at: r)
            buffer.append(args.first?.value ?? .tuple(TupleValue(labels: [], elements: [])))
            stream["buffer"] = .array(buffer)
            return .member(name: "enqueued", arguments: [.int(Int.max)])
        })
        continuations.add(.init("finish", .method, [""], result: .void, note: "the reader ends after the values yielded so far; onTermination runs") { i, v, _, r in
            guard let stream = stream(of: v), !isFinished(stream) else { return .null }
            stream["finished"] = .bool(true)
            if case .instance(let continuation) = v, case .closure(let closure)? = continuation["onTermination"] {
                _ = try i.callClosure(closure, [.member(name: "finished", arguments: [])], at: r)
            }
            return .null
        })
        continuations.add(.init("onTermination", .property, result: .unknown, note: "run when the stream is finished") { _, v, _, _ in
            Interpreter.field(v, "onTermination")
        })
        registry.register(type: continuations)
    }

    static func isFinished(_ stream: ClassInstance) -> Bool {
        if case .bool(true)? = stream["finished"] { return true }
        return false
    }

    static func continuation(of stream: ClassInstance) -> Value {
        .instance(ClassInstance(type: continuationType, fields: [("stream", .instance(stream)), ("onTermination", .null)]))
    }

    static func stream(of continuation: Value) -> ClassInstance? {
        guard case .instance(let instance) = continuation, case .instance(let stream)? = instance["stream"] else { return nil }
        return stream
    }

    /// `for await value in stream`: the values yielded so far, taken from it.
    static func take(_ stream: ClassInstance) -> [Value] {
        guard case .array(let buffer)? = stream["buffer"] else { return [] }
        stream["buffer"] = .array([])
        return buffer
    }
}
