enum CfWeather { case sun, rain, snow }

func cfAdvice(_ w: CfWeather) -> String {
    switch w {
    case .sun: "sunglasses"
    case .rain: "umbrella"
    case .snow: "boots"
    }
}

func run() {
    print([CfWeather.sun, .rain, .snow].map(cfAdvice))
    let n = 42
    let size = switch n {
    case ..<10: "small"
    case 10..<100: "medium"
    default: "large"
    }
    print(size)
    let text: String = switch (n % 3, n % 5) {
    case (0, 0): "fizzbuzz"
    case (0, _): "fizz"
    case (_, 0): "buzz"
    default: String(n)
    }
    print(text)
}
