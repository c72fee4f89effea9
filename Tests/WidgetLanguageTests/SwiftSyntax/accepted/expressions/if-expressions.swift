func grade(_ score: Int) -> String {
    let letter = if score >= 90 { "A" } else if score >= 80 { "B" } else { "C" }
    return letter
}
func sign(_ x: Double) -> Int {
    if x > 0 { 1 } else if x < 0 { -1 } else { 0 }
}
func iconName(for isOn: Bool) -> String {
    return if isOn { "checkmark.circle.fill" } else { "circle" }
}
