precedencegroup OpPipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator |>: OpPipePrecedence

func |> <A, B>(value: A, transform: (A) -> B) -> B { transform(value) }

func opDouble(_ n: Int) -> Int { n * 2 }
func opDescribe(_ n: Int) -> String { "<\(n)>" }

func run() {
    print(3 |> opDouble)
    print(3 + 1 |> opDouble |> opDescribe)
    print([3, 1, 2] |> { $0.sorted() } |> { $0.map(opDouble) })
}
