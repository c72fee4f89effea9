// An Identifiable type's ID is the type of its id.
struct IaDonut: Identifiable {
    var id: Int
    var name: String
}

struct IaOrder {
    var sales: [IaDonut.ID: Int]
    var favorite: IaDonut.ID?
}

func run() {
    let order = IaOrder(sales: [IaDonut(id: 3, name: "glazed").id: 2], favorite: 3)
    print(order.sales[3] ?? 0, order.favorite ?? -1)
}
