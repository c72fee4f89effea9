/// Attributes (`@Model`, `@Parameter(title: "…")`, `@available(iOS 18.0, *)`),
/// read the same way before every declaration, member, parameter and statement.
extension Parser {
    /// One attribute at the current `@name` token. Its parenthesised arguments are
    /// read as a call's argument list when they are one; otherwise (`iOS 18.0, *`,
    /// `set`, `unsafe`) they are skipped as a balanced group and kept as text.
    ///
    /// Before a type (`inType`), only the attributes Swift gives arguments there take them
    /// (`@convention(c)`, `@isolated(any)`): in `@escaping(() -> Void)` the parenthesis is the type's.
    /// `spacedArguments`: a declaration's attribute, whose arguments may follow a space (`@Environment (\.colorScheme) var`),
    /// as Swift 5's language mode reads them (with a warning; Swift 6's refuses them).
    mutating func parseAttribute(inType: Bool = false, spacedArguments: Bool = false) -> Attribute? {
        guard case .attribute(var name) = current.kind else { return nil }
        let start = currentStart
        advance()
        // `@SwiftUI.ViewBuilder`, `@Foundation.MainActor`, `@FocusState<Field?>.Binding`: the last part
        // names it; generic arguments (`@Attr<Int>`) are checked loosely.
        while true {
            if check("<"), !current.spaceBefore {
                skipGenericClause()
            } else if check("."), !current.spaceBefore, let part = peek().identifier {
                advance(); advance()
                name = part
            } else {
                break
            }
        }
        // `@unchecked Sendable`, `@retroactive Codable`: an attribute of the conformance that follows.
        var arguments: [Argument] = []
        var text: String?
        if check("("), !current.spaceBefore || (spacedArguments && isSwift && !current.atLineStart),
           !inType || Parser.typeAttributesWithArguments.contains(name) {
            let open = position
            if let parsed = attempt({ parser in try parser.parseArguments(closing: ")") }) {
                arguments = parsed
            } else {
                position = open
                let textStart = list.tokens[open].end
                skipBalanced()
                text = sourceText(from: textStart, to: previousEnd - 1)
            }
        }
        return Attribute(name: name, arguments: arguments, range: range(from: start), argumentText: text)
    }

    /// The attributes written before a type that take arguments.
    static let typeAttributesWithArguments: Set<String> = ["convention", "differentiable", "isolated", "_opaqueReturnTypeOf", "lifetime", "_lifetime"]

    /// Every attribute at the cursor.
    mutating func parseAttributes(spacedArguments: Bool = false) -> [Attribute] {
        var attributes: [Attribute] = []
        while let attribute = parseAttribute(spacedArguments: spacedArguments) { attributes.append(attribute) }
        return attributes
    }

    /// The types of the names of one `let`/`var` (`let a, b: Int`, `var r = 0, g = 0`), given
    /// each name's written type and whether it has a value: a name written with neither takes
    /// the type of the next name that has one, as in Swift.
    static func sharedTypes(_ names: [(type: TypeRef?, hasValue: Bool)]) -> [TypeRef?] {
        var types = names.map(\.type)
        var next: TypeRef?
        for index in names.indices.reversed() {
            if types[index] == nil, !names[index].hasValue { types[index] = next }
            if let type = types[index] { next = type } else if names[index].hasValue { next = nil }
        }
        return types
    }

    /// The source text between two byte offsets, as written.
    func sourceText(from start: Int, to end: Int) -> String {
        let bytes = file.bytes
        let end = min(bytes.count, max(start, end))
        return String(decoding: bytes[min(start, end)..<end], as: UTF8.self)
    }

    /// Runs `body`; when it fails, the parser is put back as it was before
    /// (position, diagnostics, depth) and the result is nil. For the places
    /// where Swift's grammar is decided by what follows (`Set<String>()` against
    /// `a < b`, an attribute's arguments).
    mutating func attempt<T>(_ body: (inout Parser) throws -> T) -> T? {
        let saved = self
        do {
            return try body(&self)
        } catch {
            self = saved
            return nil
        }
    }

    /// Whether `name` cannot name a parameter or a binding here: a word Swift
    /// reserves, or in a `.widget` file also `model`.
    func isReservedName(_ name: String) -> Bool {
        if isSwift, name == "model" { return false }
        return Parser.isReserved(name)
    }
}
