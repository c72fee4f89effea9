func run() {
    var evaluated: [Int] = []
    let squares = (1...10).lazy.map { n -> Int in
        evaluated.append(n)
        return n * n
    }
    print(evaluated.count)
    print(squares.first { $0 > 20 } ?? 0)
    print(evaluated)
    let firstThree = Array(squares.prefix(3))
    print(firstThree)
}
