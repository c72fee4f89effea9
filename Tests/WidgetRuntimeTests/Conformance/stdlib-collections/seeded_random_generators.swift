// A program's own `RandomNumberGenerator` (a seeded one, as sample-data generators use) gives `random(in:using:)`,
// `randomElement(using:)`, `shuffled(using:)`, `shuffle(using:)` and `Bool.random(using:)` the numbers Swift's
// algorithms draw from it; the generator passed with `&` is changed by each draw, also through a function's
// `inout` parameter and an implicit member.
struct SeededLCG: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

func seededRoll(_ random: inout some RandomNumberGenerator) -> Int { Int.random(in: 1...6, using: &random) }

func run() {
    var random = SeededLCG(state: 42)
    print((0..<5).map { _ in Int.random(in: 1...6, using: &random) }, random.state)
    print(Int.random(in: -50..<50, using: &random), seededRoll(&random), Bool.random(using: &random))
    print(Double.random(in: 0...1, using: &random), Double.random(in: -1..<1, using: &random))
    let seconds: Double = .random(in: 0..<86_400, using: &random)
    print(Int(seconds))
    var deck = Array(1...8)
    deck.shuffle(using: &random)
    print(deck, ["a", "b", "c"].shuffled(using: &random), ["x", "y", "z"].randomElement(using: &random) ?? "-")
    print(random.state)
}
