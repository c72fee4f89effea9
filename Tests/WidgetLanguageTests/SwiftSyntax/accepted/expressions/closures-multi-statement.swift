func process(_ values: [Int]) -> [String] {
    values.compactMap { value -> String? in
        guard value > 0 else { return nil }
        let doubled = value * 2
        if doubled > 100 {
            return "big"
        }
        return String(doubled)
    }
}
