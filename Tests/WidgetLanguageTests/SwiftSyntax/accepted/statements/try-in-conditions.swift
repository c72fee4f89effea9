func load(_ name: String) throws -> String? { name }
func conditions() throws -> Int {
    if let a = try load("a"), let b = try? load("b") { return a.count + (b?.count ?? 0) }
    guard let c = try load("c") else { return 0 }
    while let d = try load(c), d.isEmpty { break }
    switch try load("e") { case .some(let e): return e.count; case .none: return 0 }
}
