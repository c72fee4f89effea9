extension Parser {
    /// After a capitalised name, `<Item>` directly followed by `(`:
    /// `FetchDescriptor<Item>(…)`, `SortDescriptor<Item>(\.name)`.
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
                if !text.isEmpty, let last = text.last, last.isLetter || last.isNumber || last == "_" { return nil }
                text += name
            case .punct(let p):
                switch p {
                case "<": depth += 1; text += p
                case _ where p.allSatisfy({ $0 == ">" }):
                    // `>>` closes two lists (`Set<Array<Int>>()`), but only lists that are open.
                    guard p.count <= depth else { return nil }
                    depth -= p.count
                    text += String(repeating: ">", count: p.count - (depth == 0 ? 1 : 0))
                case ",": text += ", "
                case ":": text += ": "
                case "[", "]", "?", ".": text += p
                default: return nil
                }
            default:
                return nil
            }
            ahead += 1
        }
        guard depth == 0, !text.isEmpty else { return nil }
        let next = peek(ahead)
        guard !next.spaceBefore, next.isPunct("(") else { return nil }
        for _ in 0..<ahead { advance() }
        return text
    }
}
