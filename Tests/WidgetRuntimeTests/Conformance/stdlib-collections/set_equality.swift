struct SeBag {
    var tags: Set<String>
    func same(_ other: [String]) -> Bool { tags == Set(other) }
    func sameLiteral() -> Bool { tags == ["b", "a"] }
}

func seEqual(_ a: Set<Int>, _ b: Set<Int>) -> Bool { a == b }

func run() {
    let xs = [3, 1, 2, 1]
    let s = Set(xs)
    print(s == [1, 2, 3], s != [2, 1, 3], s == [1, 2], s == [3, 3, 2, 1])
    print(seEqual([1, 2], [2, 1]), seEqual([1], [2]))
    let bag = SeBag(tags: ["a", "b"])
    print(bag.same(["b", "a", "a"]), bag.sameLiteral())
    print(s.union([9]) == [9, 1, 2, 3], s.intersection([2, 3, 7]) == [3, 2])
    print(xs == [3, 1, 2, 1], xs == [1, 1, 2, 3])
}
