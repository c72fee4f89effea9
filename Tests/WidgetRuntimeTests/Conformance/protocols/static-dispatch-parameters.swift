protocol SdShape {
    var name: String { get }
    func area() -> Double
}

extension SdShape {
    func describe() -> String { "\(name) of area \(area())" }
    func area() -> Double { 0 }
    func label(_ prefix: String) -> String { prefix + " shape" }
}

struct SdSquare: SdShape {
    var side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
    func describe() -> String { "a square" }
    func label(_ prefix: String) -> String { prefix + " square" }
}

func sdShow(_ shape: any SdShape) -> String { shape.describe() + "; " + shape.label("the") }
func sdShowPlain(_ shape: SdShape) -> String { shape.describe() }

func run() {
    let square = SdSquare(side: 2)
    print(square.describe(), square.label("my"))
    print(sdShow(square))
    print(sdShowPlain(square))
    var shapes: [any SdShape] = [square]
    shapes.append(SdSquare(side: 3))
    for shape in shapes { print(shape.area(), shape.describe()) }
    let boxed: SdShape = square
    print(boxed.area(), boxed.describe())
}
