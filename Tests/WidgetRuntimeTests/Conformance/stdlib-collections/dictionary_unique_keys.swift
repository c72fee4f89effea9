func run() {
    let pairs = [("a", 1), ("b", 2), ("c", 3)]
    let dict = Dictionary(uniqueKeysWithValues: pairs)
    print(dict.keys.sorted(), dict["b"]!)
    let dupes = [("x", 1), ("y", 2), ("x", 10)]
    let summed = Dictionary(dupes, uniquingKeysWith: +)
    print(summed.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
    let firstWins = Dictionary(dupes) { first, _ in first }
    print(firstWins["x"]!)
    let lengths = Dictionary(uniqueKeysWithValues: ["one", "three"].map { ($0, $0.count) })
    print(lengths["three"]!, lengths["four"] == nil)
}
