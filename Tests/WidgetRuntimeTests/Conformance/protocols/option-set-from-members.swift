// An option set made from an array of its members (`Flags([])`, `Flags([.a, .b])`), as statics of the set
// itself and as values, beside one made from its raw value.
struct SensorFlags: OptionSet {
    static let none = SensorFlags([])
    static let overflow = SensorFlags(rawValue: 1 << 0)
    static let voltage = SensorFlags(rawValue: 1 << 2)
    static let both = SensorFlags([.overflow, .voltage])
    let rawValue: Int
}

func run() {
    print(SensorFlags.none.rawValue, SensorFlags.none.isEmpty, SensorFlags.both.rawValue)
    let picked = SensorFlags([.voltage])
    print(picked.rawValue, SensorFlags.both.contains(picked), picked == .voltage)
    let members: [SensorFlags] = [.overflow, .overflow]
    print(SensorFlags(members).rawValue)
}
