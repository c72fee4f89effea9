func references() -> [Int] {
    let total = [1, 2, 3].reduce(0, +)
    let sorted = [3, 1, 2].sorted(by: >)
    let pairs = zip([1, 2], [3, 4]).map(*)
    let ops: [(Int, Int) -> Int] = [(+), (-), (*)]
    return [total] + sorted + pairs + ops.map { $0(4, 2) }
}
