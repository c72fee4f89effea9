class Shape {
    let sides: Int
    required init(sides: Int) { self.sides = sides }
    convenience init() { self.init(sides: 3) }
}
final class Square: Shape {
    required init(sides: Int) { super.init(sides: 4) }
}
