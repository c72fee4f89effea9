enum EnumLabelsA: Equatable {
    case loaded(Int, label: String)
    case idle

    var title: String {
        switch self {
        case .loaded(_, let label): return "A " + label
        case .idle: return "A idle"
        }
    }
}

enum EnumLabelsB: Equatable {
    case loaded(count: Int, String)
    case idle

    var title: String {
        if case .loaded(let count, let text) = self { return "B \(count) \(text)" }
        return "B idle"
    }
}

func enumLabelsCount(_ state: EnumLabelsB) -> Int {
    if case .loaded(let count, _) = state { return count }
    return 0
}

func run() {
    let a = EnumLabelsA.loaded(1, label: "x")
    let b = EnumLabelsB.loaded(count: 2, "y")
    let c: EnumLabelsB = .loaded(count: 3, "z")
    print(a, b, c)
    print([EnumLabelsB.idle, .loaded(count: 4, "w")])
    print(String(describing: b), "\(c)", enumLabelsCount(c))
    let states: [EnumLabelsA] = [.idle, .loaded(5, label: "v")]
    print(states, states.contains(.loaded(5, label: "v")))
    print(a.title, b.title, c.title, states.map(\.title))
}
