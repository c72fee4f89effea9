struct Temperature {
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) / 1.8 }
    init?(text: String) {
        guard let v = Double(text) else { return nil }
        celsius = v
    }
    init!(unsafe text: String) { self.init(text: text) }
    init(from decoder: Decoder) throws { celsius = 0 }
    init() async { celsius = 0 }
    init<T: BinaryInteger>(_ value: T) { celsius = Double(value) }
}
class Widget {
    required init() {}
    convenience init?(name: String) { self.init() }
}
