struct ErasedCountdown: IteratorProtocol {
    var left: Int
    mutating func next() -> Int? {
        guard left > 0 else { return nil }
        defer { left -= 1 }
        return left
    }
}
func erasedEvens(upTo limit: Int) -> AnyIterator<Int> {
    var current = 0
    return AnyIterator {
        guard current <= limit else { return nil }
        defer { current += 2 }
        return current
    }
}
func run() {
    let it = erasedEvens(upTo: 6)
    print(it.next() ?? -1, it.next() ?? -1)
    print(Array(it))
    var total = 0
    for n in erasedEvens(upTo: 4) { total += n }
    print(total)
    let wrapped = AnyIterator(ErasedCountdown(left: 3))
    print(wrapped.map { $0 * 10 })
    let names = AnyIterator(["a", "b", "c"].makeIterator())
    print(names.next() ?? "-", names.joined(separator: "+"))
    let seq = AnySequence([3, 1, 2])
    print(seq.sorted(), Array(seq).count)
    let made = AnySequence<Int> { erasedEvens(upTo: 2) }
    print(Array(made))
    print(erasedEvens(upTo: 10).filter { $0 % 4 == 0 })
}
