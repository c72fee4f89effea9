struct CpCounter {
    var count = 0
    mutating func bump(by step: Int = 1) { count += step }
}

final class CpBox {
    var items: [String] = []
    func add(_ item: String) { items.append(item) }
}

func cpMakeCounter() -> () -> Int {
    var total = 0
    return {
        total += 1
        return total
    }
}

func cpShadowing() -> [String] {
    var log: [String] = []
    let name = "outer"
    func describe() -> String { "describe sees \(name)" }
    do {
        let name = "inner"
        log.append(name)
        log.append(describe())
    }
    if let name = Optional("unwrapped") {
        log.append(name)
    }
    log.append(name)
    let values = [1, 2, 3]
    for name in values.map({ "item\($0)" }) where name != "item2" {
        log.append(name)
    }
    log.append(name)
    return log
}

func cpCaptureList() -> String {
    var value = 1
    let early = { [value] in "captured \(value)" }
    let late = { "live \(value)" }
    value = 5
    return early() + ", " + late()
}

func cpClosuresInLoop() -> [Int] {
    var makers: [() -> Int] = []
    for i in 1...3 {
        let square = i * i
        makers.append { square + i }
    }
    return makers.map { $0() }
}

func cpNestedMutation() -> Int {
    var sum = 0
    func add(_ n: Int) { sum += n }
    [3, 4, 5].forEach(add)
    let addTwice: (Int) -> Void = { n in add(n); add(n) }
    addTwice(10)
    return sum
}

func cpInoutThroughClosure() -> CpCounter {
    var counter = CpCounter()
    let bumpIt = { counter.bump(by: 3) }
    bumpIt()
    counter.bump()
    return counter
}

func cpRecursiveLocal(_ n: Int) -> Int {
    func fib(_ k: Int) -> Int { k < 2 ? k : fib(k - 1) + fib(k - 2) }
    return fib(n)
}

func cpGuardShadow(_ input: String?) -> String {
    guard let input = input, !input.isEmpty else { return "empty" }
    let shouted = input.uppercased()
    return shouted
}

func run() {
    let next = cpMakeCounter()
    let other = cpMakeCounter()
    print(next(), next(), other(), next())
    print(cpShadowing())
    print(cpCaptureList())
    print(cpClosuresInLoop())
    print(cpNestedMutation())
    print(cpInoutThroughClosure().count)
    print(cpRecursiveLocal(10))
    print(cpGuardShadow(nil), cpGuardShadow(""), cpGuardShadow("abc"))
    let box = CpBox()
    let adder = box.add
    adder("a")
    adder("b")
    print(box.items)
    var x = 1
    let swap: () -> Void = { x = x * 10 }
    swap()
    swap()
    print(x)
}
