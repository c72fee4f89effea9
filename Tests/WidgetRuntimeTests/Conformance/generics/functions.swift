func genericsPair<T>(_ a: T, _ b: T) -> [T] { [b, a] }
func genericsLargest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items where item > best { best = item }
    return best
}

func run() {
    print(genericsPair(1, 2))
    print(genericsPair("left", "right"))
    print(genericsLargest([3, 9, 2]) ?? -1)
    print(genericsLargest(["pear", "apple", "zucchini"]) ?? "none")
    let empty: [Double] = []
    print(genericsLargest(empty) == nil)
}
