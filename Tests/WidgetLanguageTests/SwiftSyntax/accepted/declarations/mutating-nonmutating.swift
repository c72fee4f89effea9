struct Counter {
    var n = 0
    mutating func increment() { n += 1 }
    var doubled: Int {
        mutating get { n *= 2; return n }
        nonmutating set { print(newValue) }
    }
    nonmutating func log() { print(n) }
}
