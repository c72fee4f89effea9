func ranges(_ items: [Int]) -> [Int] {
    let closed = 1...5
    let halfOpen = 0..<items.count
    let from = items[2...]
    let upTo = items[..<2]
    let through = items[...1]
    let stride = Array(stride(from: 0, to: 10, by: 2))
    return Array(closed) + Array(halfOpen) + from + upTo + through + stride
}
