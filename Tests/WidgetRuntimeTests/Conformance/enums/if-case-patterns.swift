enum EnumPayment {
    case cash(amount: Int)
    case card(number: String, amount: Int)
    case voucher
}

func run() {
    let payments: [EnumPayment] = [.cash(amount: 10), .card(number: "1234", amount: 50), .voucher]
    var total = 0
    for payment in payments {
        if case .cash(let amount) = payment { total += amount }
        if case .card(_, let amount) = payment, amount > 20 { print("large card payment", amount) }
        guard case .voucher = payment else { continue }
        print("voucher used")
    }
    print(total)
    let isCard: (EnumPayment) -> Bool = { if case .card = $0 { return true } else { return false } }
    print(payments.filter(isCard).count)
}
