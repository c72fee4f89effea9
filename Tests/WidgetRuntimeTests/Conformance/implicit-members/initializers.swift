struct ImPoint: Equatable {
    var x: Int
    var y: Int
}

extension ImPoint {
    init(both value: Int) { self.init(x: value, y: value) }
}

final class ImBox {
    let label: String
    init(label: String) { self.label = label }
    init(number: Int) { self.label = "#\(number)" }
}

struct ImPath {
    var points: [ImPoint]
    static var empty: ImPath { .init(points: []) }
}

func imOrigin() -> ImPoint { .init(x: 0, y: 0) }

func imBoxes() -> [ImBox] { [.init(label: "a"), .init(number: 2)] }

func run() {
    let diagonal: [ImPoint] = [.init(x: 1, y: 2), .init(both: 3)]
    print(diagonal.map { "\($0.x),\($0.y)" }, imOrigin() == .init(both: 0))
    print(imBoxes().map(\.label))
    var path: ImPath = .empty
    path.points.append(.init(both: 9))
    print(path.points.count, path.points[0].y)
    let box: ImBox? = .init(number: 7)
    print(box?.label ?? "-")
}
