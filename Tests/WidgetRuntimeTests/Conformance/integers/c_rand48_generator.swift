// The C library's 48-bit generator: the same numbers for a seed as the compiled program draws.
import Foundation

struct R48Seeded: RandomNumberGenerator {
    init(seed: Int) { srand48(seed) }
    func next() -> UInt64 { UInt64(drand48() * 0x1.0p64) ^ UInt64(drand48() * 0x1.0p16) }
}

func run() {
    print(drand48(), lrand48(), mrand48())
    srand48(42)
    print(drand48(), drand48(), lrand48(), mrand48())
    srand48(-7)
    print((0..<3).map { _ in lrand48() % 100 })
    var generator = R48Seeded(seed: 9)
    print(generator.next(), generator.next())
}
