func describe(_ n: Int) -> String {
    switch n {
    case 0:
        return "zero"
    case 1, 2, 3:
        return "small"
    case 4..<10:
        return "medium"
    case ..<0:
        return "negative"
    case let x where x % 2 == 0:
        return "even"
    default:
        return "odd"
    }
}
