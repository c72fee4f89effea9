precedencegroup LooseJoinPrecedence {
    lowerThan: AdditionPrecedence
    higherThan: ComparisonPrecedence
    associativity: left
}
precedencegroup TightJoinPrecedence {
    higherThan: LooseJoinPrecedence
    lowerThan: AdditionPrecedence
}
infix operator <+>: AdditionPrecedence
infix operator <~>: LooseJoinPrecedence
infix operator <&>: TightJoinPrecedence
infix operator <?>

func <+> (a: Int, b: Int) -> Int { a * 10 + b }
func <~> (a: Int, b: Int) -> Int { a * 100 + b }
func <&> (a: Int, b: Int) -> Int { a - b }
func <?> (a: Int, b: Int) -> Int { a * 2 + b }

func run() {
    // Addition's level: binds looser than `*`, left to right with `+`.
    print(1 <+> 2 * 3, 1 + 2 <+> 3, 1 <+> 2 <+> 3)
    // Below addition, above comparison.
    print(1 <~> 2 + 3, 1 <~> 2 == 102, 1 <~> 2 <~> 3)
    // A group above another group of the program's own.
    print(9 <~> 5 <&> 2, 9 <&> 5 <~> 2)
    // No group: DefaultPrecedence, above `?:` and `=`.
    var total = 0
    total = 1 <?> 2
    print(total, true ? 1 <?> 2 : 0, (1 <?> 2) + 1)
}
