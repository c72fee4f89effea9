struct PriceTag {
    let cents: Int
    let symbol: String
}

protocol Glyphed {
    var glyph: String { get }
}

struct WeatherBadge: Glyphed {
    let glyph: String
    let degrees: Int
}

extension DefaultStringInterpolation {
    mutating func appendInterpolation(_ tag: PriceTag) {
        let sign = tag.cents < 0 ? "-" : ""
        let whole = abs(tag.cents)
        appendLiteral("\(sign)\(tag.symbol)\(whole / 100).\(whole % 100 < 10 ? "0" : "")\(whole % 100)")
    }

    mutating func appendInterpolation(_ item: Glyphed) {
        appendLiteral("[\(item.glyph)]")
    }

    mutating func appendInterpolation(present value: Int?, otherwise: String = "n/a") {
        if let value { appendInterpolation(value) } else { appendLiteral(otherwise) }
    }
}

func run() {
    let coffee = PriceTag(cents: 350, symbol: "€")
    let refund = PriceTag(cents: -1205, symbol: "$")
    print("coffee \(coffee), refund \(refund)")
    let badge = WeatherBadge(glyph: "☀︎", degrees: 21)
    print("now \(badge) \(badge.degrees)°")
    print("steps \(present: 8421), pulse \(present: nil), sleep \(present: nil, otherwise: "—")")
    let lines = [coffee, refund].map { "· \($0)" }
    print(lines.joined(separator: " "))
    print("\(coffee.cents) \(String(describing: coffee.symbol))")
}
