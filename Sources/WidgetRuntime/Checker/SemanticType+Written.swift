import WidgetLanguage

/// The forms of written types Swift adds to a plain name: generic arguments,
/// tuples, function types, `some`/`any`. The checker and the interpreter map
/// them the same way; `named` resolves a plain name (nil when unknown).
extension SemanticType {
    /// Protocols of the standard library a value may be tested against or typed as, and
    /// `Any`, `AnyObject`, `Self`: types checked loosely. Asked of every written type name
    /// that is not a built-in one.
    static let looselyCheckedNames: Set<String> = [
        "Any", "AnyObject", "Self",
        "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Equatable", "Comparable", "Identifiable",
        "Error", "LocalizedError", "CustomStringConvertible", "CaseIterable", "AnyHashable", "Numeric",
        "StringProtocol", "Sequence", "Collection", "BinaryInteger", "FloatingPoint", "RandomNumberGenerator", "ShapeStyle",
        // `func run(_ intent: some AppIntent)`: AppIntents' protocols, where a value of any intent or entity goes.
        "AppIntent", "WidgetConfigurationIntent", "LiveActivityIntent", "AudioPlaybackIntent", "ForegroundContinuableIntent", "SetValueIntent",
        "AppEntity", "AppEnum",
        // `[any PersistentModel.Type]`, `func fetch<T: PersistentModel>`: SwiftData's protocol of every model; a versioned
        // schema and a migration plan (`[any VersionedSchema.Type]`, `migrationPlan: SchemaMigrationPlan.Type?`).
        "PersistentModel", "VersionedSchema", "SchemaMigrationPlan",
        // `var token: NSObjectProtocol?` (what `addObserver(forName:…)` gives), `delegate: (any URLSessionTaskDelegate)?`.
        "NSObjectProtocol", "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate",
    ]

    /// `named` gets a plain name, where it is written, and whether it is a generic
    /// type's name or inside its arguments (`Response<T>`), where types are checked loosely.
    /// `shadowing`: the built-in type names the program declares types of its own by (`enum Duration`), which name those.
    /// Generic types whose arguments a declaration may leave to its value (`let success: Range = 200..<300`).
    static let argumentsFromTheValue: Set<String> = ["Range", "ClosedRange", "Array", "Dictionary", "Optional"]

    static func written(_ type: TypeRef, inGeneric: Bool = false, shadowing: Set<String> = [],
                        named: (String, SourceRange, _ inGeneric: Bool) -> SemanticType) -> SemanticType {
        switch type.kind {
        case .named(let name):
            // The usual types first (one table lookup); the rest are rare.
            if let builtin = builtinTypeNames[name], shadowing.isEmpty || !shadowing.contains(name) { return builtin }
            if looselyCheckedNames.contains(name) { return .unknown }
            // `let tags: Set = ["a", "b"]`: a Set whose element type the literal gives.
            if name == "Set" { return .array(.unknown) }
            // `let success: Range = 200..<300`, `let all: Array = [1, 2]`: a generic type whose arguments the value gives,
            // checked loosely (the value tells it when it runs).
            if argumentsFromTheValue.contains(name), shadowing.isEmpty || !shadowing.contains(name) { return .unknown }
            return named(name, type.range, inGeneric)
        case .optional(let inner): return .optional(written(inner, inGeneric: inGeneric, shadowing: shadowing, named: named))
        case .array(let inner): return .array(written(inner, inGeneric: inGeneric, shadowing: shadowing, named: named))
        case .dictionary(let key, let value):
            return .dictionary(written(key, inGeneric: inGeneric, shadowing: shadowing, named: named), written(value, inGeneric: inGeneric, shadowing: shadowing, named: named))
        case .generic(let name, let arguments):
            let first = arguments.first.map { written($0, inGeneric: true, shadowing: shadowing, named: named) } ?? .unknown
            switch name {
            case "Array", "Set", "ArraySlice", "ContiguousArray": return .array(first)
            case "Optional": return .optional(first)
            // `T!`: the value where one goes, nil where an optional goes; checked loosely.
            case TypeRef.implicitlyUnwrapped: return .unknown
            case "Range" where first == .int, "ClosedRange" where first == .int:
                return .named(SwiftRanges.typeName(name == "Range" ? "..<" : "..."))
            case "Range" where SwiftComparableRanges.written(name, first) != nil, "ClosedRange" where SwiftComparableRanges.written(name, first) != nil:
                return SwiftComparableRanges.written(name, first) ?? .unknown
            // `Result<Int, LoadError>`: its two sides' types (`.failure(.missing)` is a `LoadError`'s case).
            case "Result" where arguments.count == 2 && (shadowing.isEmpty || !shadowing.contains(name)):
                return .result(first, written(arguments[1], inGeneric: true, shadowing: shadowing, named: named))
            case "Dictionary":
                return .dictionary(first, arguments.count > 1 ? written(arguments[1], inGeneric: true, shadowing: shadowing, named: named) : .unknown)
            // `FetchDescriptor<Item>`: its model is part of its type (what `fetch` gives), as `FetchDescriptor<Item>(…)` makes it.
            case "FetchDescriptor" where arguments.count == 1:
                if case .named(let model) = arguments[0].kind, shadowing.isEmpty || !shadowing.contains(name) {
                    // (`FetchDescriptor<T>` of a generic function: a descriptor of the model T is given, not one named T.)
                    if case .unknown = named(model, arguments[0].range, true) { return .named("FetchDescriptor") }
                    return .named("FetchDescriptor<\(model)>")
                }
                return named(name, type.range, true)
            default:
                // `Timeline<Entry>`, `Response<T>`: the type itself, its arguments checked loosely.
                if let builtin = builtinTypeNames[name], shadowing.isEmpty || !shadowing.contains(name) { return builtin }
                return named(name, type.range, true)
            }
        case .tuple(let labels, let elements):
            if elements.isEmpty { return .void }
            return .tuple(labels: labels, elements: elements.map { written($0, inGeneric: inGeneric, shadowing: shadowing, named: named) })
        case .function: return .closure
        case .opaque(_, let inner): return written(inner, inGeneric: inGeneric, shadowing: shadowing, named: named)
        }
    }
}
