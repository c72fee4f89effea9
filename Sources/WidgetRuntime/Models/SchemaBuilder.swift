import WidgetLanguage
import WidgetSources
import WidgetStore

/// Derives the store schema from a program's `model` declarations.
///
/// - scalar fields (`Bool`, `Int`, `Double`, `String`, `Date`, `ID`, enums,
///   arrays of scalars) become columns; a written default becomes the column default;
/// - a field of a `Codable` struct (`var colors: Palette`) is a column holding the value as JSON;
/// - `var owner: User?` is a to-one relationship;
/// - `var jobs: [Job]` is a to-many relationship whose inverse is the to-one
///   field of `Job` that points back (or `@Relationship(inverse: \Job.owner)`);
///   when `Job` has none, a to-one `inverseOfUserJobs` is added to it to hold the link.
struct SchemaBuilder {
    let program: Program
    let enums: EnumTable

    func build() throws -> Schema {
        var models: [String: ModelSchema] = [:]
        var order: [String] = []
        var hiddenInverses: [(target: String, relationship: RelationshipSchema)] = []
        for decl in program.tree.declarations {
            guard case .structure(let body) = decl.kind, body.isModel, models[decl.name] == nil else { continue }
            order.append(decl.name)
            var model = ModelSchema(decl.name)
            for field in body.fields where !field.isStatic {
                // `var sunday = Day(weekDay: .sunday)`: a field typed by its value has the type the checker gave it.
                let type = field.type.map(resolve) ?? program.typeSymbol(decl.name)?.fields.first { $0.name == field.name }?.type ?? .unknown
                let rule = deleteRule(field)
                switch type {
                case .array(.named(let target)) where isModel(target):
                    var inverse = inverseName(of: field, in: decl.name, target: target)
                    // `leadingPlants` and `trailingPlants` both naming `\Plant.backyard`: the first is its other side; each
                    // other keeps its own link, so each list holds the records put in it.
                    if let named = inverse, model.relationships.contains(where: { $0.kind == .toMany && $0.target == target && $0.inverse == named }) {
                        inverse = nil
                    }
                    if let inverse {
                        model.relationships.append(.toMany(field.name, target, inverse: inverse, deleteRule: rule))
                    } else {
                        let hidden = "inverseOf\(decl.name)\(field.name.prefix(1).uppercased() + field.name.dropFirst())"
                        model.relationships.append(.toMany(field.name, target, inverse: hidden, deleteRule: rule))
                        hiddenInverses.append((target, .toOne(hidden, decl.name, inverse: field.name)))
                    }
                case .named(let target) where isModel(target), .optional(.named(let target)) where isModel(target):
                    let inverse = program.typeSymbol(target)?.fields.first { f in
                        if case .array(.named(decl.name)) = f.type { return true } else { return false }
                    }?.name
                    model.relationships.append(.toOne(field.name, target, inverse: inverse, deleteRule: rule))
                default:
                    guard let fieldType = storeType(type) else {
                        throw SchemaError(message: "field '\(field.name)' of model '\(decl.name)' has type \(type), which the store cannot hold", range: field.nameRange)
                    }
                    var isOptional = false
                    if case .optional = type { isOptional = true }
                    // (A composite's default is its JSON where it is an empty list; others are made when a record is.)
                    let defaultValue: StoreValue?? = if case .composite = fieldType {
                        field.defaultValue.map { if case .array([]) = $0.kind { .string("[]") } else { nil } }
                    } else {
                        try field.defaultValue.map { try literal($0, type: type) }
                    }
                    model.fields.append(FieldSchema(field.name, fieldType, optional: isOptional, default: defaultValue ?? nil))
                }
            }
            models[decl.name] = model
        }
        for (target, relationship) in hiddenInverses {
            models[target]?.relationships.append(relationship)
        }
        return Schema(order.compactMap { models[$0] })
    }

    func resolve(_ type: TypeRef) -> SemanticType {
        switch type.kind {
        case .named(let name):
            if let builtin = SemanticType.builtinTypeNames[name] { return builtin }
            return .named(name)
        case .optional(let inner): return .optional(resolve(inner))
        case .array(let inner): return .array(resolve(inner))
        case .dictionary(let k, let v): return .dictionary(resolve(k), resolve(v))
        case .generic, .tuple, .function, .opaque:
            return SemanticType.written(type) { name, _, _ in SemanticType.builtinTypeNames[name] ?? .named(name) }
        }
    }

    func isModel(_ name: String) -> Bool { program.typeSymbol(name)?.kind == .model }

    func deleteRule(_ field: FieldDecl) -> DeleteRule {
        guard let attribute = field.attribute("Relationship"),
              case .implicitMember(let rule)? = attribute.arguments.first(where: { $0.label == "deleteRule" })?.value.kind else {
            return .nullify
        }
        switch rule {
        case "cascade": return .cascade
        case "deny": return .deny
        default: return .nullify
        }
    }

