struct ProtoTemperature: CustomStringConvertible {
    var celsius: Double
    var description: String { "\(celsius)°C" }
}

enum ProtoLevel: CustomStringConvertible {
    case low, high
    var description: String { self == .low ? "LOW" : "HIGH" }
}

func run() {
    let t = ProtoTemperature(celsius: 21.5)
    print(t)
    print("It is \(t) now")
    print(String(describing: t))
    print([t, ProtoTemperature(celsius: -3)])
    print(ProtoLevel.low, [ProtoLevel.high])
    print("level: \(ProtoLevel.high)")
}
