/// Swift types and their members: stored and computed properties, functions,
/// initialisers, enum cases, nested types, type aliases.
extension Parser {
    mutating func parseSwiftType(attributes: [Attribute], start: Int) throws -> SwiftDecl {
        let keyword = currentIdentifier ?? "struct"
        advance()
        let kind = SwiftDecl.Kind(rawValue: keyword) ?? .structure
        var (name, nameRange) = try expectIdentifier("a \(keyword) name")
        // `extension Provider.Entry`, `extension View where …`.
        while consume(".") { name += "." + (try expectIdentifier("a type name").0) }
        skipGenericParameters()
        var conformances: [String] = []
        if consume(":") {
            repeat {
                let type = try parseSwiftTypeRef()
                conformances.append(type.description)
            } while consume(",")
        }
        skipWhereClause()
        let members = try parseSwiftMembers(of: name)
        return SwiftDecl(kind: kind, name: name, nameRange: nameRange, range: range(from: start), attributes: attributes,
                         conformances: conformances, members: members)
    }

    mutating func parseSwiftMembers(of typeName: String) throws -> [SwiftMember] {
        guard check("{") else { throw fail("expected '{' to start the body of '\(typeName)', found \(describe(current))") }
        let open = currentStart
        advance()
        try nest()
        defer { unnest() }
        var members: [SwiftMember] = []
        while !check("}") {
            if atEnd { throw unclosedBrace(openAt: open, message: "the '{' of '\(typeName)' is never closed; add '}' at its end") }
            if consume(";") { continue }
            let before = position
            do {
                if let member = try parseSwiftMember(of: typeName) { members.append(member) }
                if !check("}"), !check(";"), !current.atLineStart, !atEnd {
                    throw fail("expected a new line or ';' between members, found \(describe(current))")
                }
            } catch {
                recover(from: before)
                if atEnd { throw unclosedBrace(openAt: open, message: "the '{' of '\(typeName)' is never closed; add '}' at its end") }
            }
        }
        advance()
        return members
    }

    mutating func parseSwiftMember(of typeName: String) throws -> SwiftMember? {
        let start = currentStart
        let attributes = try parseSwiftAttributes()
        let isStatic = skipSwiftModifiers()
        var isLazy = false
        if currentIdentifier == "lazy" {
            isLazy = true
            advance()
            _ = skipSwiftModifiers()
        }
        guard let word = currentIdentifier else {
            throw fail("expected a member of '\(typeName)' (a property, 'func', 'init' or 'case'), found \(describe(current))")
        }
        switch word {
        case "let", "var":
            let isConstant = word == "let"
            advance()
            let (name, nameRange) = try expectIdentifier("a property name")
            var type: TypeRef?
            if consume(":") { type = try parseSwiftTypeRef() }
            var value: Expr?
            if consume("=") { value = try parseExpression() }
            if check("{"), value == nil, !isConstant {
                return .computed(try parseComputedBody(isStatic: isStatic, name: name, nameRange: nameRange, type: type, start: start))
            }
            if check("{"), value != nil {
                // `var x = 0 { didSet { … } }`: observers are not run.
                skipBalanced()
            }
            // `@Environment(\.widgetFamily) var family`: the wrapper gives the type.
            if type == nil, value == nil, attributes.isEmpty {
                throw fail("property '\(name)' needs a type, as in '\(name): String'", at: nameRange)
            }
            var field = FieldDecl(attributes: attributes, isStatic: isStatic, isConstant: isConstant, name: name,
                                  nameRange: nameRange, type: type, defaultValue: value, range: range(from: start))
            field.isLazy = isLazy
            return .field(field)
        case "func":
            var function = try parseSwiftFunction(isStatic: isStatic)
            function.range = range(from: start)
            return .function(function)
        case "init":
            let nameRange = currentRange()
            advance()
            if (check("?") || check("!")), !current.spaceBefore { advance() }
            skipGenericParameters()
            let parameters = try parseSwiftParameters()
            skipEffects()
            skipWhereClause()
            let body = try parseBlock("for the body of 'init'")
            return .initializer(FunctionDecl(isStatic: false, name: "init", nameRange: nameRange, parameters: parameters,
                                             returnType: nil, body: body, range: range(from: start)))
        case "deinit":
            advance()
            _ = try parseBlock("for the body of 'deinit'")
            return nil
        case "case":
            guard case .cases(let cases, _) = try parseMember(in: "enum") else { return nil }
            return .cases(cases)
        case "struct", "class", "enum", "extension", "protocol", "actor":
            return .nested(try parseSwiftType(attributes: attributes, start: start))
        case "typealias", "associatedtype":
            advance()
            let (name, _) = try expectIdentifier("a type alias name")
            if word == "associatedtype" {
                if consume(":") { _ = try parseSwiftTypeRef() }
                return nil
            }
            try expect("=", "after the type alias name")
            return .typeAlias(name, try parseSwiftTypeRef())
        case "subscript":
            throw fail("subscripts on your own types are not supported in Widgetry; write a method such as 'func item(at:)'")
        default:
            throw fail("expected a member of '\(typeName)' (a property, 'func', 'init' or 'case'), found \(describe(current))")
        }
    }

