func guarded(_ list: [(Int, String)]) -> [String] {
    var out: [String] = []
    for (n, s) in list where n > 0 && !s.isEmpty { out.append(s) }
    for case let (n, s) in list where n.isMultiple(of: 2) { out.append("\(s)\(n)") }
    return out
}
