func category(_ c: Character, _ s: String) -> Int {
    switch c {
    case "a"..."z": return 1
    case "A"..."Z": return 2
    case "0"..."9": return 3
    default: break
    }
    switch s {
    case "yes", "y": return 4
    case _ where s.hasPrefix("n"): return 5
    default: return 6
    }
}
