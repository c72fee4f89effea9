extension Parser {
    /// At a `(`: `by:and:)`, `_:)` — argument labels only, as in a compound name
    /// (`moved(by:and:)`). Returns `by:and:` and moves past the `)`, or nil and
    /// moves nowhere when the parentheses hold arguments.
    mutating func scanArgumentLabels() -> String? {
        guard check("(") else { return nil }
        var ahead = 1
        var labels = ""
        while peek(ahead).identifier != nil, peekIs(":", ahead + 1), !peek(ahead + 1).spaceBefore {
            labels += (peek(ahead).identifier ?? "_") + ":"
            ahead += 2
        }
        guard !labels.isEmpty, peekIs(")", ahead) else { return nil }
        for _ in 0...ahead { advance() }
        return labels
    }

    /// After a capitalised name, `<Item>` as generic arguments: `FetchDescriptor<Item>(…)`,
    /// `SortDescriptor<Item>(\.name)`, `Set<String>.self`, `[Array<Int>]`.
    /// Returns the written arguments (`"Item"`, `"String, [Int]"`) and moves past
    /// the `>`, or returns nil and moves nowhere when the tokens are not
    /// generic arguments (so `a<b` stays a comparison).
    mutating func scanGenericArguments() -> String? {
        guard check("<"), !current.spaceBefore else { return nil }
        var ahead = 1
        var depth = 1
        var text = ""
        while depth > 0, ahead < 64 {
            let token = peek(ahead)
            switch token.kind {
            case .identifier(let name):
                // Two names in a row only as `any Error`, `some View`.
                if !text.isEmpty, let last = text.last, last.isLetter || last.isNumber || last == "_" {
                    guard text.hasSuffix("any") || text.hasSuffix("some") else { return nil }
                    text += " "
                }
                text += name
            case .punct(let p):
                switch p {
                case "<": depth += 1; text += p
                case _ where p.first == ">" && p.allSatisfy({ $0 == ">" || $0 == "?" || $0 == "!" }):
                    // `>>` closes two lists (`Set<Array<Int>>()`), but only lists that are open; `>?` closes one
                    // and makes the type before it optional (`Subject<Trie<Character>?, Never>`), inside the list.
                    for character in p {
                        guard depth > 0 else { return nil }
                        if character == ">" {
                            depth -= 1
                            if depth > 0 { text += ">" }
                        } else {
                            text.append(character)
                        }
                    }
                case ",": text += ", "
                case ":": text += ": "
                case "[", "]", "?", ".", "(", ")": text += p
                default: return nil
                }
            default:
                return nil
            }
            ahead += 1
        }
        guard depth == 0, !text.isEmpty else { return nil }
        // What may follow a generic type in an expression: a call, a member (`Set<String>.self`),
        // or the end of an argument, element or line.
        let next = peek(ahead)
        let follows = (!next.spaceBefore && (next.isPunct("(") || next.isPunct(".") || next.isPunct("?") || next.isPunct("!")))
            || (allowsTrailingClosure && next.isPunct("{") && !next.atLineStart)
            || next.isPunct(")") || next.isPunct(",") || next.isPunct("]") || next.atLineStart || next.kind == .endOfFile
        guard follows else { return nil }
        for _ in 0..<ahead { advance() }
        return text
    }
}
