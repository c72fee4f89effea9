protocol Coded { var code: Int { get } }

prefix operator ~<
prefix func ~<<Value: Coded>(value: Value) -> Int { value.code }

func ==<T: Coded>(lhs: T, rhs: Int) -> Bool { lhs.code == rhs }

struct Box<Item> {
    var item: Item
    static func +<Other>(lhs: Box, rhs: Box<Other>) -> (Item, Other) { (lhs.item, rhs.item) }
}
