extension Collection {
    func cesChunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { start in
            let s = index(startIndex, offsetBy: start)
            let e = index(s, offsetBy: Swift.min(size, distance(from: s, to: endIndex)))
            return Array(self[s..<e])
        }
    }
    subscript(cesSafe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Sequence {
    func cesCount(where predicate: (Element) -> Bool) -> Int { reduce(0) { predicate($1) ? $0 + 1 : $0 } }
}

struct CesBox<Wrapped> {
    let value: Wrapped
    func map<U>(_ f: (Wrapped) -> U) -> CesBox<U> { CesBox<U>(value: f(value)) }
}

func run() {
    print(Array(1...7).cesChunked(3), "abcdefg".cesChunked(2).map { String($0) })
    print([1, 2][cesSafe: 5] as Any, [1, 2][cesSafe: 1] as Any, "ab"[cesSafe: "ab".startIndex] ?? "-")
    print("hello".cesCount(where: { $0 == "l" }), [3, 4, 5].cesCount { $0 > 3 })
    print(CesBox(value: [1, 2, 3]).map(\.count).value, CesBox(value: "abc").map(\.count).value)
}
