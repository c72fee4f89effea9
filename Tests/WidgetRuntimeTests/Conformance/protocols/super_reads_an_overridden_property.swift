class SuperStation {
    var readings: [Int] = []
    var warmest: Int? { readings.max() }
    var label: String { "station" }
}

final class SuperCoastal: SuperStation {
    override var warmest: Int? {
        guard let w = super.warmest else { return nil }
        return w - 2
    }
    override var label: String { "coastal " + super.label + " \(super.readings.count)" }
}

func run() {
    let s = SuperCoastal()
    print(s.warmest as Any, s.label)
    s.readings = [21, 24, 18]
    print(s.warmest as Any, s.label)
    let base: SuperStation = s
    print(base.warmest ?? 0, base.label)
}
