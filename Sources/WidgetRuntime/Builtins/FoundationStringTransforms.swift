import Foundation
import WidgetLanguage

/// Foundation's `StringTransform` and `String.applyingTransform(_:reverse:)`: a script or its marks changed
/// (`.stripDiacritics` gives "Cafe" for "Café", `.toLatin` "Privet" for "Привет"), by Foundation itself.
enum FoundationStringTransforms {
    static let typeName = "StringTransform"

    /// The transforms Foundation names, with their ICU identifiers.
    static let transforms: [(name: String, transform: StringTransform)] = [
        ("toLatin", .toLatin), ("stripDiacritics", .stripDiacritics), ("stripCombiningMarks", .stripCombiningMarks),
        ("toUnicodeName", .toUnicodeName), ("toXMLHex", .toXMLHex), ("fullwidthToHalfwidth", .fullwidthToHalfwidth),
        ("hiraganaToKatakana", .hiraganaToKatakana), ("mandarinToLatin", .mandarinToLatin), ("latinToKatakana", .latinToKatakana),
        ("latinToHiragana", .latinToHiragana), ("latinToCyrillic", .latinToCyrillic), ("latinToArabic", .latinToArabic),
        ("latinToHebrew", .latinToHebrew), ("latinToHangul", .latinToHangul), ("latinToThai", .latinToThai),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        let type = BuiltinType(typeName, instance: .named(typeName)) { _ in .string(StringTransform.toLatin.rawValue) }
        type.sampleSource = "StringTransform.toLatin"
        for (name, transform) in transforms {
            type.add(.init(name, .staticProperty, result: .named(typeName)) { _, _, _, _ in .string(transform.rawValue) })
        }
        type.add(.init(typeName, .initializer, ["_:String", "rawValue:String"], result: .named(typeName), note: "an ICU transform's identifier") { i, _, args, r in
            .string(try i.string(args.first?.value, r))
        })
        registry.register(type: type)
        registry.types["String"]?.add(.init("applyingTransform", .method, ["_:StringTransform reverse:Bool"], result: .optional(.string),
                                             note: "Foundation's, with ICU's transforms; nil when the transform is not one") { i, v, args, r in
            let text = try i.string(v, r)
            try i.charge(text.utf8.count * 4, at: r)
            let transform = StringTransform(rawValue: try identifier(i, args.first?.value ?? .null, r))
            return text.applyingTransform(transform, reverse: try i.truth(args.value("reverse") ?? .bool(false), r)).map(Value.string) ?? .null
        })
    }

    /// A transform's ICU identifier: a `StringTransform` value, or `.stripDiacritics` written where the checker did not type it.
    static func identifier(_ i: Interpreter, _ value: Value, _ range: SourceRange) throws -> String {
        if case .member(let name, _) = value, let found = transforms.first(where: { $0.name == name }) { return found.transform.rawValue }
        return try i.string(value, range)
    }
}
