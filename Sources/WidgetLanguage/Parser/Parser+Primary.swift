extension Parser {
    mutating func parsePrimary() throws -> Expr {
        let start = currentStart, end = current.end
        switch current.kind {
        case .integer(let value):
            advance()
            return Expr(.integer(value), sourceRange(start, end))
        case .largeInteger(let digits):
            advance()
            return Expr(.largeInteger(digits), sourceRange(start, end))
        case .double(let value):
            advance()
            return Expr(.double(value), sourceRange(start, end))
        case .string(let parts):
            advance()
            // Most literals are one piece of text: made at its size in one step.
            if parts.count == 1, case .text(let text) = parts[0] { return Expr(.string([.text(text)]), sourceRange(start, end)) }
            var pieces: [InterpolatedPart] = []
            pieces.reserveCapacity(parts.count)
            for part in parts {
                switch part {
                case .text(let text): pieces.append(.text(text))
                case .interpolation(let s, let e):
                    if let expr = parseInterpolation(start: s, end: e) { pieces.append(.expr(expr)) }
                }
            }
            return Expr(.string(pieces), sourceRange(start, end))
        case .dollar(let n):
            advance()
            if n >= anonymousArguments { anonymousArguments = n + 1 }
            return Expr(.anonymousArgument(n), sourceRange(start, end))
        case .punct("#"):
            return try parsePoundExpression()
        case .identifier(let name) where current.isEscaped:
            advance()
            return Expr(.identifier(name), sourceRange(start, end))
        case .identifier(let name):
            if !isKeyword {
                advance()
                // `FetchDescriptor<Item>(…)`: the name as written, arguments and all.
                if check("<"), name.first?.isUppercase == true, let arguments = scanGenericArguments() {
                    return Expr(.identifier("\(name)<\(arguments)>"), range(from: start))
                }
                return Expr(.identifier(name), sourceRange(start, end))
            }
            switch name {
            case "true", "false":
                advance()
                return Expr(.bool(name == "true"), sourceRange(start, end))
            case "nil":
                advance()
                return Expr(.nil, sourceRange(start, end))
            case _ where (name == "let" || name == "var") && allowsPatterns && peek().identifier != nil:
                // `let name` inside a pattern.
                let isConstant = name == "let"
                advance()
                let (bound, _) = try expectIdentifier("a name to bind")
                return Expr(.bindingPattern(name: bound, isConstant: isConstant), range(from: start))
            case _ where (name == "let" || name == "var") && allowsPatterns && peekIs("("):
                // `.success(let (key, context))`: each name of the tuple is bound.
                let isConstant = name == "let"
                advance()
                let tuple = try parseParenthesizedOrTuple()
                return Parser.bindingNames(in: tuple, isConstant: isConstant)
            case "if", "switch":
                return try parseIfOrSwitchExpression()
            case "let", "var", "else", "guard", "case", "for", "while", "return",
                 "throw", "do", "catch", "in", "default", "break", "continue":
                throw fail("expected an expression, found keyword '\(name)'")
            default:
                advance()
                return Expr(.identifier(name), sourceRange(start, end))
            }
        case .punct(let p):
            switch p {
            case ".":
                advance()
                guard let name = currentIdentifier else {
                    throw fail("expected a member name after '.', as in '.systemSmall'")
                }
                advance()
                return Expr(.implicitMember(name: name), range(from: start))
            case "(":
                if isSwift, startsParenthesizedExistential() { return try parseParenthesizedExistential() }
                return try parseParenthesizedOrTuple()
            case "[":
                // `[Int: (String) -> Void]()`: a collection type no literal spells, read as the type.
                if isSwift, startsCollectionTypeWithFunction() { return try parseCollectionTypeExpression() }
                return try parseCollectionLiteral()
            case "{":
                return Expr(.closure(try parseClosure()), range(from: start))
            case "\\":
                return try parseKeyPath()
            case "...", "..<":
                return try parsePrefixRange(p, from: start)
            default:
                throw fail("expected an expression, found \(describe(current))")
            }
        case .attribute(let name):
            throw fail("attribute '@\(name)' is not allowed here; attributes go before properties")
        case .regex(let text):
            // One the lexer found unterminated (and reported) is no expression to read on from.
            guard Parser.isClosedRegex(text) else { throw fail("unterminated regex literal") }
            advance()
            return Expr(.regex(text), sourceRange(start, end))
        case .endOfFile:
            throw fail("expected an expression, but the file ended")
        }
    }

    /// `(e)`, `(a, b)`, `(x: 1, y: 2)`, `()`.
    mutating func parseParenthesizedOrTuple() throws -> Expr {
        let start = currentStart
        // `(+)`, `(<)`: an operator used as a function.
        if case .punct(let op) = peek().kind, peekIs(")", 2), Precedence.of(op) != nil, op != "?", op != "=" {
            advance()
            let closure = operatorClosure()
            advance()
            if let closure { return Expr(closure.kind, range(from: start)) }
        }
        let open = currentStart
        advance()
        return try withTrailingClosures { parser in
            var elements: [Argument] = []
            var sawComma = false
            while !parser.check(")") {
                if parser.atEnd || parser.check("}") {
                    throw parser.fail("this '(' is never closed; add ')'", at: parser.file.range(open, open + 1))
                }
                if parser.peekIs(":"), let label = parser.currentIdentifier, !parser.isReservedWord || parser.isSwift {
                    let labelRange = parser.currentRange()
                    parser.advance()
                    parser.advance()
                    elements.append(Argument(label: label, labelRange: labelRange, value: try parser.parseExpression()))
                } else {
                    elements.append(Argument(label: nil, labelRange: nil, value: try parser.parseExpression()))
                }
                if !parser.consume(",") { break }
                sawComma = true
            }
            try parser.expect(")", "to close the parenthesis")
            if elements.count == 1, !sawComma, elements[0].label == nil {
                return Expr(.parenthesized(elements[0].value), parser.range(from: start))
            }
            if elements.count == 1 {
                throw parser.fail("a tuple needs at least two elements", at: parser.range(from: start))
            }
            return Expr(.tuple(elements), parser.range(from: start))
        }
    }

    mutating func withTrailingClosures<T>(_ body: (inout Parser) throws -> T) throws -> T {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        return try body(&self)
    }

    /// `[a, b]`, `[k: v]`, `[]`, `[:]`.
    mutating func parseCollectionLiteral() throws -> Expr {
        let start = currentStart
        advance()
        try nest()
        defer { unnest() }
        return try withTrailingClosures { parser in
            if parser.consume(":") {
                try parser.expect("]", "to close the empty dictionary '[:]'")
                return Expr(.dictionary([]), parser.range(from: start))
            }
            var elements: [Expr] = []
            var entries: [DictionaryEntry] = []
            var isDictionary: Bool?
            while !parser.check("]") {
                if parser.startsExistentialElement() { parser.advance() }
                let element = try parser.parseExpression()
                if parser.consume(":") {
                    if isDictionary == false { throw parser.fail("expected ',' or ']' in the array literal") }
                    isDictionary = true
                    entries.append(DictionaryEntry(key: element, value: try parser.parseExpression()))
                } else {
                    if isDictionary == true { throw parser.fail("expected ':' after the dictionary key") }
                    isDictionary = false
                    elements.append(element)
                }
                if !parser.consume(",") { break }
            }
            try parser.expect("]", isDictionary == true ? "to close the dictionary literal" : "to close the array literal")
            if isDictionary == true { return Expr(.dictionary(entries), parser.range(from: start)) }
            return Expr(.array(elements), parser.range(from: start))
        }
    }

    /// `[any DailyNoteProtocol]()`: an array type of an existential, named by its protocol (its `any` is skipped).
    /// (Apart from `parseCollectionLiteral`, which every level of nested brackets runs: its frame stays small.)
    func startsExistentialElement() -> Bool {
        isSwift && currentIdentifier == "any" && peek().identifier != nil && !peek().atLineStart
    }

    /// Whether a regex literal's text ends with the delimiter it opens with: `/…/`, `#/…/#`.
    static func isClosedRegex(_ text: String) -> Bool {
        let pounds = text.prefix { $0 == "#" }.count
        let closing = "/" + String(repeating: "#", count: pounds)
        return text.count >= 2 * pounds + 2 && text.dropFirst(pounds).hasPrefix("/") && text.hasSuffix(closing)
    }

    /// Whether `(any P` starts here (`(any Plugin).self`).
    func startsParenthesizedExistential() -> Bool {
        guard let word = peek().identifier, Parser.isTypeModifier(word, of: .opaque) else { return false }
        return peek(2).identifier != nil && !peek(2).atLineStart
    }

    /// `(any Plugin)` in an expression: an existential type in parentheses, named by its protocol.
    mutating func parseParenthesizedExistential() throws -> Expr {
        let start = currentStart
        advance()
        let type = try parseType()
        try expect(")", "to close the parenthesised type")
        var name = type.description
        if case .opaque(_, let inner) = type.kind { name = inner.description }
        return Expr(.parenthesized(Expr(.identifier(name), type.range)), range(from: start))
    }

    /// Whether the `[` under the cursor opens a collection type that holds a function type
    /// (`[Int: (String) -> Void]()`): a `->` inside, and `(` or `.` right after the `]`.
    /// Looks at a few tokens only: such a type is short.
    func startsCollectionTypeWithFunction() -> Bool {
        var depth = 0, arrow = false, index = position
        while index < list.count, index < position + 64 {
            guard case .punct(let p) = list.tokens[index].kind else { index += 1; continue }
            switch p {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 {
                    guard arrow, index + 1 < list.count else { return false }
                    let next = list.tokens[index + 1]
                    return !next.spaceBefore && (next.isPunct("(") || next.isPunct("."))
                }
            case "->": arrow = true
            default: break
            }
            index += 1
        }
        return false
    }

    /// `[Int: (String) -> Void]`, `[(Int) -> Bool]` followed by `(` or `.`: the type as an expression.
    /// `[K: V]()` is the empty collection of that type (`[:] as [K: V]`); otherwise the type is in the
    /// shape of the literal `[K: V]`/`[T]` whose elements name types (as `[String: Int].self` is read).
    mutating func parseCollectionTypeExpression() throws -> Expr {
        let start = currentStart
        let type = try parseType()
        guard (check("(") || check(".")), !current.spaceBefore else { throw fail("expected a collection literal") }
        if check("("), peekIs(")") {
            advance()
            advance()
            let empty: ExprKind
            if case .dictionary = type.kind { empty = .dictionary([]) } else { empty = .array([]) }
            return Expr(.cast(op: .plain, expr: Expr(empty, type.range), type: type), range(from: start))
        }
        func named(_ t: TypeRef) -> Expr { Expr(.identifier(t.description), t.range) }
        switch type.kind {
        case .array(let element): return Expr(.array([named(element)]), range(from: start))
        case .dictionary(let key, let value): return Expr(.dictionary([DictionaryEntry(key: named(key), value: named(value))]), range(from: start))
        default: throw fail("expected a collection literal")
        }
    }

    /// `\.name`, `\.owner.name`, `\User.name`.
    mutating func parseKeyPath() throws -> Expr {
        let start = currentStart
        advance()
        var root: String?
        if let name = currentIdentifier, !current.spaceBefore {
            root = name
            advance()
        } else if check("(") || check("["), !current.spaceBefore, isSwift {
            // `\(Int, String).1`, `\[Int].count`, `\[String: Int].["key"]`: a tuple, array or dictionary root.
            let open = currentStart
            _ = try parseType()
            root = sourceText(from: open, to: previousEnd)
            guard check("."), !current.spaceBefore else { throw fail("expected '.' and a component after the key path's root type") }
        }
        // `\Foo<Int>.x`: the root's generic arguments.
        if root != nil, check("<"), let arguments = scanGenericArguments() { root = (root ?? "") + "<\(arguments)>" }
        var path: [String] = []
        // `\ .element.id`: Swift lets a space come between the backslash and the path's first dot.
        while !current.spaceBefore || (isSwift && path.isEmpty && root == nil && check(".")) {
            if check("?") || check("!") {
                // `\.owner?.name`, `\.value!`: the path reads through the optional.
                advance()
            } else if check("[") {
                // `\.items[0]`, `\Dictionary.[key]`: a subscript component, kept as written.
                let open = currentStart
                skipBalanced()
                path.append(sourceText(from: open, to: previousEnd))
            } else if check(".") {
                advance()
                if check("[") { continue }
                // `\.0`, `\(Int, String).1`: a tuple's element.
                if case .integer(let index) = current.kind {
                    path.append(String(index))
                    advance()
                    continue
                }
                guard let name = currentIdentifier else { throw fail("expected a property name in the key path") }
                path.append(name)
                advance()
            } else {
                break
            }
        }
        if path.isEmpty {
            throw fail("expected a key path such as '\\.name'", at: range(from: start))
        }
        return Expr(.keyPath(root: root, path: path), range(from: start))
    }

    /// `{ a, b in … }`, `{ (a: Int) in … }`, `{ [weak self] in … }`,
    /// `{ @MainActor in … }`, `{ () async -> T in … }` or `{ … }`.
    mutating func parseClosure() throws -> Closure {
        let start = currentStart
        advance()
        try nest()
        defer { unnest() }
        var parameters: [Closure.Parameter] = []
        var inRange: SourceRange?
        let saved = position
        // Most closures have no parameters: a token-level look first, so their
        // bodies do not pay for a thrown error.
        var captures: [Stmt] = []
        var returnType: TypeRef?
        if startsClosureParameters(), let found = attempt({ try $0.scanClosureParameters() }) {
            (parameters, captures, returnType) = found
            inRange = sourceRange(list.tokens[position - 1].start, list.tokens[position - 1].end)
        } else {
            position = saved
        }
        let outerArguments = anonymousArguments
        anonymousArguments = 0
        defer { anonymousArguments = outerArguments }
        let body = try captures + parseStatementsUntilBrace(openAt: start, what: "closure")
        var closure = Closure(parameters: parameters, body: body, range: range(from: start), inRange: inRange)
        closure.anonymousArgumentCount = anonymousArguments
        closure.captureCount = captures.count
        closure.returnType = returnType
        return closure
    }

    /// Whether the tokens after a closure's `{` may be its signature: names,
    /// types, a capture list and attributes, up to an `in` (as `scanClosureParameters` takes them).
    mutating func startsClosureParameters() -> Bool {
        // By token codes, not texts: this runs at every closure's `{`.
        let open = Parser.closureSignatureOpeners, close = Parser.closureSignatureClosers
        let other = Parser.closureSignaturePunctuation
        var index = position
        var depth = 0
        while index - position < 64, index < list.count {
            let code = list.codes[index]
            switch list.tokens[index].kind {
            case .identifier:
                if code == Parser.keywordCode, depth == 0, list.tokens[index].isIdentifier("in") { return index > position }
            case .attribute: break
            case .punct(let p):
                // Inside a capture list or parameter list any operator may stand (`[total = a + b]`); `>?` and
                // `>>` close generic arguments (`-> Trie<Character>? in`, `-> Set<Array<Int>> in`).
                if open.contains(code) {
                    depth += 1
                } else if close.contains(code) {
                    depth -= 1
                } else if p.first == ">", p.allSatisfy({ $0 == ">" || $0 == "?" || $0 == "!" }) {
                    depth -= p.filter { $0 == ">" }.count
                } else if !other.contains(code) && depth == 0 {
                    return false
                }
                if depth < 0 { return false }
            case .integer, .largeInteger, .double, .string:
                // `[x = 1] in`: a value in the capture list.
                if depth == 0 { return false }
            default: return false
            }
            if index > position, list.tokens[index].atLineStart, depth == 0 { return false }
            index += 1
        }
        return false
    }

    // Short lists compared one by one: cheaper than hashing a code for every token.
    static let closureSignatureOpeners: [UInt32] = [code("("), code("["), code("<")]
    static let closureSignatureClosers: [UInt32] = [code(")"), code("]"), code(">")]
    /// `...5`, `..<5`: a range open at the bottom, from the smallest value; `bytes[...]`, the unbounded range: the whole
    /// collection, from its first index (0 for every collection here). (Apart from `parsePrimary`, whose frame is one of
    /// each level of nesting.)
    mutating func parsePrefixRange(_ op: String, from start: Int) throws -> Expr {
        advance()
        if op == "...", check("]") || check(",") || check(")") {
            return Expr(.postfixRange(Expr(.integer(0), sourceRange(start, start))), range(from: start))
        }
        let upper = try parsePostfix()
        return Expr(.unary(op: op, operand: upper), range(from: start))
    }

    static let closureSignaturePunctuation: [UInt32] = [code(","), code(":"), code("->"), code("?"), code("!"), code("."), code("="), code("...")]

    /// After a closure's `{`: `a, b in`, `(a, b: T) in`, `[weak self] in`,
    /// `@MainActor in`, `() async throws -> T in`. Throws (without reporting) if absent.
    mutating func scanClosureParameters() throws -> (parameters: [Closure.Parameter], captures: [Stmt], returnType: TypeRef?) {
        var parameters: [Closure.Parameter] = []
        var captures: [Stmt] = []
        _ = parseAttributes()
        if consume("[") {
            // A capture list (`[weak self, count, total = a + b]`): names are captured as any
            // closure captures them; `name = value` is a constant the body sees.
            while !check("]") {
                var byReference = false
                if let word = currentIdentifier, ["weak", "unowned"].contains(word), peek().identifier != nil || peekIs("(") {
                    advance()
                    if check("(") { skipBalanced() }
                    byReference = true
                }
                guard let name = currentIdentifier else { throw Failure() }
                let nameRange = currentRange()
                advance()
                if consume("=") {
                    let mark = diagnostics.count
                    let value = try parseExpression()
                    if diagnostics.count > mark { throw Failure() }
                    captures.append(Stmt(.binding(Binding(isConstant: true, name: name, nameRange: nameRange, type: nil, value: value)),
                                         range(from: nameRange.start.offset)))
                } else if !byReference, name != "self" {
                    // `[x]`: the value `x` has where the closure is made, a constant of the body.
                    captures.append(Stmt(.binding(Binding(isConstant: true, name: name, nameRange: nameRange, type: nil,
                                                          value: Expr(.identifier(name), nameRange))), nameRange))
                }
                if !consume(",") { break }
            }
            guard consume("]") else { throw Failure() }
        }
        let parenthesized = consume("(")
        _ = parseAttributes()
        while let name = currentIdentifier, name != "in" {
            let paramStart = currentStart
            advance()
            var type: TypeRef?
            if parenthesized, check(":") {
                advance()
                let mark = diagnostics.count
                type = try? parseType()
                if diagnostics.count > mark { diagnostics.removeLast(diagnostics.count - mark); throw Failure() }
            }
            parameters.append(.init(name: name, type: type, range: range(from: paramStart)))
            if !consume(",") { break }
        }
        if parenthesized, !consume(")") { throw Failure() }
        while let word = currentIdentifier, word == "async" || word == "throws" {
            advance()
            // `throws(CancellationError)`: the thrown type is checked loosely.
            if word == "throws", check("("), !current.spaceBefore { skipBalanced() }
        }
        var returnType: TypeRef?
        if consume("->") {
            let mark = diagnostics.count
            returnType = try? parseType()
            if diagnostics.count > mark { diagnostics.removeLast(diagnostics.count - mark); throw Failure() }
        }
        guard checkKeyword("in") else { throw Failure() }
        advance()
        return (parameters, captures, returnType)
    }
}
