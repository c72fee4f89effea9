func run() {
    var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
    grid[0][1] = 5
    grid[1][2] = 7
    print(grid)
    let matrix = [[1, 2, 3], [4, 5, 6]]
    let transposed = (0..<3).map { col in matrix.map { $0[col] } }
    print(transposed)
    print(matrix.map { $0.reduce(0, +) }, matrix.flatMap { $0 }.max()!)
    print(matrix == [[1, 2, 3], [4, 5, 6]], matrix[1].count)
    let diagonal = (0..<2).map { matrix[$0][$0] }
    print(diagonal)
}
