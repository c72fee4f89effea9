enum EnumSignal {
    case red, amber, green

    init(code: Character) {
        switch code {
        case "g": self = .green
        case "a": self = .amber
        default: self = .red
        }
    }

    init?(word: String) {
        guard let first = word.first else { return nil }
        self.init(code: first)
    }

    var label: String {
        switch self {
        case .red: return "stop"
        case .amber: return "wait"
        case .green: return "go"
        }
    }
}

func run() {
    print(EnumSignal(code: "g").label, EnumSignal(code: "x").label)
    print(EnumSignal(word: "amber")?.label ?? "none", EnumSignal(word: "")?.label ?? "none")
    var s = EnumSignal.green
    s = EnumSignal(code: "a")
    print(s == .amber)
}
