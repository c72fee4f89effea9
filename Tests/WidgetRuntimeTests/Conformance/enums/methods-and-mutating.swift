enum EnumLight: CaseIterable {
    case off, dim, bright

    mutating func next() {
        switch self {
        case .off: self = .dim
        case .dim: self = .bright
        case .bright: self = .off
        }
    }

    var isOn: Bool { self != .off }
    func brightness() -> Int { self == .bright ? 100 : self == .dim ? 30 : 0 }
}

func run() {
    var light = EnumLight.off
    for _ in 0..<4 {
        light.next()
        print(light.isOn, light.brightness())
    }
}
