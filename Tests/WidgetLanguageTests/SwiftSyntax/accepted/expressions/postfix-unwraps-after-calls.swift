func lookup() -> [String: [Int]]? { [:] }
func unwraps() -> Int {
    let a = lookup()!["x"]?.first ?? 0
    let b = lookup()?["y"]?[0]
    let c = (lookup()?.count)!
    let d = lookup()!.keys.sorted().first!.count
    return a + (b ?? 0) + c + d
}
