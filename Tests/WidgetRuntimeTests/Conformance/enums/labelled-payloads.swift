enum EnumMove {
    case step(dx: Int, dy: Int)
    case jump(to: (Int, Int))
    case stay
}

func enumApply(_ move: EnumMove, to position: (Int, Int)) -> (Int, Int) {
    switch move {
    case let .step(dx, dy): return (position.0 + dx, position.1 + dy)
    case .jump(to: let target): return target
    case .stay: return position
    }
}

func run() {
    var position = (0, 0)
    for move in [EnumMove.step(dx: 1, dy: 2), .stay, .step(dx: -3, dy: 0), .jump(to: (9, 9)), .step(dx: 1, dy: 1)] {
        position = enumApply(move, to: position)
        print(position.0, position.1)
    }
}
