protocol ProtoItem {
    var price: Double { get }
    var quantity: Int { get }
}

extension ProtoItem {
    var quantity: Int { 1 }
    var total: Double { price * Double(quantity) }
}

struct ProtoSingle: ProtoItem { var price: Double }
struct ProtoBulk: ProtoItem { var price: Double; var quantity: Int }

func run() {
    print(ProtoSingle(price: 2.5).total)
    print(ProtoBulk(price: 2.5, quantity: 4).total)
    let items: [any ProtoItem] = [ProtoSingle(price: 1), ProtoBulk(price: 0.5, quantity: 3)]
    print(items.map { $0.quantity }, items.map { $0.total })
}
