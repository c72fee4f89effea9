func ifs(_ a: Int, _ b: String?) -> String {
    if a > 0 { return "pos" }
    if a < -10 {
        return "very negative"
    } else if a < 0 {
        return "negative"
    } else {
        if let b, !b.isEmpty { return b }
    }
    if let b = b, let n = Int(b), n > a { return "bigger" }
    if case .some(let text) = b { return text }
    if var copy = b { copy += "!"; return copy }
    return "zero"
}
