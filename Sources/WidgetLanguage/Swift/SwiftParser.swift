/// The declaration level of a Swift file: `import`, types and their members,
/// functions, `#Preview`. Statements and expressions inside bodies are read
/// by the same code as in `.widget` files.
extension Parser {
    mutating func parseSwiftItems() -> [SwiftItem] {
        var items: [SwiftItem] = []
        var topLevelCode: [Stmt] = []
        let codeStart = currentStart
        while !atEnd {
            if consume(";") { continue }
            do {
                if allowsTopLevelCode, startsTopLevelStatement() {
                    // `print(…)`, `for …`, `if …` in main.swift: the program's top-level code, run in order.
                    topLevelCode.append(try parseStatement())
                    topLevelCode += pendingStatements
                    pendingStatements.removeAll()
                    continue
                }
                if let item = try parseSwiftItem() { items.append(item) }
                // `let a = 1, b = 2`: the bindings after the first.
                for statement in pendingStatements {
                    if case .binding(let binding) = statement.kind { items.append(.binding(binding, statement.range)) }
                }
                pendingStatements.removeAll()
                items += localItems
                localItems.removeAll()
            } catch {
                synchronizeDeclaration { Parser.swiftDeclarationWords.contains($0) }
            }
        }
        if !topLevelCode.isEmpty {
            let range = range(from: codeStart)
            let code = FunctionDecl(isStatic: false, name: Parser.topLevelCodeName, nameRange: range, parameters: [],
                                    returnType: nil, body: topLevelCode, range: range)
            items.append(.function(code, range))
        }
        return items
    }

    /// The function that holds the statements at the top level of a `main.swift`
    /// (a name no Swift code can spell).
    public static let topLevelCodeName = "main.swift"

    /// Whether the current token starts a statement rather than a declaration
    /// (only asked at the top level of a `main.swift`).
    mutating func startsTopLevelStatement() -> Bool {
        if case .attribute = current.kind { return false }
        if check("#") { return false }
        guard let word = currentIdentifier else { return true }
        return !Parser.swiftDeclarationWords.contains(word)
    }

