/// The consistency rules a schema must satisfy before a store opens with it.
enum SchemaRules {
    static let reservedNames: Set<String> = ["id", "seq"]

    static func checkName(_ name: String, what: String) throws {
        if name.isEmpty { throw StoreError.invalidSchema("a \(what) has an empty name") }
        if name.hasPrefix("_") || name.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            throw StoreError.invalidSchema("'\(name)' is not a valid \(what) name (no leading '_' or control characters)")
        }
        if what != "model" && reservedNames.contains(name) {
            throw StoreError.invalidSchema("'\(name)' is reserved for every record; rename this \(what)")
        }
    }

    static func checkType(_ field: FieldSchema, of model: String) throws {
        switch field.type {
        case .enumeration(_, let raw, _) where raw != .string && raw != .int:
            throw StoreError.invalidSchema("\(model).\(field.name): an enum is stored as a String or Int raw value, not \(raw)")
        case .array(let element) where !(element.isScalar || isEnum(element)):
            throw StoreError.invalidSchema("\(model).\(field.name): arrays hold scalars (Bool, Int, Double, String, Date, ID)")
        default: break
        }
        if let value = field.defaultValue {
            let column = Column(name: field.name, kind: .field(field))
            do { _ = try ValueCoding.encode(value, for: column, model: model) } catch {
                throw StoreError.invalidSchema("the default of \(model).\(field.name) is \(value), not a \(field.type)")
            }
        }
    }

    private static func isEnum(_ type: FieldType) -> Bool {
        if case .enumeration = type { return true }
        return false
    }

    static func checkRelationships(of model: ModelSchema, in schema: Schema) throws {
        for relationship in model.relationships {
            let place = "\(model.name).\(relationship.name)"
            guard let target = schema.model(named: relationship.target) else {
                throw StoreError.invalidSchema("\(place) refers to model '\(relationship.target)', which is not declared")
            }
            guard let inverseName = relationship.inverse else {
                if relationship.kind == .toMany {
                    throw StoreError.invalidSchema("\(place) is to-many and needs an inverse to-one relationship on \(target.name)")
                }
                continue
            }
            guard let inverse = target.relationship(named: inverseName) else {
                throw StoreError.invalidSchema("\(place) names the inverse '\(inverseName)', which \(target.name) does not declare")
            }
            guard inverse.target == model.name else {
                throw StoreError.invalidSchema("\(place) and its inverse \(target.name).\(inverseName) do not refer to each other")
            }
            if let back = inverse.inverse, back != relationship.name {
                throw StoreError.invalidSchema("\(place) names \(target.name).\(inverseName) as inverse, but that one names '\(back)'")
            }
            switch (relationship.kind, inverse.kind) {
            case (.toMany, .toMany):
                // Many-to-many: both sides read one link table (`Catalog.ManyToMany`); each must name the other.
                guard inverse.inverse == relationship.name else {
                    throw StoreError.invalidSchema("\(place) and \(target.name).\(inverseName) are both to-many, so each must name the other as its inverse")
                }
            case (.toOne, .toOne):
                throw StoreError.invalidSchema("\(place): a to-one relationship cannot have a to-one inverse; declare one side only")
            default: break
            }
        }
    }
}
