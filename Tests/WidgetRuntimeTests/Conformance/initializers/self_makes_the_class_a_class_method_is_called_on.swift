class SelfShape {
    class var sides: Int { 0 }
    static var made = 0
    let label: String
    required init(label: String) { self.label = label; SelfShape.made += 1 }
    convenience init() { self.init(label: "unnamed") }
    func describe() -> String { "\(label) with \(Self.sides) sides" }
    class func make(_ label: String) -> Self { Self(label: label) }
}
final class SelfTriangle: SelfShape { override class var sides: Int { 3 } }
class SelfQuad: SelfShape {
    override class var sides: Int { 4 }
    var isSquare = false
    required init(label: String) { super.init(label: label) }
    init(square: String) { super.init(label: square); isSquare = true }
}

func run() {
    let shapes: [SelfShape] = [SelfTriangle(label: "t"), SelfQuad(label: "q"), SelfQuad(square: "s"), SelfShape(), SelfTriangle.make("made")]
    for s in shapes { print(s.describe(), type(of: s)) }
    print(SelfShape.made, SelfTriangle.sides, SelfQuad.sides, (shapes[2] as? SelfQuad)?.isSquare ?? false)
    let kinds = shapes.map { String(describing: type(of: $0)) }
    print(kinds, Set(kinds).count)
}
