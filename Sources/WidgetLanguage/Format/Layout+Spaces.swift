/// Spaces between two elements on the same line.
extension Layout {
    mutating func decideSpaces() {
        for index in elements.indices.dropFirst() where gaps[index].newlines == 0 {
            gaps[index].space = needsSpace(elements[index - 1], elements[index])
        }
    }

    static let keywords: Set<String> = Parser.reservedWords.union(["in"])
    static let typeAttributes: Set<String> = ["escaping", "Sendable", "MainActor", "autoclosure"]

    func needsSpace(_ previous: LayoutElement, _ next: LayoutElement) -> Bool {
        guard let a = previous.token, let b = next.token else { return true }
        // Empty brackets: `{}`, `()`, `[]`.
        if previous.isOpener, next.isCloser { return false }
        if b.isPunct(",") || b.isPunct(")") || b.isPunct("]") { return false }
        if b.isPunct(":") { return isTernary(next) }
        if a.isPunct("(") || a.isPunct("[") || a.isPunct("\\") || a.isPunct(".") { return false }
        // Generic arguments (`Array<Int>`): a `<` or `>` that is not a comparison in the tree.
        if (b.isPunct("<") || b.isPunct(">")) && !facts.binaryOperators.contains(next.start) { return false }
        if a.isPunct("<") && !facts.binaryOperators.contains(previous.start) { return false }
        // A type attribute before a function type: `@escaping (Int) -> Void`.
        if case .attribute(let name) = a.kind, b.isPunct("("), Layout.typeAttributes.contains(name) { return true }
        if case .attribute = a.kind, b.isPunct("[") { return true }
        if isPrefix(previous) { return false }
        if b.isPunct(".") { return facts.implicitMemberDots.contains(next.start) }
        if b.isPunct("(") || b.isPunct("[") { return !endsOperand(previous) || facts.captureListEnds.contains(previous.start) }
        if b.isPunct("?") { return isTernary(next) }
        if b.isPunct("!") { return isPrefix(next) }
        if isRange(a) || isRange(b) { return false }
        if a.isPunct("?") || a.isPunct("!") {
            // Postfix `?`/`!` (and `try?`/`try!`): a space before what follows, unless it continues the operand.
            return isTernary(previous) || !(b.isPunct("?") || b.isPunct("!"))
        }
        return true
    }

    func isTernary(_ element: LayoutElement) -> Bool { facts.ternaryMarks.contains(element.start) }

    func isPrefix(_ element: LayoutElement) -> Bool {
        guard let token = element.token, case .punct = token.kind else { return false }
        return facts.prefixOperators.contains(element.start)
    }

    func isRange(_ token: Token) -> Bool { token.isPunct("..<") || token.isPunct("...") }

    /// Whether a `(` or `[` right after this token would call or subscript it.
    func endsOperand(_ element: LayoutElement) -> Bool {
        guard let token = element.token else { return false }
        switch token.kind {
        case .identifier(let name): return token.isEscaped || !Layout.keywords.contains(name)
        case .attribute, .dollar: return true
        case .punct(let p): return p == ")" || p == "]" || p == "}" || ((p == "?" || p == "!") && !isTernary(element) && !isPrefix(element))
        default: return false
        }
    }
}
