/// One item inside a declaration's braces, before the declaration sorts it.
enum Member {
    case field(FieldDecl)
    case function(FunctionDecl)
    case block(NamedBlock)
    case property(WidgetProperty)
    case cases([EnumDecl.Case], SourceRange)
    case group(name: String, range: SourceRange, members: [Member])
    /// `var name: Type { … }`, with `get`/`set` or an implicit getter.
    case computed(ComputedProperty)
    /// `init(…) { … }` and `init?(…)`.
    case initializer(FunctionDecl)
    /// A `struct`, `enum`, `class`, `protocol` or `extension` declared inside a type.
    case nested(Decl)
    case typeAlias(TypeAlias)
    /// `deinit { … }`: parsed and not run (instances are never destroyed visibly).
    case ignored(SourceRange)

    var range: SourceRange {
        switch self {
        case .field(let f): return f.range
        case .function(let f): return f.range
        case .block(let b): return b.range
        case .property(let p): return p.range
        case .cases(_, let r): return r
        case .group(_, let r, _): return r
        case .computed(let c): return c.range
        case .initializer(let f): return f.range
        case .nested(let d): return d.range
        case .typeAlias(let a): return a.range
        case .ignored(let r): return r
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
        case .computed(let c): return "computed property '\(c.name)'"
        case .initializer: return "initializer 'init'"
        case .nested(let d): return "\(d.kind.keyword) '\(d.name)'"
        case .typeAlias(let a): return "typealias '\(a.name)'"
        case .ignored: return "'deinit'"
        }
    }
}

extension Parser {
    /// `{ member; member … }` of a declaration. `context` is the declaration keyword.
    mutating func parseMembers(in context: String) throws -> [Member] {
        try parseMemberList(body: "the body of the \(context)", unclosed: "the \(context)'s '{' is never closed; add '}' at its end") { parser in
            let member = try parser.parseMember(in: context)
            defer { parser.pendingMembers = [] }
            return [member] + parser.pendingMembers
        }
    }

    /// The one loop over a type's members, for both spellings: `{`, members separated
    /// by new lines or `;` (each one, and the properties it declares with it, given by
    /// `parseOne`), each error reported once and skipped to the next member, `}`.
    mutating func parseMemberList<Item>(body: @autoclosure () -> String, unclosed: @autoclosure () -> String,
                                        _ parseOne: (inout Parser) throws -> [Item]) throws -> [Item] {
        guard check("{") else { throw fail("expected '{' to start \(body()), found \(describe(current))") }
        // Where the `{` is, for an error; its location is worked out only then.
        let open = currentStart
        advance()
        try nest()
        defer { unnest() }
        var items: [Item] = []
        while !check("}") {
            if atEnd { throw unclosedBrace(openAt: open, message: unclosed()) }
            if consume(";") { continue }
            let before = position
            do {
                items += try parseOne(&self)
                if !check("}"), !check(";"), !current.atLineStart, !atEnd {
                    throw fail("expected a new line or ';' between members, found \(describe(current))")
                }
            } catch {
                pendingMembers = []
                recover(from: before)
                if atEnd { throw unclosedBrace(openAt: open, message: unclosed()) }
            }
        }
        advance()
        return items
    }

