protocol OpCoded { var code: Int { get } }
struct OpStatus: OpCoded { var code: Int }
struct OpFailure: OpCoded { var code: Int; var reason: String }

prefix operator ~<
prefix func ~<<Value: OpCoded>(value: Value) -> String { "code \(value.code)" }

func ==<T: OpCoded>(lhs: T, rhs: Int) -> Bool { lhs.code == rhs }

struct OpPair<Item> {
    var item: Item
    static func +<Other>(lhs: OpPair, rhs: OpPair<Other>) -> String { "\(lhs.item)&\(rhs.item)" }
}

func run() {
    print(~<OpStatus(code: 200), ~<OpFailure(code: 404, reason: "gone"))
    print(OpStatus(code: 200) == 200, OpFailure(code: 500, reason: "x") == 404)
    print(OpPair(item: 1) + OpPair(item: "b"))
}
