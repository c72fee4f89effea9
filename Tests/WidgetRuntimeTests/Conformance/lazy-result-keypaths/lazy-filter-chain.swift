func run() {
    var checks = 0
    let evens = [1, 2, 3, 4, 5, 6, 7, 8].lazy.filter { n -> Bool in
        checks += 1
        return n % 2 == 0
    }
    let doubled = evens.map { $0 * 2 }
    print(checks)
    print(Array(doubled.prefix(2)))
    print(doubled.reduce(0, +))
    let words = ["a", "bb", "ccc"].lazy.compactMap { $0.count > 1 ? $0.uppercased() : nil }
    print(Array(words))
}
