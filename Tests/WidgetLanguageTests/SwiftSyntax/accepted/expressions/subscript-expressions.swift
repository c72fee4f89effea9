func subscripts(_ m: [String: [Int]], _ grid: [[Int]]) -> Int {
    let a = m["a"]?[0] ?? 0
    let b = grid[1][2]
    let c = m["b", default: []].count
    let d = grid[0...1].count
    let e = "hello"[String.Index(utf16Offset: 1, in: "hello")]
    _ = e
    return a + b + c + d
}
