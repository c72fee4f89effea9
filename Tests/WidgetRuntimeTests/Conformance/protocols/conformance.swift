protocol ProtoShape {
    var area: Double { get }
    func summary() -> String
}

struct ProtoSquare: ProtoShape {
    var side: Double
    var area: Double { side * side }
    func summary() -> String { "square \(side)" }
}

struct ProtoRect: ProtoShape {
    var width: Double, height: Double
    var area: Double { width * height }
    func summary() -> String { "rect \(width)x\(height)" }
}

func run() {
    let shapes: [any ProtoShape] = [ProtoSquare(side: 2), ProtoRect(width: 1.5, height: 4)]
    for shape in shapes {
        print(shape.summary(), shape.area)
    }
    print(shapes.map { $0.area }.reduce(0, +))
}
