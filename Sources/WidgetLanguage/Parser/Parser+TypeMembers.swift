/// The members of a type as Swift writes them: stored, computed and lazy
/// properties, initializers, functions with generics and effects.
extension Parser {
    /// `let x: T = v`, `lazy var x = v`, `var x: T { … }`, `var x: T { get { … } set { … } }`,
    /// and in a protocol `var x: T { get set }`.
    mutating func parseProperty(attributes: [Attribute], isStatic: Bool, isLazy: Bool, start: Int, in context: String) throws -> Member {
        let isConstant = checkKeyword("let")
        advance()
        let (name, nameRange) = try expectIdentifier("a property name")
        var type: TypeRef?
        if consume(":") { type = try parseMemberType() }
        if check("{"), !isConstant, !startsObservers(at: 0) {
            let (getter, setter) = try parseAccessors(of: name)
            return .computed(ComputedProperty(isStatic: isStatic, name: name, nameRange: nameRange, type: type,
                                              getter: getter, setter: setter, range: range(from: start)))
        }
        var value: Expr?
        if consume("=") {
            // `var count = 0 { didSet { … } }`: the braces are the observers, not a trailing closure.
            let savedTrailing = allowsTrailingClosure
            if observersFollowOnThisLine() { allowsTrailingClosure = false }
            defer { allowsTrailingClosure = savedTrailing }
            value = try parseExpression()
        }
        var observers: (willSet: ComputedProperty.Setter?, didSet: ComputedProperty.Setter?) = (nil, nil)
        if check("{"), startsObservers(at: 0) { observers = try parseObservers(of: name) }
        // `@Namespace var ns`: an identity for `.matchedGeometryEffect(id:in:)`, which a still frame
        // does not animate; the value is the property's name.
        if type == nil, value == nil, attributes.contains(where: { $0.name == "Namespace" }) {
            value = Expr(.string([.text("namespace \(name)")]), nameRange)
        }
        // `@Environment(\.widgetFamily) var family`: the type comes from the environment value.
        if type == nil, value == nil, !attributes.contains(where: { $0.name == "Environment" }) {
            throw fail("property '\(name)' needs a type, as in '\(name): String'", at: nameRange)
        }
        var field = FieldDecl(attributes: attributes, isStatic: isStatic, isConstant: isConstant, name: name,
                              nameRange: nameRange, type: type, defaultValue: value, range: range(from: start))
        field.isLazy = isLazy
        (field.willSet, field.didSet) = observers
        return .field(field)
    }

    /// The braces after a computed property: `get`/`set` accessors, or statements that are the getter.
    mutating func parseAccessors(of name: String) throws -> (getter: [Stmt], setter: ComputedProperty.Setter?) {
        guard startsAccessors() else { return (try parseBlock("for the computed property '\(name)'"), nil) }
        let open = currentStart
        advance()
        try nest()
        defer { unnest() }
        var getter: [Stmt] = [], setter: ComputedProperty.Setter?
        while !check("}") {
            if atEnd { throw unclosedBrace(openAt: open, message: "the '{' of property '\(name)' is never closed; add '}' at its end") }
            if consume(";") { continue }
            if let word = currentIdentifier, Parser.memberModifiers.contains(word) { advance(); continue }
            if case .attribute = current.kind { advance(); continue }
            if current.isIdentifier("get") {
                advance()
                skipEffects()
                if check("{") { getter = try parseBlock("for the getter of '\(name)'") }
            } else if current.isIdentifier("set") {
                advance()
                var parameter = "newValue"
                if consume("(") {
                    parameter = try expectIdentifier("the new value's name").0
                    try expect(")", "after the new value's name")
                }
                if check("{") { setter = .init(parameterName: parameter, body: try parseBlock("for the setter of '\(name)'")) }
            } else {
                throw fail("expected 'get' or 'set' in property '\(name)', found \(describe(current))")
            }
        }
        advance()
        return (getter, setter)
    }

    /// Whether the token `ahead` is a `{` that opens `didSet`/`willSet` observers.
    mutating func startsObservers(at ahead: Int) -> Bool {
        guard peekIs("{", ahead), position + ahead + 1 < list.count else { return false }
        let next = list.tokens[position + ahead + 1]
        return next.isIdentifier("didSet") || next.isIdentifier("willSet")
    }

    /// Whether `{ didSet` or `{ willSet` comes later on the current line.
    mutating func observersFollowOnThisLine() -> Bool {
        var index = position
        while index < list.count - 1 {
            if index > position, list.tokens[index].atLineStart { return false }
            if list.codes[index] == Parser.code("{"), startsObservers(at: index - position) { return true }
            index += 1
        }
        return false
    }

    /// `{ willSet { … } didSet(old) { … } }`: the observers of a stored property.
    mutating func parseObservers(of name: String) throws -> (willSet: ComputedProperty.Setter?, didSet: ComputedProperty.Setter?) {
        advance()
        var observers: (willSet: ComputedProperty.Setter?, didSet: ComputedProperty.Setter?) = (nil, nil)
        while !check("}"), !atEnd {
            let isDidSet = current.isIdentifier("didSet")
            guard isDidSet || current.isIdentifier("willSet") else {
                throw fail("expected 'didSet' or 'willSet' in the observers of '\(name)', found \(describe(current))")
            }
            advance()
            var parameter = isDidSet ? "oldValue" : "newValue"
            if consume("(") {
                parameter = try expectIdentifier("the value's name").0
                try expect(")", "after the value's name")
            }
            let observer = ComputedProperty.Setter(parameterName: parameter, body: try parseBlock("for the observer of '\(name)'"))
            if isDidSet { observers.didSet = observer } else { observers.willSet = observer }
        }
        try expect("}", "to close the observers of '\(name)'")
        return observers
    }

