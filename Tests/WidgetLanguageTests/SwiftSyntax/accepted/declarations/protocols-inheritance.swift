protocol Named { var name: String { get } }
protocol Identified: Identifiable, Named where ID == String {}
protocol Actorish: Actor {}
protocol ClassOnly: AnyObject {}
@objc protocol Legacy { @objc optional func maybe() }
protocol Marker: Sendable, ~Copyable {}
