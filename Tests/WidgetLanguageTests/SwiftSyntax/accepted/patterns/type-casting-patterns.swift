func casts(_ items: [Any]) -> Int {
    var n = 0
    for item in items {
        switch item {
        case is Bool: n += 1
        case let i as Int: n += i
        case let (a, b) as (Int, Int): n += a + b
        case let list as [Int] where !list.isEmpty: n += list[0]
        case let error as any Error: print(error)
        default: break
        }
    }
    for case let s as String in items { n += s.count }
    return n
}
