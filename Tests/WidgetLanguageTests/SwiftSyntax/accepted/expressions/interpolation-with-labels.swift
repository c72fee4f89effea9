extension DefaultStringInterpolation {
    mutating func appendInterpolation(reflecting value: Any) {
        appendInterpolation(String(reflecting: value))
    }

    mutating func appendInterpolation(_ value: Int, plural word: String) {
        appendInterpolation(value)
        appendLiteral(" " + word + (value == 1 ? "" : "s"))
    }
}

func describe(items: [String], count: Int) -> String {
    "\(reflecting: items) has \(count, plural: "item")"
}
