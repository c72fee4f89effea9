protocol Addable {
    static func + (lhs: Self, rhs: Self) -> Self
    static prefix func - (x: Self) -> Self
    static var zero: Self { get }
}
