func run() {
    let empty: [Int] = []
    print(empty.first == nil, empty.last == nil, empty.min() == nil)
    print(empty.isEmpty, empty.count)
    print(Array(empty.prefix(3)), Array(empty.dropFirst()))
    print(empty.sorted(), empty.reversed().map { $0 })
    print(empty.split(separator: 0).count)
    let one = [42]
    print(one.first == one.last, one.min()!, Array(one.dropFirst()).isEmpty)
}
