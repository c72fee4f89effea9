// Types made from array and dictionary literals (`ExpressibleByArrayLiteral`, `ExpressibleByDictionaryLiteral`): each
// literal where such a type goes is given to its `init(arrayLiteral:)` / `init(dictionaryLiteral:)`.
struct ClQueue: ExpressibleByArrayLiteral, CustomStringConvertible {
    var items: [String]
    init(arrayLiteral elements: String...) { items = elements.map { $0.uppercased() } }
    var description: String { "Queue(\(items.joined(separator: ">")))" }
}

struct ClScores: ExpressibleByDictionaryLiteral {
    var pairs: [(String, Int)]
    init(dictionaryLiteral elements: (String, Int)...) { pairs = elements }
    var best: String { pairs.max { $0.1 < $1.1 }?.0 ?? "-" }
}

func clTotal(_ scores: ClScores) -> Int { scores.pairs.reduce(0) { $0 + $1.1 } }

func run() {
    let queue: ClQueue = ["intro", "verse", "chorus"]
    let empty: ClQueue = []
    print(queue, empty.items.count)
    let scores: ClScores = ["ana": 3, "bo": 9, "cy": 4]
    print(scores.pairs.map(\.0), scores.best, clTotal(["x": 1, "y": 2]))
    var later = queue
    later.items.append("OUTRO")
    print(later.items.count, queue.items.count)
}
