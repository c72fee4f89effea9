precedencegroup OpPowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ^^: OpPowerPrecedence

func ^^ (base: Int, exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}

func run() {
    print(2 ^^ 10)
    print(2 ^^ 3 ^^ 2)
    print(3 * 2 ^^ 2)
    print(1 + 2 ^^ 2 * 3)
}
