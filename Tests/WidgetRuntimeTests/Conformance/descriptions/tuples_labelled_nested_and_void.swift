typealias Stat = (name: String, value: Int)

func minMax(_ values: [Int]) -> (min: Int, max: Int)? {
    guard var lo = values.first else { return nil }
    var hi = lo
    for v in values.dropFirst() {
        if v < lo { lo = v }
        if v > hi { hi = v }
    }
    return (lo, hi)
}

func swapPairs(_ a: inout [Int]) {
    for i in stride(from: 0, to: a.count - 1, by: 2) {
        a.swapAt(i, i + 1)
    }
}

func normalize(_ p: inout (x: Int, y: Int), bound: Int) {
    p.x = min(max(p.x, -bound), bound)
    p.y = min(max(p.y, -bound), bound)
}

func run() {
    let r = minMax([4, -2, 9, 0, 7])
    print(r as Any)
    if let (lo, hi) = r { print(lo, hi, hi - lo) }
    print(minMax([]) as Any)
    let stats: [Stat] = [("steps", 8000), ("cal", 2100), ("floors", 12), ("cal", 1900)]
    let sorted = stats.sorted { ($0.name, $0.value) < ($1.name, $1.value) }
    print(sorted)
    print(sorted.map { "\($0.name)=\($0.value)" }.joined(separator: " "))
    print((1, "b") < (1, "c"), (2, 0, 0) > (1, 99, 99), ("a", 1) == ("a", 1))
    let nested = (id: 1, pos: (x: 3, y: 4), tags: ["a", "b"])
    print(nested)
    print(nested.pos.y, nested.1.x, nested.tags.count)
    var p = (x: 30, y: -42)
    normalize(&p, bound: 10)
    print(p)
    var arr = [1, 2, 3, 4, 5]
    swapPairs(&arr)
    print(arr)
    var (a, b) = (1, 2)
    (a, b) = (b, a + b)
    print(a, b)
    let (q, rem) = 47.quotientAndRemainder(dividingBy: 5)
    print(q, rem)
    let pairs = zip(["x", "y", "z"], [1, 2]).map { ($0, $1 * 100) }
    print(pairs)
    let opt: (Int, String)? = (5, "five")
    print(opt as Any, opt?.1 ?? "none")
    let emptyTuple: () = ()
    print(emptyTuple)
}
