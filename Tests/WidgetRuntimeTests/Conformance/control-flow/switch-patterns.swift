func cfDescribe(_ value: (Int, Int)) -> String {
    switch value {
    case (0, 0): return "origin"
    case (let x, 0): return "on x at \(x)"
    case (0, let y): return "on y at \(y)"
    case let (x, y) where x == y: return "diagonal \(x)"
    case (-5...5, -5...5): return "near"
    default: return "far"
    }
}

func run() {
    for point in [(0, 0), (3, 0), (0, -2), (4, 4), (1, 2), (10, 1)] {
        print(cfDescribe(point))
    }
    for n in [1, 2, 3] {
        switch n {
        case 1:
            print("one, falling")
            fallthrough
        case 2:
            print("two or fell")
        default:
            print("other")
        }
    }
}
