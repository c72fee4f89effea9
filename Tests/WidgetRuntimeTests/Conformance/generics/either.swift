enum GenericEither<L, R> {
    case left(L)
    case right(R)

    var describedSide: String {
        switch self {
        case .left(let value): return "left \(value)"
        case .right(let value): return "right \(value)"
        }
    }
}

func genericsParse(_ text: String) -> GenericEither<Int, String> {
    if let number = Int(text) { return .left(number) }
    return .right(text)
}

func run() {
    for text in ["12", "twelve", "-3"] {
        print(genericsParse(text).describedSide)
    }
    let values: [GenericEither<Int, String>] = [.left(1), .right("x"), .left(2)]
    var sum = 0
    for case .left(let n) in values { sum += n }
    print(sum)
}