    /// The field of `target` that is the other side of `field`: the one its `@Relationship(inverse:)` names, else a to-one
    /// field of `target` pointing back, else a to-many field of `target` whose `@Relationship(inverse:)` names `field` (a
    /// many-to-many relationship, whose inverse is written on one side, as SwiftData asks).
    func inverseName(of field: FieldDecl, in model: String, target: String) -> String? {
        if let named = Self.namedInverse(field) { return named }
        let toOne = program.typeSymbol(target)?.fields.first { f in
            switch f.type {
            case .named(model), .optional(.named(model)): return true
            default: return false
            }
        }?.name
        if let toOne { return toOne }
        guard case .structure(let body)? = program.declaration(target)?.kind else { return nil }
        return body.fields.first { other in
            guard Self.namedInverse(other) == field.name, let written = other.type else { return false }
            switch resolve(written) {
            case .array(.named(model)), .optional(.array(.named(model))): return true
            default: return false
            }
        }?.name
    }

    /// The field `@Relationship(inverse: \Target.field)` names.
    static func namedInverse(_ field: FieldDecl) -> String? {
        guard let attribute = field.attribute("Relationship"),
              case .keyPath(_, let path)? = attribute.arguments.first(where: { $0.label == "inverse" })?.value.kind else { return nil }
        return path.first
    }

    func storeType(_ type: SemanticType) -> FieldType? {
        if let scalar = FieldType.scalar(type) { return scalar }
        switch type {
        case .optional(let inner): return storeType(inner)
        case .data: return .data
        case .array(let element):
            guard let scalar = storeType(element) else { return nil }
            // `var parts: [BirdPart]` of a Codable struct: the array is one composite value.
            if case .composite(let name) = scalar { return .composite(name: "[\(name)]") }
            return .array(scalar)
        case .named(let name):
            // `var colors: BirdPalette` where `struct BirdPalette: Codable`: SwiftData's composite attribute.
            if let symbol = program.typeSymbol(name), symbol.kind == .structure, case let conformances = symbol.allConformances,
               conformances.contains("Codable") || (conformances.contains("Encodable") && conformances.contains("Decodable")) {
                return .composite(name: name)
            }
            guard let cases = enums.cases[name] else { return nil }
            let raw: FieldType = cases.first.map { if case .int = $0.raw { return FieldType.int } else { return .string } } ?? .string
            return .enumeration(name: name, raw: raw, cases: cases.map(\.raw))
        default: return nil
        }
    }

    /// A field's written default as a store value (literals and enum cases).
    func literal(_ expr: Expr, type: SemanticType) throws -> StoreValue? {
        switch expr.kind {
        case .integer(let i): return type.unwrapped == .double ? .double(Double(i)) : .int(i)
        case .double(let d): return .double(d)
        case .bool(let b): return .bool(b)
        case .nil: return .null
        case .string(let parts):
            guard parts.count <= 1 else { return nil }
            let text: String
            if case .text(let t)? = parts.first { text = t } else { text = "" }
            if type.unwrapped == .date { return ISO8601.parse(text).map { .date($0) } }
            return .string(text)
        case .array(let elements) where elements.isEmpty: return .array([])
        case .implicitMember(let name):
            if case .named(let enumName) = type.unwrapped { return enums.raw(enumName, name) }
            return nil
        case .unary("-", let inner):
            switch inner.kind {
            case .integer(let i): return .int(-i)
            case .double(let d): return .double(-d)
            default: return nil
            }
        default:
            return nil
        }
    }
}

struct SchemaError: Error {
    var message: String
    var range: SourceRange
}

/// Enum cases and their raw values, read from the declarations (raw values are literals).
struct EnumTable {
    var cases: [String: [(name: String, raw: StoreValue)]] = [:]

    init(program: Program) {
        for decl in program.tree.declarations {
            guard case .enumeration(let e) = decl.kind else { continue }
            let isInt: Bool
            if case .named("Int")? = e.rawType?.kind { isInt = true } else { isInt = false }
            cases[decl.name] = e.cases.enumerated().map { index, c in
                switch c.rawValue?.kind {
                case .integer(let i)?: return (c.name, .int(i))
                case .string(let parts)?:
                    if case .text(let t)? = parts.first { return (c.name, .string(t)) }
                    return (c.name, .string(""))
                default: return (c.name, isInt ? .int(index) : .string(c.name))
                }
            }
        }
    }

    func raw(_ enumName: String, _ caseName: String) -> StoreValue? {
        cases[enumName]?.first { $0.name == caseName }?.raw
    }

    func caseName(_ enumName: String, raw: StoreValue) -> String? {
        cases[enumName]?.first { $0.raw == raw }?.name
    }
}

extension FieldType {
    /// The store column type of a scalar semantic type (Bool, Int, Double, String, Date); nil for any other.
    static func scalar(_ type: SemanticType) -> FieldType? {
        switch type {
        case .bool: return .bool
        case .int: return .int
        case .double: return .double
        case .string: return .string
        case .date: return .date
        default: return nil
        }
    }
}
