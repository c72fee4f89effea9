class Shape {
    static var count = 0
    class var sides: Int { 0 }
    static func create() -> Self { fatalError() }
    class func name() -> String { "shape" }
    static subscript(i: Int) -> Int { i }
    final class func fixed() {}
}
struct Constants {
    static let pi = 3.14
    static var shared: Constants = .init()
    static func reset() { shared = .init() }
}
