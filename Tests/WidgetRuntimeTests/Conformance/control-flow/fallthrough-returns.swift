// A computed property or function whose switch's cases return, or fall through into a case that returns,
// gives a value on every path.
enum FallSize { case small, medium, large, huge }

extension FallSize {
    var columns: Int {
        switch self {
        case .small:
            return 1
        case .medium:
            return 2
        case .large:
            fallthrough
        default:
            return 4
        }
    }

    var padding: Double {
        switch self {
        case .small:
            return 8.0
        case .medium, .large:
            fallthrough
        case .huge:
            return 0
        }
    }
}

func fallLabel(_ n: Int) -> String {
    switch n {
    case 0:
        fallthrough
    case 1:
        fallthrough
    case 2:
        return "few"
    default:
        return "many"
    }
}

func run() {
    print([FallSize.small, .medium, .large, .huge].map(\.columns))
    print([FallSize.small, .medium, .large, .huge].map(\.padding))
    print((0..<4).map(fallLabel))
}
