postfix operator °
postfix func ° (degrees: Double) -> Double { degrees * .pi / 180 }
postfix operator ++
postfix func ++ (x: inout Int) -> Int { defer { x += 1 }; return x }
struct Reading { var value: Double? }
func angles(_ r: Reading, _ items: [Int]) -> [Double] {
    var n = 0
    let quarter = 90°
    let half = [180°, 45° * 2, (30°)]
    let shifted = r.value?.magnitude°
    _ = n++
    let tail = items[1...]
    let upper = 5...
    let count = items.count
    return half + [quarter, shifted ?? 0, Double(tail.count + count), upper.contains(6) ? 1 : 0, 360°]
}
