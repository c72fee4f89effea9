struct Empty {}
struct Point: Equatable, Hashable, Sendable {
    var x: Double
    var y: Double
    static let zero = Point(x: 0, y: 0)
    func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
    mutating func move(by dx: Double) { x += dx }
}
public struct Public<T>: Codable where T: Codable { public var value: T }
