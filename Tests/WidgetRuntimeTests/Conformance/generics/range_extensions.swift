// extension ClosedRange and extension Range, with and without a where clause on Bound.
extension ClosedRange where Bound: BinaryFloatingPoint {
    func value(percent: Bound, clamped: Bool = true) -> Bound {
        var percent = percent
        if clamped { percent = Swift.min(Swift.max(percent, 0), 1) }
        return (1 - percent) * lowerBound + percent * upperBound
    }
    var span: Bound { upperBound - lowerBound }
}

extension ClosedRange where Bound == Int {
    var middle: Int { (lowerBound + upperBound) / 2 }
}

extension Range {
    func describe() -> String { "\(lowerBound) up to \(upperBound)" }
}

func run() {
    let r: ClosedRange<Double> = 10...20
    print(r.value(percent: 0.25), r.value(percent: 2), r.value(percent: 2, clamped: false), r.span)
    print((0.0...1.0).value(percent: 0.5))
    print((2...8).middle, (0..<5).describe(), ("a"..<"c").describe())
}
