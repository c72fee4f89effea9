extension Parser {
    /// The error for a `{` at offset `open` that the file ends inside. The
    /// braces inside it are matched again with their lines' indentation: the
    /// first `}` that starts a line indented less than the line of the `{` it
    /// closes shows where a `}` is missing — that `{` (the `ForEach {` whose
    /// `}` was forgotten) is reported, with notes at that `}` and at the end of
    /// the file. When indentation shows nothing, the error is at `open`.
    mutating func unclosedBrace(openAt open: Int, message: String) -> Failure {
        let end = file.range(current.start, current.start)
        guard let (brace, closer) = braceMissingItsClose(inside: open) else {
            return fail(message, at: file.range(open, open + 1))
        }
        let closerLine = file.location(ofOffset: closer).line
        let outer = file.location(ofOffset: open).line
        report(.error("this '{' is never closed; add '}' at its end", at: file.range(brace, brace + 1), notes: [
            .init("the '}' on line \(closerLine) is indented less than the line of this '{', so it closes an outer one", range: file.range(closer, closer + 1)),
            .init("the file ends here with the '{' of line \(outer) still open", range: end),
        ]))
        return Failure()
    }

    /// The offsets of the `{` (after `open`) whose `}` is missing by indentation, and of the `}` that shows it.
    mutating func braceMissingItsClose(inside open: Int) -> (brace: Int, closer: Int)? {
        var index = 0
        while index < list.count - 1, list.tokens[index].start < open { index += 1 }
        var stack: [(offset: Int, indent: Int)] = []
        func indentation(_ offset: Int) -> Int {
            let location = file.location(ofOffset: offset)
            return file.lineText(location.line).prefix { $0 == " " || $0 == "\t" }.count
        }
        while index < list.count - 1 {
            let token = list.tokens[index]
            if case .punct(let text) = token.kind {
                if text == "{" {
                    stack.append((token.start, indentation(token.start)))
                } else if text == "}" {
                    guard let last = stack.popLast() else { return nil }
                    if token.atLineStart, last.offset != open, indentation(token.start) < last.indent {
                        return (last.offset, token.start)
                    }
                }
            }
            index += 1
        }
        return nil
    }
}
