func drain(_ queue: inout [Int?]) {
    while case let item?? = queue.popLast() { print(item) }
    while !queue.isEmpty, let first = queue.first { queue.removeFirst(); print(first as Any) }
}
