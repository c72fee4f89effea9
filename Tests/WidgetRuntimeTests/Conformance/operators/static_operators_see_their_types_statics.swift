enum OpsSuit: String, CaseIterable, Comparable {
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
    static func < (a: OpsSuit, b: OpsSuit) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

struct OpsScore: Comparable {
    static let weights = [3, 1]
    let parts: [Int]
    static func < (a: OpsScore, b: OpsScore) -> Bool { weighted(a) < weighted(b) }
    static func weighted(_ s: OpsScore) -> Int { zip(s.parts, weights).map(*).reduce(0, +) }
}

func run() {
    print(OpsSuit.clubs < .hearts, OpsSuit.spades > .diamonds, [OpsSuit.spades, .clubs, .hearts].sorted().map(\.rawValue))
    print(OpsSuit.allCases.max()!.rawValue, OpsSuit.hearts <= .hearts)
    let scores = [OpsScore(parts: [1, 5]), OpsScore(parts: [2, 0]), OpsScore(parts: [0, 9])]
    print(scores.sorted().map(\.parts), scores.max()!.parts, scores[0] >= scores[1])
}
