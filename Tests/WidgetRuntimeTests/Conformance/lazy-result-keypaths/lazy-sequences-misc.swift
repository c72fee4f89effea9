func run() {
    let naturals = sequence(first: 1) { $0 + 1 }
    print(Array(naturals.lazy.filter { $0 % 7 == 0 }.prefix(3)))
    let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
    print(Array(powers))
    var state = 0
    let counter = sequence(state: 0) { (n: inout Int) -> Int? in
        n += 1
        state = n
        return n <= 4 ? n * n : nil
    }
    print(Array(counter), state)
    print((1...5).lazy.reversed().map { $0 * 2 }.first ?? 0)
}
