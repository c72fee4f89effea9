func run() {
    print(abs(-5), abs(5), abs(-2.5))
    print((-8).magnitude, Int8.min.magnitude, Int.min.magnitude == UInt(Int.max) + 1)
    print(max(3, 9, 4), min(3, 9, 4), max(2.5, 1))
    print([4, -9, 2].map(abs), [4, -9, 2].max(by: { abs($0) < abs($1) }) ?? 0)
}
