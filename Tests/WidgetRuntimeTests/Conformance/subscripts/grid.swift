struct SubGrid {
    let rows: Int, columns: Int
    var cells: [Int]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: 0, count: rows * columns)
    }
    subscript(row: Int, column: Int) -> Int {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }
}

func run() {
    var grid = SubGrid(rows: 2, columns: 3)
    grid[0, 1] = 5
    grid[1, 2] = 7
    grid[1, 2] += 1
    print(grid[0, 1], grid[1, 2], grid[1, 0])
    print(grid.cells)
}
