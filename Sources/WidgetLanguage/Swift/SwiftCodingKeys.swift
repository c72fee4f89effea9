/// The `CodingKeys` Swift synthesizes for a `Codable` type that declares none: `enum CodingKeys: String, CodingKey`
/// with a case for each stored property, which code may name (`KnownSource.CodingKeys.identifier.stringValue`, or
/// `container(keyedBy: CodingKeys.self)` in a hand-written `init(from:)` of a `Codable` type whose `encode(to:)` Swift
/// writes). Given, as a type nested in it, to each such type (nested ones too: `Response.Data.CodingKeys`) whose name is
/// written before `.CodingKeys` or whose own declaration (or extension) names `CodingKeys`; the others decode by their
/// properties' names, which is the same.
enum SwiftCodingKeys {
    static func withSynthesizedKeys(_ items: [[SwiftItem]], in file: SourceFile) -> [[SwiftItem]] {
        var decodable: Set<String> = [], encodable: Set<String> = [], declaring: Set<String> = []
        var decodes: Set<String> = [], encodes: Set<String> = []
        var types: [SwiftDecl] = []
        // The text of each type's extensions: `container(keyedBy: CodingKeys.self)` in an `init(from:)` an extension adds.
        var extensionBodies: [String: [Range<Int>]] = [:]
        // Each type by the name an extension of it is written with: `Response.Data` for `struct Data` inside `Response`.
        var pending: [(name: String, decl: SwiftDecl)] = []
        for case .type(let decl) in items.joined() { pending.append((decl.name, decl)) }
        var walked = 0
        while let (name, found) = pending.popLast(), walked < 100_000 {
            walked += 1
            var decl = found
            decl.name = name
            if decl.kind != .extensionDecl { pending += decl.nested.map { ("\(name).\($0.name)", $0) } }
            if decl.kind == .extensionDecl { extensionBodies[decl.name, default: []].append(decl.range.start.offset..<decl.range.end.offset) }
            let conformances = Set(decl.conformances)
            if conformances.contains("Codable") || conformances.contains("Decodable") { decodable.insert(decl.name) }
            if conformances.contains("Codable") || conformances.contains("Encodable") { encodable.insert(decl.name) }
            if decl.nested.contains(where: { $0.name == "CodingKeys" }) { declaring.insert(decl.name) }
            if decl.initializers.contains(where: { $0.parameters.first?.label == "from" }) { decodes.insert(decl.name) }
            if decl.functions.contains(where: { $0.name == "encode" && $0.parameters.first?.label == "to" }) { encodes.insert(decl.name) }
            if decl.kind == .structure || decl.kind == .classType { types.append(decl) }
        }
        // (Swift makes the keys only for a conformance it writes: not for a Decodable type with its own `init(from:)`.)
        let candidates = types.filter { decl in
            !declaring.contains(decl.name)
                && (decodable.contains(decl.name) && !decodes.contains(decl.name) || encodable.contains(decl.name) && !encodes.contains(decl.name))
        }
        guard !candidates.isEmpty else { return items }
        let (places, qualifiers) = mentions(of: "CodingKeys", in: file.bytes)
        guard !places.isEmpty else { return items }
        var added: [String: SwiftDecl] = [:]
        for decl in candidates {
            let bodies = [decl.range.start.offset..<decl.range.end.offset] + (extensionBodies[decl.name] ?? [])
            let shortName = decl.name.split(separator: ".").last.map(String.init) ?? decl.name
            guard qualifiers.contains(shortName) || places.contains(where: { place in bodies.contains { $0.contains(place) } }) else { continue }
            let cases = decl.fields.filter { !$0.isStatic }.map { EnumDecl.Case(name: $0.name, rawValue: nil, range: $0.nameRange) }
            guard !cases.isEmpty else { continue }
            added[decl.name] = SwiftDecl(kind: .enumeration, name: "CodingKeys", nameRange: decl.nameRange, range: decl.nameRange, attributes: [],
                                         conformances: ["String", "CodingKey"], members: [.cases(cases)])
        }
        guard !added.isEmpty else { return items }
        // Declared in the type itself, as if written there (a nested type's keys are then named as its own nested types are).
        func adding(_ decl: SwiftDecl, named name: String, depth: Int) -> SwiftDecl {
            guard decl.kind != .extensionDecl, depth < 64 else { return decl }
            var changed = decl
            changed.members = decl.members.map { member in
                if case .nested(let inner) = member { return .nested(adding(inner, named: "\(name).\(inner.name)", depth: depth + 1)) }
                return member
            }
            if let keys = added[name] { changed.members.append(.nested(keys)) }
            return changed
        }
        return items.map { file in
            file.map { item in
                guard case .type(let decl) = item else { return item }
                return .type(adding(decl, named: decl.name, depth: 0))
            }
        }
    }

    /// Where `word` stands in the bytes (its offsets), and the names written just before it with a dot (`KnownSource` in
    /// `KnownSource.CodingKeys`); one pass, no text made.
    static func mentions(of word: String, in bytes: [UInt8]) -> (places: [Int], qualifiers: Set<String>) {
        let pattern = Array(word.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return ([], []) }
        func isNamePart(_ byte: UInt8) -> Bool { byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80 }
        var places: [Int] = [], qualifiers: Set<String> = []
        var index = 0
        while index <= bytes.count - pattern.count {
            defer { index += 1 }
            guard bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) else { continue }
            if index > 0, isNamePart(bytes[index - 1]) { continue }
            if index + pattern.count < bytes.count, isNamePart(bytes[index + pattern.count]) { continue }
            places.append(index)
            guard index > 1, bytes[index - 1] == 0x2E else { continue }
            var start = index - 1
            while start > 0, isNamePart(bytes[start - 1]) { start -= 1 }
            if start < index - 1 { qualifiers.insert(String(decoding: bytes[start..<index - 1], as: UTF8.self)) }
        }
        return (places, qualifiers)
    }
}
