func chains(_ json: [String: Any]) -> Int? {
    let count = (json["items"] as? [[String: Any]])?.count
    let first = (json["first"] as? String).map { $0.count }
    let nested = ((json["a"] as? [String: Any])?["b"] as? Int) ?? 0
    return (count ?? 0) + (first ?? 0) + nested
}
