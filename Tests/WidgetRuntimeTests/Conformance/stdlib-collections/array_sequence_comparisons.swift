func run() {
    let a = [1, 2, 3]
    print(a == [1, 2, 3], a != [3, 2, 1])
    print(a.elementsEqual([1, 2, 3]), a.elementsEqual(1...3))
    print(a.starts(with: [1, 2]), a.starts(with: [2]))
    print(a.lexicographicallyPrecedes([1, 3]), [2].lexicographicallyPrecedes(a))
    print(["b", "a"].lexicographicallyPrecedes(["b", "b"]))
    print(a.elementsEqual([10, 20, 30]) { $0 * 10 == $1 })
}
