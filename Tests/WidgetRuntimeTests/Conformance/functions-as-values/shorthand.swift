func run() {
    let numbers = [3, 1, 2]
    print(numbers.map { $0 * $0 })
    print(numbers.sorted { $0 > $1 })
    print(numbers.enumerated().map { "\($0.offset):\($0.element)" })
    print(numbers.reduce("") { $0 + String($1) })
    let add: (Int, Int) -> Int = { $0 + $1 }
    print(add(2, 3))
    let constant = { 42 }
    print(constant())
    print(numbers.contains { $0 > 2 }, numbers.allSatisfy { $0 > 0 })
}
