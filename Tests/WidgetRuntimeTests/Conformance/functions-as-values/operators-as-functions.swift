func run() {
    let numbers = [5, 3, 8, 1]
    print(numbers.reduce(0, +), numbers.reduce(1, *))
    print(numbers.sorted(by: >), numbers.sorted(by: <))
    let op: (Int, Int) -> Int = (-)
    print(op(10, 4))
    let ops: [(Int, Int) -> Int] = [(+), (-), (*), max, min]
    print(ops.map { $0(6, 3) })
    print(zip([1, 2, 3], [4, 5, 6]).map(+))
    print(["b", "a"].sorted(by: <), [true, false].map(!))
}
