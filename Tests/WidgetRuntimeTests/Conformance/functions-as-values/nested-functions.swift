func favFibonacci(_ n: Int) -> [Int] {
    func next(_ a: Int, _ b: Int, _ remaining: Int, _ acc: [Int]) -> [Int] {
        remaining == 0 ? acc : next(b, a + b, remaining - 1, acc + [a])
    }
    return next(0, 1, n, [])
}

func favReport(_ values: [Int]) -> String {
    var lines: [String] = []
    func add(_ label: String, _ value: Int) { lines.append("\(label)=\(value)") }
    add("count", values.count)
    add("max", values.max() ?? 0)
    return lines.joined(separator: ";")
}

func run() {
    print(favFibonacci(10))
    print(favReport([4, 9, 2]))
}
