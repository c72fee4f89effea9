struct SubMinMax {
    var values: [Int]
    subscript(range: ClosedRange<Int>) -> (min: Int, max: Int)? {
        let part = values.filter { range.contains($0) }
        guard let low = part.min(), let high = part.max() else { return nil }
        return (low, high)
    }
}

func run() {
    let data = SubMinMax(values: [5, 12, 3, 18, 9])
    if let found = data[1...10] { print(found.min, found.max) }
    print(data[100...200] == nil)
    print(data[10...20].map { $0.max - $0.min } ?? 0)
}
