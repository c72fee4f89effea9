/// The members of a type as Swift writes them: stored, computed and lazy
/// properties, initializers, functions with generics and effects.
extension Parser {
    /// `let x: T = v`, `lazy var x = v`, `var x: T { … }`, `var x: T { get { … } set { … } }`,
    /// and in a protocol `var x: T { get set }`.
    mutating func parseProperty(attributes: [Attribute], isStatic: Bool, isLazy: Bool, start: Int, in context: String,
                                builders: [String] = []) throws -> Member {
        let isConstant = checkKeyword("let")
        advance()
        let (name, nameRange) = try expectIdentifier("a property name")
        var type: TypeRef?
        if consume(":") { type = try parseMemberType() }
        if check("{"), !isConstant, !startsObservers(at: 0) {
            let (getter, setter) = try parseAccessors(of: name)
            var property = ComputedProperty(isStatic: isStatic, name: name, nameRange: nameRange, type: type,
                                            getter: ImplicitReturns.body(getter, result: type), setter: setter, range: range(from: start))
            property.attributes = attributes.map(\.name) + builders
            return .computed(property)
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
        var field = FieldDecl(attributes: attributes, isStatic: isStatic, isConstant: isConstant, name: name,
                              nameRange: nameRange, type: type, defaultValue: value, range: range(from: start))
        field.isLazy = isLazy
        (field.willSet, field.didSet) = observers
        var fields = [field]
        // `let base, date: String`, `var r = 0, g = 0`: more properties of the same declaration.
        while check(","), let next = peek().identifier, !isReservedName(next),
              peekIs(":", 2) || peekIs("=", 2) || peekIs(",", 2) {
            advance()
            let (name, nameRange) = try expectIdentifier("a property name")
            var more = field
            (more.name, more.nameRange, more.willSet, more.didSet) = (name, nameRange, nil, nil)
            more.type = consume(":") ? try parseMemberType() : nil
            more.defaultValue = consume("=") ? try parseExpression() : nil
            fields.append(more)
        }
        for (index, type) in Parser.sharedTypes(fields.map { ($0.type, $0.defaultValue != nil) }).enumerated() {
            fields[index].type = type
            fields[index].range = range(from: start)
        }
        // `@Environment(\.widgetFamily) var family`: the type comes from the environment value.
        // `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`: a wrapper given arguments says the type.
        let typedByWrapper = attributes.contains { $0.name == "Environment" || !$0.arguments.isEmpty || $0.argumentText != nil }
        for field in fields where field.type == nil && field.defaultValue == nil && !typedByWrapper {
            throw fail("property '\(field.name)' needs a type, as in '\(field.name): String'", at: field.nameRange)
        }
        pendingMembers += fields.dropFirst().map { .field($0) }
        return .field(fields[0])
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
            if case .attribute = current.kind { _ = parseAttribute(); continue }
            if let word = currentIdentifier, Parser.otherAccessors.contains(word), peekIs("{") {
                // Coroutine and address accessors: parsed; `_read { yield x }` is the getter `return x`
                // when there is no `get`, the others are not run (the getter and setter are).
                advance()
                let isRead = word == "_read" || word == "read"
                coroutineAccessors += 1
                defer { coroutineAccessors -= 1 }
                let body = try parseBlock("for the '\(word)' accessor of '\(name)'")
                if isRead, getter.isEmpty { getter = body }
                continue
            }
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

    /// Accessors besides `get` and `set`: the coroutines (`yield` gives their value) and the address ones.
    static let otherAccessors: Set<String> = ["_read", "_modify", "read", "modify", "unsafeAddress", "unsafeMutableAddress"]

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
        let after = peek(ahead + 1)
        if let word = next.identifier, Parser.otherAccessors.contains(word), after.isPunct("{") { return true }
        guard next.isIdentifier("get") || next.isIdentifier("set") else { return false }
        if after.isPunct("{") || after.isPunct("}") || after.isPunct("(") || after.isPunct(";") { return true }
        return after.isIdentifier("set") || after.isIdentifier("get") || after.isIdentifier("async") || after.isIdentifier("throws")
    }

    /// `init(…) { … }`, `init?(…)`, `convenience init`, generic and `throws` ones.
    mutating func parseInitializer(bodyOptional: Bool) throws -> FunctionDecl {
        let start = currentStart
        let nameRange = currentRange()
        advance()  // init
        var isFailable = false
        // (`init ?(…)` with a space is failable too, as Swift reads it.)
        if check("?") || check("!") {
            isFailable = check("?")
            advance()
        }
        let generics = skipGenericClause()
        guard check("(") else { throw fail("expected '(' after 'init'") }
        let parameters = try parseFunctionParameters()
        skipEffects()
        skipWhereClause()
        var body: [Stmt] = []
        let lacksBody = !check("{") && !bodyOptional && isSwift
        if check("{") || !(bodyOptional || isSwift) { body = try parseBlock("for the body of 'init'") }
        var function = FunctionDecl(isStatic: false, name: "init", nameRange: nameRange, parameters: parameters,
                                    returnType: nil, body: body, range: range(from: start))
        function.lacksBody = lacksBody
        function.isFailable = isFailable
        function.genericParameters = generics
        return function
    }

    /// A type in a declaration: `some View` and `any P` are the type named, `@escaping` and `inout` are dropped.
    mutating func parseMemberType() throws -> TypeRef {
        while parseAttribute(inType: true) != nil {}
        if let word = currentIdentifier, !current.isEscaped, Parser.isTypeModifier(word, of: .member),
           peek().identifier != nil || peekIs("[") || peekIs("(") {
            advance()
        }
        return try parseType()
    }

    enum TypeModifierPlace { case member, parameter, opaque }

    /// The words before a type that change how it is passed, not what it is:
    /// `some`/`any` make an opaque or existential type; `inout`, `borrowing`,
    /// `consuming`, `sending` and `isolated` before a parameter's type (and a
    /// member's) are read and the type is the one named.
    static func isTypeModifier(_ word: String, of place: TypeModifierPlace) -> Bool {
        switch place {
        case .opaque: return word == "some" || word == "any"
        case .parameter: return parameterTypeModifiers.contains(word)
        case .member: return word == "some" || word == "any" || parameterTypeModifiers.contains(word)
        }
    }

    static let parameterTypeModifiers: Set<String> = [
        "inout", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared", "repeat", "each",
    ]

    /// `<T: Codable, U>` after a name: generics are checked loosely, so the clause is
    /// skipped; gives the names it declares.
    @discardableResult
    mutating func skipGenericClause(opened: Bool = false) -> [String] {
        genericClause(opened: opened).names
    }

    /// `<T: Codable, U>`: the names it declares, and the first type written after each name's `:`.
    mutating func genericClause(opened: Bool = false) -> (names: [String], constraints: [String: String]) {
        guard opened || check("<") else { return ([], [:]) }
        var constraints: [String: String] = [:]
        let open = opened ? currentStart - 1 : currentStart
        // `opened`: the `<` ended the token before (`func ==<T>`), and the first name is current.
        var depth = opened ? 1 : 0
        var names: [String] = []
        var startsName = opened
        repeat {
            // `<each T>`, `<let Count: Int>`: a pack's or a value's name follows its word.
            if depth == 1, startsName, let word = currentIdentifier, word == "each" || word == "let", peek().identifier != nil {
                advance()
            }
            if depth == 1, startsName, let name = currentIdentifier {
                names.append(name)
                if peekIs(":"), let constraint = peek(2).identifier { constraints[name] = constraint }
            }
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
        if depth > 0 { report(.error("this '<' is never closed; add '>' after the generic parameters", at: file.range(open, open + 1))) }
        return (names, constraints)
    }

    /// `subscript(index: Int) -> Element { get { … } set { … } }`: a function named
    /// `subscript` whose body is the getter, with its setter beside it.
    mutating func parseSubscript(isStatic: Bool) throws -> FunctionDecl {
        let start = currentStart
        let nameRange = currentRange()
        advance()  // subscript
        let generics = skipGenericClause()
        guard check("(") else { throw fail("expected '(' after 'subscript'") }
        // A subscript's parameters have no argument labels unless two names are written.
        let parameters = try parseFunctionParameters(firstNameIsLabel: false)
        try expect("->", "after the subscript's parameters, as in 'subscript(i: Int) -> Element'")
        let returnType = try parseMemberType()
        skipWhereClause()
        var body: [Stmt] = []
        var setter: ComputedProperty.Setter?
        if check("{") { (body, setter) = try parseAccessors(of: "subscript") }
        var function = FunctionDecl(isStatic: isStatic, name: "subscript", nameRange: nameRange, parameters: parameters,
                                    returnType: returnType, body: ImplicitReturns.body(body, result: returnType), range: range(from: start))
        function.genericParameters = generics
        function.setter = setter
        return function
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

    /// `where T: Codable` before a body: skipped with the generics it constrains; gives the type of a same-type
    /// requirement on `Element` (`where Element == Signal`, its last name), if there is one.
    @discardableResult
    mutating func skipWhereClause() -> String? {
        shared.whereSelfType = nil
        shared.whereSelfConformances = []
        shared.whereElementConformances = nil
        shared.sawWhereClause = current.isIdentifier("where")
        guard current.isIdentifier("where") else { return nil }
        advance()
        var element: String?
        // (Each requirement, and those that are `Element: P & Q`, with the protocols named.)
        var requirements = 1, elementConformances: [String] = [], elementRequirements = 0
        // A requirement may go on the next line after `,`, `&`, `==` or `:` (`where S: Subscriber,⏎ S.Input == Int`).
        while !check("{"), !check("}"), !check(";"), !atEnd {
            if current.atLineStart, position > 0, !["(", ",", "&", "==", ":", "where"].contains(list.tokens[position - 1].kind.punctText),
               !list.tokens[position - 1].isIdentifier("where"), !check(","), !check("&"), !check("==") { break }
            // `extension ShapeStyle where Self == Tinted`: the type `Self` is.
            if current.isIdentifier("Self"), peek().isPunct("=="), let name = peek(2).identifier, !peek(3).isPunct(".") {
                shared.whereSelfType = TypeRef(.named(name), sourceRange(peek(2).start, peek(2).end))
            }
            // `extension Describable where Self: Priced & Named`: the protocols `Self` must also conform to.
            if current.isIdentifier("Self"), peek().isPunct(":"), let name = peek(2).identifier {
                shared.whereSelfConformances.append(name)
                var ahead = 3
                while peek(ahead).isPunct("&"), let next = peek(ahead + 1).identifier { shared.whereSelfConformances.append(next); ahead += 2 }
            }
            if check(",") { requirements += 1 }
            if current.isIdentifier("Element"), peek().isPunct(":"), let name = peek(2).identifier {
                elementRequirements += 1
                elementConformances.append(name)
                var ahead = 3
                while peek(ahead).isPunct("&"), let next = peek(ahead + 1).identifier { elementConformances.append(next); ahead += 2 }
            }
            if current.isIdentifier("Element"), peek().isPunct("=="), var name = peek(2).identifier {
                var ahead = 3
                while peek(ahead).isPunct("."), let next = peek(ahead + 1).identifier { name = next; ahead += 2 }
                element = name
            }
            advance()
        }
        if elementRequirements == requirements { shared.whereElementConformances = elementConformances }
        return element
    }

    /// `: Identifiable, Codable` after a type name: the protocols and superclass it names. With `selfConstraints`
    /// (a protocol's), `where Self: Widget` names one too: a type that conforms to the protocol is a `Widget`.
    mutating func parseConformances(selfConstraints: Bool = false) throws -> [String] {
        var names: [String] = []
        shared.frameworkConformances = []
        if consume(":") {
            repeat {
                let type = try parseMemberType()
                let name = SwiftModules.unqualified(type.description)
                if type.description.hasPrefix("SwiftUI.") || type.description.hasPrefix("WidgetKit.") { shared.frameworkConformances.append(name) }
                names.append(name)
            } while consume(",")
        }
        if selfConstraints, current.isIdentifier("where"), peek().isIdentifier("Self"), peek(2).isPunct(":"), let name = peek(3).identifier {
            names.append(SwiftModules.unqualified(name))
        }
        shared.whereElementConstraint = skipWhereClause()
        return names
    }

    /// Words that start a top-level declaration after modifiers (`fileprivate struct StatLabel`).
    static let typeIntroducers: Set<String> = [
        "struct", "class", "enum", "protocol", "extension", "actor", "func", "var", "let", "typealias",
    ]
}
