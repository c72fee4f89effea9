func run() {
    let text = "the quick the lazy the end"
    var counts: [String: Int] = [:]
    for word in text.split(separator: " ") {
        counts[String(word), default: 0] += 1
    }
    print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    print(counts["the", default: 0], counts["missing", default: 0])
    var groups: [Int: [String]] = [:]
    for word in ["hi", "yo", "hey", "a"] {
        groups[word.count, default: []].append(word)
    }
    for key in groups.keys.sorted() {
        print(key, groups[key]!)
    }
}
