enum SynToken: Equatable {
    case number(Int)
    case word(String)
    case end
}

func run() {
    print(SynToken.number(3) == .number(3))
    print(SynToken.number(3) == .number(4))
    print(SynToken.word("a") == .number(1))
    print(SynToken.end == .end)
    let tokens: [SynToken] = [.word("let"), .number(1), .end]
    print(tokens.contains(.end), tokens.contains(.word("var")))
    print(tokens.firstIndex(of: .number(1)) ?? -1)
}
