// `zero` of the numeric types, written on the type and as an implicit member where a number goes.
func zeroSum(_ values: [Double]) -> Double { values.reduce(.zero, +) }

func run() {
    print(Int.zero, Double.zero, Int.zero == 0, Double.zero.isZero)
    print(zeroSum([1.5, 2]), zeroSum([]))
    var offset: Double = .zero
    offset += 2.5
    let counts: [Int] = [.zero, 3]
    print(offset, counts)
}
