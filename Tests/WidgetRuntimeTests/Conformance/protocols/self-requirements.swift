protocol ProtoCombinable {
    func combined(with other: Self) -> Self
}

struct ProtoMoney: ProtoCombinable, Equatable {
    var cents: Int
    func combined(with other: ProtoMoney) -> ProtoMoney { ProtoMoney(cents: cents + other.cents) }
}

extension String: ProtoCombinable {
    func combined(with other: String) -> String { self + "&" + other }
}

func protoCombineAll<T: ProtoCombinable>(_ first: T, _ rest: [T]) -> T {
    rest.reduce(first) { $0.combined(with: $1) }
}

func run() {
    print(protoCombineAll(ProtoMoney(cents: 5), [ProtoMoney(cents: 10), ProtoMoney(cents: 1)]).cents)
    print(protoCombineAll("a", ["b", "c"]))
    print(ProtoMoney(cents: 1).combined(with: ProtoMoney(cents: 2)) == ProtoMoney(cents: 3))
}
