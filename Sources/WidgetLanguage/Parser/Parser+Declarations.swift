extension Parser {
    mutating func parseFile() -> WidgetFile {
        var declarations: [Decl] = []
        declarations.reserveCapacity(16)
        /// Where each type declared inside another is, and the name of the top-level declaration it is in.
        var nestedOwners: [(index: Int, owner: String)] = []
        while !atEnd {
            if consume(";") { continue }
            do {
                declarations.append(try parseDeclaration())
                // Types declared inside this one follow it, as top-level declarations of the same name.
                if !hoisted.isEmpty {
                    let owner = declarations[declarations.count - 1].name
                    for nested in hoisted { nestedOwners.append((declarations.count, owner)) ; declarations.append(nested) }
                    hoisted = []
                }
                if !atEnd, !check(";"), !current.atLineStart {
                    report(.error("expected a new line or ';' after the declaration, found \(describe(current))", at: currentRange()))
                }
            } catch {
                synchronizeDeclaration()
            }
        }
        qualifyClashingNestedTypes(&declarations, nestedOwners)
        return WidgetFile(path: file.path, declarations: declarations)
    }

    /// Two types may each declare a nested type of one name (`enum CodingKeys` in several
    /// `Codable` structs): such a nested type is named `Owner.Name` instead, and
    /// `Name` inside the owner's members still finds it.
    func qualifyClashingNestedTypes(_ declarations: inout [Decl], _ nestedOwners: [(index: Int, owner: String)]) {
        guard !nestedOwners.isEmpty else { return }
        var counts: [String: Int] = [:]
        for decl in declarations {
            if case .extension = decl.kind { continue }
            counts[decl.name, default: 0] += 1
        }
        for (index, owner) in nestedOwners where index < declarations.count {
            let name = declarations[index].name
            guard counts[name, default: 0] > 1 else { continue }
            if case .extension = declarations[index].kind { continue }
            declarations[index].name = "\(owner).\(name)"
        }
    }

    mutating func parseDeclaration() throws -> Decl {
        let start = currentStart
        // `@MainActor final class`, `fileprivate struct StatLabel`: attributes and modifiers that change nothing here.
        while true {
            if case .attribute(let name) = current.kind, Parser.ignoredAttributes.contains(name) {
                _ = parseAttribute()
                continue
            }
            // (No keyword is a modifier: one code read rules out `struct`, `widget`, `func` ….)
            if !isKeyword, let word = currentIdentifier, !current.isEscaped, Parser.memberModifiers.contains(word),
               let next = peek().identifier, Parser.memberModifiers.contains(next) || Parser.typeIntroducers.contains(next) {
                advance()
                continue
            }
            break
        }
        if case .attribute(let name) = current.kind {
            throw fail("attribute '@\(name)' must be attached to a property inside a declaration")
        }
        guard let keyword = currentIdentifier else {
            if check("."), let name = peek().identifier {
                throw fail("misplaced modifier '.\(name)': a modifier follows the view it changes, inside a body", at: file.range(current.start, peek().end))
            }
            if check("}") { throw fail("unexpected '}' at the top level; is there an extra closing brace?") }
            throw fail("expected a declaration (model, struct, enum, entity, entry, provider, intent, configuration, view, widget, preview, seed, source, let, func), found \(describe(current))")
        }
        switch keyword {
        case "model", "struct", "entry", "class", "actor":
            advance()
            let (name, nameRange) = try expectIdentifier("a \(keyword) name")
            let generics = skipGenericClause()
            let conformances = try parseConformances()
            let members = try parseMembers(in: keyword)
            var body = try typeBody(members, in: "\(keyword) '\(name)'")
            body.conformances = conformances
            body.genericParameters = generics
            body.isClass = keyword == "class" || keyword == "actor"
            let kind: DeclKind = keyword == "model" ? .model(body) : keyword == "entry" ? .entry(body) : .structure(body)
            return Decl(kind: kind, name: name, nameRange: nameRange, range: range(from: start))
        case "extension", "protocol":
            advance()
            var (name, nameRange) = try expectIdentifier(keyword == "extension" ? "the name of the type to extend" : "a protocol name")
            // `extension Provider.Mode`: a nested type is lifted to the top level under its own name.
            while check("."), !current.spaceBefore, peek().identifier != nil {
                advance()
                (name, nameRange) = try expectIdentifier("a type name")
            }
            skipGenericClause()
            let conformances = try parseConformances()
            let members = try parseMembers(in: keyword)
            var body = try typeBody(members, in: "\(keyword) '\(name)'")
            body.conformances = conformances
            return Decl(kind: keyword == "extension" ? .extension(body) : .protocol(body), name: name, nameRange: nameRange,
                        range: range(from: start))
        case "typealias":
            advance()
            let (name, nameRange) = try expectIdentifier("a type alias name")
            try expect("=", "after the type alias name, as in typealias \(name) = Int")
            let type = try parseMemberType()
            return Decl(kind: .typeAlias(type), name: name, nameRange: nameRange, range: range(from: start))
        case "enum":
            advance()
            let (name, nameRange) = try expectIdentifier("an enum name")
            // `enum E: String, CaseIterable`: a raw type (String, Int, Double) and conformances (`is Error` reads them).
            var rawType: TypeRef?
            var conformances: [String] = []
            skipGenericClause()
            if consume(":") {
                repeat {
                    let type = try parseMemberType()
                    if rawType == nil, case .named(let typeName) = type.kind, ["String", "Int", "Double"].contains(typeName) {
                        rawType = type
                    } else if case .named(let typeName) = type.kind {
                        conformances.append(typeName)
                    }
                } while consume(",")
                skipWhereClause()
            }
            let members = try parseMembers(in: "enum")
            var body = try enumBody(members, rawType: rawType, name: name)
            body.conformances = conformances
            return Decl(kind: .enumeration(body), name: name, nameRange: nameRange, range: range(from: start))
        case "entity":
            advance()
            let (name, nameRange) = try expectIdentifier("an entity name")
            try skipConformances()
            let members = try parseMembers(in: "entity")
            return Decl(kind: .entity(try entityBody(members, name: name)), name: name, nameRange: nameRange, range: range(from: start))
        case "provider":
            advance()
            let (name, nameRange) = try expectIdentifier("a provider name")
            let members = try parseMembers(in: "provider")
            return Decl(kind: .provider(try providerBody(members, name: name)), name: name, nameRange: nameRange, range: range(from: start))
        case "intent", "configuration":
            advance()
            let (name, nameRange) = try expectIdentifier("an \(keyword) name")
            let members = try parseMembers(in: keyword)
            let body = try intentBody(members, keyword: keyword, name: name)
            return Decl(kind: keyword == "intent" ? .intent(body) : .configuration(body),
                        name: name, nameRange: nameRange, range: range(from: start))
        case "view":
            advance()
            let (name, nameRange) = try expectIdentifier("a view name")
            let parameters = check("(") ? try parseFunctionParameters() : []
            let body = try parseBlock("for the body of view '\(name)'")
            return Decl(kind: .view(ViewDecl(parameters: parameters, body: body)), name: name, nameRange: nameRange, range: range(from: start))
        case "widget":
            advance()
            let (name, nameRange) = try expectIdentifier("a widget name")
            let members = try parseMembers(in: "widget")
            return Decl(kind: .widget(try widgetBody(members, name: name)), name: name, nameRange: nameRange, range: range(from: start))
        case "preview":
            advance()
            let (name, nameRange) = try expectIdentifier("the name of the widget to preview")
            var arguments: [Argument] = []
            if check("("), !current.atLineStart { arguments = try parseArguments(closing: ")") }
            let entries = try parseBlock("for the preview's entries")
            return Decl(kind: .preview(PreviewDecl(arguments: arguments, entries: entries)), name: name, nameRange: nameRange, range: range(from: start))
        case "seed":
            let nameRange = currentRange()
            advance()
            let body = try parseBlock("after 'seed'")
            return Decl(kind: .seed(body), name: "seed", nameRange: nameRange, range: range(from: start))
        case "test":
            let keywordRange = currentRange()
            advance()
            guard case .string(let parts) = current.kind else {
                throw fail("expected the test's name as a string, as in test \"completing hides the task\" { … }")
            }
            let name = parts.compactMap { if case .text(let t) = $0 { return t } else { return nil } }.joined()
            let nameRange = currentRange()
            advance()
            let body = try parseBlock("for the test's body")
            _ = keywordRange
            return Decl(kind: .test(TestDecl(body: body)), name: name, nameRange: nameRange, range: range(from: start))
        case "permissions":
            let nameRange = currentRange()
            advance()
            let members = try parseMembers(in: "permissions")
            var properties: [WidgetProperty] = []
            for member in members {
                guard case .property(let property) = member else {
                    report(.error("a permissions block holds only 'network:', 'read:', 'run:' lists", at: member.range))
                    continue
                }
                properties.append(property)
            }
            return Decl(kind: .permissions(properties), name: "permissions", nameRange: nameRange, range: range(from: start))
        case "source":
            advance()
            let (name, nameRange) = try expectIdentifier("a source name")
            try expect("=", "after the source name (as in source repo = http(\"https://…\"))")
            let value = try parseExpression()
            return Decl(kind: .source(value), name: name, nameRange: nameRange, range: range(from: start))
        case "let", "var":
            let binding = try parseBinding()
            return Decl(kind: .binding(binding), name: binding.name, nameRange: binding.nameRange, range: range(from: start))
        case "func", "static":
            if keyword == "static" { throw fail("'static' is only allowed inside a declaration") }
            let function = try parseFunction(isStatic: false)
            return Decl(kind: .function(function), name: function.name, nameRange: function.nameRange, range: range(from: start))
        case "import":
            throw fail("'import' declarations are not part of the widget language; a .widget file sees every built-in")
        default:
            let suggestion = closestMatch(to: keyword, in: Array(Parser.declarationKeywords)).map { "; did you mean '\($0)'?" } ?? ""
            throw fail("expected a declaration, found \(describe(current))\(suggestion)")
        }
    }

    /// `: Identifiable, Codable` after a type name: accepted for easy porting and ignored.
    mutating func skipConformances() throws {
        guard consume(":") else { return }
        repeat { _ = try expectIdentifier("a protocol name") } while consume(",")
    }

    /// `let name: Type = value`; `let a, b: Int` and `var r = 0, g = 0` (the bindings
    /// after the first go to `pendingStatements`); in Swift, `var x: Int { … }`, a
    /// computed variable (see `computedVariable`).
    /// (`wrapped`: a property wrapper's attribute is written before it, `@Dependency(\.clock) var clock`, and the wrapper gives its value.)
    mutating func parseBinding(wrapped: Bool = false) throws -> Binding {
        let isConstant = current.isIdentifier("let")
        let start = currentStart
        advance()
        var bindings: [Binding] = []
        while true {
            let (name, nameRange) = try expectIdentifier("a name after '\(isConstant ? "let" : "var")'")
            var type: TypeRef?
            if consume(":") { type = try parseType() }
            var value: Expr?
            if isSwift, !isConstant, let type, check("{") {
                value = try computedVariable(named: name, type: type)
            } else if consume("=") {
                value = try parseExpression()
            }
            bindings.append(Binding(isConstant: isConstant, name: name, nameRange: nameRange, type: type, value: value))
            // `, b = 2`, `, b: Int`, `, b, c: Int`: another name of the same declaration.
            guard check(","), let next = peek().identifier, !isReservedName(next),
                  peekIs(":", 2) || peekIs("=", 2) || peekIs(",", 2) else { break }
            advance()
        }
        for (index, type) in Parser.sharedTypes(bindings.map { ($0.type, $0.value != nil) }).enumerated() {
            bindings[index].type = type
        }
        for binding in bindings where binding.type == nil && binding.value == nil && !wrapped {
            throw fail("'\(binding.name)' needs a type or a value, as in 'let \(binding.name) = 1'", at: binding.nameRange)
        }
        for binding in bindings.dropFirst() { pendingStatements.append(Stmt(.binding(binding), range(from: start))) }
        return bindings[0]
    }

    /// `var x: Int { … }` in a function or at the top of a Swift file: its getter
    /// (the braces, or their `get { … }`) becomes the value, computed once where the
    /// variable is declared. A setter is read and not run.
    mutating func computedVariable(named name: String, type: TypeRef) throws -> Expr {
        let start = currentStart
        let (getter, _) = try parseAccessors(of: name)
        let range = range(from: start)
        let closure = Expr(.closure(Closure(parameters: [], body: getter, range: range)), range)
        return Expr(.call(callee: closure, arguments: [], trailingClosures: []), range)
    }

    /// `func name(label name: Type = default) -> Type { … }`.
    /// `func name<T: Codable>(label name: Type = default) async throws -> Type where … { … }`;
    /// in a protocol the body may be left out.
    mutating func parseFunction(isStatic: Bool, bodyOptional: Bool = false) throws -> FunctionDecl {
        let start = currentStart
        advance()  // func
        let name: String, nameRange: SourceRange
        var genericsOpened = false
        if case .punct(let op) = current.kind, !check("(") {
            // `static func == (lhs: T, rhs: T) -> Bool`; `func ==<T: Equatable>(…)`, `prefix func ~<Code: E>(…)`: an
            // operator that ends in `<` before a name is the operator and the generic clause's `<`, as swiftc splits it.
            if isSwift, op.count > 1, op.hasSuffix("<"), peek().identifier != nil, !peek().spaceBefore {
                let whole = currentRange()
                (name, nameRange) = (String(op.dropLast()), file.range(whole.start.offset, whole.end.offset - 1))
                genericsOpened = true
            } else {
                (name, nameRange) = (op, currentRange())
            }
            advance()
        } else {
            (name, nameRange) = try expectIdentifier("a function name")
        }
        let (generics, constraints) = genericClause(opened: genericsOpened)
        guard check("(") else { throw fail("expected '(' after the function name '\(name)'") }
        let parameters = try parseFunctionParameters()
        skipEffects()
        var returnType: TypeRef?
        if consume("->") { returnType = try parseMemberType() }
        skipWhereClause()
        var body: [Stmt] = []
        // Swift parses a function without a body anywhere (its type checker wants one outside a protocol).
        let lacksBody = !check("{") && !bodyOptional && isSwift
        if check("{") || !(bodyOptional || isSwift) { body = try parseBlock("for the body of function '\(name)'") }
        var function = FunctionDecl(isStatic: isStatic, name: name, nameRange: nameRange, parameters: parameters,
                                    returnType: returnType, body: ImplicitReturns.body(body, result: returnType), range: range(from: start))
        function.genericParameters = generics
        function.genericConstraints = constraints
        function.lacksBody = lacksBody
        return function
    }

    /// `firstNameIsLabel` false for a subscript's: a parameter has a label only when two names are written.
    mutating func parseFunctionParameters(firstNameIsLabel: Bool = true) throws -> [FunctionDecl.Parameter] {
        try expect("(", "to start the parameter list")
        var parameters: [FunctionDecl.Parameter] = []
        while !check(")") {
            let start = currentStart
            // `@ViewBuilder content: () -> Content`, `@Trimmed name: String`: a builder or wrapper of the parameter.
            let attributes = parseAttributes()
            guard let first = currentIdentifier else {
                throw fail("expected a parameter name, found \(describe(current))")
            }
            advance()
            var label: String? = first == "_" ? nil : first
            var name = first
            if let second = currentIdentifier {
                name = second
                advance()
            } else if !firstNameIsLabel {
                label = nil
            } else if first == "_", !check(":") {
                throw fail("expected a parameter name after '_'")
            }
            // Swift takes any keyword as a parameter's name (`default: Int`, used as `` `default` ``).
            if !isSwift, isReservedName(name) {
                throw fail("'\(name)' is a keyword and cannot be used as a parameter name", at: range(from: start))
            }
            var type: TypeRef?
            var isInout = false, isVariadic = false
            var typeAttributes: [String] = []
            if consume(":") {
                isInout = currentIdentifier == "inout" && !current.isEscaped
                // `_ condition: @autoclosure () -> Bool`: the argument is the expression, run where the function calls it.
                if case .attribute("autoclosure") = current.kind { typeAttributes.append("autoclosure") }
                type = try parseMemberType()
                isVariadic = consume("...")
            } else {
                throw fail("parameter '\(name)' needs a type, as in '\(name): String'")
            }
            var defaultValue: Expr?
            if consume("=") { defaultValue = try parseExpression() }
            // A variadic parameter may be given no argument: it is then empty.
            if isVariadic, defaultValue == nil { defaultValue = Expr(.array([]), range(from: start)) }
            var parameter = FunctionDecl.Parameter(label: label, name: name, type: type, defaultValue: defaultValue,
                                                   range: range(from: start), isInout: isInout)
            parameter.isVariadic = isVariadic
            parameter.attributes = attributes.map(\.name) + typeAttributes
            parameters.append(parameter)
            if !consume(",") { break }
        }
        try expect(")", "to close the parameter list")
        return parameters
    }
}
