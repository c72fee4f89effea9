func cfIndexOfFirstNegative(_ values: [Int]) -> Int? {
    for (i, v) in values.enumerated() {
        if v < 0 { return i }
    }
    return nil
}

func cfSumUntilZero(_ values: [Int]) -> Int {
    var sum = 0
    for v in values {
        if v == 0 { break }
        if v < 0 { continue }
        sum += v
    }
    return sum
}

func run() {
    print(cfIndexOfFirstNegative([3, 4, -1, -2]) ?? -1, cfIndexOfFirstNegative([1]) ?? -1)
    print(cfSumUntilZero([1, -5, 2, 0, 100]))
}
