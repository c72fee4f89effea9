struct InoutItem { var name: String; var stock: Int }

func run() {
    var items = [InoutItem(name: "pen", stock: 2), InoutItem(name: "ink", stock: 0)]
    for index in items.indices where items[index].stock == 0 {
        items[index].stock = 10
    }
    print(items.map { "\($0.name):\($0.stock)" })
    items.indices.forEach { items[$0].name = items[$0].name.uppercased() }
    print(items.map(\.name))
    var grid = [[0, 0], [0, 0]]
    for r in 0..<2 { for c in 0..<2 { grid[r][c] = r * 2 + c } }
    print(grid)
}
