import WidgetLanguage

/// The forms of written types Swift adds to a plain name: generic arguments,
/// tuples, function types, `some`/`any`. The checker and the interpreter map
/// them the same way; `named` resolves a plain name (nil when unknown).
extension SemanticType {
    /// Protocols of the standard library a value may be tested against or typed as.
    static let standardProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Equatable", "Comparable", "Identifiable",
        "Error", "LocalizedError", "CustomStringConvertible", "CaseIterable", "AnyHashable", "Numeric",
        "StringProtocol", "Sequence", "Collection", "BinaryInteger", "FloatingPoint",
    ]

    static func written(_ type: TypeRef, named: (String, SourceRange) -> SemanticType) -> SemanticType {
        switch type.kind {
        case .named(let name):
            // The usual types first (one table lookup); the rest are rare.
            if let builtin = builtinTypeNames[name] { return builtin }
            switch name {
            case "Any", "AnyObject", "Self": return .unknown
            default:
                if standardProtocols.contains(name) { return .unknown }
                return named(name, type.range)
            }
        case .optional(let inner): return .optional(written(inner, named: named))
        case .array(let inner): return .array(written(inner, named: named))
        case .dictionary(let key, let value): return .dictionary(written(key, named: named), written(value, named: named))
        case .generic(let name, let arguments):
            let first = arguments.first.map { written($0, named: named) } ?? .unknown
            switch name {
            case "Array", "Set", "ArraySlice": return .array(first)
            case "Optional": return .optional(first)
            case "Dictionary":
                return .dictionary(first, arguments.count > 1 ? written(arguments[1], named: named) : .unknown)
            default:
                // `Timeline<Entry>`, `Response<T>`: the type itself, its arguments checked loosely.
                if let builtin = builtinTypeNames[name] { return builtin }
                return named(name, type.range)
            }
        case .tuple(let labels, let elements):
            if elements.isEmpty { return .void }
            return .tuple(labels: labels, elements: elements.map { written($0, named: named) })
        case .function: return .closure
        case .opaque(_, let inner): return written(inner, named: named)
        }
    }
}
