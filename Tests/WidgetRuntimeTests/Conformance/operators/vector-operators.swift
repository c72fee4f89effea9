struct OpVector: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    var description: String { "(\(x), \(y))" }
    static func + (a: OpVector, b: OpVector) -> OpVector { OpVector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: OpVector, b: OpVector) -> OpVector { OpVector(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: OpVector, k: Double) -> OpVector { OpVector(x: a.x * k, y: a.y * k) }
    static prefix func - (a: OpVector) -> OpVector { OpVector(x: -a.x, y: -a.y) }
    static func += (a: inout OpVector, b: OpVector) { a = a + b }
}

func run() {
    var position = OpVector(x: 1, y: 2)
    let velocity = OpVector(x: 0.5, y: -1)
    position += velocity
    print(position)
    print(position - velocity * 2)
    print(-position)
    print(position + velocity == OpVector(x: 2, y: 0))
}
