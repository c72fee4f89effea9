struct FreshSnapshot {
    static let maxFreshAge: Double = 900
    static func standardAge() -> Double { 60 }
    var age: Double
    func isFresh(maxAge: Double = maxFreshAge) -> Bool { age <= maxAge }
    func isRecent(within limit: Double = standardAge() * 2) -> Bool { age <= limit }
    init(age: Double = maxFreshAge / 3) { self.age = age }
    struct Probe {
        func limit(_ value: Double = maxFreshAge) -> Double { value * 2 }
    }
}

func run() {
    print(FreshSnapshot(age: 100).isFresh(), FreshSnapshot(age: 1000).isFresh(), FreshSnapshot(age: 1000).isFresh(maxAge: 2000))
    print(FreshSnapshot(age: 100).isRecent(), FreshSnapshot(age: 130).isRecent(), FreshSnapshot().age)
    print(FreshSnapshot.Probe().limit(), FreshSnapshot.Probe().limit(1))
}
