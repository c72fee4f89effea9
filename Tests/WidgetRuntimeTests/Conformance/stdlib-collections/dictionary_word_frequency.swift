func run() {
    let text = "to be or not to be that is the question to ask"
    var frequency: [String: Int] = [:]
    for word in text.split(separator: " ").map(String.init) {
        frequency[word, default: 0] += 1
    }
    let ranked = frequency.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    for entry in ranked.prefix(4) {
        print(entry.key, entry.value)
    }
    print(frequency.count, frequency.values.reduce(0, +))
    print(frequency.filter { $0.value == 1 }.keys.sorted().joined(separator: ","))
}
