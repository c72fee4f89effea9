struct Mix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100000001b3
    }
    return hash
}
func run() {
    var g = Mix64(seed: 42)
    print(g.next(), g.next(), g.next())
    print((0..<5).map { _ in Int.random(in: 1...6, using: &g) })
    print(fnv1a("widget"), fnv1a("") == 0xcbf29ce484222325)
    let top: UInt64 = 18_446_744_073_709_551_615
    print(top == UInt64.max, 0xFFFF_FFFF_FFFF_FFFF as UInt64)
    let d: Double = 18_446_744_073_709_551_615
    print(d)
}
