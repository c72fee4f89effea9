func transfer(_ items: [Int]) -> [Int] {
    let local = items
    let moved = consume local
    let copied = copy moved
    return copied
}
