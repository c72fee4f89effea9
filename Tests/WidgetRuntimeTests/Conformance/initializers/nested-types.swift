struct InitOrder {
    enum Status: String { case open, shipped }
    struct Line {
        var product: String
        var quantity: Int
    }
    var lines: [Line]
    var status: Status = .open
    var count: Int { lines.reduce(0) { $0 + $1.quantity } }
}

func run() {
    var order = InitOrder(lines: [InitOrder.Line(product: "pen", quantity: 2), .init(product: "ink", quantity: 1)])
    print(order.count, order.status.rawValue)
    order.status = .shipped
    order.lines.append(InitOrder.Line(product: "pad", quantity: 5))
    print(order.count, order.status.rawValue, order.lines.map(\.product))
    let line: InitOrder.Line = .init(product: "x", quantity: 0)
    print(line.product)
}