    /// One member as Swift writes it inside a type (and the `.widget` blocks and `name: value` properties).
    /// Access and actor modifiers are accepted and ignored; `static`/`class` make a member static.
    mutating func parseMember(in context: String) throws -> Member {
        let start = currentStart
        var attributes: [Attribute] = []
        // `@WidgetBundleBuilder static var widgets: some Widget { … }`: a framework's result builder, which changes nothing
        // else, makes the body of a computed property or function a list of content rather than a returned value.
        var builders: [String] = []
        var isStatic = false, isLazy = false, isMutating = false, isExternal = false
        while true {
            if let attribute = parseAttribute(spacedArguments: true) {
                if !Parser.ignoredAttributes.contains(attribute.name) { attributes.append(attribute) }
                else if attribute.name.hasSuffix("Builder") { builders.append(attribute.name) }
                if Parser.externalBodyAttributes.contains(attribute.name) { isExternal = true }
                continue
            }
            if consumeKeyword("static") { isStatic = true; continue }
            guard let word = currentIdentifier, !current.isEscaped else { break }
            // `class func`, `class var`, `class override func`, `class final var`: a type member a subclass may override.
            if word == "class", peek().isIdentifier("func") || peek().isIdentifier("var") || peek().isIdentifier("let")
                || peek().identifier.map(Parser.memberModifiers.contains) == true && !peek().isIdentifier("prefix") && !peek().isIdentifier("postfix") {
                advance()
                isStatic = true
                continue
            }
            guard !isKeyword, Parser.memberModifiers.contains(word), startsMemberAfterModifier() else { break }
            advance()
            if word == "lazy" { isLazy = true }
            if word == "mutating" { isMutating = true }
            // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`.
            if check("("), !current.spaceBefore, peek().identifier != nil, peekIs(")", 2) {
                advance(); advance(); advance()
            }
        }
        if checkKeyword("let") || checkKeyword("var") {
            return try parseProperty(attributes: attributes, isStatic: isStatic, isLazy: isLazy, start: start, in: context, builders: builders)
        }
        if checkKeyword("func") {
            var function = try parseFunction(isStatic: isStatic, bodyOptional: context == "protocol" || isExternal)
            function.isMutating = isMutating
            function.attributes = attributes.map(\.name) + builders
            return .function(function)
        }
        if let word = currentIdentifier, !current.isEscaped, Parser.memberIntroducers.contains(word) || word == "associatedtype" {
            switch word {
            case "init": return .initializer(try parseInitializer(bodyOptional: context == "protocol"))
            case "deinit":
                advance()
                _ = try parseBlock("for 'deinit'")
                return .ignored(range(from: start))
            case "typealias", "associatedtype":
                advance()
                let (name, nameRange) = try expectIdentifier("a type alias name")
                // `typealias Pair<T> = (T, T)`: the generic parameters are checked loosely.
                skipGenericClause()
                if word == "associatedtype" {
                    // `associatedtype Item: Hashable = Int where Item: Sendable`: in a `.swift` file, inside the
                    // protocol the name stands for any type (each conforming type gives its own), as a generic
                    // parameter does.
                    if consume(":") { _ = try parseSwiftTypeRef() }
                    if consume("=") { _ = try parseMemberType() }
                    skipWhereClause()
                    guard isSwift else { return .ignored(range(from: start)) }
                    return .typeAlias(TypeAlias(name: name, type: TypeRef(.named("Any"), nameRange), range: range(from: start)))
                }
                try expect("=", "after the type alias name, as in typealias \(name) = SimpleEntry")
                let type = try parseMemberType()
                skipWhereClause()
                return .typeAlias(TypeAlias(name: name, type: type, range: range(from: start)))
            case "struct", "enum", "class", "protocol", "extension", "actor":
                if peek().identifier != nil { return .nested(try parseDeclaration()) }
            case "subscript":
                return .function(try parseSubscript(isStatic: isStatic))
            default: break
            }
        }
        if isStatic { throw fail("expected 'let', 'var' or 'func' after 'static'") }
        if !attributes.isEmpty {
            throw fail("an attribute must be followed by a property, a function or an initializer")
        }
        if checkKeyword("case") { return try parseCases(start: start) }
        // `#declare("member")` among a type's members: a freestanding macro, not expanded.
        if isSwift, check("#"), let name = peek().identifier, !peek().spaceBefore, name != "if", name != "Preview" {
            try parseFreestandingMacro(name)
            return .ignored(range(from: start))
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
        return .block(try parseNamedBlock(name: name, nameRange: nameRange, start: start))
    }

    /// Whether the modifier word under the cursor is followed by more of a member
    /// (another modifier, `var`, `func`, `init`, an attribute), not used as a name itself.
    mutating func startsMemberAfterModifier() -> Bool {
        let next = peek()
        if case .attribute = next.kind { return true }
        if peekIs("(") {
            // `private(set) var`
            return peek(2).identifier != nil && peekIs(")", 3)
        }
        guard let word = next.identifier else { return false }
        return Parser.memberModifiers.contains(word) || Parser.memberIntroducers.contains(word)
    }

    /// `case a, b = 2` and `case loaded(Repository, at: Date)`.
    mutating func parseCases(start: Int) throws -> Member {
        advance()
        var cases: [EnumDecl.Case] = []
        repeat {
            let caseStart = currentStart
            let (name, _) = try expectIdentifier("a case name")
            var associated: [FunctionDecl.Parameter] = []
            if check("("), !current.spaceBefore {
                advance()
                while !check(")") {
                    let valueStart = currentStart
                    var label: String?
                    var valueName = "_\(associated.count)"
                    if let first = currentIdentifier, peekIs(":") || (peek().identifier != nil && peekIs(":", 2)) {
                        if peekIs(":") {
                            label = first
                            valueName = first
                            advance()
                        } else {
                            label = first == "_" ? nil : first
                            valueName = peek().identifier ?? first
                            advance(); advance()
                        }
                        advance()  // :
                    }
                    let type = try parseMemberType()
                    var defaultValue: Expr?
                    if consume("=") { defaultValue = try parseExpression() }
                    associated.append(.init(label: label, name: valueName, type: type, defaultValue: defaultValue, range: range(from: valueStart)))
                    if !consume(",") { break }
                }
                try expect(")", "to close the associated values of case '\(name)'")
            }
            var rawValue: Expr?
            if consume("=") { rawValue = try parseUnary() }
            cases.append(.init(name: name, rawValue: rawValue, range: range(from: caseStart), associatedValues: associated))
        } while consume(",")
        return .cases(cases, range(from: start))
    }

    /// `timeline(config) { … }`: a block of the `.widget` declarations.
    mutating func parseNamedBlock(name: String, nameRange: SourceRange, start: Int) throws -> NamedBlock {
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
                throw fail("expected ':' or '{' after '\(name)'")
            }
            throw fail("expected '{' to start the '\(name)' block")
        }
        let body = try parseBlock("for '\(name)'")
        return NamedBlock(name: name, nameRange: nameRange, parameters: parameters, body: body, range: range(from: start))
    }

    /// Attributes that change nothing in Widgetry: accepted before any member and dropped.
    static let ignoredAttributes: Set<String> = [
        "ViewBuilder", "MainActor", "Sendable", "objc", "nonobjc", "discardableResult", "inlinable",
        "usableFromInline", "frozen", "preconcurrency", "available", "escaping", "autoclosure", "ObservationIgnored",
        "WidgetBundleBuilder", "SceneBuilder", "ToolbarContentBuilder", "CommandsBuilder", "ChartContentBuilder",
    ]

    /// Access, actor and inheritance modifiers: accepted and ignored, except `lazy` and `mutating`.
    static let memberModifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "open", "package", "final", "mutating", "nonmutating",
        "nonisolated", "override", "required", "convenience", "lazy", "dynamic", "weak", "unowned", "optional",
        "indirect", "isolated", "consuming", "borrowing", "distributed", "prefix", "postfix", "infix",
        "__consuming",
    ]

    /// `@_silgen_name("swift_thing") func thing()`, `@_extern(c) func f()`: a function whose body
    /// is elsewhere (in the runtime), so Swift lets its braces be left out. Widgetry has no such
    /// body; a call runs the empty one.
    static let externalBodyAttributes: Set<String> = ["_silgen_name", "_extern", "NSManaged"]

    /// Words that start a member after its modifiers.
    static let memberIntroducers: Set<String> = [
        "var", "let", "func", "init", "deinit", "static", "class", "struct", "enum", "protocol", "extension",
        "typealias", "subscript", "actor", "case",
    ]
}