    mutating func parseSwiftItem() throws -> SwiftItem? {
        let start = currentStart
        let attributes = parseAttributes()
        if let typeAttribute = attributes.first(where: { ["escaping", "autoclosure"].contains($0.name) }) {
            throw fail("'@\(typeAttribute.name)' is an attribute of a parameter's type, not of a declaration", at: typeAttribute.range)
        }
        let isFilePrivate = startsWithPrivateModifier()
        let isStatic = skipSwiftModifiers()
        _ = isStatic
        if check("#") {
            advance()
            guard currentIdentifier == "Preview" else {
                // `#warning("…")`, a freestanding declaration macro: read whole, reported, not expanded.
                guard let name = currentIdentifier, !current.spaceBefore else {
                    throw fail("expected a macro name after '#', found \(describe(current))")
                }
                position -= 1
                try parseFreestandingMacro(name)
                return nil
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
            var decl = try parseSwiftType(attributes: attributes, start: start)
            decl.isFilePrivate = isFilePrivate && decl.kind != .extensionDecl
            return .type(decl)
        case "func":
            let isExternal = attributes.contains { Parser.externalBodyAttributes.contains($0.name) }
            var function = try parseFunction(isStatic: false, bodyOptional: isExternal)
            function.attributes = attributes.map(\.name)
            if isFilePrivate { shared.filePrivateValues.append(function.name) }
            return .function(function, range(from: start))
        case "let", "var":
            let stmt = try parseStatement()
            guard case .binding(let binding) = stmt.kind else { throw fail("expected a declaration", at: stmt.range) }
            if isFilePrivate { shared.filePrivateValues.append(binding.name) }
            return .binding(binding, stmt.range)
        case _ where ["infix", "prefix", "postfix"].contains(word) && peek().isIdentifier("operator"):
            // `infix operator <>: AdditionPrecedence`: an operator's name and group; its functions do the work.
            advance(); advance()
            guard case .punct = current.kind, !check(":"), !check(";"), !check("{"), !current.atLineStart else {
                throw fail("expected an operator after 'operator', found \(describe(current))")
            }
            repeat { advance() } while !atEnd && !check(":") && !check(";") && !current.atLineStart && !check("{")
            if consume(":") { _ = try expectIdentifier("a precedence group") }
            return nil
        case "macro" where peek().identifier != nil && !peek().atLineStart:
            // `macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")`:
            // read whole, and it declares nothing: Widgetry expands no macros.
            advance()
            _ = try expectIdentifier("a macro name")
            skipGenericClause()
            guard check("(") else { throw fail("expected '(' after the macro's name") }
            _ = try parseFunctionParameters()
            if consume("->") { _ = try parseMemberType() }
            if consume("=") { _ = try parseExpression() }
            skipWhereClause()
            return nil
        case "precedencegroup":
            // `precedencegroup Power { associativity: right higherThan: MultiplicationPrecedence }`.
            advance()
            _ = try expectIdentifier("a precedence group name")
            try parsePrecedenceGroupBody()
            return nil
        case "typealias":
            return try parseSwiftTypeAlias(start: start)
        default:
            throw fail("expected a declaration (import, struct, class, enum, extension, protocol, func, let, var), found \(describe(current))")
        }
    }

    /// `#declare("x")`, `#warning("…")` where a declaration goes (`#` is current): read whole, reported, not expanded.
    mutating func parseFreestandingMacro(_ name: String) throws {
        let call = try parseExpression()
        let message = name == "warning" || name == "error"
            ? "'#\(name)' in the source: the Swift compiler reports it when it builds this file"
            : "the macro '#\(name)' declares nothing in Widgetry: expanding macros is not supported in Widgetry"
        report(.warning(message, at: call.range))
    }

    /// Whether the modifiers ahead (not consumed) include `private` or `fileprivate`.
    func startsWithPrivateModifier() -> Bool {
        var ahead = 0
        while let word = peek(ahead).identifier, Parser.memberModifiers.contains(word) || word == "static" {
            if word == "private" || word == "fileprivate" { return true }
            ahead += 1
            // `private(set)` is about the setter only.
            if peekIs("(", ahead) { return false }
        }
        return false
    }

    /// Skips access and actor modifiers; true if `static` (or `class` before a member) was among them.
    mutating func skipSwiftModifiers() -> Bool {
        var isStatic = false
        while let word = currentIdentifier {
            if Parser.memberModifiers.contains(word), !peek().isIdentifier("operator") {  // the same words as before a member
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

    static let swiftDeclarationWords: Set<String> = Parser.memberModifiers.union([
        "import", "struct", "class", "enum", "extension", "protocol", "actor", "func", "let", "var", "typealias", "static",
        "infix", "prefix", "postfix", "precedencegroup",
    ])

    /// `{ higherThan: A, B  lowerThan: C  associativity: left  assignment: true }`:
    /// read and checked; the operators' functions do the work.
    mutating func parsePrecedenceGroupBody() throws {
        try expect("{", "after the precedence group's name")
        while !check("}") {
            if atEnd { throw fail("expected '}' to close the precedence group") }
            guard let attribute = currentIdentifier else {
                throw fail("expected 'higherThan', 'lowerThan', 'associativity' or 'assignment', found \(describe(current))")
            }
            advance()
            try expect(":", "after '\(attribute)'")
            switch attribute {
            case "higherThan", "lowerThan":
                repeat { _ = try expectIdentifier("a precedence group") } while consume(",")
            case "associativity":
                guard let value = currentIdentifier, ["left", "right", "none"].contains(value) else {
                    throw fail("expected 'left', 'right' or 'none' after 'associativity:', found \(describe(current))")
                }
                advance()
            case "assignment":
                guard let value = currentIdentifier, value == "true" || value == "false" else {
                    throw fail("expected 'true' or 'false' after 'assignment:', found \(describe(current))")
                }
                advance()
            default:
                throw fail("'\(attribute)' is not an attribute of a precedence group; use higherThan, lowerThan, associativity or assignment")
            }
        }
        advance()
    }

    /// `type` with each of `names` made `Any`.
    static func erasing(_ names: [String], in type: TypeRef) -> TypeRef {
        guard !names.isEmpty else { return type }
        if case .named(let name) = type.kind, names.contains(name) { return TypeRef(.named("Any"), type.range) }
        return type.mapChildren { erasing(names, in: $0) }
    }

    /// `typealias Pair<T> = (T, T) where T: Hashable` (the generic clause and `where` checked loosely).
    mutating func parseSwiftTypeAlias(start: Int) throws -> SwiftItem {
        advance()  // typealias
        let (name, _) = try expectIdentifier("a type alias name")
        let generics = skipGenericClause()
        try expect("=", "after the type alias name")
        // `typealias Pair<T> = (key: String, value: T)`: a parameter of the alias stands for any type (`Any`) where it is used.
        let type = Parser.erasing(generics, in: try parseSwiftTypeRef())
        skipWhereClause()
        return .typeAlias(name, type, range(from: start))
    }

    /// The tokens from the `{` to the `}` of the block the current token is in.
    func enclosingBlock() -> ClosedRange<Int>? {
        var depth = 0, start: Int?
        var index = position - 1
        while index >= 0 {
            if list.tokens[index].isPunct("}") { depth += 1 } else if list.tokens[index].isPunct("{") {
                if depth == 0 { start = index; break }
                depth -= 1
            }
            index -= 1
        }
        guard let start else { return nil }
        depth = 0
        index = position
        while index < list.count {
            if list.tokens[index].isPunct("{") { depth += 1 } else if list.tokens[index].isPunct("}") {
                if depth == 0 { return start...index }
                depth -= 1
            }
            index += 1
        }
        return nil
    }

    /// A type or type alias declared in a function body of a Swift file: read, and declared
    /// beside the file's own (`localItems`); in the body it is an empty statement.
    mutating func parseLocalDeclaration(start: Int) throws -> Stmt? {
        // `final class ProbeState` in a function: `final` changes nothing here.
        let typeWords: Set<String> = ["struct", "enum", "class", "actor", "protocol"]
        if let modifier = currentIdentifier, modifier == "final", !current.isEscaped,
           let next = peek().identifier, typeWords.contains(next), !peek().atLineStart {
            advance()
        }
        guard let word = currentIdentifier, peek().identifier != nil, !peek().atLineStart else { return nil }
        switch word {
        case "typealias": localItems.append(try parseSwiftTypeAlias(start: start))
        case "struct", "enum", "class", "actor", "protocol":
            let scope = enclosingBlock()
            let decl = try parseSwiftType(attributes: [], start: start)
            if let scope { shared.localTypeScopes.append((decl.name, list.tokens[scope.lowerBound].start..<list.tokens[scope.upperBound].end)) }
            localItems.append(.type(decl))
        default: return nil
        }
        return Stmt(.expr(Expr(.tuple([]), range(from: start))), range(from: start))
    }
}
