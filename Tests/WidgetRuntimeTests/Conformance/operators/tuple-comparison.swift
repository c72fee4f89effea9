func run() {
    print((1, 2) == (1, 2), (1, 2) != (2, 1))
    print((1, "b") < (1, "c"), (1, "b") < (0, "z"))
    print((3, 4.5, "x") <= (3, 4.5, "x"), (3, 4.5, "x") > (3, 4.5, "w"))
    let pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
    let sorted = pairs.sorted { $0 < $1 }
    print(sorted.map { "\($0.0)\($0.1)" })
    let (q, r) = (17 / 5, 17 % 5)
    print(q, r)
}
