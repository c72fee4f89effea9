extension DefaultStringInterpolation {
    mutating func appendInterpolation(reflecting value: Any) {
        appendInterpolation(String(reflecting: value))
    }

    mutating func appendInterpolation(padded value: Int, width: Int) {
        let text = String(value)
        appendLiteral(String(repeating: "0", count: max(0, width - text.count)) + text)
    }
}

struct InterpolatedBadge {
    var title: String
}

func run() {
    let name = "Ada"
    print("name: \(reflecting: name), plain: \(name)")
    print("badge: \(reflecting: InterpolatedBadge(title: "new"))")
    print("#\(padded: 7, width: 3) of \(padded: 120, width: 2)")
}
