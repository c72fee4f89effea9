infix operator .+. : AdditionPrecedence
func .+. (a: [Int], b: [Int]) -> [Int] { zip(a, b).map { $0 + $1 } }
postfix operator .!
postfix func .! (value: Int) -> Int { value == 0 ? 1 : (1...value).reduce(1, *) }
func combine() -> [Int] { [1, 2] .+. [3, 4] }
