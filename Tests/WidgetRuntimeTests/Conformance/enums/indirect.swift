indirect enum EnumExpr {
    case number(Int)
    case add(EnumExpr, EnumExpr)
    case multiply(EnumExpr, EnumExpr)
    case negate(EnumExpr)

    func evaluate() -> Int {
        switch self {
        case .number(let n): return n
        case .add(let a, let b): return a.evaluate() + b.evaluate()
        case .multiply(let a, let b): return a.evaluate() * b.evaluate()
        case .negate(let e): return -e.evaluate()
        }
    }

    var text: String {
        switch self {
        case .number(let n): return String(n)
        case .add(let a, let b): return "(\(a.text) + \(b.text))"
        case .multiply(let a, let b): return "\(a.text) * \(b.text)"
        case .negate(let e): return "-\(e.text)"
        }
    }
}

func run() {
    let e = EnumExpr.multiply(.add(.number(2), .number(3)), .negate(.number(4)))
    print(e.text, "=", e.evaluate())
}
