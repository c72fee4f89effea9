struct OpMoney: Comparable {
    var cents: Int
    static func < (lhs: OpMoney, rhs: OpMoney) -> Bool { lhs.cents < rhs.cents }
    static func + (lhs: OpMoney, rhs: OpMoney) -> OpMoney { OpMoney(cents: lhs.cents + rhs.cents) }
}

func run() {
    let a = OpMoney(cents: 150), b = OpMoney(cents: 99)
    print(a < b, a > b, a <= a, a >= b)
    print((a + b).cents)
    print([a, b, OpMoney(cents: 5)].sorted().map(\.cents))
    print(max(a, b).cents, min(a, b).cents)
}
