protocol ImShape {
    var sides: Int { get }
}

struct ImTriangle: ImShape {
    var sides: Int { 3 }
}

struct ImSquare: ImShape {
    var sides: Int { 4 }
}

extension ImShape where Self == ImTriangle {
    static var triangle: ImTriangle { ImTriangle() }
}

extension ImShape where Self == ImSquare {
    static var square: ImSquare { ImSquare() }
}

func imSides(_ shape: some ImShape) -> Int { shape.sides }

func run() {
    print(imSides(.triangle), imSides(.square))
    let shapes: [any ImShape] = [ImTriangle.triangle, ImSquare.square]
    print(shapes.map(\.sides))
}
