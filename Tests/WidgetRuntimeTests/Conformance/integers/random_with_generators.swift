struct RgCounter: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 1
        return state
    }
}

func run() {
    var counter = RgCounter(state: 41)
    print(counter.next(), counter.next(), counter.state)
    var system = SystemRandomNumberGenerator()
    print(Int.random(in: 7..<8, using: &system), Int.random(in: 5...5, using: &counter))
    print(Double.random(in: 0.5...0.5, using: &system), Float.random(in: 2...2), Float.random(in: 1.5...1.5, using: &counter))
    let coin = Bool.random(using: &counter)
    print(coin == true || coin == false)
}
