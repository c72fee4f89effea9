enum EnumCoin: Int { case penny = 1, nickel = 5, dime = 10, quarter = 25 }
enum EnumDirection: String { case up, down }

func run() {
    print(EnumCoin(rawValue: 10) == .dime, EnumCoin(rawValue: 3) == nil)
    let amounts = [25, 7, 1].map { EnumCoin(rawValue: $0) }
    print(amounts.map { $0?.rawValue ?? 0 })
    if let d = EnumDirection(rawValue: "down") { print("parsed", d.rawValue) }
    print(EnumDirection(rawValue: "Up") == nil)
    let total = [1, 5, 5, 25].compactMap(EnumCoin.init(rawValue:)).reduce(0) { $0 + $1.rawValue }
    print(total)
}
