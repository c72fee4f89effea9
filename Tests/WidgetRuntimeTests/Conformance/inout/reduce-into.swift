func run() {
    let words = ["apple", "bob", "cat", "anna", "boat"]
    let byLetter = words.reduce(into: [Character: [String]]()) { groups, word in
        groups[word.first ?? "?", default: []].append(word)
    }
    print(byLetter.keys.sorted().map { "\($0)=\(byLetter[$0] ?? [])" })
    let lengths = words.reduce(into: [Int]()) { $0.append($1.count) }
    print(lengths)
    let sum = (1...5).reduce(into: 0) { $0 += $1 }
    print(sum)
}
