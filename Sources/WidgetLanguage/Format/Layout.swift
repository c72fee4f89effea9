/// One thing the formatter prints: a token or a comment, with its source bytes.
struct LayoutElement {
    enum Kind { case token, lineComment, blockComment }
    var kind: Kind
    var start: Int
    var end: Int
    var token: Token?

    var isComment: Bool { kind != .token }
    func isPunct(_ text: String) -> Bool { token?.isPunct(text) ?? false }
    var isOpener: Bool { isPunct("{") || isPunct("(") || isPunct("[") }
    var isCloser: Bool { isPunct("}") || isPunct(")") || isPunct("]") }

    /// A keyword (not a name in backticks).
    func isKeyword(_ words: Set<String>) -> Bool {
        guard let token, !token.isEscaped, let name = token.identifier else { return false }
        return words.contains(name)
    }
}

/// The white space decided for the gap before an element.
struct Gap {
    /// 0: same line; 1: next line; 2: after one blank line.
    var newlines = 0
    /// On the same line: one space, or none.
    var space = false
}

/// A widget file's tokens and comments, and the layout the formatter gives them.
struct Layout {
    let file: SourceFile
    let facts: LayoutFacts
    var elements: [LayoutElement] = []
    var gaps: [Gap] = []
    /// For each opening bracket, the index of its closing bracket (and back).
    var partner: [Int: Int] = [:]

    init(file: SourceFile, tokens: [Token], comments: [Comment], tree: WidgetFile) {
        self.file = file
        self.facts = LayoutFacts(tree: tree, tokens: tokens)
        var commentIndex = 0
        for token in tokens {
            if case .endOfFile = token.kind { break }
            while commentIndex < comments.count, comments[commentIndex].start < token.start {
                elements.append(Layout.element(comments[commentIndex]))
                commentIndex += 1
            }
            if token.isPunct(";") { continue }
            elements.append(LayoutElement(kind: .token, start: token.start, end: token.end, token: token))
        }
        for comment in comments[commentIndex...] { elements.append(Layout.element(comment)) }
        matchBrackets()
        gaps = Array(repeating: Gap(), count: elements.count)
        decideLineBreaks()
        decideSpaces()
    }

    static func element(_ comment: Comment) -> LayoutElement {
        LayoutElement(kind: comment.isBlock ? .blockComment : .lineComment, start: comment.start, end: comment.end, token: nil)
    }

    mutating func matchBrackets() {
        var stack: [Int] = []
        for (index, element) in elements.enumerated() {
            if element.isOpener {
                stack.append(index)
            } else if element.isCloser, let open = stack.popLast() {
                partner[open] = index
                partner[index] = open
            }
        }
    }

    /// The source text of an element, as printed: comments lose trailing blanks.
    func text(_ element: LayoutElement) -> String {
        var text = String(decoding: file.bytes[element.start..<element.end], as: UTF8.self)
        if element.kind == .lineComment {
            while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        }
        return text
    }

    /// Whether an element's own text spans lines (a multi-line string or block comment).
    func spansLines(_ element: LayoutElement) -> Bool {
        file.bytes[element.start..<element.end].contains(0x0A)
    }
}
