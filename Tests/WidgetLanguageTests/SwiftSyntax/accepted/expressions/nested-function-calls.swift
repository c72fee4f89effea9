func nested() -> String {
    String(format: "%.2f", max(min(Double("3.5") ?? 0, 10), 0))
}
func labels() -> Int {
    max(1, min(2, Int("3", radix: 10) ?? Int(exactly: 4.0) ?? 5))
}
