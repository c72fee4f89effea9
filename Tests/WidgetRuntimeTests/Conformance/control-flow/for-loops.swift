func run() {
    for i in 1...3 { print("i", i) }
    for i in stride(from: 10, to: 0, by: -4) { print("s", i) }
    for i in stride(from: 0.0, through: 1.0, by: 0.5) { print("d", i) }
    for (index, word) in ["a", "b"].enumerated() { print(index, word) }
    for n in [1, 2, 3, 4, 5, 6] where n % 3 == 0 { print("three", n) }
    for c in "hey".reversed() { print(c, terminator: ".") }
    print()
    for (a, b) in zip([1, 2, 3], ["x", "y"]) { print(a, b) }
    for _ in 0..<2 { print("again") }
}
