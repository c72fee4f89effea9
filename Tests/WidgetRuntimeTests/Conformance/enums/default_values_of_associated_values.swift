indirect enum Block {
    case text(String, size: Int = 10)
    case gap(Int)
    case stack([Block], spacing: Int = 0)
}
func height(_ b: Block) -> Int {
    switch b {
    case let .text(_, size): return size
    case .gap(let n): return n
    case let .stack(items, spacing): return items.map(height).reduce(0, +) + max(0, items.count - 1) * spacing
    }
}
func run() {
    let page = Block.stack([.text("Title", size: 18), .gap(4), .text("Body"), .stack([.text("a"), .text("b")], spacing: 2)])
    print(height(page))
    print(Block.text("x"), Block.stack([]))
}
