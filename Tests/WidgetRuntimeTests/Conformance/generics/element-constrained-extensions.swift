struct RetryPolicy {
    enum Signal: Hashable {
        case code(Int)
        case range(Range<Int>)
    }
    var signals: Set<Signal>
}

extension Set where Element == RetryPolicy.Signal {
    func contains(_ code: Int) -> Bool {
        for signal in self {
            switch signal {
            case .code(let wanted): if wanted == code { return true }
            case .range(let range): if range.contains(code) { return true }
            }
        }
        return false
    }
}

extension Array where Element == String {
    func first(_ count: Int) -> [String] { Array(prefix(count)) }
}

func run() {
    let policy = RetryPolicy(signals: [.code(429), .range(500..<600)])
    print(policy.signals.contains(429), policy.signals.contains(503), policy.signals.contains(404))
    let countries: Set<String> = ["NO", "DE"]
    print(countries.contains("NO"), countries.contains("US"))
    let names = ["a", "b", "c"]
    print(names.first(2), names.first ?? "", [1, 2, 3].first ?? 0)
    print(names.contains("b"), [4, 5].contains(5))
}
