func run() {
    let text = "mississippi river"
    var counts: [Character: Int] = [:]
    for char in text where char != " " {
        counts[char, default: 0] += 1
    }
    let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    for (char, count) in sorted {
        print(char, count)
    }
    print(counts.keys.sorted().map(String.init).joined())
}
