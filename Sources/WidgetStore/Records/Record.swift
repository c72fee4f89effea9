/// One stored record: its model, `id` (a UUID string), its place in insertion order,
/// and the values of its fields and to-one relationships (the target's id, or `.null`).
/// To-many relationships are read with `Store.related(_:_:)`.
public struct Record: Sendable, Hashable, Identifiable {
    public let model: String
    public let id: String
    /// Increases with every insert into the model: `all` returns records in this order.
    public let order: Int64
    public var values: [String: StoreValue]

    public init(model: String, id: String, order: Int64, values: [String: StoreValue]) {
        self.model = model
        self.id = id
        self.order = order
        self.values = values
    }

    /// The value of a field or to-one relationship (`.null` for an unknown name).
    public subscript(name: String) -> StoreValue { values[name] ?? .null }
}
