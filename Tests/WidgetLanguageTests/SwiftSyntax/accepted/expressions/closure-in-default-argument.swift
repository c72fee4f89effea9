func sortItems(_ items: [Int], by order: (Int, Int) -> Bool = { $0 < $1 }) -> [Int] { items.sorted(by: order) }
func notify(_ done: @escaping () -> Void = {}) {}
