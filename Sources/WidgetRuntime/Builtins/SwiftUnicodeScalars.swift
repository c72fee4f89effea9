import WidgetLanguage

/// `Unicode.Scalar` (also spelled `UnicodeScalar`) is a one-scalar string here, as a
/// `Character` is a one-character string: `Unicode.Scalar(97)` (nil past the code
/// points), `Unicode.Scalar("a")`, `scalar.value`, and `scalar.properties`, read from
/// Swift's own `Unicode.Scalar.Properties`.
enum SwiftUnicodeScalars {
    static let propertiesType = "Unicode.Scalar.Properties"
    static let flags: [(String, @Sendable (Unicode.Scalar.Properties) -> Bool)] = [
        ("isAlphabetic", { $0.isAlphabetic }), ("isUppercase", { $0.isUppercase }), ("isLowercase", { $0.isLowercase }),
        ("isEmoji", { $0.isEmoji }), ("isEmojiPresentation", { $0.isEmojiPresentation }), ("isWhitespace", { $0.isWhitespace }),
        ("isMath", { $0.isMath }), ("isHexDigit", { $0.isHexDigit }), ("isASCIIHexDigit", { $0.isASCIIHexDigit }),
        ("isCased", { $0.isCased }), ("isDash", { $0.isDash }),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        let unicode = BuiltinType("Unicode", instance: .named("Unicode")) { _ in .type("Unicode") }
        unicode.sampleSource = "Unicode.Scalar(97)"
        unicode.add(.init("Scalar", .staticMethod, ["_:Any"], result: .unknown,
                          note: "a one-scalar string; from a number, nil when it is no code point") { i, _, args, r in try scalar(i, args.first?.value, r) })
        registry.register(type: unicode)
        registry.register(function: BuiltinCallable("UnicodeScalar", ["_:Any"], result: .unknown, note: "as Unicode.Scalar(_:)") { i, args, r in
            try scalar(i, args.first?.value, r)
        })
        if let string = registry.types["String"] {
            string.add(.init("properties", .property, result: .named(propertiesType), note: "of the first scalar, as of a Unicode.Scalar") { i, v, _, r in
                guard let first = try i.string(v, r).unicodeScalars.first else { throw i.error("an empty string has no scalar properties", r) }
                let p = first.properties
                var fields: [(String, Value)] = flags.map { ($0.0, .bool($0.1(p))) }
                fields.append(("numericType", p.numericType.map { .string(String(describing: $0)) } ?? .null))
                fields.append(("numericValue", p.numericValue.map { .double($0) } ?? .null))
                fields.append(("uppercaseMapping", .string(p.uppercaseMapping)))
                fields.append(("lowercaseMapping", .string(p.lowercaseMapping)))
                fields.append(("titlecaseMapping", .string(p.titlecaseMapping)))
                fields.append(("name", p.name.map { .string($0) } ?? .null))
                return Interpreter.foundationObject(propertiesType, fields)
            })
        }
        let properties = BuiltinType(propertiesType, instance: .named(propertiesType)) { _ in .null }
        properties.sampleSource = "Unicode.Scalar(97)!.properties"
        for (name, _) in flags {
            properties.add(.init(name, .property, result: .bool) { _, v, _, _ in Interpreter.field(v, name) })
        }
        for (name, result) in [("numericType", SemanticType.optional(.string)), ("numericValue", .optional(.double)),
                               ("uppercaseMapping", .string), ("lowercaseMapping", .string), ("titlecaseMapping", .string),
                               ("name", .optional(.string))] {
            properties.add(.init(name, .property, result: result) { _, v, _, _ in Interpreter.field(v, name) })
        }
        registry.register(type: properties)
    }

    /// A scalar from a code point (nil when it is none) or from a one-scalar string.
    static func scalar(_ i: Interpreter, _ value: Value?, _ r: SourceRange) throws -> Value {
        switch value {
        case .int?, .sized?:
            guard let code = value?.integerValue?.exactly(UInt32.self), let scalar = Unicode.Scalar(code) else { return .null }
            return .string(String(scalar))
        case .string(let s)?:
            guard s.unicodeScalars.count == 1 else { throw i.error("Unicode.Scalar(_:) takes one scalar, not \"\(s)\"", r) }
            return .string(s)
        default:
            throw i.error("Unicode.Scalar(_:) takes a code point or a one-scalar string", r)
        }
    }
}
