/// `#if` in Swift files, decided as on a device of the module's platform
/// (`SwiftPlatform.compiling`: a project target's, else iOS 17): `os(iOS)` is true
/// on iOS, `os(macOS)` on macOS, …; `canImport(M)` is true for the modules Widgetry
/// provides (UIKit not on macOS, AppKit on macOS), `DEBUG` is true (a preview is a
/// debug build), `targetEnvironment(simulator)` and `(macCatalyst)` are false,
/// `swift(>=…)` and `compiler(>=…)` are true. The tokens of inactive
/// branches are dropped before parsing; as Swift parses them too, their
/// brackets must balance within the branch.
extension Parser {
    /// The tokens of `list` without the `#if`/`#elseif`/`#else`/`#endif` lines
    /// and the branches that are not taken.
    mutating func withoutInactiveBranches() -> TokenList? {
        var hasDirective = false
        for index in 0..<list.count where list.codes[index] == Parser.code("#") { hasDirective = true; break }
        guard hasDirective else { return nil }
        // One entry per open `#if`: whether the enclosing code is active, whether
        // a branch was taken, whether the current branch is active.
        // `checksVersion`: `#if swift(…)`/`compiler(…)`, whose inactive branches Swift does not parse.
        var stack: [(outer: Bool, taken: Bool, active: Bool, range: SourceRange, checksVersion: Bool)] = []
        // The brackets left open in the inactive branch being read, innermost last (nil once
        // the branch had an error), and those of the enclosing branches, one per open `#if`.
        var openBrackets: [Token]? = []
        var enclosingBrackets: [[Token]?] = []
        var kept: [Token] = []
        var keptCodes: [UInt32] = []
        var index = 0
        while index < list.count {
            let token = list.tokens[index]
            let isDirective = list.codes[index] == Parser.code("#") && token.atLineStart && index + 1 < list.count
                && ["if", "elseif", "else", "endif"].contains(list.tokens[index + 1].identifier ?? "")
            let active = stack.last?.active ?? true
            guard isDirective else {
                if active || index == list.count - 1 {
                    kept.append(token)
                    keptCodes.append(list.codes[index])
                } else if openBrackets != nil, stack.last?.checksVersion == false, !balanceInactive(token, &openBrackets) {
                    openBrackets = nil
                }
                index += 1
                continue
            }
            let word = list.tokens[index + 1].identifier ?? ""
            if word == "if" {
                enclosingBrackets.append(openBrackets)
                openBrackets = []
            } else {
                // A branch ends here: what it left open is a syntax error Swift reports even where it is inactive.
                if !active, stack.last?.checksVersion == false, let open = openBrackets?.first {
                    report(.error("this '\(open.kind.punctText)' is never closed in its '#if' branch; an inactive branch is not compiled, but Swift parses it",
                                  at: sourceRange(open.start, open.end)))
                }
                openBrackets = word == "endif" ? (enclosingBrackets.popLast() ?? []) : []
            }
            let range = sourceRange(token.start, list.tokens[index + 1].end)
            // The condition: the rest of the line.
            var end = index + 2
            while end < list.count - 1, !list.tokens[end].atLineStart { end += 1 }
            let condition = Array((index + 2)..<end).map { list.tokens[$0] }
            switch word {
            case "if":
                let value = CompilationCondition.evaluate(condition)
                let checksVersion = condition.contains { $0.isIdentifier("swift") || $0.isIdentifier("compiler") }
                stack.append((outer: active, taken: value, active: active && value, range: range, checksVersion: checksVersion))
            case "elseif":
                if var top = stack.popLast() {
                    let value = !top.taken && CompilationCondition.evaluate(condition)
                    top.active = top.outer && value
                    top.taken = top.taken || value
                    stack.append(top)
                } else {
                    report(.error("'#elseif' without '#if'", at: range))
                }
            case "else":
                if var top = stack.popLast() {
                    top.active = top.outer && !top.taken
                    top.taken = true
                    stack.append(top)
                } else {
                    report(.error("'#else' without '#if'", at: range))
                }
            default:
                if stack.popLast() == nil { report(.error("'#endif' without '#if'", at: range)) }
            }
            index = word == "else" || word == "endif" ? index + 2 : end
        }
        if let open = stack.last {
            report(.error("'#if' is never closed; add '#endif'", at: open.range))
        }
        return TokenList(keeping: kept, codes: keptCodes)
    }

