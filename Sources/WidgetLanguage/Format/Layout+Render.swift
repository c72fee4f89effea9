/// Indentation and the final text (see `WidgetFormatter` for the rules).
extension Layout {
    /// An open bracket while printing.
    struct OpenBracket {
        /// Indentation of the line the bracket is on.
        var lineIndent: Int
        var isBrace: Bool
        var isSwitch: Bool
        /// Index of the bracket element (-1 for the file itself).
        var element: Int
        /// Indentation of the current statement's continuation lines, once known.
        var continuation: Int?
        var content: Int { lineIndent + 1 }
    }

    /// A printed line: its code and, separately, a comment that ends it (for alignment).
    struct Line {
        var indent: Int
        var code = ""
        var trailingComment: String?
        var startsWithCloser = false
    }

    static let statementKeywords: Set<String> = ["case", "default", "else", "catch", "static"]

    func render() -> String {
        var lines: [Line] = []
        var stack = [OpenBracket(lineIndent: -1, isBrace: true, isSwitch: false, element: -1)]
        var lastToken = -1
        for (index, element) in elements.enumerated() {
            if index == 0 || gaps[index].newlines > 0 {
                if index > 0, gaps[index].newlines == 2 { lines.append(Line(indent: 0)) }
                let indent = lineIndent(at: index, stack: &stack, lastToken: lastToken, previousLine: lines.last)
                lines.append(Line(indent: indent, startsWithCloser: element.isCloser))
            } else if !element.isComment, isItemStart(index, in: stack[stack.count - 1], lastToken: lastToken) {
                stack[stack.count - 1].continuation = nil
            }
            append(element, gap: index == 0 ? Gap() : gaps[index], to: &lines[lines.count - 1])
            guard element.token != nil else { continue }
            lastToken = index
            if element.isOpener {
                stack.append(OpenBracket(lineIndent: lines[lines.count - 1].indent, isBrace: element.isPunct("{"),
                                         isSwitch: facts.switchBraces.contains(element.start), element: index))
            } else if element.isCloser, stack.count > 1 {
                stack.removeLast()
            }
        }
        alignTrailingComments(&lines)
        guard !lines.isEmpty else { return "" }
        return lines.map { line in
            let code = line.code + (line.trailingComment.map { " " + $0 } ?? "")
            return code.isEmpty ? "" : String(repeating: "    ", count: line.indent) + code
        }.joined(separator: "\n") + "\n"
    }

    func append(_ element: LayoutElement, gap: Gap, to line: inout Line) {
        let text = self.text(element)
        if let pending = line.trailingComment {
            // A comment followed by more on the same line is not trailing after all.
            line.code += " " + pending
            line.trailingComment = nil
        }
        let separator = line.code.isEmpty || !gap.space ? "" : " "
        if element.isComment, !line.code.isEmpty, !text.contains("\n") {
            line.trailingComment = text
        } else {
            line.code += separator + text
        }
    }

    /// The indentation of the line that starts with element `index`. A comment
    /// on a line of its own is indented like the code that follows it (one level
    /// deeper when that code closes a block, since the comment is inside it).
    func lineIndent(at index: Int, stack: inout [OpenBracket], lastToken: Int, previousLine: Line?) -> Int {
        var code = index
        while code < elements.count, elements[code].isComment { code += 1 }
        guard code < elements.count else { return max(0, stack[stack.count - 1].content) }
        let top = stack[stack.count - 1]
        if elements[code].isCloser {
            return code == index ? max(0, top.lineIndent) : max(0, top.content)
        }
        if top.isSwitch, elements[code].isKeyword(["case", "default"]) { return top.lineIndent }
        if isItemStart(code, in: top, lastToken: lastToken) {
            if code == index { stack[stack.count - 1].continuation = nil }
            return max(0, top.content)
        }
        if let continuation = top.continuation { return continuation }
        // SwiftUI style: a modifier after a closing `}` stays level with the view.
        let afterBlock = previousLine.map { $0.startsWithCloser && $0.indent == top.content } ?? false
        let continuation = max(0, top.content) + (afterBlock ? 0 : 1)
        stack[stack.count - 1].continuation = continuation
        return continuation
    }

    /// Whether an element starts a statement, member or declaration (in braces
    /// or at the top level) or an item of a list (in parentheses or brackets).
    func isItemStart(_ index: Int, in bracket: OpenBracket, lastToken: Int) -> Bool {
        let element = elements[index]
        if bracket.isBrace {
            return facts.statementStarts.contains(element.start) || element.isKeyword(Layout.statementKeywords)
                || { if case .attribute? = element.token?.kind { return true } else { return false } }()
        }
        return lastToken == bracket.element || (lastToken >= 0 && elements[lastToken].isPunct(","))
    }

    /// Trailing comments on consecutive lines start in one column.
    func alignTrailingComments(_ lines: inout [Line]) {
        var runStart = 0
        func width(_ line: Line) -> Int {
            let lastLine = line.code.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
            return (line.code.contains("\n") ? 0 : line.indent * 4) + lastLine.count
        }
        func flush(_ end: Int) {
            guard end - runStart > 1 else { return }
            let column = lines[runStart..<end].map(width).max() ?? 0
            for k in runStart..<end {
                lines[k].code += String(repeating: " ", count: column - width(lines[k]))
            }
        }
        for (index, line) in lines.enumerated() where line.trailingComment == nil {
            flush(index)
            runStart = index + 1
        }
        flush(lines.count)
    }
}
