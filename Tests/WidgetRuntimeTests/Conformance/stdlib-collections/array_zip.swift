func run() {
    let names = ["Ann", "Ben", "Cy", "Dee"]
    let scores = [90, 85, 77]
    for (name, score) in zip(names, scores) {
        print(name, score)
    }
    print(Array(zip(names, scores)).count)
    print(zip(scores, scores.dropFirst()).map { $1 - $0 })
    let dict = Dictionary(uniqueKeysWithValues: zip(names, 1...))
    print(dict.keys.sorted().map { "\($0)=\(dict[$0]!)" })
    print(Array(zip(1...3, ["a", "b", "c"])).map { "\($0)\($1)" })
}
