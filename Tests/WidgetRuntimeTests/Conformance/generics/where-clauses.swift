func genericsAllEqual<C: Collection>(_ items: C) -> Bool where C.Element: Equatable {
    guard let first = items.first else { return true }
    return items.allSatisfy { $0 == first }
}

func genericsCommon<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
    where A.Element: Hashable, A.Element == B.Element {
    let other = Set(b)
    return a.filter { other.contains($0) }
}

func run() {
    print(genericsAllEqual([1, 1, 1]))
    print(genericsAllEqual(["x", "y"]))
    print(genericsAllEqual([Int]()))
    print(genericsCommon([1, 2, 3, 4], [4, 2, 8]))
    print(genericsCommon(["a", "b"], ["c"]))
}
