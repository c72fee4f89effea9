class ScShape: CustomStringConvertible {
    class var kind: String { "shape" }
    static var made = 0
    let name: String
    init(name: String) { self.name = name; ScShape.made += 1 }
    func area() -> Double { 0 }
    func label() -> String { "\(name)" }
    var description: String { "\(Self.kind) \(label()) \(area())" }
}

class ScRect: ScShape {
    override class var kind: String { "rect" }
    let w: Double, h: Double
    init(w: Double, h: Double) { self.w = w; self.h = h; super.init(name: "\(Int(w))x\(Int(h))") }
    override func area() -> Double { w * h }
    override func label() -> String { "[" + super.label() + "]" }
}

final class ScSquare: ScRect {
    override class var kind: String { "square" }
    init?(side: Double) {
        guard side > 0 else { return nil }
        super.init(w: side, h: side)
    }
    override func label() -> String { "<" + super.label() + ">" }
    override var description: String { "sq " + super.description }
}

func run() {
    let shapes: [ScShape] = [ScShape(name: "dot"), ScRect(w: 2, h: 3), ScSquare(side: 2)!]
    print(shapes.map(\.description), ScShape.made, ScSquare(side: -1) == nil)
    print(shapes.map { $0.label() })
}
