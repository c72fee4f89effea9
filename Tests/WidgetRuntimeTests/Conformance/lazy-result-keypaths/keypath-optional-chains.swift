struct LkAddress { var city: String; var zip: String? }
struct LkCustomer { var name: String; var address: LkAddress? }

func run() {
    let customers = [
        LkCustomer(name: "a", address: LkAddress(city: "Oslo", zip: "0150")),
        LkCustomer(name: "b", address: nil),
        LkCustomer(name: "c", address: LkAddress(city: "Rome", zip: nil)),
    ]
    print(customers.map(\.address?.city))
    print(customers.compactMap(\.address?.zip))
    print(customers.map { $0[keyPath: \.address?.city] ?? "-" })
}