    /// Whether the `{` under the cursor opens `get`/`set` accessors rather than a getter's statements.
    mutating func startsAccessors() -> Bool {
        var ahead = 1
        // `mutating get`, `@MainActor get`
        while let word = peek(ahead).identifier, Parser.memberModifiers.contains(word) { ahead += 1 }
        let next = peek(ahead)
        guard next.isIdentifier("get") || next.isIdentifier("set") else { return false }
        let after = peek(ahead + 1)
        if after.isPunct("{") || after.isPunct("}") || after.isPunct("(") || after.isPunct(";") { return true }
        return after.isIdentifier("set") || after.isIdentifier("get") || after.isIdentifier("async") || after.isIdentifier("throws")
    }

    /// `init(…) { … }`, `init?(…)`, `convenience init`, generic and `throws` ones.
    mutating func parseInitializer(bodyOptional: Bool) throws -> FunctionDecl {
        let start = currentStart
        let nameRange = currentRange()
        advance()  // init
        var isFailable = false
        if check("?") || check("!"), !current.spaceBefore {
            isFailable = check("?")
            advance()
        }
        let generics = skipGenericClause()
        guard check("(") else { throw fail("expected '(' after 'init'") }
        let parameters = try parseFunctionParameters()
        skipEffects()
        skipWhereClause()
        var body: [Stmt] = []
        if check("{") || !bodyOptional { body = try parseBlock("for the body of 'init'") }
        var function = FunctionDecl(isStatic: false, name: "init", nameRange: nameRange, parameters: parameters,
                                    returnType: nil, body: body, range: range(from: start))
        function.isFailable = isFailable
        function.genericParameters = generics
        return function
    }

    /// A type in a declaration: `some View` and `any P` are the type named, `@escaping` and `inout` are dropped.
    mutating func parseMemberType() throws -> TypeRef {
        while case .attribute = current.kind { advance() }
        if let word = currentIdentifier, !current.isEscaped, Parser.isTypeModifier(word, of: .member), peek().identifier != nil {
            advance()
        }
        return try parseType()
    }

    enum TypeModifierPlace { case member, parameter, opaque }

    /// `some`, `any`, `inout`, `borrowing`, `consuming` before a member's type; `inout` and
    /// `sending` before a parameter's; `some` and `any` making an opaque type. Told by
    /// length first: asked about every type name, and most are none of these.
    static func isTypeModifier(_ word: String, of place: TypeModifierPlace) -> Bool {
        switch word.utf8.count {
        case 3: return place != .parameter && word == "any"
        case 4: return place != .parameter && word == "some"
        case 5: return place != .opaque && word == "inout"
        case 7: return place == .parameter && word == "sending"
        case 9: return place == .member && (word == "borrowing" || word == "consuming")
        default: return false
        }
    }

    /// `<T: Codable, U>` after a name: generics are checked loosely, so the clause is
    /// skipped; gives the names it declares.
    @discardableResult
    mutating func skipGenericClause() -> [String] {
        guard check("<") else { return [] }
        var depth = 0
        var names: [String] = []
        var startsName = false
        repeat {
            if depth == 1, startsName, let name = currentIdentifier { names.append(name) }
            startsName = false
            if check(","), depth == 1 { startsName = true }
            if case .punct(let text) = current.kind {
                if text == "<", depth == 0 { startsName = true }
                for character in text.utf8 {
                    if character == UInt8(ascii: "<") { depth += 1 } else if character == UInt8(ascii: ">") { depth -= 1 }
                }
            }
            advance()
        } while depth > 0 && !atEnd && !check("{")
        return names
    }

    /// `async`, `throws`, `rethrows`, `throws(MyError)` after parameters: every call runs to completion in order.
    mutating func skipEffects() {
        while let word = currentIdentifier, !current.isEscaped, ["async", "throws", "rethrows", "reasync"].contains(word) {
            advance()
            if word == "throws", check("("), !current.spaceBefore {
                while !check(")"), !atEnd { advance() }
                advance()
            }
        }
    }

    /// `where T: Codable` before a body: skipped with the generics it constrains.
    mutating func skipWhereClause() {
        guard current.isIdentifier("where") else { return }
        advance()
        while !check("{"), !atEnd, !current.atLineStart { advance() }
    }

    /// `: Identifiable, Codable` after a type name: the protocols and superclass it names.
    mutating func parseConformances() throws -> [String] {
        guard consume(":") else {
            skipWhereClause()
            return []
        }
        var names: [String] = []
        repeat {
            let type = try parseMemberType()
            names.append(type.description)
        } while consume(",")
        skipWhereClause()
        return names
    }

    /// Words that start a top-level declaration after modifiers (`fileprivate struct StatLabel`).
    static let typeIntroducers: Set<String> = [
        "struct", "class", "enum", "protocol", "extension", "actor", "func", "var", "let", "typealias",
    ]
}
