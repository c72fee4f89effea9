func ranges(_ n: Int) -> Int {
    var s = 0
    for i in 0..<n { s += i }
    for i in (1...n).reversed() { s -= i }
    for i in stride(from: n, through: 0, by: -2) { s += i }
    let slice = Array(0...10)[2..<5]
    let r = ..<5
    let u = 3...
    return s + slice.count + (r.contains(2) ? 1 : 0) + (u.contains(4) ? 1 : 0)
}
