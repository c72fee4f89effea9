func run() {
    print([1, -2, 3])
    print([1.0, 2.5, -0.0])
    print([Float(1.5)])
    print([Int8(1), Int8(-1)])
    print([UInt8.max])
    print(["a": 1.0])
    print([0.1 + 0.2])
    print([true, false])
}
