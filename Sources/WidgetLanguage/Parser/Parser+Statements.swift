extension Parser {
    /// `{ statements }`.
    mutating func parseBlock(_ context: @autoclosure () -> String) throws -> [Stmt] {
        guard check("{") else { throw fail("expected '{' \(context()), found \(describe(current))") }
        let open = currentStart
        advance()
        try nest()
        defer { unnest() }
        return try parseStatementsUntilBrace(openAt: open, what: "block")
    }

    /// Statements up to and including the closing `}` (the `{` at offset `open` is already consumed).
    mutating func parseStatementsUntilBrace(openAt open: Int, what: String) throws -> [Stmt] {
        let savedTrailing = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = savedTrailing }
        let statements = try parseStatementList(endsAt: { $0.check("}") }) { parser, failure in
            if let failure {
                parser.report(.error("the \(what) that starts here is never closed with '}'", at: parser.file.range(open, open + 1)))
                throw failure
            }
            if parser.braceMissingItsClose(inside: open) != nil {
                throw parser.unclosedBrace(openAt: open, message: "")
            }
            throw parser.fail("expected '}' to close the \(what); the file ended first",
                              at: parser.file.range(parser.current.start, parser.current.start))
        }
        advance()
        return statements
    }

    /// The one loop over statements, for blocks and `switch` cases: statements
    /// separated by new lines or `;`, each error reported once and skipped to the
    /// next statement. It stops where `endsAt` says (a `}`, the next `case`), or
    /// at the end of the file, where `atEndOfFile` decides (given the error that
    /// led there, if any).
    mutating func parseStatementList(endsAt: (inout Parser) -> Bool,
                                     atEndOfFile: (inout Parser, Error?) throws -> Void) throws -> [Stmt] {
        var statements: [Stmt] = []
        while !endsAt(&self) {
            if atEnd {
                try atEndOfFile(&self, nil)
                break
            }
            if check(";") {
                // `a; b` and `a;` separate or end statements; a `;` alone is no statement in Swift.
                if isSwift, statements.isEmpty || current.atLineStart || list.tokens[position - 1].isPunct(";") {
                    report(.error("a ';' alone is not a statement; remove it", at: currentRange()))
                }
                advance()
                continue
            }
            let before = position
            do {
                statements.append(try parseStatement())
                statements += pendingStatements
                pendingStatements = []
                if !check("}"), !check(";"), !current.atLineStart, !atEnd, !endsAt(&self) {
                    throw fail("expected a new line or ';' between statements, found \(describe(current))")
                }
            } catch {
                pendingStatements = []
                recover(from: before)
                if atEnd {
                    try atEndOfFile(&self, error)
                    break
                }
            }
        }
        return statements
    }

    mutating func parseStatement() throws -> Stmt {
        let start = currentStart
        // `outer: for …`: a label for `break outer` / `continue outer`.
        if peekIs(":"), let label = currentIdentifier, !isKeyword, let next = peek(2).identifier,
           ["for", "while", "repeat", "switch", "do", "if"].contains(next) {
            advance()
            advance()
            let inner = try parseStatement()
            return Stmt(.labeled(label: label, inner), range(from: start))
        }
        if isSwift {
            // `@discardableResult func …`, `@State var …` in a body: the attributes change nothing here.
            // A property wrapper's (`@Clamped(0...10) var level = 5`) are kept on the binding.
            var attributes: [Attribute] = []
            if case .attribute = current.kind { attributes = parseAttributes() }
            // `lazy var x = …` in a function: computed where it is declared.
            if currentIdentifier == "lazy", peek().isIdentifier("var") { advance() }
            // `nonisolated(unsafe) let x = y`, `unowned(unsafe) var`, `weak var`: isolation and ownership are the compiler's.
            while let word = currentIdentifier, ["nonisolated", "unowned", "weak"].contains(word), !peek().atLineStart,
                  case let ahead = peekIs("(") && peek(2).identifier != nil && peek(3).isPunct(")") ? 4 : 1,
                  peek(ahead).isIdentifier("var") || peek(ahead).isIdentifier("let") {
                advance()
                if consume("(") { advance(); advance() }
            }
            if let declaration = try parseLocalDeclaration(start: start) { return declaration }
            // `discard self` in a `consuming` method: self's `deinit` does not run; Widgetry runs none.
            if currentIdentifier == "discard", peek().isIdentifier("self"), !peek().atLineStart, !isKeyword {
                advance()
                advance()
                return Stmt(.expr(Expr(.tuple([]), range(from: start))), range(from: start))
            }
            // `yield values[0]`, `yield &storage` in a `_read`/`_modify` accessor: the value it gives.
            if coroutineAccessors > 0, currentIdentifier == "yield", !isKeyword, !peek().atLineStart {
                advance()
                return Stmt(.return(try parseExpression()), range(from: start))
            }
            if !attributes.isEmpty, current.isIdentifier("var") || current.isIdentifier("let"), !peekIs("(") {
                var binding = try parseBinding(wrapped: true)
                binding.attributes = attributes
                return Stmt(.binding(binding), range(from: start))
            }
        }
        guard let word = currentIdentifier, isKeyword else {
            // `fallthrough` is longer than the packed keywords (eight bytes).
            if case .identifier("fallthrough") = current.kind, !current.isEscaped {
                advance()
                return Stmt(.fallthrough, range(from: start))
            }
            return Stmt(.expr(try parseExpression()), range(from: start))
        }
        switch word {
        case "let", "var":
            if peekIs("(") { return Stmt(.binding(try parseTupleBinding()), range(from: start)) }
            return Stmt(.binding(try parseBinding()), range(from: start))
        case "async" where peek().isIdentifier("let") || peek().isIdentifier("var"):
            // `async let x = f()`: evaluated at once, in order; its error is thrown where it is awaited.
            advance()
            var binding = peekIs("(") ? try parseTupleBinding() : try parseBinding()
            binding.isAsync = true
            return Stmt(.binding(binding), range(from: start))
        case "repeat" where isSwift && !peekIs("{") && !peek().atLineStart:
            // `repeat print(each value)`: a parameter pack's expansion as a statement.
            return Stmt(.expr(try parseExpression()), range(from: start))
        case "repeat":
            advance()
            let body = try parseBlock("for the 'repeat' body")
            guard consumeKeyword("while") else { throw fail("expected 'while' after the 'repeat' body") }
            let condition = try withoutTrailingClosures { try $0.parseExpression() }
            return Stmt(.repeat(body: body, condition: condition), range(from: start))
        case "defer":
            advance()
            let body = try parseBlock("after 'defer'")
            return Stmt(.defer(body), range(from: start))
        case "if":
            return try parseIf()
        case "guard":
            advance()
            let conditions = try parseConditions()
            guard consumeKeyword("else") else { throw fail("expected 'else' after the guard condition") }
            let body = try parseBlock("after 'guard … else'")
            return Stmt(.guard(conditions: conditions, else: body), range(from: start))
        case "switch":
            return try parseSwitch()
        case "for":
            return try parseFor()
        case "while":
            advance()
            let conditions = try parseConditions()
            let body = try parseBlock("for the loop body")
            if conditions.count == 1, case .expr(let condition) = conditions[0] {
                return Stmt(.while(condition: condition, body: body), range(from: start))
            }
            return Stmt(.whileLet(conditions: conditions, body: body), range(from: start))
        case "return":
            advance()
            if check("}") || check(";") || atEnd || (current.atLineStart && !(isSwift && continuesReturn)) {
                return Stmt(.return(nil), range(from: start))
            }
            return Stmt(.return(try parseExpression()), range(from: start))
        case "throw":
            advance()
            return Stmt(.throw(try parseExpression()), range(from: start))
        case "do":
            advance()
            // `do throws(NetError) { … }`: the thrown type is checked loosely.
            if currentIdentifier == "throws" {
                advance()
                if check("("), !current.spaceBefore { skipBalanced() }
            }
            let body = try parseBlock("after 'do'")
            guard consumeKeyword("catch") else {
                return Stmt(.do(body: body, catchName: nil, catchBody: nil), range(from: start))
            }
            // `catch`, `catch let name`: one clause as before; patterns or several clauses: `doCatch`.
            var clauses: [SwitchCase] = []
            repeat {
                let clauseStart = previousEnd
                var patterns: [Expr] = []
                var whereClause: Expr?
                if currentIdentifier == "where" {
                    // `catch where attempt < limit { … }`: any error (`error`), when the condition holds.
                    advance()
                    whereClause = try withoutTrailingClosures { try $0.parseExpression() }
                } else if !check("{") {
                    // `catch NetError.offline, NetError.timeout { … }`: any of the patterns.
                    repeat { patterns.append(try parsePattern()) } while consume(",")
                    if consumeKeyword("where") { whereClause = try withoutTrailingClosures { try $0.parseExpression() } }
                }
                let handler = try parseBlock("after 'catch'")
                clauses.append(SwitchCase(patterns: patterns, body: handler, range: range(from: clauseStart), whereClause: whereClause))
            } while consumeKeyword("catch")
            if clauses.count == 1, clauses[0].whereClause == nil {
                switch clauses[0].patterns.first?.kind {
                case nil:
                    return Stmt(.do(body: body, catchName: nil, catchBody: clauses[0].body), range(from: start))
                case .bindingPattern(let name, _)?:
                    return Stmt(.do(body: body, catchName: name, catchBody: clauses[0].body), range(from: start))
                default: break
                }
            }
            return Stmt(.doCatch(body: body, clauses: clauses), range(from: start))
        case "break", "continue":
            advance()
            var label: String?
            if let name = currentIdentifier, !current.atLineStart, !isReservedWord {
                label = name
                advance()
            }
            return Stmt(word == "break" ? .break(label: label) : .continue(label: label), range(from: start))
        case "else":
            throw fail("'else' without a matching 'if'")
        case "case", "default":
            throw fail("'\(word)' is only allowed inside a 'switch'")
        case "func" where peek().identifier != nil && !peek().atLineStart:
            // A local function: the constant closure it is (`let inner = { (x: Int) in … }`), whose
            // parameters keep their argument labels and default values for the calls.
            let function = try parseFunction(isStatic: false)
            let parameters = function.parameters.map { parameter in
                var each = Closure.Parameter(name: parameter.name, type: parameter.type, range: parameter.range)
                each.localFunctionLabel = parameter.label
                each.defaultValue = parameter.defaultValue
                each.isInout = parameter.isInout
                return each
            }
            var local = Closure(parameters: parameters, body: function.body, range: function.range)
            local.isLocalFunction = true
            let closure = Expr(.closure(local), function.range)
            var binding = Binding(isConstant: true, name: function.name, nameRange: function.nameRange, type: nil, value: closure)
            binding.isFunction = true
            return Stmt(.binding(binding), range(from: start))
        case "func", "struct", "model", "enum", "widget", "provider", "intent", "entry", "view":
            if peek().identifier != nil, !peek().atLineStart {
                throw fail("'\(word)' declarations belong at the top level of the file, not inside a block")
            }
            return Stmt(.expr(try parseExpression()), range(from: start))
        default:
            return Stmt(.expr(try parseExpression()), range(from: start))
        }
    }

    /// `if … { } else if … { } else { }`: the branches of an `else if` chain are
    /// read in a loop (a long chain is flat code, not nesting), then nested from
    /// the last one, as the tree has them.
    mutating func parseIf() throws -> Stmt {
        var branches: [(start: Int, conditions: [Condition], then: [Stmt])] = []
        var finalElse: [Stmt]?
        var links = 0
        defer { depth -= links }
        while true {
            let start = currentStart
            advance()
            try nest()
            let conditions: [Condition], then: [Stmt]
            do {
                defer { unnest() }
                conditions = try parseConditions()
                then = try parseBlock("after the 'if' condition")
            }
            branches.append((start, conditions, then))
            guard consumeKeyword("else") else { break }
            if checkKeyword("if") {
                links += 1
                try link()
                continue
            }
            finalElse = try parseBlock("after 'else'")
            break
        }
        var elseClause = finalElse.map(ElseClause.block)
        var result: Stmt?
        for branch in branches.reversed() {
            let stmt = Stmt(.if(conditions: branch.conditions, then: branch.then, else: elseClause), range(from: branch.start))
            elseClause = .elseIf(stmt)
            result = stmt
        }
        guard let result else { throw fail("expected 'if'") }
        return result
    }

    /// `a, let b = c, d`.
    mutating func parseConditions() throws -> [Condition] {
        try withoutTrailingClosures { parser in
            var conditions: [Condition] = []
            repeat {
                if parser.checkKeyword("case") {
                    // `if case .some(let x) = e`, `guard case .loaded(let repo) = state`.
                    parser.advance()
                    let pattern = try parser.parsePattern()
                    try parser.expect("=", "after the pattern of 'case'")
                    conditions.append(.pattern(pattern, value: try parser.parseExpression()))
                } else if (parser.checkKeyword("let") || parser.checkKeyword("var")), parser.peekIs("(") {
                    // `guard let (a, b) = pair`: the optional's tuple, unwrapped and taken apart.
                    let isConstant = parser.checkKeyword("let")
                    parser.advance()
                    let saved = parser.allowsPatterns
                    parser.allowsPatterns = true
                    let tuple = try parser.parseParenthesizedOrTuple()
                    parser.allowsPatterns = saved
                    let pattern = Parser.bindingNames(in: tuple, isConstant: isConstant)
                    try parser.expect("=", "after the names to bind")
                    let optional = Expr(.optionalChain(Expr(.bindOptional(pattern), tuple.range)), tuple.range)
                    conditions.append(.pattern(optional, value: try parser.parseExpression()))
                } else if parser.checkKeyword("let") || parser.checkKeyword("var") {
                    let isVariable = parser.checkKeyword("var")
                    parser.advance()
                    let (name, nameRange) = try parser.expectIdentifier("a name to bind")
                    // `guard let p: [Self] = value`: the value as that type, if it is one.
                    let type = parser.consume(":") ? try parser.parseType() : nil
                    var value = Expr(.identifier(name), nameRange)
                    if parser.consume("=") {
                        value = try parser.parseExpression()
                        if let type { value = Expr(.cast(op: .optional, expr: value, type: type), value.range) }
                    }
                    // (`if let name` is short for `if let name = name`.)
                    if isVariable {
                        // `if var m = maybe { m += 1 }`, `guard var f: Float = Float(text)`: the unwrapped value in a
                        // variable, as the pattern `case var m?`.
                        let bound = Expr(.bindingPattern(name: name, isConstant: false), nameRange)
                        let pattern = Expr(.optionalChain(Expr(.bindOptional(bound), nameRange)), nameRange)
                        conditions.append(.pattern(pattern, value: value))
                    } else {
                        conditions.append(.optionalBinding(name: name, nameRange: nameRange, value: value))
                    }
                } else {
                    conditions.append(.expr(try parser.parseExpression()))
                }
            } while parser.consume(",")
            return conditions
        }
    }

    mutating func parseSwitch() throws -> Stmt {
        let start = currentStart
        advance()
        let subject = try withoutTrailingClosures { try $0.parseExpression() }
        try expect("{", "to start the switch cases")
        try nest()
        defer { unnest() }
        var cases: [SwitchCase] = []
        while !check("}") {
            if atEnd { throw fail("expected '}' to close the switch; the file ended first") }
            let caseStart = currentStart
            var patterns: [Expr] = []
            var whereClauses: [Expr?] = []
            // `@unknown default:` is `default:`.
            if case .attribute("unknown") = current.kind, peek().isIdentifier("default") { advance() }
            if consumeKeyword("default") {
                try expect(":", "after 'default'")
            } else if consumeKeyword("case") {
                // `case .a where x > 1, .b:`: each pattern may have a `where` of its own.
                repeat {
                    patterns.append(try parsePattern())
                    whereClauses.append(consumeKeyword("where") ? try parseExpression() : nil)
                } while consume(",")
                try expect(":", "after the case pattern")
            } else {
                throw fail("expected 'case' or 'default' in the switch, found \(describe(current))")
            }
            // `case 0: "zero" default: "many"`: the next case may follow on the same line.
            let body = try parseStatementList(endsAt: { parser in
                if case .attribute("unknown") = parser.current.kind { return true }
                return parser.check("}") || parser.checkKeyword("case") || parser.checkKeyword("default")
            }, atEndOfFile: { _, _ in })
            // (Statements only in a `#if` branch not taken still make the case one Swift accepts.)
            if body.isEmpty, !holdsDirective(from: previousEnd, to: currentStart) {
                report(.error("a switch case needs at least one statement; write 'break' to do nothing",
                              at: file.range(caseStart, previousEnd)))
            }
            var switchCase = SwitchCase(patterns: patterns, body: body, range: range(from: caseStart), whereClause: whereClauses.last ?? nil)
            if whereClauses.dropLast().contains(where: { $0 != nil }) { switchCase.earlierWhereClauses = Array(whereClauses.dropLast()) }
            cases.append(switchCase)
        }
        advance()
        return Stmt(.switch(subject: subject, cases: cases), range(from: start))
    }

    /// Whether the source between two offsets holds a `#if` line (whose tokens were dropped before parsing).
    func holdsDirective(from start: Int, to end: Int) -> Bool {
        let bytes = file.bytes
        guard start >= 0, end <= bytes.count, start < end else { return false }
        return String(decoding: bytes[start..<end], as: UTF8.self).contains("#if")
    }

    /// A pattern of a `case`: an expression where `let name` binds, and a
    /// leading `let`/`var` makes every plain name in it a binding
    /// (`case let .failed(error)`, `case let (x, y)`).
    mutating func parsePattern() throws -> Expr {
        let saved = allowsPatterns
        allowsPatterns = true
        defer { allowsPatterns = saved }
        return try withoutTrailingClosures { parser in
            if parser.checkKeyword("is") {
                // `case is HTTPURLResponse:`
                let start = parser.currentStart
                let wildcard = Expr(.identifier("_"), parser.currentRange())
                parser.advance()
                let type = try parser.parseType()
                return Expr(.cast(op: .test, expr: wildcard, type: type), parser.range(from: start))
            }
            var isConstant: Bool?
            if parser.checkKeyword("let") || parser.checkKeyword("var") {
                let distributes = parser.peekIs("(") || parser.peekIs(".")
                    || (parser.peek().identifier != nil && (parser.peekIs(".", 2) || parser.peekIs("(", 2)))
                if distributes {
                    isConstant = parser.checkKeyword("let")
                    parser.advance()
                }
            }
            // `case token == Token.name:` in `switch true`: any expression short of a ternary or an assignment.
            let pattern = try parser.parseBinary(minimum: Precedence.disjunction.level)
            guard let isConstant else { return pattern }
            return Parser.bindingNames(in: pattern, isConstant: isConstant)
        }
    }

    /// `case let .failed(error)`: the names in a pattern become bindings (not the case name or a type).
    static func bindingNames(in pattern: Expr, isConstant: Bool) -> Expr {
        switch pattern.kind {
        case .identifier(let name) where name != "_":
            return Expr(.bindingPattern(name: name, isConstant: isConstant), pattern.range)
        case .call(let callee, let arguments, let trailing):
            let bound = arguments.map { Argument(label: $0.label, labelRange: $0.labelRange, value: bindingNames(in: $0.value, isConstant: isConstant)) }
            return Expr(.call(callee: callee, arguments: bound, trailingClosures: trailing), pattern.range)
        case .tuple(let elements):
            return Expr(.tuple(elements.map { Argument(label: $0.label, labelRange: $0.labelRange, value: bindingNames(in: $0.value, isConstant: isConstant)) }), pattern.range)
        case .cast(let op, let inner, let type) where op == .plain:
            return Expr(.cast(op: op, expr: bindingNames(in: inner, isConstant: isConstant), type: type), pattern.range)
        case .parenthesized(let inner):
            return Expr(.parenthesized(bindingNames(in: inner, isConstant: isConstant)), pattern.range)
        case .optionalChain(let inner):
            // `case let (l?, r?)`: each `name?` binds the value inside the optional.
            return Expr(.optionalChain(bindingNames(in: inner, isConstant: isConstant)), pattern.range)
        case .bindOptional(let inner):
            return Expr(.bindOptional(bindingNames(in: inner, isConstant: isConstant)), pattern.range)
        default:
            return pattern
        }
    }

    /// `for name in s`, `for (i, x) in s.enumerated()`, `for _ in 0..<3`,
    /// `for x in s where x > 0`, `for await r in group`, `for case let x? in s`.
    mutating func parseFor() throws -> Stmt {
        let start = currentStart
        advance()
        if currentIdentifier == "await" || currentIdentifier == "try" {
            advance()
            if currentIdentifier == "await" { advance() }
        }
        let pattern: Expr
        let isCasePattern = consumeKeyword("case")
        if isCasePattern {
            pattern = try parsePattern()
        } else if check("(") {
            let saved = allowsPatterns
            allowsPatterns = true
            defer { allowsPatterns = saved }
            pattern = try parseParenthesizedOrTuple()
        } else {
            // `for var n in …`: a loop variable the body may change.
            if checkKeyword("var"), peek().identifier != nil { advance() }
            let (name, nameRange) = try expectIdentifier("a loop variable name")
            pattern = Expr(.identifier(name), nameRange)
        }
        // `for (name, count): (String, Int) in pairs`: the elements' type, checked loosely.
        if consume(":") { _ = try parseType() }
        guard consumeKeyword("in") else { throw fail("expected 'in' after the loop variable") }
        let sequence = try withoutTrailingClosures { try $0.parseExpression() }
        var whereClause: Expr?
        if consumeKeyword("where") {
            whereClause = try withoutTrailingClosures { try $0.parseExpression() }
        }
        let body = try parseBlock("for the loop body")
        return Stmt(.forIn(ForLoop(pattern: pattern, sequence: sequence, whereClause: whereClause, body: body,
                                   isCasePattern: isCasePattern)), range(from: start))
    }

    /// `let (data, response) = try await f()`, `let (a, _) = pair`.
    mutating func parseTupleBinding() throws -> Binding {
        let isConstant = current.isIdentifier("let")
        let nameRange = currentRange()
        advance()
        let saved = allowsPatterns
        allowsPatterns = true
        let pattern = try parseParenthesizedOrTuple()
        allowsPatterns = saved
        var type: TypeRef?
        if consume(":") { type = try parseType() }
        // `let (response, body): (HTTPResponse, HTTPBody?)`: each name is given its value later, as `let x: Int` is.
        if isSwift, type != nil, !check("=") {
            return Binding(isConstant: isConstant, name: "", nameRange: nameRange, type: type, value: nil, pattern: pattern)
        }
        try expect("=", "after the names of the tuple")
        let value = try parseExpression()
        return Binding(isConstant: isConstant, name: "", nameRange: nameRange, type: type, value: value, pattern: pattern)
    }

    mutating func withoutTrailingClosures<T>(_ body: (inout Parser) throws -> T) throws -> T {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        return try body(&self)
    }
}

extension Parser {
    /// After `return` at a line's end, Swift reads the next line as the value returned unless it starts a statement
    /// or a declaration (`return\n    .init(entries: entries, policy: .atEnd)`).
    var continuesReturn: Bool {
        switch current.kind {
        case .attribute, .endOfFile: return false
        case .identifier(let word): return current.isEscaped || (!word.hasPrefix("#") && !Parser.statementWords.contains(word))
        case .punct(let mark): return mark != "#" && mark != "}"
        default: return true
        }
    }

    /// The words that start a statement or a declaration where a statement may go.
    static let statementWords: Set<String> = [
        "let", "var", "if", "guard", "for", "while", "repeat", "switch", "return", "throw", "defer", "do", "break", "continue",
        "fallthrough", "case", "default", "func", "struct", "class", "enum", "extension", "protocol", "import", "typealias", "actor",
        "static", "private", "fileprivate", "public", "internal", "open", "final", "override", "mutating", "nonmutating", "lazy",
        "weak", "unowned", "init", "deinit", "subscript", "operator", "precedencegroup", "indirect", "convenience", "required",
    ]
}
