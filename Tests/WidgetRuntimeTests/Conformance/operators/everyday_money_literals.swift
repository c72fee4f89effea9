import Foundation
struct EverydayMoney: Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(integerLiteral value: Int) { self.cents = value * 100 }
    static func + (a: EverydayMoney, b: EverydayMoney) -> EverydayMoney { EverydayMoney(cents: a.cents + b.cents) }
    static func * (a: EverydayMoney, n: Int) -> EverydayMoney { EverydayMoney(cents: a.cents * n) }
    static func < (a: EverydayMoney, b: EverydayMoney) -> Bool { a.cents < b.cents }
    static var zero: EverydayMoney { EverydayMoney(cents: 0) }
    var description: String { String(format: "$%d.%02d", cents / 100, cents % 100) }
}
struct EverydayLineItem { let name: String; let price: EverydayMoney; let quantity: Int; var total: EverydayMoney { price * quantity } }
func run() {
    let items = [EverydayLineItem(name: "pen", price: EverydayMoney(cents: 150), quantity: 3), EverydayLineItem(name: "book", price: 12, quantity: 1),
                 EverydayLineItem(name: "bag", price: EverydayMoney(cents: 2599), quantity: 1)]
    let subtotal = items.map(\.total).reduce(.zero, +)
    print(subtotal, items.max { $0.total < $1.total }!.name, items.map(\.total).sorted())
    let expensive: Set<EverydayMoney> = Set(items.filter { $0.total > 10 }.map(\.price))
    print(expensive.count, expensive.contains(12), items.map(\.quantity).reduce(0, +))
    let receipt = items.enumerated().map { "\($0.offset + 1). \($0.element.name.padding(toLength: 6, withPad: " ", startingAt: 0))\($0.element.total)" }
    print(receipt.joined(separator: "\n"))
    let discounts: [String: Double] = ["pen": 0.1, "bag": 0.2]
    let saved = items.compactMap { item in discounts[item.name].map { Int(Double(item.total.cents) * $0) } }.reduce(0, +)
    print("saved", EverydayMoney(cents: saved), String(format: "%.1f%%", Double(saved) / Double(subtotal.cents) * 100))
    var budget: EverydayMoney = 50
    budget = budget + EverydayMoney(cents: -subtotal.cents)
    print(budget, budget < .zero ? "over" : "under")
}
