// Inside a type's code, its methods passed by name without `self.`: by the base name (`map(double)`) or with
// the labels (`tint(for:)`), a private one too, and a static one inside a static member. The closure keeps `self`.
struct FavHeatGrid {
    let scale: Int
    private func tint(for cell: Int?) -> String { cell.map { "c\($0 * scale)" } ?? "empty" }
    func double(_ n: Int) -> Int { n * 2 }
    static func label(_ n: Int) -> String { "#\(n)" }
    func draw(_ cells: [Int?], color: (Int?) -> String) -> [String] { cells.map(color) }
    func drawn() -> [String] {
        draw([1, nil, 3], color: tint(for:)) + [1, 2].map(double).map(String.init) + [5].map(FavHeatGrid.label)
    }
    func painter() -> (Int?) -> String { tint(for:) }
    static func labels() -> [String] { [7, 8].map(label) }
}

func run() {
    print(FavHeatGrid(scale: 10).drawn())
    print(FavHeatGrid.labels())
    let paint = FavHeatGrid(scale: 3).painter()
    print(paint(2), paint(nil))
}
