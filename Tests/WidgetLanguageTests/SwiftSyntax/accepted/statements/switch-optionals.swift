func optionals(_ value: Int?, _ pair: (String?, Int?)) -> Int {
    switch value {
    case nil: return 0
    case 1?: return 1
    case let v?: return v
    }
}
func pairs(_ pair: (String?, Int?)) -> String {
    switch pair {
    case (nil, nil): return "empty"
    case (let s?, nil): return s
    case (_, let n?): return "\(n)"
    }
}
