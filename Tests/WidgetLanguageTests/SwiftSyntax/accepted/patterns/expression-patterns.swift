struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }
func expressions(_ n: Int, _ s: String) -> String {
    switch n {
    case Even(): return "even"
    case 1...9: return "digit"
    case Int.max: return "max"
    case -1: return "minus one"
    case (n): return "itself"
    }
}
func strings(_ s: String) -> Int {
    switch s {
    case "a" + "b": return 1
    case String(repeating: "x", count: 2): return 2
    default: return 0
    }
}
