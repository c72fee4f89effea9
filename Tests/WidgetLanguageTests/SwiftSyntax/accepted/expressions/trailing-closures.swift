func trailing(_ items: [Int]) {
    items.forEach { print($0) }
    let sorted = items.sorted { $0 > $1 }
    let mapped = items.map() { $0 + 1 }
    DispatchQueue.main.async {
        print(sorted, mapped)
    }
    withAnimation(.spring) { print("animate") }
}
