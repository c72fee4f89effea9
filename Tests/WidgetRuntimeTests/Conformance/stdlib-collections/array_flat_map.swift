func run() {
    let nested = [[1, 2], [3], [], [4, 5, 6]]
    print(nested.flatMap { $0 })
    print(nested.joined().map { $0 })
    let words = ["hi", "yo"]
    print(words.flatMap { Array($0) })
    let pairs = [1, 2, 3].flatMap { n in [n, n * 10] }
    print(pairs)
    let grid = (1...2).flatMap { row in (1...3).map { col in "\(row)\(col)" } }
    print(grid)
}
