/// Regex literals, read as one token each: `#/…/#` (any number of `#`; over
/// several lines when the opening `/` ends its line) always, and `/…/` where
/// Swift 6 reads one: in place of an operand, not touching what comes before
/// it, on one line, not starting or ending with a space, with no unbalanced
/// `)`. Anywhere else `/` is division. (`swiftc -parse -swift-version 6` is the
/// judge: in Swift 5 mode `/…/` needs `-enable-bare-slash-regex`.)
extension Lexer {
    /// At the first `#` of `#/`.
    mutating func lexExtendedRegex(pounds: Int) -> Token.Kind {
        let start = index
        var i = start + pounds + 1
        var openingLineEnd = i
        while openingLineEnd < limit, bytes[openingLineEnd] == 0x20 || bytes[openingLineEnd] == 0x09 { openingLineEnd += 1 }
        let multiline = openingLineEnd < limit && isLineBreak(bytes[openingLineEnd])
        while i < limit {
            let b = bytes[i]
            if b == UInt8(ascii: "/"), countPounds(from: i + 1) >= pounds {
                index = i + 1 + pounds
                return .regex(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            if isLineBreak(b), !multiline { break }
            if b == UInt8(ascii: "\\"), i + 1 < limit, multiline || !isLineBreak(bytes[i + 1]) {
                i += 2
            } else {
                i += 1
            }
        }
        let closing = "/" + String(repeating: "#", count: pounds)
        error("unterminated regex literal; add a closing '\(closing)'", start, start + pounds + 1)
        // Read on after the opening line: what follows is more likely code than pattern.
        index = multiline ? openingLineEnd : min(i, limit)
        return .regex(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    func countPounds(from offset: Int) -> Int {
        var count = 0
        while offset + count < limit, bytes[offset + count] == UInt8(ascii: "#") { count += 1 }
        return count
    }

    /// After an operator read from `operatorStart` to `index`: the regex literal
    /// its first `/` starts, if Swift reads one there. A prefix operator before the
    /// `/` (`!/a/`) is returned first, and the literal is the next token.
    mutating func lexBareRegex(operatorStart: Int) -> Token.Kind? {
        guard let slash = bytes[operatorStart..<index].firstIndex(of: UInt8(ascii: "/")), !isLeftBound(operatorStart) else {
            return nil
        }
        // `func /`, `operator /^/`: an operator is being declared.
        if let previous, !previous.isEscaped, previous.isIdentifier("func") || previous.isIdentifier("operator") { return nil }
        var mustBeRegex = false
        if !isRightBound(index, leftBound: false) {
            // Spaces on both sides: an infix `/`, unless no operand comes before it.
            guard expressionMayStart() else { return nil }
            mustBeRegex = previousIsInfixOperator()
        }
        guard let end = scanBareRegex(from: slash, mustBeRegex: mustBeRegex) else { return nil }
        if slash > operatorStart {
            pendingRegex = slash..<end
            index = slash
            return .punct(String(decoding: bytes[operatorStart..<slash], as: UTF8.self))
        }
        index = end
        return .regex(String(decoding: bytes[slash..<end], as: UTF8.self))
    }

    /// The regex literal found after a prefix operator, now the next token.
    mutating func lexPendingRegex(_ range: Range<Int>) -> Token.Kind {
        pendingRegex = nil
        index = range.upperBound
        return .regex(String(decoding: bytes[range], as: UTF8.self))
    }

    /// The end of the `/…/` that starts at `slash`, or nil when it is no regex
    /// literal. With `mustBeRegex` (after an infix operator, where only an operand
    /// can come) it is one even where it breaks the rules, which are reported.
    mutating func scanBareRegex(from slash: Int, mustBeRegex: Bool) -> Int? {
        var i = slash + 1
        // Reported once the literal is known to end: an unterminated one is reported alone.
        var problems: [(message: String, start: Int, end: Int)] = []
        if i < limit, bytes[i] == 0x20 || bytes[i] == 0x09 {
            guard mustBeRegex else { return nil }
            problems.append(("a regex literal cannot start with a space; escape it, or write #/ … /#", i, i + 1))
        }
        var groups = 0, classes = 0
        var lastSpace = -1
        scan: while i < limit, !isLineBreak(bytes[i]) {
            switch bytes[i] {
            case UInt8(ascii: "/"):
                // `/…//` or `/…/*`: a comment starts there, and the literal is unterminated.
                if startsComment(at: i) { break scan }
                if lastSpace == i - 1 {
                    guard mustBeRegex else { return nil }
                    problems.append(("a regex literal cannot end with a space; escape it, or write #/ … /#", lastSpace, i))
                }
                for problem in problems { error(problem.message, problem.start, problem.end) }
                return i + 1
            case UInt8(ascii: "\\"):
                // The escaped character, whatever it is, unless the line ends.
                guard i + 1 < limit, !isLineBreak(bytes[i + 1]) else { break scan }
                i += 2
                continue scan
            case UInt8(ascii: "(") where classes == 0:
                groups += 1
            case UInt8(ascii: ")") where classes == 0:
                if groups == 0 {
                    guard mustBeRegex else { return nil }
                } else {
                    groups -= 1
                }
            case UInt8(ascii: "["):
                classes += 1
            case UInt8(ascii: "]"):
                if classes > 0 { classes -= 1 }
            case 0x20, 0x09:
                lastSpace = i
            default:
                break
            }
            i += 1
        }
        guard mustBeRegex else { return nil }
        error("unterminated regex literal; add a closing '/'", slash, slash + 1)
        return min(i, limit)
    }

    /// Whether an expression may start after the previous token: not after an
    /// operand or a postfix operator, but after an opening bracket, a separator,
    /// an infix or prefix operator, or a keyword such as `return`.
    func expressionMayStart() -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .identifier(let name): return !previous.isEscaped && Lexer.keywordsBeforeOperands.contains(name)
        case .punct(let p):
            switch p {
            case "(", "[", "{", ",", ";", ":", "=": return true
            case ")", "]", "}", ".", "->", "\\", "#": return false
            default: return !isPostfix(previous)
            }
        default: return false
        }
    }

    /// Whether the previous token is `=` or an infix operator (space on both sides, or on neither).
    func previousIsInfixOperator() -> Bool {
        guard let previous, case .punct(let p) = previous.kind else { return false }
        if p == "=" { return true }
        guard !["(", "[", "{", ",", ";", ":", ")", "]", "}", ".", "->", "\\", "#"].contains(p) else { return false }
        let leftBound = isLeftBound(previous.start)
        return leftBound == isRightBound(previous.end, leftBound: leftBound)
    }

    func isPostfix(_ token: Token) -> Bool {
        let leftBound = isLeftBound(token.start)
        return leftBound && !isRightBound(token.end, leftBound: leftBound)
    }

    /// Swift's keywords after which an operand may come (`return /a/`, `case /a/`);
    /// `true`, `self` and the like are operands themselves.
    static let keywordsBeforeOperands: Set<String> = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "internal", "is", "let", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "static", "struct", "subscript", "switch", "throw", "throws", "try",
        "typealias", "var", "where", "while",
    ]
}
