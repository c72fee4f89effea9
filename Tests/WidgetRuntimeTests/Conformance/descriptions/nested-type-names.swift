import Foundation

struct DescExpense {
    enum Kind: String { case food, fun }
    struct Tag { var label = "x" }
    let kind: Kind
    let tags: [Tag]
}
enum DescOuter {
    enum Inner { case a, b(Int) }
    struct Deep { enum Level: Error { case low, high } }
}
final class DescShelf { final class Box {} }

func run() {
    let e = DescExpense(kind: .food, tags: [DescExpense.Tag()])
    print(e)
    print([e.kind], e.kind, [DescExpense.Tag(label: "y")], DescExpense.Tag())
    print([DescOuter.Inner.a, .b(2)], String(reflecting: DescOuter.Inner.b(3)))
    print(Optional(DescExpense.Kind.fun) as Any, [DescExpense.Kind.fun: 1])
    print([DescShelf.Box()].count, String(describing: DescShelf.Box()))
    print(type(of: e.kind), DescOuter.Inner.self)
}
