/// Binary operators by precedence, lowest first (Swift's order).
enum Precedence: Int, Comparable {
    case assignment, ternary, disjunction, conjunction, comparison, nilCoalescing, casting, range, addition, multiplication

    static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }

    static func of(_ op: String) -> Precedence? { of(code: Parser.code(op)) }

    /// On the operator's code (see `Parser.code`), not its string: this runs for every operand.
    static func of(code: UInt32) -> Precedence? {
        switch code {
        case 0x3D, 0x3D2B, 0x3D2D, 0x3D2A, 0x3D2F, 0x3D25: return .assignment     // = += -= *= /= %=
        case 0x3F: return .ternary                                                  // ?
        case 0x7C7C: return .disjunction                                            // ||
        case 0x2626: return .conjunction                                            // &&
        case 0x3D3D, 0x3D21, 0x3C, 0x3D3C, 0x3E, 0x3D3E, 0x3D3D3D, 0x3D3D21:
            return .comparison                                                      // == != < <= > >= === !==
        case 0x3F3F: return .nilCoalescing                                          // ??
        case 0x3C2E2E, 0x2E2E2E: return .range                                      // ..< ...
        case 0x2B, 0x2D: return .addition                                           // + -
        case 0x2A, 0x2F, 0x25: return .multiplication                               // * / %
        default: return nil
        }
    }

    var isRightAssociative: Bool { self == .assignment || self == .ternary || self == .nilCoalescing }
}

extension Parser {
    public mutating func parseExpression() throws -> Expr {
        try nest()
        defer { unnest() }
        return try parseBinary(minimum: 0)
    }

    /// Precedence climbing over binary operators, the ternary and assignment.
    /// `minimum` is the loosest precedence level (a `Precedence` raw value) this call may consume.
    mutating func parseBinary(minimum: Int) throws -> Expr {
        // Each operator nests the tree one level deeper (`a + b + c` is `(a + b) + c`).
        // A left-associative chain is read in this loop; a right-associative one
        // (`a ?? b ?? c`, `x = y = z`, nested `?:`) recurses for its right side, so
        // it counts as nesting.
        var links = 0, nestedLinks = 0
        defer {
            depth -= links
            nesting -= nestedLinks
        }
        var lhs = try parseUnary()
        if check("&") || check("|") {
            throw fail("'\(check("&") ? "&" : "|")' is not an operator; did you mean '\(check("&") ? "&&" : "||")'?")
        }
        while true {
            // `as`, `as?`, `as!` and `is` bind tighter than `??` and comparisons, looser than ranges.
            if isKeyword, Precedence.casting.rawValue >= minimum, !current.atLineStart, let word = currentIdentifier, word == "as" || word == "is" {
                lhs = try parseCast(lhs, word)
                links += 1
                try link()
                continue
            }
            guard let precedence = Precedence.of(code: list.codes[position]), case .punct(let op) = current.kind else { break }
            if precedence.rawValue < minimum { break }
            // `90...` (in a `case`): a range open at the top.
            if precedence == .range, op == "...", peekIs(":") || peekIs(",") || peekIs(")") || peekIs("]") {
                advance()
                lhs = Expr(.postfixRange(lhs), range(from: lhs.range.start))
                links += 1
                try link()
                continue
            }
            let isQuestion = precedence == .ternary
            // `a -b` is `a` followed by a prefix operator, not a subtraction.
            if current.spaceBefore, !isQuestion, position + 1 < list.count, !list.tokens[position + 1].spaceBefore { break }
            if isQuestion, !current.spaceBefore { break }
            let opToken = current
            advance()
            if precedence.isRightAssociative {
                try nest()
                nestedLinks += 1
                links += 1
            } else {
                links += 1
                try link()
            }
            if isQuestion {
                let then = try parseBinary(minimum: Precedence.ternary.rawValue)
                try expect(":", "in the ternary expression 'condition ? a : b'")
                let otherwise = try parseBinary(minimum: Precedence.ternary.rawValue)
                lhs = Expr(.ternary(condition: lhs, then: then, else: otherwise), lhs.range.union(otherwise.range))
                continue
            }
            let rhs = try parseBinary(minimum: precedence.isRightAssociative ? precedence.rawValue : precedence.rawValue + 1)
            let range = lhs.range.union(rhs.range)
            if precedence == .assignment {
                guard isAssignable(lhs) else {
                    throw fail("cannot assign to this expression; only names, properties and subscripts can be assigned",
                               at: file.range(lhs.range.start.offset, opToken.end))
                }
                lhs = Expr(.assign(op: op, target: lhs, value: rhs), range)
            } else {
                if precedence == .comparison, case .binary(let innerOp, _, _) = lhs.kind,
                   Precedence.of(innerOp) == .comparison, !isParenthesized(lhs) {
                    throw fail("comparisons cannot be chained; use '&&' between them", at: rangeOf(opToken))
                }
                lhs = Expr(.binary(op: op, lhs: lhs, rhs: rhs), range)
            }
        }
        return lhs
    }

