// A function of the module does not hide the standard library's functions of its name that take other
// arguments: Swift weighs them all, and the arguments' labels and number choose.
func max(_ values: [Int]) -> Int { values.reduce(Int.min) { $0 > $1 ? $0 : $1 } }
func min(of first: Int, _ second: Int) -> Int { first < second ? first - 100 : second - 100 }

struct ScopeRange {
    let low: Int, high: Int
    func clamped(_ value: Int) -> Int { min(max(value, low), high) }
}

func run() {
    print(max([3, 9, 4]), max(2, 5), max(1.5, 0.5))
    print(min(of: 4, 2), min(4, 2), min(3, 1, 2))
    print(ScopeRange(low: 0, high: 10).clamped(14), ScopeRange(low: 0, high: 10).clamped(-3))
}
