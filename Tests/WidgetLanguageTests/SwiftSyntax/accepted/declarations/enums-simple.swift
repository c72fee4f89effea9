enum Direction { case north, south, east, west }
enum Compass {
    case north
    case south
    case east, west
    var opposite: Compass {
        switch self {
        case .north: .south
        case .south: .north
        case .east: .west
        case .west: .east
        }
    }
    mutating func flip() { self = opposite }
}
enum Never2 {}
