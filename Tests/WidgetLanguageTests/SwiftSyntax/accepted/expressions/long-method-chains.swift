func chains(_ words: [String]) -> [String: Int] {
    words
        .map { $0.lowercased() }
        .filter { !$0.isEmpty }
        .reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }
}
func sortedKeys(_ d: [String: Int]) -> [String] {
    d.sorted { $0.value > $1.value }
        .prefix(5)
        .map(\.key)
}
