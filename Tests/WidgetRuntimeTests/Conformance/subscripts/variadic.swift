struct SubPolynomial {
    var coefficients: [Int]
    subscript(at xs: Int...) -> [Int] {
        xs.map { x in coefficients.reversed().reduce(0) { $0 * x + $1 } }
    }
}

func run() {
    let p = SubPolynomial(coefficients: [1, 0, 2])
    print(p[at: 0], p[at: 1, 2, 3])
}
