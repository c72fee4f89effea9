import WidgetLanguage

/// Swift's `Result<Success, Failure>` (`SemanticType.result`): `.success(…)` and `.failure(…)` take their side's
/// type, so an implicit member inside (`.failure(.missing("r"))`) is bound to the program's type it names, and
/// `get`, `map`, `flatMap`, `mapError` and `flatMapError` give the types Swift gives.
extension Checker {
    /// A `Result`'s own methods; nil for another name (one an `extension Result` adds).
    func resultMethodCall(_ name: String, _ success: SemanticType, _ failure: SemanticType, arguments: [Argument],
                          trailing: [TrailingClosure], in scope: Scope) -> SemanticType? {
        let transformsFailure = name == "mapError" || name == "flatMapError"
        switch name {
        case "get" where arguments.isEmpty && trailing.isEmpty:
            return success
        case "map", "flatMap", "mapError", "flatMapError":
            let closures = arguments.compactMap { argument -> Closure? in
                if case .closure(let closure) = argument.value.kind { return closure }
                return nil
            } + trailing.map(\.closure)
            guard arguments.count + trailing.count == 1 else { return nil }
            let side = transformsFailure ? failure : success
            // What the call gives where the closure does not tell it: the side it keeps, the other not known.
            let kept: SemanticType = transformsFailure ? .result(success, .unknown) : .result(.unknown, failure)
            guard let closure = closures.first else {
                // `map(String.init)`, `map(label)`: a function by name.
                inferArguments(arguments, in: scope)
                return kept
            }
            // `flatMap { $0 > 3 ? .success($0) : .failure(.bad("small")) }`: the closure gives a Result of the same failure.
            let given = inferClosure(closure, in: scope, parameterTypes: [side], asValue: true, returns: name.hasPrefix("flatMap") ? kept : nil)
            switch name {
            case "map": return .result(given, failure)
            case "mapError": return .result(success, given)
            default:
                if case .result = given { return given }
                return kept
            }
        default:
            return nil
        }
    }
}
