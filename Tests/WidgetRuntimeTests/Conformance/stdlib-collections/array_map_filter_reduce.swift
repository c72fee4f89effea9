func run() {
    let numbers = [3, 8, 1, 12, 7, 4]
    print(numbers.map { $0 * 2 })
    print(numbers.filter { $0 % 2 == 0 })
    print(numbers.reduce(0, +))
    print(numbers.reduce(1) { $0 * $1 })
    print(numbers.map(String.init).joined(separator: "-"))
    let total = numbers.filter { $0 > 3 }.map { $0 * $0 }.reduce(0, +)
    print(total)
    print([Int]().reduce(0, +), [Int]().map { $0 + 1 })
}
