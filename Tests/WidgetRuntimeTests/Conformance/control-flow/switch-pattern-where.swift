enum CfSky { case sun(temp: Int), rain(mm: Double), snow(cm: Double), fog }

func cfSkyAdvice(_ w: CfSky) -> String {
    switch w {
    case .sun(let t) where t > 30, .sun(let t) where t < -10:
        return "stay in (\(t))"
    case .rain(let amount) where amount > 5, .snow(let amount) where amount > 10:
        return "heavy \(amount)"
    case .rain, .snow:
        return "light"
    case .sun:
        return "go out"
    case .fog:
        return "careful"
    }
}

func cfPatternBucket(_ n: Int) -> String {
    // Each pattern's `where` guards that pattern alone: 7 matches without the guard of 8.
    switch n {
    case 7, 8 where n > 100:
        return "seven"
    case let x where x < 0, let x where x % 2 == 0:
        return "negative or even"
    default:
        return "other"
    }
}

func run() {
    for w in [CfSky.sun(temp: 35), .sun(temp: -20), .sun(temp: 10), .rain(mm: 1), .rain(mm: 6), .snow(cm: 6), .snow(cm: 20), .fog] {
        print(cfSkyAdvice(w))
    }
    for n in [-3, 7, 8, 0, 4, 5] {
        print(n, cfPatternBucket(n))
    }
}
