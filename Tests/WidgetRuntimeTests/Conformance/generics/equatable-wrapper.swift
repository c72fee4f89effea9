struct GenericWrapper<T: Equatable>: Equatable {
    var value: T
    var note: String
}

func genericsIndex<T: Equatable>(of target: T, in items: [T]) -> Int? {
    for (index, item) in items.enumerated() where item == target { return index }
    return nil
}

func run() {
    let a = GenericWrapper(value: 3, note: "x")
    let b = GenericWrapper(value: 3, note: "x")
    let c = GenericWrapper(value: 4, note: "x")
    print(a == b, a == c, a != c)
    print(genericsIndex(of: c, in: [a, c]) ?? -1)
    print(genericsIndex(of: "q", in: ["a", "b"]) ?? -1)
    print(genericsIndex(of: 2.5, in: [1.5, 2.5]) ?? -1)
}
