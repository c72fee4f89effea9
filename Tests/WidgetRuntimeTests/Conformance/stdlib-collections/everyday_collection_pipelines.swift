struct PqScore: Comparable, CustomStringConvertible {
    let name: String
    let points: Int
    static func < (a: PqScore, b: PqScore) -> Bool { (a.points, a.name) < (b.points, b.name) }
    var description: String { "\(name):\(points)" }
}
func run() {
    let scores = [PqScore(name: "b", points: 3), PqScore(name: "a", points: 3), PqScore(name: "c", points: 1)]
    print(scores.sorted(), scores.max()!, scores.min()!)
    let grouped = Dictionary(grouping: scores, by: { $0.points })
    for key in grouped.keys.sorted() { print(key, grouped[key]!.map(\.name).sorted()) }
    var counts: [Character: Int] = [:]
    for ch in "hello world" where ch != " " { counts[ch, default: 0] += 1 }
    print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: ","))
    let pairs = zip([1, 2, 3], ["x", "y"]).map { "\($0)\($1)" }
    print(pairs, Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 0.0, through: 1.0, by: 0.25)))
    var nums = [5, 3, 8, 1, 9, 2]
    nums.removeAll { $0 % 2 == 0 }
    nums.insert(7, at: 1)
    nums.swapAt(0, nums.count - 1)
    print(nums, nums.firstIndex(of: 3) as Any, nums.lastIndex { $0 > 4 } as Any)
    let nested = [[1, 2], [], [3]]
    print(nested.flatMap { $0 }, nested.map(\.count), nested.compactMap(\.first))
    let dict = ["a": 1, "b": 2, "c": 3]
    print(dict.filter { $0.value > 1 }.keys.sorted(), dict.mapValues { $0 * 10 }.sorted { $0.key < $1.key }.map(\.value))
    print(dict.reduce(0) { $0 + $1.value }, dict.min { $0.value < $1.value }!.key)
    let words = "the quick brown fox".split(separator: " ")
    print(words.map { $0.count }, words.sorted { $0.count > $1.count }.first!, words.joined(separator: "-"))
    print(Array(repeating: "ab", count: 3).joined(), String(repeating: "=", count: 5))
    print([1, 2, 3].reversed().map { $0 }, [3, 1, 2].sorted(by: >), (1...5).reduce(into: [Int]()) { $0.append($1 * $1) })
    print([1, 2, 3, 4, 5].prefix(while: { $0 < 3 }), [1, 2, 3, 4].drop(while: { $0 < 3 }), [1, 2, 3].allSatisfy { $0 > 0 })
    print([1, 2, 3].contains(where: { $0 > 2 }), [4, 5].first(where: { $0 > 4 }) ?? -1, ["a", "b"].enumerated().map { "\($0.offset)\($0.element)" })
}
