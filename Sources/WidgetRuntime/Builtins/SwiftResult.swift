import WidgetLanguage

/// Swift's `Result<Success, Failure>`: a value is `.success(value)` or `.failure(error)` (the
/// language's `.member` with one payload, so `switch`, `if case` and `.success(…)` written where a
/// `Result` goes need nothing more). `Result { try f() }` (and `Result(catching:)`) runs the closure
/// and keeps what it gives or the error it throws; `get()` gives the value or throws the error;
/// `map`, `flatMap`, `mapError` and `flatMapError` transform one side and keep the other.
enum SwiftResult {
    /// The name `extension Result { … }` is kept under.
    static let typeName = "Result"

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(function: BuiltinCallable("Result", ["catching:Closure", "{}!"], result: .unknown,
                                                    note: "runs the closure: .success(value), or .failure(error) when it throws") { i, args, r in
            guard case .closure(let closure)? = args.first?.value else { throw i.error("Result(catching:) takes a closure", r) }
            do {
                return .member(name: "success", arguments: [try i.callClosure(closure, [], at: r)])
            } catch let failure as RuntimeError where failure.isCatchable {
                return .member(name: "failure", arguments: [failure.thrown ?? .error(failure.message)])
            }
        })
    }

    /// The methods of a `Result` value (nil for another name or value).
    static func call(_ i: Interpreter, _ receiver: Value, _ name: String, _ args: [CallArgument], at r: SourceRange) throws -> Value? {
        guard case .member(let side, let payload) = receiver, payload.count == 1, side == "success" || side == "failure" else { return nil }
        switch name {
        case "get" where args.isEmpty:
            guard side == "failure" else { return payload[0] }
            throw RuntimeError(i.errorMessage(payload[0]), at: r, isCatchable: true, thrown: payload[0])
        case "map", "flatMap", "mapError", "flatMapError":
            guard args.count == 1, case .closure(let closure) = args[0].value else { return nil }
            // `map`/`flatMap` change a success, `mapError`/`flatMapError` a failure; the other side is kept.
            guard (side == "success") == !name.hasSuffix("Error") else { return receiver }
            let changed = try i.callClosure(closure, [payload[0]], at: r)
            return name.hasPrefix("flatMap") ? changed : .member(name: side, arguments: [changed])
        default:
            return nil
        }
    }
}
