enum EnumSignal: Comparable { case weak, fair, strong }

func enumLabel(_ signal: EnumSignal?) -> String {
    switch signal {
    case .some(.strong): return "strong"
    case .some(.fair), .weak?: return "some"
    case .none: return "offline"
    }
}

func run() {
    print([EnumSignal.strong, .fair, .weak, nil].map(enumLabel))
    print(EnumSignal.weak < .strong, EnumSignal.strong <= .fair)
    print([EnumSignal.strong, .weak, .fair].sorted(), [EnumSignal.fair, .strong].max() ?? .weak)
    let best: EnumSignal? = [EnumSignal.fair, .weak].min()
    if case .weak? = best { print("weakest first") }
}
