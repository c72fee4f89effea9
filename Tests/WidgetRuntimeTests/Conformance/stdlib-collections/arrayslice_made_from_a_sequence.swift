func run() {
    var keys = ArraySlice(["b", "a", "c"])
    let first = keys.popFirst()
    print(first as Any, keys.count, keys.isEmpty)
    print(Array(keys))
    var numbers = ContiguousArray(1...4)
    numbers.append(5)
    print(numbers.count, numbers.reduce(0, +), Array(numbers))
    var once = ArraySlice([7])
    print(once.popFirst() as Any, once.popFirst() as Any)
    let repeated = ContiguousArray(repeating: "x", count: 3)
    print(repeated.joined())
}
