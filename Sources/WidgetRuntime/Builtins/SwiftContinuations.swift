import WidgetLanguage

/// `withCheckedContinuation { continuation in … }` and its throwing and unsafe forms: the
/// bridge from a completion handler to `await`. The closure runs at once; what it (or a
/// completion handler it starts, which runs at once too) passes to `resume` is the call's
/// value or its error. Resuming twice, or never, is a located error where Swift would stop
/// the program or wait for ever. (The calls are read in Checker+Concurrency and Interpreter+Concurrency.)
enum SwiftContinuations {
    static let typeName = "CheckedContinuation"
    static let functions: Set<String> = ["withCheckedContinuation", "withCheckedThrowingContinuation",
                                         "withUnsafeContinuation", "withUnsafeThrowingContinuation"]

    static func make() -> ClassInstance { ClassInstance(type: typeName, fields: []) }

    static func register(in registry: inout BuiltinRegistry) {
        let type = BuiltinType(typeName, instance: .named(typeName)) { _ in .instance(make()) }
        type.sampleSource = "nil"
        type.add(.init("resume", .method, ["returning:Any", "throwing:Any", "with:Any", ""], result: .void,
                       note: "the value or error of the with…Continuation call") { i, v, args, r in
            guard case .instance(let continuation) = v else { return .null }
            guard continuation["outcome"] == nil else {
                throw i.error("the continuation is resumed a second time; a continuation is resumed exactly once", r)
            }
            let outcome: Value
            if let error = args.value("throwing") {
                outcome = .member(name: "failure", arguments: [error])
            } else if let result = args.value("with") {
                outcome = result
            } else {
                outcome = .member(name: "success", arguments: [args.value("returning") ?? .null])
            }
            continuation.fields.append((name: "outcome", value: outcome))
            return .null
        })
        registry.register(type: type)
    }
}

extension Interpreter {
    /// Runs the closure of a `with…Continuation` call with a new continuation and gives what it was resumed with.
    func runContinuation(_ name: String, _ closure: ClosureValue, at range: SourceRange) throws -> Value {
        let continuation = SwiftContinuations.make()
        _ = try callClosure(closure, [.instance(continuation)], at: range)
        switch continuation["outcome"] {
        case .member("success", let payload)?:
            return payload.first ?? .null
        case .member("failure", let payload)?:
            let thrown = payload.first ?? .null
            throw RuntimeError(errorMessage(thrown), at: range, isCatchable: true, thrown: thrown)
        case let other?:
            throw error("'resume(with:)' takes a Result, .success(value) or .failure(error); found \(typeName(of: other))", range)
        case nil:
            throw error("'\(name)' ends without its continuation being resumed: Swift would wait here for ever; call continuation.resume(returning:) in every path", range)
        }
    }
}
