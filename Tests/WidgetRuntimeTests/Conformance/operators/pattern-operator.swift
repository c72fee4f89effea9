struct OpEvenPattern {}

func ~= (pattern: OpEvenPattern, value: Int) -> Bool { value % 2 == 0 }
func ~= (pattern: String, value: Int) -> Bool { pattern == String(value) }

func run() {
    for n in [3, 4, 42] {
        switch n {
        case "42": print(n, "the answer")
        case OpEvenPattern(): print(n, "even")
        default: print(n, "odd")
        }
    }
}
