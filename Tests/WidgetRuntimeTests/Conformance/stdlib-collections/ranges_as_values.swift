struct RangeShelf { var slots: ClosedRange<Int> }

func rangeWidth(_ r: Range<Int>) -> Int { r.upperBound - r.lowerBound }

func run() {
    let hours = 9..<17
    print(hours, hours.lowerBound, hours.upperBound, hours.count, hours.isEmpty)
    let empty = 5..<5
    print(empty, empty.isEmpty, empty.count, (1...1).isEmpty, (1...1).count)
    print(rangeWidth(2..<9), RangeShelf(slots: 1...4), [1...2, 3...4], [0..<1])
    print(hours.contains(17), (9...17).contains(17), hours.map { $0 - 9 }.last ?? -1)
    print((0...4).clamped(to: 2...10), (0..<3).overlaps(2..<5), (0..<2).overlaps(2..<4))
    for hour in [8, 9, 16, 17] {
        switch hour {
        case hours: print(hour, "open")
        default: print(hour, "closed")
        }
    }
    let names = ["a", "b", "c", "d"]
    print(names.indices, names.indices.count, names[1..<3], names[hours.count - 7 ... 3])
    print(hours == 9..<17, (1...3) == (1...3), "\(1...3)", String(describing: 0..<2))
    print(Array(1...3), Set(1...3).count, zip(0..<2, names).map { "\($0)\($1)" })
}
