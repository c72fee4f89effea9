// A JSON-like enum made from every kind of literal (nil, Bool, Int, String, array, dictionary), nested: each literal
// where the enum goes is given to its own `init(…Literal:)`; `[]` and `[:]` are told apart.
indirect enum JvValue: Equatable {
    case null, flag(Bool), number(Int), text(String), list([JvValue]), object([String: JvValue])

    var rendered: String {
        switch self {
        case .null: return "null"
        case .flag(let b): return b ? "true" : "false"
        case .number(let n): return String(n)
        case .text(let s): return "\"\(s)\""
        case .list(let xs): return "[" + xs.map(\.rendered).joined(separator: ",") + "]"
        case .object(let kv): return "{" + kv.keys.sorted().map { "\($0):\(kv[$0]!.rendered)" }.joined(separator: ",") + "}"
        }
    }
}

extension JvValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
                   ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    init(nilLiteral: ()) { self = .null }
    init(booleanLiteral value: Bool) { self = .flag(value) }
    init(integerLiteral value: Int) { self = .number(value) }
    init(stringLiteral value: String) { self = .text(value) }
    init(arrayLiteral elements: JvValue...) { self = .list(elements) }
    init(dictionaryLiteral elements: (String, JvValue)...) { self = .object(Dictionary(uniqueKeysWithValues: elements)) }
}

func run() {
    let config: JvValue = ["kind": "weather", "size": 2, "live": true, "cities": ["Oslo", "Lima"], "accent": nil, "extra": [:], "tags": []]
    print(config.rendered)
    let missing: JvValue? = nil
    print(missing == nil, config == ["kind": "weather"], ([1, "a", false] as JvValue).rendered)
}
