protocol ProtoWeighted { var weight: Int { get } }
struct ProtoParcel: ProtoWeighted { var weight: Int }

extension Collection where Element: ProtoWeighted {
    var protoTotalWeight: Int { reduce(0) { $0 + $1.weight } }
    func protoHeavier(than limit: Int) -> [Element] { filter { $0.weight > limit } }
}

extension Sequence where Element == Int {
    var protoSquaresSum: Int { reduce(0) { $0 + $1 * $1 } }
}

func run() {
    let parcels = [ProtoParcel(weight: 3), ProtoParcel(weight: 10), ProtoParcel(weight: 7)]
    print(parcels.protoTotalWeight)
    print(parcels.protoHeavier(than: 5).map { $0.weight })
    print([1, 2, 3].protoSquaresSum, (1...4).protoSquaresSum)
}
