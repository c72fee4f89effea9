func uniqueInOrder<T: Hashable>(_ values: [T]) -> [T] {
    var seen = Set<T>()
    return values.filter { seen.insert($0).inserted }
}

func run() {
    print(uniqueInOrder([3, 1, 3, 2, 1, 4]))
    print(uniqueInOrder(["b", "a", "b", "c", "a"]))
    print(uniqueInOrder([Int]()))
    print(uniqueInOrder(Array("hello world")).map(String.init).joined())
    print(Set([3, 1, 3, 2]).sorted())
}
