struct GenericRange<Bound: Comparable> {
    var low: Bound
    var high: Bound
    func contains(_ value: Bound) -> Bool { low <= value && value <= high }
    func clamp(_ value: Bound) -> Bound { min(max(value, low), high) }
}

func run() {
    let digits = GenericRange<Int>(low: 0, high: 9)
    print(digits.contains(5), digits.contains(12))
    print(digits.clamp(-4), digits.clamp(20), digits.clamp(3))
    let letters = GenericRange(low: "c", high: "m")
    print(letters.contains("d"), letters.contains("z"))
    print(letters.clamp("a"))
    let unit = GenericRange(low: 0.0, high: 1.0)
    print(unit.clamp(1.5), unit.clamp(0.25))
}
