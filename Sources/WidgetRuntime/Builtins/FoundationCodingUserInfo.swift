import WidgetLanguage

/// `CodingUserInfoKey` and the `userInfo` of coders: `decoder.userInfo[.scale] = 2.0` on a
/// `JSONDecoder` is what `decoder.userInfo[.scale]` reads in an `init(from decoder: Decoder)` that
/// decoder runs (and the same for a `JSONEncoder` and `encode(to:)`). The dictionary is the coder's
/// while its `decode` or `encode` runs (`Interpreter.codingUserInfo`).
enum FoundationCodingUserInfo {
    static let keyTypeName = "CodingUserInfoKey"

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(keyTypeName)
        let key = BuiltinType(keyTypeName, instance: type) { _ in make("key") }
        key.sampleSource = "CodingUserInfoKey(rawValue: \"key\")!"
        key.add(.init(keyTypeName, .initializer, ["rawValue:String"], result: .optional(type), note: "never nil") { i, _, args, r in
            make(try i.string(args.value("rawValue"), r))
        })
        key.add(.init("rawValue", .property, result: .string) { _, v, _, _ in Interpreter.field(v, "rawValue") })
        registry.register(type: key)
    }

    static func make(_ rawValue: String) -> Value {
        Interpreter.foundationObject(keyTypeName, [("rawValue", .string(rawValue))])
    }

    /// The property `userInfo` of `JSONDecoder`, `JSONEncoder`, `Decoder` and `Encoder`.
    static let userInfoType = SemanticType.dictionary(.named(keyTypeName), .unknown)
}
