import WidgetLanguage

/// How Swift prints a value of a Swift program (`print`, interpolation, `String(describing:)`):
/// a value inside another (a collection's element, a struct's field, a payload) reads as
/// `debugPrint` shows it, strings quoted and the program's types by their qualified name.
extension Interpreter {
    func swiftText(_ value: Value, nested: Bool, type: SemanticType? = nil, at range: SourceRange) throws -> String {
        // The static type, where the checker recorded one, says what was optional.
        if case .optional(let wrapped)? = type {
            return value.isNull ? "nil" : "Optional(\(try swiftText(value, nested: true, type: wrapped, at: range)))"
        }
        if let text = try userDescription(value, debug: nested, at: range) { return text }
        switch value {
        case .null: return "nil"
        case .string(let s): return nested ? quoted(s) : s
        case .double(let d): return String(d)
        case .enumCase(let type, let name):
            guard program.symbols.types[type] != nil else { return name }
            return nested ? "\(moduleName).\(type).\(name)" : name
        case .member(let name, let payload):
            guard let (owner, enumCase) = enumCase(named: name) else { return ValueFormatting.describe(value) }
            var text = nested ? "\(moduleName).\(owner).\(name)" : name
            if !payload.isEmpty {
                let labels = enumCase.associatedValues.map(\.label)
                let parts = try payload.indices.map { index -> String in
                    let label = index < labels.count ? labels[index].map { "\($0): " } ?? "" : ""
                    return label + (try swiftText(payload[index], nested: true, at: range))
                }
                text += "(" + parts.joined(separator: ", ") + ")"
            }
            return text
        case .object(let object):
            if SwiftRanges.isRangeType(object.type), let text = nested ? SwiftRanges.debugDescription(value) : SwiftRanges.description(value) {
                return text
            }
            if object.type == "Measurement", program.symbols.types[object.type] == nil, let text = FoundationMeasurement.description(self, value, range) {
                return text
            }
            guard let symbol = program.symbols.types[object.type] else { return ValueFormatting.describe(value) }
            let fields = try object.fields.map { field -> String in
                let isOptional: Bool
                if case .optional? = symbol.field(field.name)?.type { isOptional = true } else { isOptional = false }
                let text = try swiftText(field.value, nested: true, at: range)
                return "\(field.name): " + (isOptional && !field.value.isNull ? "Optional(\(text))" : text)
            }
            return (nested ? "\(moduleName)." : "") + "\(object.type)(" + fields.joined(separator: ", ") + ")"
        case .instance(let instance):
            return program.symbols.types[instance.type] != nil ? "\(moduleName).\(instance.type)" : instance.type
        case .array(let items):
            var element: SemanticType?
            if case .array(let inner)? = type { element = inner }
            return "[" + (try items.map { try swiftText($0, nested: true, type: element, at: range) }).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            if pairs.isEmpty { return "[:]" }
            var keyType: SemanticType?, valueType: SemanticType?
            if case .dictionary(let k, let v)? = type { (keyType, valueType) = (k, v) }
            return "[" + (try pairs.map {
                "\(try swiftText($0.key, nested: true, type: keyType, at: range)): \(try swiftText($0.value, nested: true, type: valueType, at: range))"
            }).joined(separator: ", ") + "]"
        case .tuple(let tuple):
            var types: [SemanticType] = []
            if case .tuple(_, let elements)? = type, elements.count == tuple.elements.count { types = elements }
            let parts = try tuple.elements.indices.map { index in
                (tuple.labels[index].map { "\($0): " } ?? "")
                    + (try swiftText(tuple.elements[index], nested: true, type: types.isEmpty ? nil : types[index], at: range))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        default:
            return nested ? ValueFormatting.quotedDescription(value) : ValueFormatting.describe(value)
        }
    }

    /// The enum of the program that has a case of this name, and the case.
    func enumCase(named name: String) -> (String, EnumDecl.Case)? {
        // One lookup: this runs for members of every `.name` value (`.red.opacity(0.5)`) in a program with enums.
        guard program.symbols.hasEnumerations, let owner = program.symbols.enumsByCase[name],
              case .enumeration(let e)? = program.declaration(owner)?.kind, let found = e.cases.first(where: { $0.name == name }) else { return nil }
        return (owner, found)
    }

}
