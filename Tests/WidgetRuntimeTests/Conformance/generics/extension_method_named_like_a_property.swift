extension Sequence {
    func count(where predicate: (Element) -> Bool) -> Int {
        var n = 0
        for e in self where predicate(e) { n += 1 }
        return n
    }
}

extension String {
    func first(_ n: Int) -> String { String(prefix(n)) }
}

func run() {
    print((1...10).count(where: { $0 % 3 == 0 }), [4, 5, 6].count(where: { $0 > 4 }), [1, 2].count)
    print("widget".first(3), "widget".first ?? "-", "ab".count(where: { $0 == "a" }))
}
