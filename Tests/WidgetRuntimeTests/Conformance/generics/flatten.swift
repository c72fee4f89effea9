func genericsFlatten<T>(_ nested: [[T]]) -> [T] {
    var result: [T] = []
    for inner in nested { result += inner }
    return result
}

func genericsChunks<T>(_ items: [T], size: Int) -> [[T]] {
    stride(from: 0, to: items.count, by: size).map { Array(items[$0..<min($0 + size, items.count)]) }
}

func run() {
    print(genericsFlatten([[1, 2], [], [3]]))
    print(genericsFlatten([["a"], ["b", "c"]]))
    print(genericsChunks([1, 2, 3, 4, 5], size: 2))
    print(genericsFlatten(genericsChunks(Array(1...7), size: 3)) == Array(1...7))
}
