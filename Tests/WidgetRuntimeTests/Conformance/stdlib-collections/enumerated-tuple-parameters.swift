struct EnumeratedStat { var day: Int; var confirmed: Int }

extension Array where Element == EnumeratedStat {
    // Inside an extension of Array: `Array(suffix(n))` makes an array, it is no method of self.
    func dailyIncreases() -> [Int] {
        var increases = [Int]()
        let recent = Array(suffix(3))
        recent.enumerated().forEach { (index, element) in
            if index + 1 < recent.count { increases.append(recent[index + 1].confirmed - element.confirmed) }
        }
        return increases
    }
}

func run() {
    let stats = [EnumeratedStat(day: 1, confirmed: 1), EnumeratedStat(day: 2, confirmed: 4), EnumeratedStat(day: 3, confirmed: 9),
                 EnumeratedStat(day: 4, confirmed: 16)]
    print(stats.dailyIncreases())
    // One (offset, element) tuple taken apart by the closure's two parameters.
    stats.enumerated().forEach { (i, s) in print(i, s.confirmed) }
    print(stats.enumerated().map { offset, stat in offset * stat.day })
    print(stats.enumerated().filter { index, _ in index % 2 == 0 }.map(\.element.day))
    // Two parameters that are two elements: sorted(by:) compares tuples.
    let pairs = [(1, "b"), (0, "a"), (2, "c")]
    print(pairs.sorted { a, b in a.0 > b.0 }.map { $0.1 })
    print(pairs.min { a, b in a.1 < b.1 }.map { $0.0 } ?? -1)
}
