func kind(of value: Any) -> String {
    switch value {
    case is Int: return "Int"
    case let d as Double where d.isNaN: return "NaN"
    case let d as Double: return "\(d)"
    case let s as String: return s
    case let list as [Any]: return "list of \(list.count)"
    case let f as (Int) -> Int: return "\(f(1))"
    default: return "?"
    }
}
