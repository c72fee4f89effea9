func intSafeSum(_ values: [Int]) -> Int? {
    var total = 0
    for v in values {
        let (sum, overflow) = total.addingReportingOverflow(v)
        if overflow { return nil }
        total = sum
    }
    return total
}

func run() {
    print(intSafeSum([1, 2, 3]) ?? -1)
    print(intSafeSum([Int.max, 1]) == nil)
    print(intSafeSum([Int.max, -1, 1]) ?? -1)
    print(intSafeSum([]) ?? -1)
    let product = Int64(3_000_000_000).multipliedFullWidth(by: 4)
    print(product.high, product.low)
}
