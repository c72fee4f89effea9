extension Int {
    var isEven: Bool { self % 2 == 0 }
    func times(_ f: () -> Void) { for _ in 0..<self { f() } }
    static let answer = 42
    mutating func square() { self *= self }
    init(bool: Bool) { self = bool ? 1 : 0 }
    subscript(digit i: Int) -> Int { (self / Int(pow(10, Double(i)))) % 10 }
    enum Kind { case small, big }
}
extension String: @retroactive Identifiable { public var id: String { self } }
extension Double: CustomDebugStringConvertible {}
