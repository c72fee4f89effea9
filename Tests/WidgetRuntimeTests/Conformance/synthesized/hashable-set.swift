struct SynCell: Hashable {
    var row: Int
    var column: Int
}

func run() {
    var visited: Set<SynCell> = []
    let path = [SynCell(row: 0, column: 0), SynCell(row: 0, column: 1), SynCell(row: 0, column: 0), SynCell(row: 1, column: 1)]
    for cell in path {
        let (inserted, _) = visited.insert(cell)
        print(cell.row, cell.column, inserted)
    }
    print(visited.count)
    print(visited.contains(SynCell(row: 1, column: 1)), visited.contains(SynCell(row: 2, column: 2)))
    let sorted = visited.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    print(sorted.map { "\($0.row),\($0.column)" })
}
