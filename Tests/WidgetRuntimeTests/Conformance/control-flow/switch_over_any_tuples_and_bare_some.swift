func swsClassify(_ values: [Any]) -> [String] {
    values.map { v in
        switch v {
        case let i as Int where i < 0: return "negative int \(i)"
        case let i as Int: return "int \(i)"
        case let d as Double: return "double \(d)"
        case let s as String where s.isEmpty: return "empty string"
        case let s as String: return "string \(s.count)"
        case let a as [Int]: return "ints \(a.reduce(0, +))"
        case is Bool: return "bool"
        case let (x, y) as (Int, Int): return "pair \(x + y)"
        default: return "other"
        }
    }
}

func swsDescribe(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (let x, 0), (0, let x): return "axis \(x)"
    case let (x, y) where x == y: return "diagonal"
    case (1...5, 1...5): return "near"
    case (_, let y) where y < 0: return "below"
    default: return "far"
    }
}

func swsGrade(_ score: Int) -> Character {
    switch score {
    case 90...: "A"
    case 80..<90: "B"
    case 70..<80: "C"
    default: "F"
    }
}

func run() {
    print(swsClassify([1, -4, 2.5, "", "hey", [1, 2, 3], true, (2, 3), 3 as Int?]))
    print([(0, 0), (3, 0), (0, -2), (4, 4), (2, 3), (9, -1), (8, 8), (10, 2)].map(swsDescribe))
    print([95, 85, 71, 12].map(swsGrade), String([95, 85].map(swsGrade)))
    let opt: Int? = 5
    switch opt {
    case .some(let v) where v > 3: print("big", v)
    case .some: print("small")
    case .none: print("none")
    }
    if case 1...9 = opt ?? 0 { print("digit") }
    let pairs = [(1, "one"), (2, "two"), (3, "three")]
    for case let (n, name) in pairs where n % 2 == 1 { print(n, name) }
    let nested: [Int?] = [1, nil, 3]
    for case let x? in nested { print("got", x) }
}
