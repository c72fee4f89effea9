func optionals(_ values: [Int?], _ nested: Int??) -> Int {
    var s = 0
    for case let v? in values { s += v }
    for case nil in values { s -= 1 }
    if case let v?? = nested { s += v }
    if case .some(.some(let v)) = nested { s += v }
    switch nested {
    case .some(nil): break
    case nil: break
    case let x??: s += x
    }
    return s
}
