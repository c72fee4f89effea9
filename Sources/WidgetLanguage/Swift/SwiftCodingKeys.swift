/// The `CodingKeys` Swift synthesizes for a `Codable` type that declares none: `enum CodingKeys: String, CodingKey`
/// with a case for each stored property, which code may name (`KnownSource.CodingKeys.identifier.stringValue`, or
/// `container(keyedBy: CodingKeys.self)` in a hand-written `init(from:)` of a `Codable` type whose `encode(to:)` Swift
/// writes). Given, in an extension of the type, to
/// each such type whose name is written before `.CodingKeys` or whose own declaration names `CodingKeys`; the others
/// decode by their properties' names, which is the same.
enum SwiftCodingKeys {
    static func withSynthesizedKeys(_ items: [[SwiftItem]], in file: SourceFile) -> [[SwiftItem]] {
        let text = file.text
        guard text.contains("CodingKeys") else { return items }
        var decodable: Set<String> = [], encodable: Set<String> = [], declaring: Set<String> = []
        var decodes: Set<String> = [], encodes: Set<String> = []
        var types: [SwiftDecl] = []
        for case .type(let decl) in items.joined() {
            let conformances = Set(decl.conformances)
            if conformances.contains("Codable") || conformances.contains("Decodable") { decodable.insert(decl.name) }
            if conformances.contains("Codable") || conformances.contains("Encodable") { encodable.insert(decl.name) }
            if decl.nested.contains(where: { $0.name == "CodingKeys" }) { declaring.insert(decl.name) }
            if decl.initializers.contains(where: { $0.parameters.first?.label == "from" }) { decodes.insert(decl.name) }
            if decl.functions.contains(where: { $0.name == "encode" && $0.parameters.first?.label == "to" }) { encodes.insert(decl.name) }
            if decl.kind == .structure || decl.kind == .classType { types.append(decl) }
        }
        var added: [SwiftItem] = []
        // (Swift makes the keys only for a conformance it writes: not for a Decodable type with its own `init(from:)`.)
        for decl in types where !declaring.contains(decl.name)
            && (decodable.contains(decl.name) && !decodes.contains(decl.name) || encodable.contains(decl.name) && !encodes.contains(decl.name)) {
            guard text.contains("\(decl.name).CodingKeys") || file.text(of: decl.range).contains("CodingKeys") else { continue }
            let cases = decl.fields.filter { !$0.isStatic }.map { EnumDecl.Case(name: $0.name, rawValue: nil, range: $0.nameRange) }
            guard !cases.isEmpty else { continue }
            let keys = SwiftDecl(kind: .enumeration, name: "CodingKeys", nameRange: decl.nameRange, range: decl.nameRange, attributes: [],
                                 conformances: ["String", "CodingKey"], members: [.cases(cases)])
            added.append(.type(SwiftDecl(kind: .extensionDecl, name: decl.name, nameRange: decl.nameRange, range: decl.nameRange,
                                         attributes: [], conformances: [], members: [.nested(keys)])))
        }
        return added.isEmpty ? items : items + [added]
    }
}
