/// String literals: `"…"`, multi-line `"""…"""`, and raw ones with any number
/// of `#` around them (`#"…"#`, where escapes and interpolations are written
/// `\#n`, `\#(…)`). Interpolations `\( … )` are kept as byte ranges; the parser
/// parses them as expressions.
extension Lexer {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")

    /// A string at its first `"`, after `pounds` `#` that open it.
    mutating func lexString(pounds: Int) -> [StringPart] {
        if peek(1) == Lexer.quote, peek(2) == Lexer.quote { return lexMultilineString(pounds: pounds) }
        let start = index - pounds
        index += 1
        var text = StringText()
        while true {
            guard index < limit, bytes[index] != 0x0A, bytes[index] != 0x0D else {
                error("unterminated string literal; add a closing '\(closingDelimiter("\"", pounds))'", start, index)
                break
            }
            if bytes[index] == Lexer.quote, closesString(at: index + 1, pounds: pounds) { break }
            if bytes[index] == Lexer.backslash, let escape = escapePounds(pounds: pounds) {
                if peek(1 + escape) == UInt8(ascii: "(") {
                    guard let part = lexInterpolation(pounds: escape, acrossLines: false) else { break }
                    text.append(part)
                } else {
                    lexEscape(into: &text, pounds: escape)
                }
                continue
            }
            text.append(bytes[index])
            index += 1
        }
        return text.finish()
    }

    /// `"""` on a line of its own, the lines, `"""` on a line of its own: the
    /// closing delimiter's indentation is removed from every line (a line with
    /// less is an error, an empty one is not), and so are the line breaks after
    /// the opening and before the closing delimiter. `\` at the end of a line
    /// joins it to the next. Read twice: first to find the closing line and its
    /// indentation (its errors are not kept), then to make the text; each
    /// interpolation is lexed once, the second reading finds it in `interpolations`.
    mutating func lexMultilineString(pounds: Int) -> [StringPart] {
        let start = index - pounds
        index += 3
        while index < limit, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        if index < limit, bytes[index] == 0x0D { index += 1 }
        let startsOnNewLine = index < limit && bytes[index] == 0x0A
        if startsOnNewLine {
            index += 1
        } else {
            error("a multi-line string starts with '\(String(repeating: "#", count: pounds))\"\"\"' followed by a line break", start, index)
        }
        let contentStart = index
        let kept = diagnostics.count
        let indentation = multilineText(start: start, pounds: pounds, indentation: nil, atLineStart: startsOnNewLine).indentation
        diagnostics.removeLast(diagnostics.count - kept)
        index = contentStart
        var text = multilineText(start: start, pounds: pounds, indentation: indentation ?? [], atLineStart: startsOnNewLine).text
        return text.finish()
    }

    /// The text of a multi-line string from `index` to its closing delimiter, with
    /// `indentation` removed from each line (nil: nothing removed, nothing checked),
    /// and the indentation of its closing line (nil if there is none).
    mutating func multilineText(start: Int, pounds: Int, indentation: [UInt8]?, atLineStart startsLine: Bool)
        -> (text: StringText, indentation: [UInt8]?) {
        var text = StringText()
        var lineStart = index
        var atLineStart = startsLine
        while index < limit {
            if atLineStart, let indentation {
                atLineStart = false
                removeIndentation(indentation)
                continue
            }
            atLineStart = false
            let b = bytes[index]
            let delimiter = index
            if b == Lexer.quote, peek(1) == Lexer.quote, peek(2) == Lexer.quote, closesString(at: index + 3, pounds: pounds) {
                let closingIndentation = Array(bytes[lineStart..<delimiter])
                guard closingIndentation.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
                    error("the closing '\(closingDelimiter("\"\"\"", pounds))' of a multi-line string goes on a line of its own",
                          delimiter, index)
                    return (text, nil)
                }
                text.dropFinalLineBreak()
                return (text, closingIndentation)
            }
            if b == Lexer.backslash, let escape = escapePounds(pounds: pounds) {
                let after = index + 1 + escape
                if peek(1 + escape) == UInt8(ascii: "(") {
                    guard let part = lexInterpolation(pounds: escape, acrossLines: true) else { return (text, nil) }
                    text.append(part)
                } else if let next = lineBreakAfterSpaces(from: after) {
                    // `\` at the end of a line: the line break is no part of the text.
                    index = next
                    lineStart = index
                    atLineStart = true
                } else {
                    lexEscape(into: &text, pounds: escape)
                }
                continue
            }
            if b == 0x0A || b == 0x0D {
                index += b == 0x0D && peek(1) == 0x0A ? 2 : 1
                text.appendLineBreak()
                lineStart = index
                atLineStart = true
                continue
            }
            text.append(b)
            index += 1
        }
        error("unterminated multi-line string; add a closing '\(closingDelimiter("\"\"\"", pounds))' on its own line", start, start + pounds + 3)
        return (text, nil)
    }

    /// At the start of a line of a multi-line string: moves past `indentation`,
    /// or reports a line that does not start with it (an empty line need not).
    mutating func removeIndentation(_ indentation: [UInt8]) {
        let lineStart = index
        if peek() == 0x0A || peek() == 0x0D || indentation.isEmpty { return }
        var matched = 0
        while matched < indentation.count, index < limit, bytes[index] == indentation[matched] { index += 1; matched += 1 }
        guard matched < indentation.count else { return }
        // The closing line itself is checked where its delimiter is found.
        var rest = index
        while rest < limit, bytes[rest] == 0x20 || bytes[rest] == 0x09 { rest += 1 }
        if bytes[rest...].starts(with: [Lexer.quote, Lexer.quote, Lexer.quote]) { return }
        error("this line of a multi-line string is indented less than its closing '\"\"\"'; indent it as that line is",
              lineStart, max(index, lineStart + 1))
    }

    /// The offset after the line break that follows `offset` and only spaces or tabs, if any.
    func lineBreakAfterSpaces(from offset: Int) -> Int? {
        var i = offset
        while i < limit, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard i < limit else { return nil }
        if bytes[i] == 0x0A { return i + 1 }
        if bytes[i] == 0x0D { return i + 1 < limit && bytes[i + 1] == 0x0A ? i + 2 : i + 1 }
        return nil
    }

    /// Whether `pounds` `#` follow `offset`, closing a string whose delimiter's
    /// quotes end there; if so, moves past the delimiter (reporting more `#`
    /// than the opening had, which are taken too).
    mutating func closesString(at offset: Int, pounds: Int) -> Bool {
        var count = 0
        while offset + count < limit, bytes[offset + count] == UInt8(ascii: "#") { count += 1 }
        guard count >= pounds else { return false }
        if count > pounds {
            error("too many '#' after the closing quote: the string opened with \(pounds)", offset + pounds, offset + count)
        }
        index = offset + count
        return true
    }

    /// Whether the `\` at `index` starts an escape: at least `pounds` `#` follow it
    /// (a raw string's `\` without them is a backslash). Gives how many `#`
    /// follow; more than `pounds` are reported.
    mutating func escapePounds(pounds: Int) -> Int? {
        guard pounds > 0 else { return 0 }
        var count = 0
        while index + 1 + count < limit, bytes[index + 1 + count] == UInt8(ascii: "#") { count += 1 }
        guard count >= pounds else { return nil }
        if count > pounds {
            error("too many '#' in this escape: the string opened with \(pounds)", index, index + 1 + count)
        }
        return count
    }

    func closingDelimiter(_ quotes: String, _ pounds: Int) -> String { quotes + String(repeating: "#", count: pounds) }
}

/// The text of a string literal as it is read: pieces of text and interpolations.
struct StringText {
    private var parts: [StringPart] = []
    private var bytes: [UInt8] = []
    /// The last byte appended was a line break of the source (not an escape).
    private var endsWithLineBreak = false

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
        endsWithLineBreak = false
    }

    mutating func append(contentsOf more: [UInt8]) {
        bytes += more
        endsWithLineBreak = false
    }

    mutating func appendLineBreak() {
        bytes.append(0x0A)
        endsWithLineBreak = true
    }

    mutating func append(_ part: StringPart) {
        flush()
        parts.append(part)
        endsWithLineBreak = false
    }

    /// The line break before a multi-line string's closing line is no part of it.
    mutating func dropFinalLineBreak() {
        if endsWithLineBreak { bytes.removeLast() }
        endsWithLineBreak = false
    }

    private mutating func flush() {
        if !bytes.isEmpty { parts.append(.text(String(decoding: bytes, as: UTF8.self))) }
        bytes = []
    }

    /// The parts, ending with the text after the last interpolation; one empty text for an empty literal.
    mutating func finish() -> [StringPart] {
        flush()
        return parts.isEmpty ? [.text("")] : parts
    }
}
