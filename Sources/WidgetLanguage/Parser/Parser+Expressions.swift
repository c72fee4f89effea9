/// Binary operators by precedence, lowest first: Swift's standard precedence
/// groups. An operator of the program's own (`<>`, `.+.`) is `custom`, Swift's
/// `DefaultPrecedence` (just above the ternary).
enum Precedence: Int, Comparable {
    case assignment, ternary, custom, disjunction, conjunction, comparison, nilCoalescing, casting, range
    case addition, multiplication, bitwiseShift

    static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }

    static let standard: [String: Precedence] = [
        "=": .assignment, "+=": .assignment, "-=": .assignment, "*=": .assignment, "/=": .assignment, "%=": .assignment,
        "<<=": .assignment, ">>=": .assignment, "&=": .assignment, "|=": .assignment, "^=": .assignment,
        "&+=": .assignment, "&-=": .assignment, "&*=": .assignment, "&<<=": .assignment, "&>>=": .assignment,
        "?": .ternary,
        "||": .disjunction,
        "&&": .conjunction,
        "==": .comparison, "!=": .comparison, "<": .comparison, "<=": .comparison, ">": .comparison, ">=": .comparison,
        "===": .comparison, "!==": .comparison, "~=": .comparison,
        "??": .nilCoalescing,
        "..<": .range, "...": .range,
        "+": .addition, "-": .addition, "&+": .addition, "&-": .addition, "|": .addition, "^": .addition,
        "*": .multiplication, "/": .multiplication, "%": .multiplication, "&*": .multiplication, "&": .multiplication,
        "<<": .bitwiseShift, ">>": .bitwiseShift, "&<<": .bitwiseShift, "&>>": .bitwiseShift,
    ]

    /// Punctuation that is never an infix operator of the program's own.
    static let notOperators: Set<String> = [".", "!", "->", "#", "@", "`", "\\"]

    /// The precedence of an infix operator token; nil for punctuation that is none.
    static func of(_ op: String) -> Precedence? {
        if let known = standard[op] { return known }
        guard !notOperators.contains(op), op.unicodeScalars.allSatisfy(Precedence.isOperatorCharacter) else { return nil }
        return .custom
    }

    /// The characters Swift's operators are made of (its `operator-head` and `operator-character`).
    static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x25, 0x26, 0x2A, 0x2B, 0x2D, 0x2E, 0x2F, 0x3C...0x3F, 0x5E, 0x7C, 0x7E:  // ! % & * + - . / < = > ? ^ | ~
            return true
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030,
             0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
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
    /// `minimum` is the loosest precedence level (`Precedence.level`, or an operator group's) this call may consume.
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
        while true {
            // `as`, `as?`, `as!` and `is` bind tighter than `??` and comparisons, looser than ranges.
            // A line may start with one (`guard let e = info[key]\n as? Event`): neither word starts a statement in Swift.
            if isKeyword, Precedence.casting.level >= minimum, isSwift || !current.atLineStart, let word = currentIdentifier, word == "as" || word == "is" {
                lhs = try parseCast(lhs, word)
                links += 1
                try link()
                continue
            }
            guard case .punct(let op) = current.kind, let precedence = Precedence.of(op) else { break }
            let (level, isRightAssociative) = precedence == .custom
                ? shared.operatorGroups.precedence(of: op) : (precedence.level, precedence.isRightAssociative)
            if level < minimum { break }
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
            if isRightAssociative {
                try nest()
                nestedLinks += 1
                links += 1
            } else {
                links += 1
                try link()
            }
            if isQuestion {
                let then = try parseBinary(minimum: Precedence.ternary.level)
                try expect(":", "in the ternary expression 'condition ? a : b'")
                let otherwise = try parseBinary(minimum: Precedence.ternary.level)
                lhs = Expr(.ternary(condition: lhs, then: then, else: otherwise), lhs.range.union(otherwise.range))
                continue
            }
            let rhs = try parseBinary(minimum: isRightAssociative ? level : level + 1)
            let range = lhs.range.union(rhs.range)
            if precedence == .assignment {
                lhs = try assignment(op, lhs, rhs, operatorEnd: opToken.end)
            } else {
                // `a < b < c` parses, as in Swift, where folding the operators is the type checker's:
                // the checker refuses a comparison whose left side is an unparenthesised comparison.
                lhs = Expr(.binary(op: op, lhs: lhs, rhs: rhs), range)
            }
        }
        return lhs
    }

    /// `target = value` (or `+=` …); `try model = decode(data)`, where `try` covers the whole assignment, as
    /// in Swift. (A function of its own: `parseBinary` recurses once per nesting level, and its frame stays small.)
    mutating func assignment(_ op: String, _ target: Expr, _ value: Expr, operatorEnd: Int) throws -> Expr {
        if case .try(let kind, let assigned) = target.kind, isAssignable(assigned) {
            return Expr(.try(kind: kind, expr: Expr(.assign(op: op, target: assigned, value: value), assigned.range.union(value.range))),
                        target.range.union(value.range))
        }
        guard isAssignable(target) else {
            throw fail("cannot assign to this expression; only names, properties and subscripts can be assigned",
                       at: file.range(target.range.start.offset, operatorEnd))
        }
        return Expr(.assign(op: op, target: target, value: value), target.range.union(value.range))
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

    /// `consume x`, `copy x`, `unsafe p`; not `copy as? Self` or `consume is X`, a cast of a variable of that name.
    /// (Apart from `parseUnary`, which every level of a nested expression runs: its frame stays small.)
    func startsOwnershipOperator() -> Bool {
        guard let word = currentIdentifier, word == "consume" || word == "copy" || word == "unsafe",
              let next = peek().identifier, next != "as", next != "is", !peek().atLineStart, !isKeyword else { return false }
        return true
    }

    mutating func parseUnary() throws -> Expr {
        let start = currentStart
        // `!x`, `-x`, `+x`, `~bits`, `&value` (an inout argument), and prefix operators of the program's own.
        if case .punct(let op) = current.kind, isPrefixOperator(op) {
            if isSwift, position + 1 < list.count, list.tokens[position + 1].spaceBefore {
                throw fail("a prefix operator is written against its operand: '\(op)x', not '\(op) x'")
            }
            advance()
            try nest()
            defer { unnest() }
            let operand = try parseUnary()
            return Expr(Parser.prefixed(op, operand), range(from: start))
        }
        // `consume x`, `copy x`, `unsafe p.pointee`: the value itself (ownership and safety are the compiler's).
        if startsOwnershipOperator() {
            advance()
            return try parseUnary()
        }
        if isSwift, startsPackExpansion() { return try parsePackExpansion() }
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
        return try parsePostfix()
    }

    /// Parses the expression of a `\( … )` interpolation with a sub-parser over its bytes.
    mutating func parseInterpolation(start: Int, end: Int) -> Expr? {
        var sub = Parser(file: file, start: start, end: end, shared: shared)
        sub.depth = depth
        sub.nesting = nesting
        sub.isSwift = isSwift
        if !shared.renames.isEmpty { sub.list = TokenList(tokens: SwiftModuleNames.renamed(sub.list.tokens, shared.renames)) }
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
        // `\(reflecting: x)`: a labelled first argument, for an `appendInterpolation` of the program's.
        var firstLabel: (String, SourceRange)?
        if isSwift, let label = currentIdentifier, peekIs(":") {
            firstLabel = (label, currentRange())
            advance()
            advance()
        }
        let value = try parseExpression()
        guard check(",") || firstLabel != nil else { return value }
        var arguments = [Argument(label: firstLabel?.0, labelRange: firstLabel?.1, value: value)]
        while consume(",") {
            // `\(if: late, " (late)")`: in Swift a later argument may be unlabelled, as its `appendInterpolation` declares.
            if isSwift, !(peekIs(":") && currentIdentifier != nil) {
                arguments.append(Argument(label: nil, value: try parseExpression()))
                continue
            }
            guard peekIs(":"), let label = currentIdentifier else { throw fail("expected 'label: value' after ',' in an interpolation, found \(describe(current))") }
            let labelRange = currentRange()
            advance()
            advance()
            arguments.append(Argument(label: label, labelRange: labelRange, value: try parseExpression()))
        }
        let whole = range(from: start)
        return Expr(.call(callee: Expr(.identifier("appendInterpolation"), value.range), arguments: arguments, trailingClosures: []), whole)
    }

    /// `op operand`; `-9_223_372_036_854_775_808` is `Int.min`, whose digits alone are beyond `Int`.
    /// (Apart from `parseUnary`, whose frame is one of each level of nesting.)
    static func prefixed(_ op: String, _ operand: Expr) -> ExprKind {
        if op == "-", case .largeInteger(let digits) = operand.kind, let value = negated(digits) { return .integer(value) }
        return .unary(op: op, operand: operand)
    }

    /// Whether `repeat …` (not `repeat {`) or `each name` starts here: a parameter pack's expansion.
    func startsPackExpansion() -> Bool {
        if checkKeyword("repeat") { return !peekIs("{") && !peek().atLineStart }
        guard currentIdentifier == "each", !isKeyword, let next = peek().identifier, !peek().atLineStart else { return false }
        return !Parser.isReserved(next) && next != "as" && next != "is" && next != "where"
    }

    /// `repeat (each a, each b)`, `each value`: the expansions of parameter packs (`<each T>`),
    /// read as prefix words; the checker says Widgetry does not run them.
    mutating func parsePackExpansion() throws -> Expr {
        let start = currentStart
        let word = currentIdentifier ?? "each"
        advance()
        try nest()
        defer { unnest() }
        let operand = try parseUnary()
        return Expr(.unary(op: word, operand: operand), range(from: start))
    }

    /// The negative `Int` a large literal's digits make with a `-` before them, if it fits.
    static func negated(_ digits: String) -> Int? {
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int("-" + digits.dropFirst(2), radix: radix)
        }
        return Int("-" + digits)
    }

    /// Whether a punctuation token before an operand is a prefix operator.
    func isPrefixOperator(_ op: String) -> Bool {
        if ["!", "-", "+", "~", "&"].contains(op) { return true }
        // `..<5`, `...5` are read as partial ranges by the primary expression; `.` starts an implicit member.
        if op.hasPrefix(".") || op == "?" || op == "??" || op == "=" || op == "->" { return false }
        guard isSwift, let precedence = Precedence.of(op) else { return false }
        // `/AppAction.milestone` where an operand goes: a prefix `/` (a package's case path), as swiftc reads it when no
        // regex literal closes on the line (`<` and `>` stay a generic argument list's).
        if ["|", "^", "*", "/", "%"].contains(op), position + 1 < list.count, !list.tokens[position + 1].spaceBefore,
           current.spaceBefore || current.atLineStart || position == 0 || ["(", "[", ",", ":", "="].contains(list.tokens[position - 1].kind.punctText) {
            return true
        }
        return precedence == .custom || !["<", ">", "|", "^", "*", "/", "%"].contains(op) && precedence != .assignment && precedence != .ternary
    }
}
