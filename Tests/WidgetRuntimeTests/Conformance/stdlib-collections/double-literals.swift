func run() {
    let weights = [0.5, 1, 3]
    print(weights, weights[2] / 2, weights.map { $0 / 2 })
    let grid = [[1.5], [2, -3]]
    print(grid, grid[1][0] / 4)
    let limits = ["low": 1, "high": 2.5]
    print(limits.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value / 2)" })
    let mixed: [Any] = [1, 2.5, "x"]
    print(mixed.count, mixed[0] is Int, mixed[1] is Double)
    let whole = [1, 2, 3]
    print(whole, whole[2] / 2)
}
