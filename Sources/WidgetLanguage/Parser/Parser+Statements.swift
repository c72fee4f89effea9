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
        var statements: [Stmt] = []
        if !check("}") { statements.reserveCapacity(4) }
        while !check("}") {
            if atEnd {
                if braceMissingItsClose(inside: open) != nil {
                    throw unclosedBrace(openAt: open, message: "")
                }
                throw fail("expected '}' to close the \(what); the file ended first",
                           at: file.range(current.start, current.start))
            }
            if consume(";") { continue }
            let before = position
            do {
                statements.append(try parseStatement())
                if !check("}"), !check(";"), !current.atLineStart, !atEnd {
                    throw fail("expected a new line or ';' between statements, found \(describe(current))")
                }
            } catch {
                recover(from: before)
                if atEnd {
                    report(.error("the \(what) that starts here is never closed with '}'", at: file.range(open, open + 1)))
                    throw error
                }
            }
        }
        advance()
        return statements
    }

    mutating func parseStatement() throws -> Stmt {
        let start = currentStart
        guard let word = currentIdentifier, isKeyword else {
            return Stmt(.expr(try parseExpression()), range(from: start))
        }
        switch word {
        case "let", "var":
            return Stmt(.binding(try parseBinding()), range(from: start))
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
            advance()
            let (name, nameRange) = try expectIdentifier("a loop variable name")
            guard consumeKeyword("in") else { throw fail("expected 'in' after the loop variable '\(name)'") }
            let sequence = try withoutTrailingClosures { try $0.parseExpression() }
            let body = try parseBlock("for the loop body")
            return Stmt(.forIn(name: name, nameRange: nameRange, sequence: sequence, body: body), range(from: start))
        case "while":
            advance()
            let condition = try withoutTrailingClosures { try $0.parseExpression() }
            let body = try parseBlock("for the loop body")
            return Stmt(.while(condition: condition, body: body), range(from: start))
        case "return":
            advance()
            if check("}") || check(";") || current.atLineStart || atEnd {
                return Stmt(.return(nil), range(from: start))
            }
            return Stmt(.return(try parseExpression()), range(from: start))
        case "throw":
            advance()
            return Stmt(.throw(try parseExpression()), range(from: start))
        case "do":
            advance()
            let body = try parseBlock("after 'do'")
            guard consumeKeyword("catch") else {
                return Stmt(.do(body: body, catchName: nil, catchBody: nil), range(from: start))
            }
            var name: String?
            if consumeKeyword("let") { name = try expectIdentifier("a name for the caught error").0 }
            let handler = try parseBlock("after 'catch'")
            return Stmt(.do(body: body, catchName: name, catchBody: handler), range(from: start))
        case "break":
            advance()
            return Stmt(.break, range(from: start))
        case "continue":
            advance()
            return Stmt(.continue, range(from: start))
        case "else":
            throw fail("'else' without a matching 'if'")
        case "case", "default":
            throw fail("'\(word)' is only allowed inside a 'switch'")
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
                if parser.checkKeyword("let") || parser.checkKeyword("var") {
                    parser.advance()
                    let (name, nameRange) = try parser.expectIdentifier("a name to bind")
                    if parser.consume("=") {
                        conditions.append(.optionalBinding(name: name, nameRange: nameRange, value: try parser.parseExpression()))
                    } else {
                        // `if let name` is short for `if let name = name`.
                        conditions.append(.optionalBinding(name: name, nameRange: nameRange,
                                                           value: Expr(.identifier(name), nameRange)))
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
            if consumeKeyword("default") {
                try expect(":", "after 'default'")
            } else if consumeKeyword("case") {
                repeat { patterns.append(try parseExpression()) } while consume(",")
                try expect(":", "after the case pattern")
            } else {
                throw fail("expected 'case' or 'default' in the switch, found \(describe(current))")
            }
            var body: [Stmt] = []
            while !check("}"), !checkKeyword("case"), !checkKeyword("default"), !atEnd {
                if consume(";") { continue }
                let before = position
                do {
                    body.append(try parseStatement())
                    if !check("}"), !check(";"), !current.atLineStart, !atEnd {
                        throw fail("expected a new line or ';' between statements, found \(describe(current))")
                    }
                } catch {
                    recover(from: before)
                }
            }
            if body.isEmpty {
                report(.error("a switch case needs at least one statement; write 'break' to do nothing",
                              at: file.range(caseStart, previousEnd)))
            }
            cases.append(SwitchCase(patterns: patterns, body: body, range: range(from: caseStart)))
        }
        advance()
        return Stmt(.switch(subject: subject, cases: cases), range(from: start))
    }

    mutating func withoutTrailingClosures<T>(_ body: (inout Parser) throws -> T) throws -> T {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        return try body(&self)
    }
}
