public struct Money {
    public let cents: Int

    public init(cents: Int) {
        self.cents = cents
    }

    public var text: String { "$\(cents / 100).\(cents % 100)" }
}
