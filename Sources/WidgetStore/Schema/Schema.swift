/// The models a store holds, as the runtime declares them.
public struct Schema: Sendable, Hashable {
    public var models: [ModelSchema]

    public init(_ models: [ModelSchema]) { self.models = models }

    public func model(named name: String) -> ModelSchema? { models.first { $0.name == name } }
}

/// One model: a table with an `id` (UUID string), an insertion order, fields and relationships.
public struct ModelSchema: Sendable, Hashable {
    public var name: String
    public var fields: [FieldSchema]
    public var relationships: [RelationshipSchema]
    /// Indexes over several fields, in order (e.g. `["isDone", "name"]` for
    /// `filter isDone == … sort by name`). Single-field indexes can also be
    /// declared with `FieldSchema.isIndexed`.
    public var indexes: [[String]]

    public init(_ name: String, fields: [FieldSchema] = [], relationships: [RelationshipSchema] = [],
                indexes: [[String]] = []) {
        self.name = name
        self.fields = fields
        self.relationships = relationships
        self.indexes = indexes
    }

    public func field(named name: String) -> FieldSchema? { fields.first { $0.name == name } }
    public func relationship(named name: String) -> RelationshipSchema? {
        relationships.first { $0.name == name }
    }
}

/// A stored attribute of a model.
public struct FieldSchema: Sendable, Hashable {
    public var name: String
    public var type: FieldType
    public var isOptional: Bool
    /// Given to new records that omit the field, and to existing rows when the field is added.
    public var defaultValue: StoreValue?
    public var isIndexed: Bool

    public init(_ name: String, _ type: FieldType, optional: Bool = false,
                default defaultValue: StoreValue? = nil, indexed: Bool = false) {
        self.name = name
        self.type = type
        self.isOptional = optional
        self.defaultValue = defaultValue
        self.isIndexed = indexed
    }
}

/// The type of a field. Enums are stored as their raw value (String or Int);
/// arrays hold scalars and are stored as JSON text.
public indirect enum FieldType: Sendable, Hashable, CustomStringConvertible {
    case bool, int, double, string, date, id
    case enumeration(name: String, raw: FieldType, cases: [StoreValue])
    case array(FieldType)
    /// A value of a `Codable` struct (SwiftData's composite attribute), kept as JSON text: `name` is its type.
    case composite(name: String)
    /// Bytes (`var photo: Data`, SwiftData's `@Attribute(.externalStorage)` too), kept as base64 text.
    case data

    public var description: String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .date: "Date"
        case .id: "ID"
        case .enumeration(let name, let raw, _): "\(name) (enum of \(raw))"
        case .array(let element): "[\(element)]"
        case .composite(let name): "\(name) (a Codable value)"
        case .data: "Data"
        }
    }

    /// What the store file records for the field: two fields with the same storage
    /// signature hold interchangeable data (an enum's name and cases may change).
    var storageSignature: String {
        switch self {
        case .enumeration(_, let raw, _): "enum(\(raw.storageSignature))"
        case .array(let element): "[\(element.storageSignature)]"
        case .composite: "Composite"
        default: description
        }
    }

    var isScalar: Bool {
        switch self {
        case .bool, .int, .double, .string, .date, .id: true
        case .enumeration, .array, .composite, .data: false
        }
    }

    /// The SQLite column type, which decides the column's affinity.
    var columnType: String {
        switch self {
        case .bool, .int: "INTEGER"
        case .double, .date: "REAL"
        case .string, .id, .array, .composite, .data: "TEXT"
        case .enumeration(_, let raw, _): raw.columnType
        }
    }
}

/// A link from one model to another. A to-many relationship is the other side of a
/// to-one relationship (its `inverse`), which holds the target's id.
public struct RelationshipSchema: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case toOne, toMany }

    public var name: String
    public var target: String
    public var kind: Kind
    public var inverse: String?
    public var deleteRule: DeleteRule

    public init(_ name: String, to target: String, kind: Kind, inverse: String? = nil,
                deleteRule: DeleteRule = .nullify) {
        self.name = name
        self.target = target
        self.kind = kind
        self.inverse = inverse
        self.deleteRule = deleteRule
    }

    public static func toOne(_ name: String, _ target: String, inverse: String? = nil,
                             deleteRule: DeleteRule = .nullify) -> RelationshipSchema {
        RelationshipSchema(name, to: target, kind: .toOne, inverse: inverse, deleteRule: deleteRule)
    }

    public static func toMany(_ name: String, _ target: String, inverse: String,
                              deleteRule: DeleteRule = .nullify) -> RelationshipSchema {
        RelationshipSchema(name, to: target, kind: .toMany, inverse: inverse, deleteRule: deleteRule)
    }
}

/// What deleting a record does to the records a relationship links it to.
public enum DeleteRule: Sendable, Hashable {
    /// The related records stay; their link to the deleted record is cleared.
    case nullify
    /// The related records are deleted too (and their own rules apply).
    case cascade
    /// The delete is refused while the relationship links any record.
    case deny
}
