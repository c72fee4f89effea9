import Foundation

struct LitPrice: Comparable, CustomStringConvertible, ExpressibleByFloatLiteral {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(floatLiteral value: Double) { cents = Int((value * 100).rounded()) }
    static func < (a: LitPrice, b: LitPrice) -> Bool { a.cents < b.cents }
    static func + (a: LitPrice, b: LitPrice) -> LitPrice { LitPrice(cents: a.cents + b.cents) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

struct LitTag: Hashable, ExpressibleByStringLiteral {
    let name: String
    init(stringLiteral value: String) { name = value.lowercased() }
}

struct LitItem { let title: String; let price: LitPrice; let tag: LitTag }

func litTotal(_ prices: [LitPrice]) -> LitPrice { prices.reduce(LitPrice(cents: 0), +) }

func run() {
    let items = [LitItem(title: "pen", price: 1.25, tag: "Office"), LitItem(title: "tea", price: 3.5, tag: "FOOD")]
    print(items.map { "\($0.title) \($0.price) \($0.tag.name)" })
    let prices: [LitPrice] = [3.5, 0.99, 10.0]
    print(prices.sorted(), litTotal(prices), litTotal([0.25, 0.5]))
    let favourite: LitTag = "Office"
    print(items.filter { $0.tag == favourite }.map(\.title), items[1].price > 2.0)
}
