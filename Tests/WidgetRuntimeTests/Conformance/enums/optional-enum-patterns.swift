enum EnumReception: Comparable { case weak, fair, strong }

func enumLabel(_ signal: EnumReception?) -> String {
    switch signal {
    case .some(.strong): return "strong"
    case .some(.fair), .weak?: return "some"
    case .none: return "offline"
    }
}

func run() {
    print([EnumReception.strong, .fair, .weak, nil].map(enumLabel))
    print(EnumReception.weak < .strong, EnumReception.strong <= .fair)
    print([EnumReception.strong, .weak, .fair].sorted(), [EnumReception.fair, .strong].max() ?? .weak)
    let best: EnumReception? = [EnumReception.fair, .weak].min()
    if case .weak? = best { print("weakest first") }
}
