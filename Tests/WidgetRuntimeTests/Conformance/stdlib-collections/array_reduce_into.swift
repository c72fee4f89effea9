func run() {
    let words = ["apple", "bee", "cat", "apple", "dog", "bee"]
    let counts = words.reduce(into: [:]) { result, word in result[word, default: 0] += 1 }
    print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
    let lengths = words.reduce(into: Set<Int>()) { $0.insert($1.count) }
    print(lengths.sorted())
    let running = [1, 2, 3, 4].reduce(into: [Int]()) { acc, x in acc.append((acc.last ?? 0) + x) }
    print(running)
    let sentence = words.reduce("") { $0.isEmpty ? $1 : $0 + " " + $1 }
    print(sentence)
}
