func whiles(_ limit: Int) -> Int {
    var n = 0
    while n < limit { n += 1 }
    while let next = Optional(n), next < 0 { n = next }
    var iterator = [1, 2, 3].makeIterator()
    while let value = iterator.next() { n += value }
    while true { break }
    return n
}
