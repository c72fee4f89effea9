func edges(_ items: [String: Int], _ flag: Bool) -> String {
    let a = "\(items["a", default: 0])"
    let b = "\(flag ? "yes" : "no")"
    let c = "\("nested \("deeper \(1 + 2)")")"
    let d = "\(items.map { key, value in "\(key)=\(value)" }.joined(separator: ","))"
    let e = "(\(a)) [\(b)] {\(c)}"
    return a + b + c + d + e
}
