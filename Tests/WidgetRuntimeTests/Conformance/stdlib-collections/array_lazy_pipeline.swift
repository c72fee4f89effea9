func run() {
    var evaluated: [Int] = []
    let firstBig = (1...1_000).lazy.map { n -> Int in
        evaluated.append(n)
        return n * n
    }.first { $0 > 50 }
    print(firstBig!, evaluated.count)
    let lazyEvens = [1, 2, 3, 4, 5, 6].lazy.filter { $0 % 2 == 0 }.map { $0 * 10 }
    print(Array(lazyEvens))
    print(Array((1...).lazy.filter { $0 % 7 == 0 }.prefix(3)))
}
