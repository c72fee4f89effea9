func kinds(_ values: [Any]) -> [String] {
    values.map { value in
        switch value {
        case let n as Int where n > 0: "positive int"
        case is Int: "int"
        case let s as String: "string \(s)"
        case let (a, b) as (Int, Int): "pair \(a) \(b)"
        default: "other"
        }
    }
}
