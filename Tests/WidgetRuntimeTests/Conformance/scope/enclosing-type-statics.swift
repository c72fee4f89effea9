struct ScopeBoard {
    static let limit = 3
    static var label: String { "board" }
    static func twice(_ n: Int) -> Int { n * 2 }
    enum Mode { case compact, wide }
    struct Cell {
        static let cellLimit = 10
        var value = 1
        func capped() -> Int { min(value, limit) }
        func doubled() -> Int { twice(value) }
        func describe() -> String { "\(label):\(value)" }
        static func make() -> Cell { Cell(value: limit + cellLimit) }
        struct Mark {
            let limitCopy = limit
            func text() -> String { "\(label)-\(twice(limitCopy))" }
        }
    }
    struct Row {
        var mode: Mode = .compact
        func capped(_ value: Int) -> Int { let limit = 1; return min(value, limit) }
        func outer() -> Int { min(7, limit) }
    }
}

func run() {
    print(ScopeBoard.Cell(value: 50).capped(), ScopeBoard.Cell().doubled(), ScopeBoard.Cell.make().value)
    print(ScopeBoard.Cell(value: 4).describe(), ScopeBoard.Cell.Mark().text())
    print(ScopeBoard.Row().capped(9), ScopeBoard.Row().outer(), ScopeBoard.Row().mode == .compact)
}
