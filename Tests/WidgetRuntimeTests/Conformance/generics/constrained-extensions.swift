struct GenericBag<Item> {
    var items: [Item]
}

extension GenericBag where Item: Numeric {
    var bagTotal: Item { items.reduce(0, +) }
}

extension GenericBag where Item == String {
    var bagJoined: String { items.joined(separator: "+") }
}

extension Array where Element == Int {
    func genericsEvens() -> [Int] { filter { $0 % 2 == 0 } }
}

func run() {
    print(GenericBag(items: [1, 2, 3]).bagTotal)
    print(GenericBag(items: [0.5, 0.25]).bagTotal)
    print(GenericBag(items: ["x", "y", "z"]).bagJoined)
    print([1, 2, 3, 4, 5, 6].genericsEvens())
}
