extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
    var histogram: [Element: Int] { reduce(into: [:]) { $0[$1, default: 0] += 1 } }
}
extension Collection {
    func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { start in
            let begin = index(startIndex, offsetBy: start)
            let end = index(begin, offsetBy: Swift.min(size, distance(from: begin, to: endIndex)))
            return Array(self[begin..<end])
        }
    }
}
extension Sequence {
    func grouped<K: Hashable>(by key: (Element) -> K) -> [K: [Element]] { Dictionary(grouping: self, by: key) }
}
func run() {
    print(["work", "home", "work", "gym"].uniqued())
    print("mississippi".uniqued(), String("mississippi".uniqued()))
    print("banana".histogram.sorted { $0.key < $1.key })
    print([1, 2, 3, 4, 5].chunked(2), "abcdefg".chunked(3))
    print("hello world".grouped { $0 == "o" ? "o" : "other" }.mapValues { $0.count }.sorted { $0.key < $1.key })
}
