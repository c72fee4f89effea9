class Base {
    var name: String { "base" }
    var count = 0
    func describe() -> String { name }
}
final class Derived: Base {
    override var name: String { "derived" }
    override var count: Int {
        didSet { print("count is now \(count)") }
    }
    override final func describe() -> String { "[\(super.describe())]" }
}
