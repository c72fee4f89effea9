func literals(_ flag: Bool, _ c: Character, _ d: Double) -> Int {
    switch (flag, c) {
    case (true, "y"): return 1
    case (false, "n"): return 0
    default: break
    }
    switch d {
    case 0.0: return 2
    case 0.5...1.0: return 3
    default: return -1
    }
}