    /// `lhs as T`, `lhs as? T`, `lhs as! T`, `lhs is T` (the word is current).
    mutating func parseCast(_ lhs: Expr, _ word: String) throws -> Expr {
        advance()
        var op: CastOperator = word == "is" ? .test : .plain
        if word == "as", !current.spaceBefore {
            if consume("?") { op = .optional } else if consume("!") { op = .forced }
        }
        let type = try parseType()
        return Expr(.cast(op: op, expr: lhs, type: type), lhs.range.union(type.range))
    }

    func isAssignable(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .member, .subscript, .optionalChain, .forceUnwrap, .anonymousArgument: return true
        case .tuple(let elements): return elements.allSatisfy { isAssignable($0.value) }
        default: return false
        }
    }

    func isParenthesized(_ expr: Expr) -> Bool {
        if case .parenthesized = expr.kind { return true }
        return false
    }

    mutating func parseUnary() throws -> Expr {
        let start = currentStart
        if check("!") || check("-") || check("+") {
            guard case .punct(let op) = current.kind else { return try parsePostfix() }
            if isSwift, position + 1 < list.count, list.tokens[position + 1].spaceBefore {
                throw fail("a prefix operator is written against its operand: '\(op)x', not '\(op) x'")
            }
            advance()
            try nest()
            defer { unnest() }
            let operand = try parseUnary()
            return Expr(.unary(op: op, operand: operand), range(from: start))
        }
        // `consume x`, `copy x`, `unsafe p.pointee`: the value itself (ownership and safety are the compiler's).
        if let word = currentIdentifier, word == "consume" || word == "copy" || word == "unsafe",
           peek().identifier != nil, !peek().atLineStart, !isKeyword {
            advance()
            return try parseUnary()
        }
        if checkKeyword("await") {
            // Calls run to completion in order: `await` changes nothing.
            advance()
            try nest()
            defer { unnest() }
            return try parseUnary()
        }
        if checkKeyword("try") {
            advance()
            try nest()
            defer { unnest() }
            var kind = TryKind.plain
            if check("?"), !current.spaceBefore { advance(); kind = .optional }
            else if check("!"), !current.spaceBefore { advance(); kind = .forced }
            // Like Swift, `try` covers the whole binary expression to its right.
            let operand = try parseBinary(minimum: Precedence.ternary.rawValue)
            return Expr(.try(kind: kind, expr: operand), range(from: start))
        }
        if check("&") || check("|") {
            throw fail("'\(check("&") ? "&" : "|")' is not an operator here; did you mean '\(check("&") ? "&&" : "||")'?")
        }
        return try parsePostfix()
    }

    /// Parses the expression of a `\( … )` interpolation with a sub-parser over its bytes.
    mutating func parseInterpolation(start: Int, end: Int) -> Expr? {
        var sub = Parser(file: file, start: start, end: end)
        sub.depth = depth
        sub.nesting = nesting
        let expr: Expr?
        if sub.atEnd {
            sub.report(.error("empty interpolation; put an expression inside '\\( )'", at: file.range(max(0, start - 2), end + 1)))
            expr = nil
        } else {
            expr = try? sub.parseInterpolationArguments()
            if expr != nil, !sub.atEnd {
                sub.report(.error("unexpected \(sub.describe(sub.current)) in interpolation", at: sub.rangeOf(sub.current)))
            }
        }
        for diagnostic in sub.diagnostics { report(diagnostic) }
        if sub.anonymousArguments > anonymousArguments { anonymousArguments = sub.anonymousArguments }
        return expr
    }

    /// `x` or `x, privacy: .public, format: .fixed(precision: 2), align: .right(columns: 5)`:
    /// with labelled arguments, the call `appendInterpolation(x, privacy: …)` (Swift's name for it).
    mutating func parseInterpolationArguments() throws -> Expr {
        let start = currentStart
        let value = try parseExpression()
        guard check(",") else { return value }
        var arguments = [Argument(label: nil, labelRange: nil, value: value)]
        while consume(",") {
            guard peekIs(":"), let label = currentIdentifier else { throw fail("expected 'label: value' after ',' in an interpolation, found \(describe(current))") }
            let labelRange = currentRange()
            advance()
            advance()
            arguments.append(Argument(label: label, labelRange: labelRange, value: try parseExpression()))
        }
        let whole = range(from: start)
        return Expr(.call(callee: Expr(.identifier("appendInterpolation"), value.range), arguments: arguments, trailingClosures: []), whole)
    }
}
