typealias AliasNames = [String]
typealias AliasScores = [String: Int]
typealias AliasPair = (name: String, score: Int)

struct AliasBoard {
    func names() -> AliasNames { ["ada", "grace", "alan"] }
    func scores() -> AliasScores {
        var table: AliasScores = [:]
        for (index, name) in names().enumerated() { table[name] = (index + 1) * 10 }
        return table
    }
    func best() -> AliasPair {
        let all: AliasNames = names()
        let table: AliasScores = scores()
        var top: AliasPair = (name: "", score: -1)
        for name in all where (table[name] ?? 0) > top.score { top = (name: name, score: table[name] ?? 0) }
        return top
    }
}

func run() {
    let board = AliasBoard()
    let local: AliasNames = board.names().map { $0.uppercased() }
    print(local)
    print(board.best().name, board.best().score)
    print(board.scores()["grace"] ?? 0)
}
