struct DescMoney: CustomStringConvertible, CustomDebugStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    var debugDescription: String { "DescMoney(cents: \(cents))" }
}

func run() {
    let m = DescMoney(cents: 1205)
    print(m)
    debugPrint(m)
    print([m])
    print("\(m)")
    print(String(describing: m), String(reflecting: m))
    print(Optional(m) as Any)
}
