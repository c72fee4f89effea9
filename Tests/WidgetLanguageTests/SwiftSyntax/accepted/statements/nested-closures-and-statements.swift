func deep(_ items: [[Int]]) -> Int {
    items.reduce(0) { total, row in
        var sum = total
        for value in row {
            switch value {
            case ..<0: continue
            default:
                if value > 100 { return sum }
                sum += value
            }
        }
        return sum
    }
}