    /// Follows the brackets of a token of an inactive branch; false (and reported) for a
    /// closing one that matches nothing open in the branch.
    mutating func balanceInactive(_ token: Token, _ open: inout [Token]?) -> Bool {
        guard case .punct(let p) = token.kind else { return true }
        switch p {
        case "(", "[", "{":
            open?.append(token)
        case ")", "]", "}":
            let opener = p == ")" ? "(" : p == "]" ? "[" : "{"
            guard open?.last?.isPunct(opener) == true else {
                report(.error("'\(p)' closes no '\(opener)' of its '#if' branch; an inactive branch is not compiled, but Swift parses it",
                              at: sourceRange(token.start, token.end)))
                return false
            }
            open?.removeLast()
        default:
            break
        }
        return true
    }
}

extension Token.Kind {
    /// The text of a punctuation token (empty for any other).
    var punctText: String {
        if case .punct(let p) = self { return p }
        return ""
    }
}

/// A `#if` condition over its tokens: names, calls like `os(iOS)`, `!`, `&&`, `||`, parentheses.
enum CompilationCondition {
    static func evaluate(_ tokens: [Token]) -> Bool {
        var reader = Reader(tokens: tokens)
        return reader.disjunction()
    }

    /// The modules `canImport` finds: those Widgetry provides (see `SwiftModules`) that the
    /// platform has (`SwiftPlatform.canImport`).
    struct Reader {
        let tokens: [Token]
        var index = 0

        mutating func disjunction() -> Bool {
            var value = conjunction()
            while index < tokens.count, tokens[index].isPunct("||") {
                index += 1
                let rhs = conjunction()
                value = value || rhs
            }
            return value
        }

        mutating func conjunction() -> Bool {
            var value = unary()
            while index < tokens.count, tokens[index].isPunct("&&") {
                index += 1
                let rhs = unary()
                value = value && rhs
            }
            return value
        }

        mutating func unary() -> Bool {
            guard index < tokens.count else { return false }
            if tokens[index].isPunct("!") {
                index += 1
                return !unary()
            }
            if tokens[index].isPunct("(") {
                index += 1
                let value = disjunction()
                if index < tokens.count, tokens[index].isPunct(")") { index += 1 }
                return value
            }
            guard let name = tokens[index].identifier else {
                index += 1
                return false
            }
            index += 1
            if case .bool(let b)? = literal(name) { return b }
            guard index < tokens.count, tokens[index].isPunct("(") else { return name == "DEBUG" }
            // A call: its argument is a name or a version comparison.
            var argument: [Token] = []
            var depth = 0
            index += 1
            while index < tokens.count {
                if tokens[index].isPunct("(") { depth += 1 }
                if tokens[index].isPunct(")") {
                    if depth == 0 { break }
                    depth -= 1
                }
                argument.append(tokens[index])
                index += 1
            }
            if index < tokens.count { index += 1 }
            let word = argument.first?.identifier ?? ""
            switch name {
            case "os": return word == SwiftPlatform.compiling.rawValue || (word == "xrOS" && SwiftPlatform.compiling == .visionOS)
            case "canImport": return SwiftPlatform.compiling.canImport(word)
            case "targetEnvironment": return false
            case "arch": return word == "arm64"
            case "swift", "compiler": return true
            case "hasFeature", "hasAttribute": return false
            default: return false
            }
        }

        func literal(_ name: String) -> Literal? {
            name == "true" ? .bool(true) : name == "false" ? .bool(false) : nil
        }

        enum Literal { case bool(Bool) }
    }
}
