struct InoutCounter {
    var value = 0
    mutating func add(_ n: Int) { value += n }
    mutating func reset() { self = InoutCounter() }
}

func inoutAddThree(_ counter: inout InoutCounter) {
    counter.add(1)
    counter.add(2)
}

func run() {
    var c = InoutCounter()
    inoutAddThree(&c)
    print(c.value)
    c.add(10)
    print(c.value)
    c.reset()
    print(c.value)
    var counters = [InoutCounter(), InoutCounter(value: 5)]
    counters[1].add(5)
    inoutAddThree(&counters[0])
    print(counters.map(\.value))
}
