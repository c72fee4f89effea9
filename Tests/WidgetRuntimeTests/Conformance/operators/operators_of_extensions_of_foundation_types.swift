import Foundation

extension CGSize {
    static func / (lhs: CGSize, rhs: CGFloat) -> CGSize { CGSize(width: lhs.width / rhs, height: lhs.height / rhs) }
    static func * (lhs: CGSize, rhs: CGFloat) -> CGSize { CGSize(width: lhs.width * rhs, height: lhs.height * rhs) }
}

extension CGPoint {
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
}

infix operator **: MultiplicationPrecedence

extension Int {
    static func ** (base: Int, power: Int) -> Int { (0..<power).reduce(1) { acc, _ in acc * base } }
}

func run() {
    let size = CGSize(width: 40, height: 20)
    let scale: CGFloat = 2
    let half = size / scale
    print(half.width, half.height, (size * 1.5).width)
    let a = CGPoint(x: 1, y: 2), b = CGPoint(x: 10, y: 20)
    let sum = a + b
    print(sum.x, sum.y, (b - a).y)
    print(2 ** 10, 3 ** 3 + 1, 7 + 1)
    print(CGPoint(x: 3, y: 4) == CGPoint(x: 3, y: 4), size / 4 == CGSize(width: 10, height: 5))
}
