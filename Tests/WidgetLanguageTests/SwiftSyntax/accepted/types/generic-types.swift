struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
}
let ints: Stack<Int> = Stack()
let nested: Stack<Stack<String>> = Stack<Stack<String>>()
let result: Result<Int, any Error> = .success(1)
let dict: Dictionary<String, Array<Optional<Int>>> = [:]
