func convertTyped(_ text: String) -> String {
    guard var value: Float = Float(text) else { return text }
    value = value * 2
    if var other = Int(text) { other += 1; return "\(value) \(other)" }
    return "\(value)"
}

func countDown(_ start: Int?) -> [Int] {
    guard var current = start else { return [] }
    var seen: [Int] = []
    while current > 0 { seen.append(current); current -= 1 }
    return seen
}

func run() {
    print(convertTyped("3"), convertTyped("2.5"), convertTyped("x"))
    print(countDown(3), countDown(nil))
}
