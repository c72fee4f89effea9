struct Generator {
    var seed: UInt64
    init(seed: UInt64) { self.seed = seed }
    mutating func next() -> UInt64 {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return seed
    }
    static func seed(from text: String) -> UInt64 { UInt64(text.count) }
}
func roll(seed: UInt64 = 42) -> UInt64 { var g = Generator(seed: seed); return g.next() }
