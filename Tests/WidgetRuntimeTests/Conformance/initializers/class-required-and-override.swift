class InitShape {
    var sides: Int
    required init(sides: Int) { self.sides = sides }
    func describe() -> String { "shape with \(sides) sides" }
}

final class InitTriangle: InitShape {
    required init(sides: Int) { super.init(sides: 3) }
    override func describe() -> String { "triangle: " + super.describe() }
}

func initMake<T: InitShape>(_ type: T.Type, sides: Int) -> T { T(sides: sides) }

func run() {
    print(initMake(InitShape.self, sides: 5).describe())
    print(initMake(InitTriangle.self, sides: 9).describe())
}
