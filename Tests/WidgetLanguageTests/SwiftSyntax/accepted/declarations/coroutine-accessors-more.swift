struct Grid {
    private var cells: [Int] = [0, 0, 0, 0]
    subscript(index: Int) -> Int {
        _read { yield cells[index] }
        _modify { yield &cells[index] }
    }
    var first: Int {
        get { cells[0] }
        _modify {
            var value = cells[0]
            defer { cells[0] = value }
            yield &value
        }
    }
    var total: Int {
        _read {
            let sum = cells.reduce(0, +)
            yield sum
        }
    }
}
