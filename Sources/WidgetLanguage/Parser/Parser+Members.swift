/// One item inside a declaration's braces, before the declaration sorts it.
enum Member {
    case field(FieldDecl)
    case function(FunctionDecl)
    case block(NamedBlock)
    case property(WidgetProperty)
    case cases([EnumDecl.Case], SourceRange)
    case group(name: String, range: SourceRange, members: [Member])

    var range: SourceRange {
        switch self {
        case .field(let f): return f.range
        case .function(let f): return f.range
        case .block(let b): return b.range
        case .property(let p): return p.range
        case .cases(_, let r): return r
        case .group(_, let r, _): return r
        }
    }

    var describe: String {
        switch self {
        case .field(let f): return "property '\(f.name)'"
        case .function(let f): return "function '\(f.name)'"
        case .block(let b): return "'\(b.name)' block"
        case .property(let p): return "'\(p.name):'"
        case .cases: return "enum case"
        case .group(let name, _, _): return "'\(name)' block"
        }
    }
}

extension Parser {
    /// `{ member; member … }` of a declaration. `context` is the declaration keyword.
    mutating func parseMembers(in context: String) throws -> [Member] {
        guard check("{") else { throw fail("expected '{' to start the body of the \(context), found \(describe(current))") }
        // Where the `{` is, for an error; its location is worked out only then.
        let open = currentStart
        advance()
        try nest()
        defer { unnest() }
        var members: [Member] = []
        // Room for a usual body at once: growing one member at a time reallocates it again and again.
        if !check("}") { members.reserveCapacity(8) }
        while !check("}") {
            if atEnd { throw unclosedBrace(openAt: open, message: "the \(context)'s '{' is never closed; add '}' at its end") }
            if consume(";") { continue }
            let before = position
            do {
                members.append(try parseMember(in: context))
                if !check("}"), !check(";"), !current.atLineStart, !atEnd {
                    throw fail("expected a new line or ';' between members, found \(describe(current))")
                }
            } catch {
                recover(from: before)
                if atEnd { throw unclosedBrace(openAt: open, message: "the \(context)'s '{' is never closed; add '}' at its end") }
            }
        }
        advance()
        return members
    }

    mutating func parseMember(in context: String) throws -> Member {
        let start = currentStart
        var attributes: [Attribute] = []
        while case .attribute(let name) = current.kind {
            let attributeStart = currentStart
            advance()
            var arguments: [Argument] = []
            if check("("), !current.spaceBefore { arguments = try parseArguments(closing: ")") }
            attributes.append(Attribute(name: name, arguments: arguments, range: range(from: attributeStart)))
        }
        let isStatic = consumeKeyword("static")
        if checkKeyword("let") || checkKeyword("var") {
            let isConstant = checkKeyword("let")
            advance()
            let (name, nameRange) = try expectIdentifier("a property name")
            var type: TypeRef?
            if consume(":") { type = try parseType() }
            var value: Expr?
            if consume("=") { value = try parseExpression() }
            if type == nil, value == nil {
                throw fail("property '\(name)' needs a type, as in '\(name): String'", at: nameRange)
            }
            return .field(FieldDecl(attributes: attributes, isStatic: isStatic, isConstant: isConstant, name: name,
                                    nameRange: nameRange, type: type, defaultValue: value, range: range(from: start)))
        }
        if !attributes.isEmpty {
            throw fail("an attribute must be followed by a property ('var' or 'let')")
        }
        if checkKeyword("func") { return .function(try parseFunction(isStatic: isStatic)) }
        if isStatic { throw fail("expected 'let', 'var' or 'func' after 'static'") }
        if checkKeyword("case") {
            advance()
            var cases: [EnumDecl.Case] = []
            repeat {
                let caseStart = currentStart
                let (name, _) = try expectIdentifier("a case name")
                var rawValue: Expr?
                // `case loaded(Repository)`, `case failed(error: String)`: associated values.
                var associated: [FunctionDecl.Parameter] = []
                if check("("), !current.spaceBefore { associated = try parseAssociatedValues() }
                if consume("=") { rawValue = try parseUnary() }
                cases.append(.init(name: name, rawValue: rawValue, range: range(from: caseStart), associatedValues: associated))
            } while consume(",")
            return .cases(cases, range(from: start))
        }
        guard let name = currentIdentifier else {
            throw fail("expected a member of the \(context) (a property, a block or 'func'), found \(describe(current))")
        }
        let nameRange = currentRange()
        advance()
        if consume(":") {
            let value = try parseExpression()
            return .property(WidgetProperty(name: name, nameRange: nameRange, value: value, range: range(from: start)))
        }
        if context == "entity", name == "query", check("{") {
            return .group(name: name, range: nameRange, members: try parseMembers(in: "entity query"))
        }
        var parameters: [NamedBlock.Parameter] = []
        if check("(") {
            advance()
            while !check(")") {
                let parameterStart = currentStart
                guard let first = currentIdentifier else {
                    throw fail("expected a parameter name, found \(describe(current))")
                }
                advance()
                var label: String?
                var parameterName = first
                if let second = currentIdentifier {
                    label = first
                    parameterName = second
                    advance()
                }
                if Parser.isReserved(parameterName) {
                    throw fail("'\(parameterName)' is a keyword and cannot be used as a parameter name", at: range(from: parameterStart))
                }
                parameters.append(.init(label: label, name: parameterName, range: range(from: parameterStart)))
                if !consume(",") { break }
            }
            try expect(")", "to close the parameters of '\(name)'")
        }
        guard check("{") else {
            if parameters.isEmpty {
                throw fail("expected ':' or '{' after '\(name)' in the \(context)")
            }
            throw fail("expected '{' to start the '\(name)' block")
        }
        let body = try parseBlock("for '\(name)'")
        return .block(NamedBlock(name: name, nameRange: nameRange, parameters: parameters, body: body, range: range(from: start)))
    }
}
