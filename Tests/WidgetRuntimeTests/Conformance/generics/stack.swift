struct GenericStack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    func peek() -> Element? { items.last }
}

func run() {
    var stack = GenericStack<String>()
    print(stack.isEmpty, stack.count)
    stack.push("a")
    stack.push("b")
    stack.push("c")
    print(stack.peek() ?? "-", stack.count)
    while let top = stack.pop() {
        print("popped", top)
    }
    print(stack.isEmpty)
    var numbers = GenericStack<Int>()
    numbers.push(40)
    numbers.push(2)
    print((numbers.pop() ?? 0) + (numbers.pop() ?? 0))
}
