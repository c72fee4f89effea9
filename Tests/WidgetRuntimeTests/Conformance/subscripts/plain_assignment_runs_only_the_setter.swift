final class SetOnlyBox {
    var reads = 0, writes = 0
    var store: [String: Int] = [:]
    subscript(key: String) -> Int? {
        get { reads += 1; return store[key] }
        set { writes += 1; store[key] = newValue }
    }
    private var _title = ""
    var title: String {
        get { reads += 1; return _title }
        set { writes += 1; _title = newValue.uppercased() }
    }
}
struct SetOnlyGrid {
    var log: [String] = []
    var cells = [0, 0, 0]
    subscript(i: Int) -> Int {
        get { cells[i] }
        set { log.append("set \(i)"); cells[i] = newValue }
    }
    var first: Int {
        get { cells[0] }
        set { log.append("first"); cells[0] = newValue }
    }
}
func run() {
    let b = SetOnlyBox()
    b["a"] = 1
    b["b"] = 2
    print(b.reads, b.writes)
    b["a"]! += 5
    print(b.reads, b.writes, b.store["a"]!)
    b.title = "hi"
    b.title += "!"
    print(b.reads, b.writes, b.title)
    var g = SetOnlyGrid()
    g[1] = 4
    g[1] += 1
    g.first = 7
    g.first -= 2
    print(g.cells, g.log)
}
