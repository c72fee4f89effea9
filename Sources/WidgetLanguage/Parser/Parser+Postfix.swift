extension Parser {
    /// A primary expression followed by calls, members, subscripts, trailing
    /// closures, `?` and `!`. A chain that binds an optional is wrapped in
    /// `optionalChain` so it evaluates to nil as a whole.
    mutating func parsePostfix() throws -> Expr {
        var expr = try parsePrimary()
        var bindsOptional = false
        // Each link nests the tree one level deeper, like parentheses do.
        var links = 0
        defer { depth -= links }
        while true {
            if check(".") {
                advance()
                if case .integer(let index) = current.kind, index >= 0 {
                    // `pair.0`: a tuple element.
                    let nameRange = currentRange()
                    advance()
                    expr = Expr(.member(base: expr, name: String(index), nameRange: nameRange), expr.range.union(nameRange))
                    links += 1
                    try link()
                    continue
                }
                guard let name = currentIdentifier else {
                    throw fail("expected a member name after '.', found \(describe(current))")
                }
                let nameRange = currentRange()
                advance()
                expr = Parser.member(expr, name, nameRange, inSwift: isSwift)
                // `Defaults.Key<[Sound]>("sounds", default: [])`: a nested generic type's arguments, checked loosely
                // (the values given say what they are).
                if isSwift, check("<"), name.first?.isUppercase == true { _ = scanGenericArguments() }
            } else if check("("), !current.atLineStart, let labels = scanArgumentLabels() {
                // `p.moved(by:and:)`, `Size.init(w:h:)`, `tapped(_:)`: a function named with its argument labels.
                switch expr.kind {
                case .member(let base, let name, let nameRange):
                    expr = Expr(.member(base: base, name: "\(name)(\(labels))", nameRange: nameRange), range(from: expr.range.start))
                case .identifier(let name):
                    expr = Expr(.identifier("\(name)(\(labels))"), range(from: expr.range.start))
                default:
                    throw fail("expected a function name before its argument labels '(\(labels))'", at: expr.range)
                }
            } else if check("("), !current.atLineStart {
                var arguments = try parseArguments(closing: ")")
                var trailing = try parseTrailingClosures()
                if trailing.isEmpty, arguments.last?.label == "content" { Parser.contentAsTrailingClosure(callee: expr, &arguments, &trailing) }
                expr = Expr(.call(callee: expr, arguments: arguments, trailingClosures: trailing), range(from: expr.range.start))
            } else if check("{"), !current.atLineStart || isSwift, allowsTrailingClosure {
                let trailing = try parseTrailingClosures()
                expr = Expr(.call(callee: expr, arguments: [], trailingClosures: trailing), range(from: expr.range.start))
            } else if check("["), !current.atLineStart {
                let arguments = try parseArguments(closing: "]")
                expr = Expr(.subscript(base: expr, arguments: arguments), range(from: expr.range.start))
            } else if check("?"), !current.spaceBefore {
                advance()
                bindsOptional = true
                expr = Expr(.bindOptional(expr), range(from: expr.range.start))
            } else if check("!"), !current.spaceBefore, !current.atLineStart {
                advance()
                expr = Expr(.forceUnwrap(expr), range(from: expr.range.start))
            } else {
                break
            }
            links += 1
            try link()
        }
        // `50%` then a line break, `(n′)`, `3...]`, `200%% * 3`: an operator against its operand with
        // nothing after it but a line break, a closing bracket, a separator or an operator set apart
        // is postfix, as Swift reads it (`x...` is a range open at the top); inside an optional
        // chain, as the chain's last link (`r.value?.magnitude°`).
        if startsPostfixOperator() { applyPostfixOperator(&expr) }
        if bindsOptional { expr = Expr(.optionalChain(expr), expr.range) }
        return expr
    }

    /// Whether the current token is an operator written as a postfix one (see `parsePostfix`).
    func startsPostfixOperator() -> Bool {
        guard case .punct(let op) = current.kind, !current.spaceBefore, !current.atLineStart, endsPostfixOperator(),
              let precedence = Precedence.of(op) else { return false }
        return precedence != .assignment && precedence != .ternary && op != "..<"
    }

    /// The current postfix operator applied to `expr` (apart from `parsePostfix`, whose frame is
    /// one of each level of nesting).
    mutating func applyPostfixOperator(_ expr: inout Expr) {
        guard case .punct(let op) = current.kind else { return }
        advance()
        let kind: ExprKind = op == "..." ? .postfixRange(expr) : .postfixOperator(op: op, operand: expr)
        expr = Expr(kind, range(from: expr.range.start))
    }

    /// Whether the token after the current one leaves the current operator nothing to
    /// its right: a line break, the end, a closing bracket, a separator, or a binary
    /// operator with space before it. (`a- b` stays a subtraction, as Widgetry reads it.)
    func endsPostfixOperator() -> Bool {
        guard position + 1 < list.count else { return true }
        let next = list.tokens[position + 1]
        if next.atLineStart { return true }
        switch next.kind {
        case .endOfFile: return true
        case .punct(let p):
            if p == ")" || p == "]" || p == "}" || p == "," || p == ";" || p == ":" { return true }
            return next.spaceBefore && p != "." && Precedence.of(p) != nil
        default: return false
        }
    }

    /// `(label: value, value)` or `[…]` for subscripts. The opening token is current.
    mutating func parseArguments(closing: StaticString) throws -> [Argument] {
        // Where the `(` or `[` is, for an error; its location is worked out only then.
        let open = currentStart
        advance()
        try nest()
        defer { unnest() }
        return try withTrailingClosures { parser in
            var arguments: [Argument] = []
            // Room for the usual one or two arguments at once: growing from empty reallocates at
            // every step, and more room (four made 416-byte arrays) spreads the tree over more memory.
            if !parser.check(closing) { arguments.reserveCapacity(2) }
            while !parser.check(closing) {
                if parser.atEnd || parser.check("}") {
                    throw parser.fail("this '\(Parser.code(closing) == Parser.code(")") ? "(" : "[")' is never closed; add '\(closing)'", at: parser.file.range(open, open + 1))
                }
                var label: String?, labelRange: SourceRange?
                if parser.peekIs(":"), let name = parser.currentIdentifier {
                    (label, labelRange) = (name, parser.currentRange())
                    parser.advance()
                    parser.advance()
                }
                // One call for both (it is inlined: two would put its code here twice).
                arguments.append(Argument(label: label, labelRange: labelRange, value: try parser.parseArgumentValue(closing: closing)))
                if !parser.consume(",") {
                    guard parser.check(closing) else {
                        throw parser.fail("expected ',' or '\(closing)' in the argument list, found \(parser.describe(parser.current))")
                    }
                    break
                }
            }
            parser.advance()
            return arguments
        }
    }

    /// An argument's value. Swift passes an operator where a function goes
    /// (`numbers.reduce(0, +)`, `sorted(by: >)`, `map(!)`): it is read as the closure it
    /// stands for (`{ $0 + $1 }`, `{ !$0 }`).
    mutating func parseArgumentValue(closing: StaticString) throws -> Expr {
        // By the token's code first: a name or a literal (code 0 or a keyword's) is no operator.
        // (An operator of the program's own too: `xs.reduce(M.empty, <>)`.)
        if case .punct(let op) = current.kind, let precedence = Precedence.of(op), precedence >= .disjunction || precedence == .custom,
           precedence != .nilCoalescing, precedence != .casting, precedence != .range,
           peekIs(",") || peekIs(closing), let closure = operatorClosure() {
            return closure
        }
        // `map(!)`: a prefix operator passed as a function, `{ !$0 }`.
        if case .punct(let op) = current.kind, op == "!" || op == "~", peekIs(",") || peekIs(closing) {
            let start = currentStart
            advance()
            let range = range(from: start)
            let operation = Expr(.unary(op: op, operand: Expr(.anonymousArgument(0), sourceRange(start, start))), range)
            var closure = Closure(parameters: [], body: [Stmt(.expr(operation), range)], range: range)
            closure.anonymousArgumentCount = 1
            return Expr(.closure(closure), range)
        }
        // `map(String.init)`, `map(Person.init)`: the initializer as a function (see the interpreter's `initializerReference`).
        return try parseExpression()
    }

    /// `+` passed as a function: `{ $0 + $1 }`.
    mutating func operatorClosure() -> Expr? {
        guard case .punct(let op) = current.kind else { return nil }
        let start = currentStart
        advance()
        let range = range(from: start)
        // The operands take no room: the operator is the first token after them (as `fmt` reads it).
        let before = sourceRange(start, start)
        let operation = Expr(.binary(op: op, lhs: Expr(.anonymousArgument(0), before), rhs: Expr(.anonymousArgument(1), before)), range)
        // Two operands: a pair it is given (`zip(a, b).map(+)`) is split into them.
        var closure = Closure(parameters: [], body: [Stmt(.expr(operation), range)], range: range)
        closure.anonymousArgumentCount = 2
        return Expr(.closure(closure), range)
    }

    /// `{ … }` and then `label: { … }` for each further trailing closure. In Swift the first may start on the
    /// next line (`ZStack` then `{` below it, as brace-on-its-own-line code writes); in a `.widget` file it
    /// starts on the line of the call.
    mutating func parseTrailingClosures() throws -> [TrailingClosure] {
        guard allowsTrailingClosure, check("{"), !current.atLineStart || isSwift else { return [] }
        let start = currentStart
        // Usually the only one: made at its size, not grown from empty.
        var closures = [TrailingClosure(label: nil, closure: try parseClosure(), range: range(from: start))]
        // SwiftUI's multiple trailing closures: `Label { … } icon: { … }`, also on the next line.
        while peekIs(":"), peekIs("{", 2), let label = currentIdentifier, !Parser.isReserved(label) {
            let labelStart = currentStart
            advance()
            advance()
            closures.append(TrailingClosure(label: label, closure: try parseClosure(), range: range(from: labelStart)))
        }
        return closures
    }

    /// `Int`, `[ToDo]`, `[String: Int]`, `Image?`, and the forms Swift writes:
    /// `Timeline<Entry>`, `Provider.Entry`, `some View`, `any P`, `(A, B) -> C`,
    /// `@escaping () async throws -> Void`, `(Data, URLResponse)`, `T!`.
    mutating func parseType() throws -> TypeRef {
        let start = currentStart
        try nest()
        defer { unnest() }
        // `@escaping`, `@Sendable`, `@MainActor` before a function type, and `inout`, change nothing here.
        // `sending @escaping () -> Void`: modifiers and attributes in any order.
        while true {
            if parseAttribute(inType: true) != nil { continue }
            if let word = currentIdentifier, Parser.isTypeModifier(word, of: .parameter),
               peek().identifier != nil || peekIs("(") || peekIs("[") || { if case .attribute = peek().kind { return true } else { return false } }() {
                advance()
                continue
            }
            break
        }
        // `~Copyable`: a conformance the type does without, checked loosely.
        if check("~"), !peek().spaceBefore { advance() }
        var type: TypeRef
        if consume("[") {
            // `[3 of UInt8]`, `[Count of Element]`: an inline array, read as an array of its elements.
            if case .integer = current.kind, peek().isIdentifier("of") { advance(); advance() }
            else if currentIdentifier != nil, peek().isIdentifier("of"), !peek().atLineStart { advance(); advance() }
            bracketTypeDepth += 1
            defer { bracketTypeDepth -= 1 }
            let element = try parseType()
            if consume(":") {
                let value = try parseType()
                try expect("]", "to close the dictionary type")
                type = TypeRef(.dictionary(key: element, value: value), range(from: start))
            } else {
                try expect("]", "to close the array type")
                type = TypeRef(.array(element), range(from: start))
            }
            // `[String: Any].Type`: the metatype is the type itself here; `[Self].Index`, `[Key: Value].Element`:
            // the collection's associated type.
            // (A type's name starts with a capital: `\[Int].count` is a key path's first component.)
            while check("."), !current.spaceBefore, let member = nextMemberTypeName() {
                advance(); advance()
                if member != "Type" && member != "Protocol" { type = Parser.memberType(member, of: type, range(from: start)) }
            }
        } else if check("(") {
            type = try parseTupleOrFunctionType()
            // `(any Plugin).Type`: the metatype is the type itself here.
            while check("."), !current.spaceBefore, let member = peek().identifier, member == "Type" || member == "Protocol" {
                advance(); advance()
            }
        } else if let name = currentIdentifier, Parser.isTypeModifier(name, of: .opaque), peek().identifier != nil || peekIs("("), !peek().atLineStart {
            advance()
            let inner = try parseType()
            type = TypeRef(.opaque(keyword: name, inner), range(from: start))
        } else if let name = currentIdentifier {
            if isReservedWord { throw fail("expected a type, found keyword '\(name)'") }
            advance()
            var fullName = name
            var arguments: [TypeRef]?
            while true {
                // (`Array <Node>`: Swift reads a type's arguments after a space too, when the `<` is followed by a name.)
                if check("<"), !current.spaceBefore || (isSwift && peek().identifier != nil && !peek().spaceBefore) {
                    advance()
                    var list: [TypeRef] = []
                    repeat { list.append(try parseGenericArgument()) } while consume(",")
                    try expectClosingAngle()
                    arguments = list
                } else if check("."), !current.spaceBefore || continuesTypeOnNextLine(),
                          let member = peek().identifier, !peek().spaceBefore {
                    // (`[\n  Outer<T>\n    .Configuration<T>\n]`: inside brackets, the member may start the next line; so may a
                    // member type anywhere, `let key: String\n    .LocalizationValue = …`, as Swift reads it.)
                    // `Provider.Entry`, `Calendar.Component`; `.Type` and `.Protocol` name the type itself.
                    advance()
                    advance()
                    if member != "Type" && member != "Protocol" {
                        if arguments != nil { arguments = nil }
                        fullName += "." + member
                    }
                } else {
                    break
                }
            }
            if let arguments {
                type = TypeRef(.generic(fullName, arguments: arguments), range(from: start))
            } else {
                type = TypeRef(.named(fullName), range(from: start))
            }
            // `some IntentResult & ProvidesDialog`, `Codable & Sendable`: a composition is
            // checked as its first protocol, the others only name what the value also is.
            while check("&") {
                advance()
                _ = try parseType()
            }
        } else {
            throw fail("expected a type, found \(describe(current))")
        }
        while splitsOptionalMarkBeforeAngle() || check("?") || check("!") || check("??"), !current.spaceBefore {
            // `Int??` is read as one `??` token: two optionals.
            if check("??") { type = TypeRef(.optional(type), range(from: start)) }
            // `var model: ViewModel!` in Swift: an optional read as its value where one goes.
            let implicitlyUnwrapped = isSwift && check("!")
            advance()
            type = implicitlyUnwrapped ? TypeRef(.generic(TypeRef.implicitlyUnwrapped, arguments: [type]), range(from: start))
                : TypeRef(.optional(type), range(from: start))
        }
        return type
    }

    /// A member type's name after the `.` at the cursor (`[Int].Index`): a name with a capital, right after the dot.
    func nextMemberTypeName() -> String? {
        guard let member = peek().identifier, !peek().spaceBefore, member.first?.isUppercase == true else { return nil }
        return member
    }

    /// A `.` at a line's start that continues the type before it: inside brackets, or before a member type's name
    /// (`let key: String\n    .LocalizationValue = …`), as Swift reads it.
    func continuesTypeOnNextLine() -> Bool {
        isSwift && current.atLineStart && (bracketTypeDepth > 0 || peek().identifier?.first?.isUppercase == true)
    }

    /// An associated type of an array or dictionary type written with brackets: `[T].Element` is `T`,
    /// `[T].Index` an `Int`, `[T].SubSequence` (a slice) the array; `[K: V].Key`, `.Value`, `.Element` (the
    /// `(key:value:)` pair); another (`[T].Iterator`) is named as `Array.Iterator` is.
    static func memberType(_ member: String, of type: TypeRef, _ range: SourceRange) -> TypeRef {
        switch (type.kind, member) {
        case (.array(let element), "Element"): return element
        case (.array, "Index"), (.array, "Indices"): return TypeRef(member == "Index" ? .named("Int") : .generic("Range", arguments: [TypeRef(.named("Int"), range)]), range)
        case (.array, "SubSequence"): return type
        case (.array, _): return TypeRef(.named("Array." + member), range)
        case (.dictionary(let key, _), "Key"): return key
        case (.dictionary(_, let value), "Value"): return value
        case (.dictionary(let key, let value), "Element"): return TypeRef(.tuple(labels: ["key", "value"], elements: [key, value]), range)
        case (.dictionary, _): return TypeRef(.named("Dictionary." + member), range)
        default: return type
        }
    }

    /// `Box<Int>?>` ends in one `?>` token: its `?` is split off to make the type optional, the `>` left to close the list.
    mutating func splitsOptionalMarkBeforeAngle() -> Bool {
        guard case .punct(let text) = current.kind, text.count > 1, let first = text.first, first == "?" || first == "!",
              text.dropFirst().first == ">", text.allSatisfy({ $0 == ">" || $0 == "?" || $0 == "!" }) else { return false }
        return first == "?" ? checkSplitting("?") : checkSplitting("!")
    }

    /// A type, or an integer (`InlineArray<4, Double>`, `Vector<3, Int>`), as a generic argument.
    mutating func parseGenericArgument() throws -> TypeRef {
        guard case .integer(let value) = current.kind else { return try parseType() }
        let type = TypeRef(.named(String(value)), currentRange())
        advance()
        return type
    }

    /// `(Repository)`, `(error: String, code: Int = 0)` after an enum case's name.
    mutating func parseAssociatedValues() throws -> [FunctionDecl.Parameter] {
        advance()
        var values: [FunctionDecl.Parameter] = []
        while !check(")") {
            let start = currentStart
            var label: String?
            if let name = currentIdentifier, peekIs(":") {
                label = name == "_" ? nil : name
                advance()
                advance()
            }
            let type = try parseType()
            var defaultValue: Expr?
            if consume("=") { defaultValue = try parseExpression() }
            values.append(.init(label: label, name: label ?? "_\(values.count)", type: type, defaultValue: defaultValue, range: range(from: start)))
            if !consume(",") { break }
        }
        try expect(")", "to close the associated values")
        return values
    }

    /// The `>` closing generic arguments; `>>` and `>=` are one token, split here.
    mutating func expectClosingAngle() throws {
        if checkSplitting(">") {
            advance()
            return
        }
        throw fail("expected '>' to close the generic arguments, found \(describe(current))")
    }

    /// `(A, B)`, `(x: Int, y: Int)`, `()` and, with `->` after, a function type.
    mutating func parseTupleOrFunctionType() throws -> TypeRef {
        let start = currentStart
        advance()
        var labels: [String?] = []
        var elements: [TypeRef] = []
        while !check(")") {
            var label: String?
            if let name = currentIdentifier, peekIs(":") {
                label = name
                advance()
                advance()
            } else if let name = currentIdentifier, name == "_", peek().identifier != nil, peekIs(":", 2) {
                // `(_ value: Int) -> Void`
                advance()
                advance()
                advance()
            }
            labels.append(label)
            elements.append(try parseType())
            // A variadic parameter `Int...` is a list.
            if check("..."), let last = elements.last {
                advance()
                elements[elements.count - 1] = TypeRef(.array(last), last.range)
            }
            if !consume(",") { break }
        }
        try expect(")", "to close the parenthesised type")
        var effects: [String] = []
        while let word = currentIdentifier, word == "async" || word == "throws" || word == "rethrows", !current.atLineStart {
            effects.append(word)
            advance()
            // `throws(MyError)`: the typed error is not needed.
            if word == "throws", check("("), !current.spaceBefore {
                advance()
                _ = try parseType()
                try expect(")", "to close the thrown error type")
            }
        }
        if consume("->") {
            let result = try parseType()
            return TypeRef(.function(parameters: elements, result: result, effects: effects.joined(separator: " ")), range(from: start))
        }
        if !effects.isEmpty { throw fail("expected '->' after '\(effects.joined(separator: " "))' in the function type") }
        if elements.count == 1, labels[0] == nil { return TypeRef(elements[0].kind, range(from: start)) }
        return TypeRef(.tuple(labels: labels, elements: elements), range(from: start))
    }
}

extension Parser {
    /// `base.name`. In Swift, `Swift.min(a, b)` (in an extension whose own `min()` hides the global),
    /// `Foundation.Date()` and `Darwin.round(x)` are the names the module declares, as written without it.
    static func member(_ base: Expr, _ name: String, _ nameRange: SourceRange, inSwift: Bool) -> Expr {
        if inSwift, case .identifier(let module) = base.kind, qualifyingModules.contains(module) {
            return Expr(.identifier(name), base.range.union(nameRange))
        }
        // `TimeInterval.random(in: 0...1)`, `CLLocationDegrees.pi`: Foundation's names for Double have Double's statics.
        // (`CGFloat.greatestFiniteMagnitude`: CGFloat is a Double too, but keeps its own name as a type: `CGFloat.self`.)
        if inSwift, case .identifier(let alias) = base.kind, doubleAliases.contains(alias) || (alias == "CGFloat" && name != "self"), name != "init" {
            return Expr(.member(base: Expr(.identifier("Double"), base.range), name: name, nameRange: nameRange), base.range.union(nameRange))
        }
        return Expr(.member(base: base, name: name, nameRange: nameRange), base.range.union(nameRange))
    }

    /// Type aliases of `Double` in Foundation and Core Location.
    static let doubleAliases: Set<String> = ["TimeInterval", "CLLocationDegrees", "CLLocationDistance", "CLLocationSpeed", "CLLocationDirection",
                                             "CLLocationAccuracy", "Float64"]

    /// Modules whose name qualifies a name they declare: the standard library, Foundation, the C library under it
    /// (`Darwin` on Apple's systems, `Glibc` on Linux) and the frameworks whose names Widgetry provides.
    public static let qualifyingModules: Set<String> = ["Swift", "Foundation", "Darwin", "Glibc", "SwiftUI", "CoreGraphics", "WidgetKit", "UIKit"]
}

extension Parser {
    /// SwiftUI's stacks and containers, whose `content:` is a `@ViewBuilder` closure without parameters.
    static let contentContainers: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
                                                 "Group", "ScrollView", "ViewThatFits", "Grid", "GridRow", "Section"]

    /// SwiftUI's modifiers whose `content:` is a `@ViewBuilder` closure without parameters:
    /// `.containerBackground(for: .widget, content: content)` passes a closure on as `{ content() }`.
    static let contentModifiers: Set<String> = ["background", "overlay", "containerBackground", "safeAreaInset"]

    /// `VStack(spacing: 4, content: { … })`: a closure given as the last `content:` argument is the trailing
    /// closure Swift would match to that parameter. `VStack(spacing: 0, content: content)`, a closure passed
    /// on to one of SwiftUI's containers, is the trailing closure that calls it: `{ content() }`.
    static func contentAsTrailingClosure(callee: Expr, _ arguments: inout [Argument], _ trailing: inout [TrailingClosure]) {
        guard let last = arguments.last else { return }
        switch last.value.kind {
        case .closure(let closure):
            arguments.removeLast()
            trailing = [TrailingClosure(label: nil, closure: closure, range: last.value.range)]
        case .identifier, .member:
            switch callee.kind {
            case .identifier(let name) where contentContainers.contains(name): break
            case .member(_, let name, _) where contentModifiers.contains(name): break
            default: return
            }
            let range = last.value.range
            let call = Expr(.call(callee: last.value, arguments: [], trailingClosures: []), range)
            arguments.removeLast()
            trailing = [TrailingClosure(label: nil, closure: Closure(parameters: [], body: [Stmt(.expr(call), range)], range: range), range: range)]
        default:
            return
        }
    }
}
