func run() {
    var n = 27, steps = 0
    while n != 1 {
        n = n % 2 == 0 ? n / 2 : 3 * n + 1
        steps += 1
    }
    print(steps)
    var tries = 0
    repeat {
        tries += 1
    } while tries < 0
    print(tries)
    var stack = [1, 2, 3]
    while let top = stack.popLast() { print("top", top) }
    var iterator = ["p", "q"].makeIterator()
    while let item = iterator.next() { print(item) }
}
