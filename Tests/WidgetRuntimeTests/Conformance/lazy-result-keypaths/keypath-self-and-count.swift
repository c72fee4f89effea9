func run() {
    let words = ["pear", "fig", "banana"]
    print(words.map(\.count))
    print(words.map(\.self))
    let countPath = \String.count
    print(words.map { $0[keyPath: countPath] }.reduce(0, +))
    print([[1, 2], [3]].map(\.count), [[1, 2], [3]].map(\.first))
    print(words.map(\.isEmpty), words.map(\.last))
}
