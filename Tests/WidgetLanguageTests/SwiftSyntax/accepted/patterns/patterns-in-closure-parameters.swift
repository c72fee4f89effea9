func closures(_ pairs: [(String, Int)], _ dict: [String: [Int]]) -> [String] {
    let a = pairs.map { name, count in "\(name)\(count)" }
    let b = pairs.map { (pair) in pair.0 }
    let c = dict.map { (key, values) in key + "\(values.count)" }
    let d = pairs.sorted { lhs, rhs in lhs.1 < rhs.1 }.map(\.0)
    return a + b + c + d
}
