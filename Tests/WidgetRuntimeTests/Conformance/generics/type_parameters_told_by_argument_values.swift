struct SumGrid<T: Numeric>: Equatable {
    var cells: [T]
    static func + (a: SumGrid, b: SumGrid) -> SumGrid {
        var out = SumGrid(cells: Array(repeating: T.zero, count: a.cells.count))
        for i in a.cells.indices { out.cells[i] = a.cells[i] + b.cells[i] }
        return out
    }
}
func gridTotal<T>(_ g: SumGrid<T>) -> T { g.cells.reduce(T.zero, +) }
protocol TagBearing { var tag: String { get } }
struct TagNote: TagBearing { let tag: String }
struct TagTask: TagBearing { let tag: String; var done = false }
func run() {
    let g = SumGrid(cells: [1, 2, 3]) + SumGrid(cells: [10, 20, 30])
    print(g.cells, gridTotal(g), gridTotal(SumGrid(cells: [0.5, 0.25])))
    let notes = [TagNote(tag: "a")], tasks = [TagTask(tag: "b"), TagTask(tag: "c")]
    let all: [any TagBearing] = notes + tasks
    print(all.map(\.tag))
}
