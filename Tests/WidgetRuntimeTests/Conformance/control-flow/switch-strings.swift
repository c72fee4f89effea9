func cfKind(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "0"..."9": return "digit"
    case " ": return "space"
    default: return c.isLetter ? "consonant" : "other"
    }
}

func run() {
    print("hi 2u!".map(cfKind))
    for command in ["start", "STOP", "pause"] {
        switch command.lowercased() {
        case "start": print("starting")
        case "stop": print("stopping")
        case let other: print("unknown", other)
        }
    }
}
