struct RepGrid {
    var cells: [Double]
    var flags: [Bool?]
    init(count: Int) {
        cells = Array(repeating: 0, count: count)
        flags = Array(repeating: nil, count: count)
    }
}

func run() {
    var g = RepGrid(count: 3)
    g.cells[1] += 2.5
    print(g.cells, g.flags)
    var weights: [Double] = []
    weights = Array(repeating: 1, count: 2)
    print(weights, weights.reduce(0, +) / 4)
    let rows = Array(repeating: Array(repeating: 0, count: 2), count: 2)
    print(rows)
}
