func run() {
    let pair = (1, "one")
    let named = (x: 2.5, y: true)
    print(pair)
    print(named)
    print((1, (2, 3)), ())
    print([(1, "a"), (2, "b")])
    let mixed: (Int, label: String?) = (7, nil)
    print(mixed)
    print(String(describing: (a: 1, 2)))
}
