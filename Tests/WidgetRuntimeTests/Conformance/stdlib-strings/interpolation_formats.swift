struct InterpolatedTemp: CustomStringConvertible {
    let degrees: Double
    var description: String { "\(degrees)°" }
}

func run() {
    let name = "Ann"
    let count = 3
    let price = 2.5
    print("\(name) bought \(count) items for \(Double(count) * price)")
    print("Half: \(1.0 / 2), third: \(1.0 / 3)")
    print("Sum \(1 + 2), list \([1, 2]), nested \("in\("ner")")")
    let missing: Int? = nil
    print("Value: \(missing ?? 0), present: \(String(describing: Optional(5)))")
    print("Temp: \(InterpolatedTemp(degrees: 21.5))")
    print("Bool \(true) char \(Character("x")) float \(Float(0.1)) big \(1e20) small \(1e-5)")
    print("Whole doubles: \(2.0) \(100.0) \(-0.0)")
}
