struct Matrix {
    var rows: Int, columns: Int
    var grid: [Double]
    subscript(row: Int, column: Int) -> Double {
        get { grid[row * columns + column] }
        set { grid[row * columns + column] = newValue }
    }
    subscript(row r: Int) -> [Double] { Array(grid[r * columns..<(r + 1) * columns]) }
    subscript<T: BinaryInteger>(generic index: T) -> Double { grid[Int(index)] }
    static subscript(identity n: Int) -> Matrix { Matrix(rows: n, columns: n, grid: []) }
    subscript(safe i: Int) -> Double? { grid.indices.contains(i) ? grid[i] : nil }
    subscript(labels: String...) -> Int { labels.count }
    subscript(async i: Int) -> Double { get async throws { grid[i] } }
}
