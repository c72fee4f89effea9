protocol Greeter { var name: String { get } }
extension Greeter {
    func greet() -> String { "Hi \(name)" }
    var shout: String { greet().uppercased() }
}
extension Greeter where Self: CustomStringConvertible {
    var debug: String { description }
}
extension Collection where Element: Numeric {
    var total: Element { reduce(0, +) }
}
