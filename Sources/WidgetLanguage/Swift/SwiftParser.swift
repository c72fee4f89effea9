/// The declaration level of a Swift file: `import`, types and their members,
/// functions, `#Preview`. Statements and expressions inside bodies are read
/// by the same code as in `.widget` files.
extension Parser {
    /// Attributes whose arguments are expressions the runtime reads; the others
    /// (`@available(iOS 17, *)`, `@objc(name)`) are skipped whole.
    static let swiftAttributesWithArguments: Set<String> = [
        "Parameter", "Environment", "Query", "Relationship", "Attribute", "AppStorage", "State", "Transient",
    ]

    mutating func parseSwiftItems() -> [SwiftItem] {
        var items: [SwiftItem] = []
        while !atEnd {
            if consume(";") { continue }
            do {
                if let item = try parseSwiftItem() { items.append(item) }
                // `let a = 1, b = 2`: the bindings after the first.
                for statement in pendingStatements {
                    if case .binding(let binding) = statement.kind { items.append(.binding(binding, statement.range)) }
                }
                pendingStatements.removeAll()
            } catch {
                synchronizeSwiftDeclaration()
            }
        }
        return items
    }

    mutating func parseSwiftItem() throws -> SwiftItem? {
        let start = currentStart
        let attributes = try parseSwiftAttributes()
        let isStatic = skipSwiftModifiers()
        _ = isStatic
        if check("#") {
            advance()
            guard currentIdentifier == "Preview" else {
                throw fail("expected 'Preview' after '#' at the top level, found \(describe(current))")
            }
            let call = try parseExpression()
            guard case .call(_, let arguments, let closures) = call.kind else {
                throw fail("expected '#Preview(…) { … }'", at: call.range)
            }
            return .preview(arguments: arguments, closures: closures, range: range(from: start))
        }
        guard let word = currentIdentifier else {
            if check("}") { throw fail("unexpected '}' at the top level; is there an extra closing brace?") }
            throw fail("expected a declaration (import, struct, class, enum, extension, protocol, func, let, var), found \(describe(current))")
        }
        switch word {
        case "import":
            advance()
            // `import struct SwiftUI.Text`, `@preconcurrency import X`.
            if let kind = currentIdentifier, ["struct", "class", "enum", "protocol", "func", "typealias", "var", "let"].contains(kind),
               case .identifier = peek().kind { advance() }
            var module = try expectIdentifier("a module name").0
            while consume(".") { module += "." + (try expectIdentifier("a module name").0) }
            return .importDecl(module: module, range: range(from: start))
        case "struct", "class", "enum", "extension", "protocol", "actor":
            return .type(try parseSwiftType(attributes: attributes, start: start))
        case "func":
            return .function(try parseFunction(isStatic: false), range(from: start))
        case "let", "var":
            let stmt = try parseStatement()
            guard case .binding(let binding) = stmt.kind else { throw fail("expected a declaration", at: stmt.range) }
            return .binding(binding, stmt.range)
        case "typealias":
            advance()
            let (name, _) = try expectIdentifier("a type alias name")
            try expect("=", "after the type alias name")
            return .typeAlias(name, try parseSwiftTypeRef(), range(from: start))
        default:
            throw fail("expected a declaration (import, struct, class, enum, extension, protocol, func, let, var), found \(describe(current))")
        }
    }

    /// `@main`, `@Model`, `@available(iOS 17, *)`, `@Parameter(title: "…")`.
    mutating func parseSwiftAttributes() throws -> [Attribute] {
        var attributes: [Attribute] = []
        while case .attribute(let name) = current.kind {
            let attributeStart = currentStart
            advance()
            var arguments: [Argument] = []
            if check("("), !current.spaceBefore {
                if Parser.swiftAttributesWithArguments.contains(name) {
                    arguments = try parseArguments(closing: ")")
                } else {
                    skipBalanced()
                }
            }
            attributes.append(Attribute(name: name, arguments: arguments, range: range(from: attributeStart)))
        }
        return attributes
    }

    /// Skips access and actor modifiers; true if `static` (or `class` before a member) was among them.
    mutating func skipSwiftModifiers() -> Bool {
        var isStatic = false
        while let word = currentIdentifier {
            if Parser.memberModifiers.contains(word) {  // the same words as before a member
                advance()
                // `private(set)`, `unowned(unsafe)`.
                if check("("), !current.spaceBefore { skipBalanced() }
            } else if word == "static" || (word == "class" && ["func", "var", "let"].contains(peek().identifier ?? "")) {
                isStatic = true
                advance()
            } else {
                break
            }
        }
        return isStatic
    }

    /// Skips a bracketed group starting at the current `(`, `[`, `<` or `{`.
    mutating func skipBalanced() {
        var depth = 0
        repeat {
            if check("(") || check("[") || check("{") { depth += 1 }
            if check(")") || check("]") || check("}") { depth -= 1 }
            advance()
        } while depth > 0 && !atEnd
    }

    /// After an error at the top level: on to the next line that starts a declaration.
    mutating func synchronizeSwiftDeclaration() {
        var depth = 0
        advance()
        while !atEnd {
            if check("{") { depth += 1 }
            if check("}") { depth = max(0, depth - 1) }
            if depth == 0, current.atLineStart {
                if let word = currentIdentifier, Parser.swiftDeclarationWords.contains(word) { return }
                if case .attribute = current.kind { return }
                if check("#") { return }
            }
            advance()
        }
    }

    static let swiftDeclarationWords: Set<String> = Parser.memberModifiers.union([
        "import", "struct", "class", "enum", "extension", "protocol", "actor", "func", "let", "var", "typealias", "static",
    ])
}
