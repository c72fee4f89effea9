func inoutTakeFirst(_ queue: inout [String]) -> String? {
    guard !queue.isEmpty else { return nil }
    return queue.removeFirst()
}

@discardableResult
func inoutPush(_ stack: inout [Int], _ value: Int) -> Int {
    stack.append(value)
    return stack.count
}

func run() {
    var queue = ["a", "b"]
    print(inoutTakeFirst(&queue) ?? "-", queue)
    print(inoutTakeFirst(&queue) ?? "-", inoutTakeFirst(&queue) ?? "-", queue)
    var stack: [Int] = []
    inoutPush(&stack, 4)
    print(inoutPush(&stack, 5), stack)
}
