enum EnumToken: CustomStringConvertible {
    case word(String)
    case number(Double)
    case comma

    var description: String {
        switch self {
        case .word(let w): return "word(\(w))"
        case .number(let n): return "num(\(n))"
        case .comma: return ","
        }
    }
}

func run() {
    let tokens: [EnumToken] = [.word("x"), .comma, .number(2)]
    print(tokens)
    print(tokens[0], "\(tokens[2])")
    print(tokens.map(\.description).joined(separator: " "))
}
