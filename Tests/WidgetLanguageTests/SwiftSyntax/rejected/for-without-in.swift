// 'for' without 'in'.
func loop(_ items: [Int]) {
    for item items { print(item) }
}
