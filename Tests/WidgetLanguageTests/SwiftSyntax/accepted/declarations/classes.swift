class Vehicle {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    convenience init() { self.init(wheels: 4) }
    func describe() -> String { "\(wheels) wheels" }
    class func make() -> Vehicle { Vehicle() }
    deinit { print("gone") }
}
final class Bike: Vehicle {
    override init(wheels: Int = 2) { super.init(wheels: wheels) }
    override func describe() -> String { "bike: " + super.describe() }
    override class func make() -> Vehicle { Bike() }
}
open class Base: NSObject, @unchecked Sendable {
    open func hook() {}
    public required override init() {}
}
