enum OpShape {
    case circle(radius: Int)
    case square(side: Int)

    static func == (a: OpShape, b: OpShape) -> Bool {
        switch (a, b) {
        case (.circle(let r1), .circle(let r2)): return r1 == r2
        case (.square(let s1), .square(let s2)): return s1 == s2
        default: return false
        }
    }
}

func run() {
    print(OpShape.circle(radius: 1) == .circle(radius: 1))
    print(OpShape.circle(radius: 1) == .circle(radius: 2))
    print(OpShape.square(side: 3) == .circle(radius: 3))
}
