enum EnumShape {
    case circle(Double)
    case rectangle(Double, Double)
    case triangle(base: Double, height: Double)

    var area: Double {
        switch self {
        case .circle(let r): return 3 * r * r
        case let .rectangle(w, h): return w * h
        case .triangle(let base, let height): return base * height / 2
        }
    }
}

func run() {
    let shapes: [EnumShape] = [.circle(2), .rectangle(2, 3), .triangle(base: 4, height: 5)]
    print(shapes.map(\.area))
    if case .rectangle(let w, _) = shapes[1] { print("width", w) }
    if case .triangle(base: let b, height: let h) = shapes[2] { print(b, h) }
}
