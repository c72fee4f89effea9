func favMakeAdder(_ n: Int) -> (Int) -> Int { { $0 + n } }
func favMakeMultiplier(_ n: Int) -> (Int) -> Int {
    func multiply(_ x: Int) -> Int { x * n }
    return multiply
}
func favChoose(_ name: String) -> ((Int) -> Int)? {
    switch name {
    case "inc": return favMakeAdder(1)
    case "triple": return favMakeMultiplier(3)
    default: return nil
    }
}

func run() {
    let addTen = favMakeAdder(10)
    print(addTen(5), favMakeMultiplier(4)(5))
    for name in ["inc", "triple", "other"] {
        if let f = favChoose(name) { print(name, f(7)) } else { print(name, "none") }
    }
}
