func favTransform(_ values: [Int], using f: (Int) -> Int, then g: (Int) -> String) -> [String] {
    values.map { g(f($0)) }
}

func favRepeat(_ times: Int, _ body: (Int) -> Void) {
    for i in 0..<times { body(i) }
}

func run() {
    print(favTransform([1, 2]) { $0 * 10 } then: { "<\($0)>" })
    favRepeat(3) { print("round", $0) }
    let total = [1, 2, 3].reduce(0) { $0 + $1 * $1 }
    print(total)
    let sorted = ["ccc", "a", "bb"].sorted { $0.count < $1.count }
    print(sorted)
}
