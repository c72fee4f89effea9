func run() {
    let items = ["Milk", "Eggs", "Bread"]
    for (index, item) in items.enumerated() {
        print("\(index + 1). \(item)")
    }
    print(items.enumerated().map { "\($0.offset):\($0.element)" })
    let evens = items.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    print(evens)
    for (i, c) in "abc".enumerated() {
        print(i, c)
    }
}
