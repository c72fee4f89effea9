func run() {
    let big = Int.max, small = Int.min
    print(big &+ 1 == small, small &- 1 == big)
    print(big &* 2, Int8.max &+ 1, UInt8.max &+ 1, UInt8(0) &- 1)
    print(Int8(100) &* 3, Int16.min &- 1)
    var x: UInt8 = 250
    for _ in 0..<10 { x = x &+ 1 }
    print(x)
    print(Int32.max &+ Int32.max)
}
