/// Swift's `OptionSet`: what the standard library gives a struct that conforms (`struct Flags: OptionSet { let rawValue: Int }`)
/// — `init()`, `init(_ members:)`, `isEmpty`, `contains`, `union`, `insert`, `remove`, … — written in Swift and given to each such struct of the
/// module in an extension, unless the struct or an extension of it declares one of that name. The extension is read
/// from text placed after the module's bytes, so that no place in it is a place of the module's (the checker's bindings
/// are kept by place). An array literal of members where such a struct goes (`[.bold, .italic]`, `[]`) is the struct
/// with their raw values combined: `Checker.optionSetLiteralType`, `Interpreter.coerce`.
enum SwiftOptionSets {
    /// The members, `T` standing for the struct's name (`Pizza.Sizes` for a nested one); each with the name it declares.
    static let members: [(names: [String], text: String)] = [
        (["init()"], "init() { self.init(rawValue: 0) }"),
        (["init(_:)"], "init(_ members: [T]) { self.init(rawValue: members.reduce(0) { $0 | $1.rawValue }) }"),
        (["isEmpty"], "var isEmpty: Bool { rawValue == 0 }"),
        (["contains"], "func contains(_ member: T) -> Bool { rawValue & member.rawValue == member.rawValue }"),
        (["union"], "func union(_ other: T) -> T { T(rawValue: rawValue | other.rawValue) }"),
        (["intersection"], "func intersection(_ other: T) -> T { T(rawValue: rawValue & other.rawValue) }"),
        (["symmetricDifference"], "func symmetricDifference(_ other: T) -> T { T(rawValue: rawValue ^ other.rawValue) }"),
        (["subtracting"], "func subtracting(_ other: T) -> T { T(rawValue: rawValue & ~other.rawValue) }"),
        (["isSubset"], "func isSubset(of other: T) -> Bool { rawValue & other.rawValue == rawValue }"),
        (["isSuperset"], "func isSuperset(of other: T) -> Bool { rawValue & other.rawValue == other.rawValue }"),
        (["isDisjoint"], "func isDisjoint(with other: T) -> Bool { rawValue & other.rawValue == 0 }"),
        (["isStrictSubset"], "func isStrictSubset(of other: T) -> Bool { rawValue != other.rawValue && rawValue & other.rawValue == rawValue }"),
        (["isStrictSuperset"], "func isStrictSuperset(of other: T) -> Bool { rawValue != other.rawValue && rawValue & other.rawValue == other.rawValue }"),
        (["insert"], """
            @discardableResult mutating func insert(_ newMember: T) -> (inserted: Bool, memberAfterInsert: T) {
                let had = rawValue & newMember.rawValue == newMember.rawValue
                self = T(rawValue: rawValue | newMember.rawValue)
                return (!had, newMember)
            }
            """),
        (["remove"], """
            @discardableResult mutating func remove(_ member: T) -> T? {
                let common = T(rawValue: rawValue & member.rawValue)
                self = T(rawValue: rawValue & ~member.rawValue)
                return common.rawValue == 0 ? nil : common
            }
            """),
        (["update"], """
            @discardableResult mutating func update(with newMember: T) -> T? {
                let common = T(rawValue: rawValue & newMember.rawValue)
                self = T(rawValue: rawValue | newMember.rawValue)
                return common.rawValue == 0 ? nil : common
            }
            """),
        (["formUnion"], "mutating func formUnion(_ other: T) { self = T(rawValue: rawValue | other.rawValue) }"),
        (["formIntersection"], "mutating func formIntersection(_ other: T) { self = T(rawValue: rawValue & other.rawValue) }"),
        (["formSymmetricDifference"], "mutating func formSymmetricDifference(_ other: T) { self = T(rawValue: rawValue ^ other.rawValue) }"),
        (["subtract"], "mutating func subtract(_ other: T) { self = T(rawValue: rawValue & ~other.rawValue) }"),
    ]

    /// The items, with an extension that gives OptionSet's members to each struct that conforms (a file of its own,
    /// after the module's); the items as they are when none does. An extension keeps the struct's memberwise `init`.
    static func withMembers(_ items: [[SwiftItem]], in file: SourceFile) -> [[SwiftItem]] {
        var declared: [String: Set<String>] = [:]
        var optionSets: [String] = []
        for item in items.joined() {
            guard case .type(let decl) = item else { continue }
            note(decl, path: nil, declared: &declared, optionSets: &optionSets)
        }
        guard !optionSets.isEmpty else { return items }
        var text = ""
        for name in optionSets {
            let taken = declared[name] ?? []
            let texts = members.filter { $0.names.allSatisfy { !taken.contains($0) } }.map { replacingWord("T", with: name, in: $0.text) }
            if !texts.isEmpty { text += "extension \(name) {\n" + texts.joined(separator: "\n") + "\n}\n" }
        }
        return text.isEmpty ? items : items + [parsed(text, after: file.bytes.count + 1)]
    }

    /// Notes the names each type and its extensions declare (by the type's name as written, `Pizza.Sizes` for a nested
    /// one), and the structs that conform to `OptionSet`.
    private static func note(_ decl: SwiftDecl, path: String?, declared: inout [String: Set<String>], optionSets: inout [String]) {
        let name = decl.kind == .extensionDecl || path == nil ? decl.name : "\(path ?? "").\(decl.name)"
        if decl.kind == .structure, decl.conformances.contains("OptionSet") { optionSets.append(name) }
        var names = declared[name] ?? []
        for member in decl.members {
            switch member {
            case .function(let function): names.insert(function.name)
            case .computed(let property): names.insert(property.name)
            case .field(let field): names.insert(field.name)
            case .initializer(let initializer) where initializer.parameters.isEmpty: names.insert("init()")
            case .initializer(let initializer) where initializer.parameters.count == 1 && initializer.parameters[0].label == nil: names.insert("init(_:)")
            case .nested(let inner): note(inner, path: name, declared: &declared, optionSets: &optionSets)
            default: break
            }
        }
        declared[name] = names
    }

    /// The items `text` declares, read at offsets from `offset` on (past the module's).
    private static func parsed(_ text: String, after offset: Int) -> [SwiftItem] {
        let padded = SourceFile(path: "OptionSet.swift", text: String(repeating: " ", count: offset) + text)
        var parser = Parser(file: padded, start: offset, end: padded.bytes.count)
        parser.isSwift = true
        return parser.parseSwiftItems()
    }

    /// The text with each whole word `word` (not a part of a longer name) replaced.
    static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        var result = ""
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                result += current == word ? replacement : current
                current = ""
                result.append(character)
            }
        }
        return result + (current == word ? replacement : current)
    }
}
