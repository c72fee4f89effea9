// An `appendInterpolation` whose later parameters are unlabelled: `\(if: condition, " text")`.
extension DefaultStringInterpolation {
    mutating func appendInterpolation(if condition: Bool, _ text: String) {
        if condition { appendLiteral(text) }
    }
    mutating func appendInterpolation(iuCents value: Int, _ symbol: String, _ separator: String) {
        appendLiteral("\(symbol)\(value / 100)\(separator)\(String(format: "%02d", abs(value) % 100))")
    }
}

func run() {
    for (name, late) in [("rent", true), ("food", false)] {
        print("\(name)\(if: late, " (late)")!")
    }
    print("total \(iuCents: 123456, "$", ".") and \(iuCents: 5, "€", ",")")
}
