struct SynPoint: Equatable {
    var x: Int
    var y: Int
}

func run() {
    let a = SynPoint(x: 1, y: 2)
    let b = SynPoint(x: 1, y: 2)
    let c = SynPoint(x: 2, y: 1)
    print(a == b, a == c, a != c)
    print([a, c].contains(b), [a, b, c].firstIndex(of: c) ?? -1)
    print([a, b] == [b, a], [a] == [c])
}
