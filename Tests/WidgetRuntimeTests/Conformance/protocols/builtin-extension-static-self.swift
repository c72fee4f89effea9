struct StaticSelfStep {
    let count: Int
}

extension [StaticSelfStep] {
    static let week: Self = [.init(count: 3), .init(count: 5), .init(count: 8)]
    static let firstTwo: Self = Array(Self.week[0...1])
    static var total: Int { week.map(\.count).reduce(0, +) }
}

extension String {
    static let greeting: Self = "hello"
    static let shout: Self = Self.greeting.uppercased()
}

func run() {
    let steps: [StaticSelfStep] = .firstTwo
    print(steps.map(\.count), Array<StaticSelfStep>.total, [StaticSelfStep].week.count)
    print(String.shout, String.greeting.count)
}
