// `case let (l?, r?)`: a leading `let` binds each `name?` of a tuple pattern to the value inside the optional.
func orderOptionals(_ a: Int?, _ b: Int?, ascending: Bool) -> Bool {
    switch (a, b) {
    case (nil, nil): return false
    case (nil, _): return ascending
    case (_, nil): return !ascending
    case let (l?, r?): return ascending ? l < r : l > r
    }
}

func describePair(_ pair: (String?, Int?)) -> String {
    switch pair {
    case let (name?, count?) where count > 1: return "\(count) \(name)s"
    case let (name?, _): return "a \(name)"
    case (nil, let count?): return "\(count) things"
    case (nil, nil): return "nothing"
    }
}

func run() {
    print(orderOptionals(1, 2, ascending: true), orderOptionals(nil, 2, ascending: true), orderOptionals(3, nil, ascending: true))
    print(orderOptionals(3, 2, ascending: false), orderOptionals(nil, nil, ascending: true))
    print(describePair(("cat", 3)), describePair(("dog", 1)), describePair((nil, 4)), describePair((nil, nil)))
    if case let (x?, y?) = (Int("4"), Int("5")) { print(x + y) }
    for case let (key?, value) in [("a", 1), (nil, 2), ("c", 3)] as [(String?, Int)] { print(key, value) }
}
