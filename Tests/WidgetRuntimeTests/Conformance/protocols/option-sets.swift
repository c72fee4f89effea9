import Foundation

struct Toppings: OptionSet {
    let rawValue: Int
    static let cheese = Toppings(rawValue: 1 << 0)
    static let olives = Toppings(rawValue: 1 << 1)
    static let basil = Toppings(rawValue: 1 << 2)
    static let classic: Toppings = [.cheese, .basil]
}

struct Pizza {
    var name: String
    var toppings: Toppings = []

    struct Sizes: OptionSet {
        let rawValue: UInt8
        static let small = Sizes(rawValue: 1)
        static let large = Sizes(rawValue: 2)
        var label: String { contains(.large) ? "large" : "small" }
    }
}

func describe(_ toppings: Toppings) -> String {
    var names: [String] = []
    if toppings.contains(.cheese) { names.append("cheese") }
    if toppings.contains(.olives) { names.append("olives") }
    if toppings.contains(.basil) { names.append("basil") }
    return names.isEmpty ? "plain" : names.joined(separator: "+")
}

func run() {
    var pizza = Pizza(name: "margherita")
    print(describe(pizza.toppings), pizza.toppings.isEmpty, pizza.toppings.rawValue)
    pizza.toppings.insert(.cheese)
    pizza.toppings.formUnion([.olives, .basil])
    print(describe(pizza.toppings), pizza.toppings.rawValue)
    let removed = pizza.toppings.remove(.olives)
    print(describe(pizza.toppings), removed == .olives, pizza.toppings.remove(.olives) == nil)
    let (inserted, member) = pizza.toppings.insert(.cheese)
    print(inserted, member == .cheese, pizza.toppings == .classic)
    let all: Toppings = [.cheese, .olives, .basil]
    print(all.rawValue, all.subtracting(.classic) == .olives, all.intersection([.olives, .basil]).rawValue)
    print(Toppings.classic.isSubset(of: all), all.isSuperset(of: .classic), Toppings.olives.isDisjoint(with: .classic))
    print(Toppings().isEmpty, Toppings.classic.symmetricDifference(all).rawValue, Toppings.classic.union(.olives) == all)
    var sizes: Pizza.Sizes = [.small]
    print(sizes.label, sizes.rawValue)
    sizes.update(with: .large)
    print(sizes.label, sizes.rawValue, sizes.isStrictSuperset(of: .large))
    sizes.subtract(.small)
    print(sizes.rawValue, sizes.subtracting(.large).isEmpty, sizes.remove(.small) == nil)
}
