func run() {
    let a: Set = [1, 2, 3, 4]
    let b: Set = [3, 4, 5]
    print(a.union(b).sorted())
    print(a.intersection(b).sorted())
    print(a.subtracting(b).sorted())
    print(a.symmetricDifference(b).sorted())
    print(a.isDisjoint(with: b), a.isDisjoint(with: [9]))
    var c = a
    c.formUnion([10])
    c.subtract([1])
    print(c.sorted(), c.count)
}
