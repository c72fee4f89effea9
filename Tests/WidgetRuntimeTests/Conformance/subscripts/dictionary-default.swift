func run() {
    var counts: [String: Int] = [:]
    for word in "the cat and the hat and the bat".split(separator: " ") {
        counts[String(word), default: 0] += 1
    }
    print(counts.keys.sorted().map { "\($0)=\(counts[$0, default: 0])" })
    print(counts["dog", default: -1], counts["dog"] == nil)
    var lists: [Int: [String]] = [:]
    lists[1, default: []].append("a")
    lists[1, default: []].append("b")
    lists[2, default: ["start"]].append("c")
    print(lists[1] ?? [], lists[2] ?? [], lists[3, default: []])
}
