// `random(in:)` of the fixed-width integer types: a number of the range, in the type's width.
func run() {
    let port = UInt16.random(in: 0..<UInt16.max)
    let die = UInt8.random(in: 1...6)
    let offset = Int32.random(in: -5...5)
    print(port < UInt16.max, (1...6).contains(die), (-5...5).contains(offset))
    print(type(of: port), type(of: die), type(of: offset))
    let byte = UInt8.random(in: 200...255)
    print(byte >= 200, Int(byte) + 1 > 200)
}
