enum RxLoadError: Error { case missing, denied(code: Int) }

extension Result {
    var successValue: Success? {
        switch self {
        case .success(let value): return value
        case .failure: return nil
        }
    }

    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }

    func valueOr(_ fallback: Success) -> Success {
        (try? get()) ?? fallback
    }
}

extension Result where Failure == RxLoadError {
    func summary() -> String {
        switch self {
        case .success(let value): return "ok \(value)"
        case .failure(.missing): return "missing"
        case .failure(.denied(let code)): return "denied \(code)"
        }
    }
}

func rxLoad(_ key: String) -> Result<Int, RxLoadError> {
    switch key {
    case "a": return .success(1)
    case "locked": return .failure(.denied(code: 403))
    default: return .failure(.missing)
    }
}

func run() {
    let results = ["a", "b", "locked"].map(rxLoad)
    for result in results {
        print(result.successValue ?? -1, result.isSuccess, result.valueOr(0), result.summary())
    }
    print(results.filter(\.isSuccess).count)
    let text: Result<String, RxLoadError> = .success("hi")
    print(text.valueOr("none"), text.map { $0.uppercased() }.successValue ?? "")
}