    /// `{ statements }` (a getter) or `{ get { … } set { … } }` after `var name: Type`.
    mutating func parseComputedBody(isStatic: Bool, name: String, nameRange: SourceRange, type: TypeRef?, start: Int) throws -> ComputedProperty {
        let isAccessorList = (peek().identifier == "get" || peek().identifier == "set") && (peekIs("{", 2) || peekIs("(", 2) || peek(2).identifier == "async" || peek(2).identifier == "throws")
        guard isAccessorList else {
            let getter = try parseBlock("for the body of '\(name)'")
            return ComputedProperty(isStatic: isStatic, name: name, nameRange: nameRange, type: type, getter: getter, range: range(from: start))
        }
        advance()  // {
        var getter: [Stmt] = []
        var setter: ComputedProperty.Setter?
        while !check("}"), !atEnd {
            _ = skipSwiftModifiers()
            guard let accessor = currentIdentifier, accessor == "get" || accessor == "set" else {
                throw fail("expected 'get' or 'set' in the accessors of '\(name)', found \(describe(current))")
            }
            advance()
            var parameterName = "newValue"
            if accessor == "set", check("(") {
                advance()
                parameterName = try expectIdentifier("the setter's parameter name").0
                try expect(")", "after the setter's parameter name")
            }
            skipEffects()
            let body = try parseBlock("for '\(accessor)'")
            if accessor == "get" { getter = body } else { setter = .init(parameterName: parameterName, body: body) }
        }
        try expect("}", "to close the accessors of '\(name)'")
        return ComputedProperty(isStatic: isStatic, name: name, nameRange: nameRange, type: type, getter: getter, setter: setter,
                                range: range(from: start))
    }

    /// `func name<T>(params) async throws -> Type where … { body }`; a protocol's requirement has no body.
    mutating func parseSwiftFunction(isStatic: Bool) throws -> FunctionDecl {
        let start = currentStart
        advance()  // func
        let (name, nameRange) = try expectIdentifier("a function name")
        let generics = Set(skipGenericParameters())
        guard check("(") else { throw fail("expected '(' after the function name '\(name)'") }
        var parameters = try parseSwiftParameters()
        skipEffects()
        var returnType: TypeRef?
        if consume("->") { returnType = try parseSwiftTypeRef() }
        if !generics.isEmpty {
            // `func load<T: Decodable>(_ type: T.Type) -> T`: a generic parameter is any type.
            parameters = parameters.map { var p = $0; p.type = p.type.map { SwiftLowering.erasing(generics, in: $0) }; return p }
            returnType = returnType.map { SwiftLowering.erasing(generics, in: $0) }
        }
        skipWhereClause()
        let body = check("{") ? try parseBlock("for the body of function '\(name)'") : []
        return FunctionDecl(isStatic: isStatic, name: name, nameRange: nameRange, parameters: parameters,
                            returnType: returnType, body: body, range: range(from: start))
    }

    /// `async`, `throws`, `rethrows`, `throws(E)` after a parameter list.
    mutating func skipEffects() {
        while let word = currentIdentifier, ["async", "throws", "rethrows", "reasync"].contains(word) {
            advance()
            if word == "throws", check("("), !current.spaceBefore { skipBalanced() }
        }
    }

    /// `(in context: Context, completion: @escaping (Entry) -> ())`: labels, names, types, defaults.
    mutating func parseSwiftParameters() throws -> [FunctionDecl.Parameter] {
        try expect("(", "to start the parameter list")
        var parameters: [FunctionDecl.Parameter] = []
        while !check(")") {
            let start = currentStart
            guard let first = currentIdentifier else { throw fail("expected a parameter name, found \(describe(current))") }
            advance()
            let label: String? = first == "_" ? nil : first
            var name = first
            if let second = currentIdentifier {
                name = second
                advance()
            }
            try expect(":", "and a type after parameter '\(name)'")
            let type = try parseSwiftTypeRef()
            if check("..."), !current.spaceBefore { advance() }
            var defaultValue: Expr?
            if consume("=") { defaultValue = try parseExpression() }
            parameters.append(.init(label: label, name: name, type: type, defaultValue: defaultValue, range: range(from: start)))
            if !consume(",") { break }
        }
        try expect(")", "to close the parameter list")
        return parameters
    }

    /// A type as Swift writes it (`parseType` reads every form); `A & B` keeps `A`.
    mutating func parseSwiftTypeRef() throws -> TypeRef {
        let type = try parseType()
        if consume("&") { _ = try parseSwiftTypeRef() }
        return type
    }
}
