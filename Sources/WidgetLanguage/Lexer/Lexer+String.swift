extension Lexer {
    /// Lexes a string literal starting at `"`. Interpolations `\( … )` are kept as
    /// byte ranges; the parser parses them as expressions.
    mutating func lexString() -> [StringPart] {
        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
            return lexMultilineString()
        }
        let start = index
        index += 1
        var parts: [StringPart] = []
        // Text with escapes is built in `text`; runs of plain bytes are copied in
        // one piece (`run` is where the current one starts), and a literal with
        // no escapes becomes its string straight from the source bytes.
        var text: [UInt8] = []
        var run = index
        while true {
            guard index < limit, bytes[index] != 0x0A else {
                error("unterminated string literal; add a closing '\"'", start, index)
                break
            }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") {
                text.append(contentsOf: bytes[run..<index])
                if peek(1) == UInt8(ascii: "(") {
                    if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))); text = [] }
                    let part = lexInterpolation()
                    run = index
                    if let part { parts.append(part) } else { break }
                    continue
                }
                lexEscape(into: &text)
                run = index
                continue
            }
            index += 1
        }
        let last: String
        if text.isEmpty {
            last = String(decoding: bytes[run..<index], as: UTF8.self)
        } else {
            text.append(contentsOf: bytes[run..<index])
            last = String(decoding: text, as: UTF8.self)
        }
        if index < limit, bytes[index] == UInt8(ascii: "\"") { index += 1 }
        // Most literals are one piece of text: made at its size, not grown from empty.
        if parts.isEmpty { return [.text(last)] }
        if !last.isEmpty { parts.append(.text(last)) }
        return parts
    }

    /// `"""` … `"""`: the lines between the delimiters, with the closing
    /// delimiter's indentation removed from each.
    mutating func lexMultilineString() -> [StringPart] {
        let start = index
        index += 3
        while index < limit, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
        guard index < limit, bytes[index] == 0x0A else {
            error("a multi-line string starts with '\"\"\"' followed by a line break", start, index)
            return [.text("")]
        }
        index += 1
        var parts: [StringPart] = []
        var text: [UInt8] = []
        var lineStart = true
        var indentation: [UInt8] = []
        var closed = false
        while index < limit {
            if lineStart {
                // Is this the closing line?
                var k = index
                while k < limit, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
                if k + 2 < limit, bytes[k] == UInt8(ascii: "\""), bytes[k + 1] == UInt8(ascii: "\""), bytes[k + 2] == UInt8(ascii: "\"") {
                    indentation = Array(bytes[index..<k])
                    index = k + 3
                    closed = true
                    break
                }
                lineStart = false
            }
            let b = bytes[index]
            if b == UInt8(ascii: "\\") {
                if peek(1) == UInt8(ascii: "(") {
                    if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))); text = [] }
                    if let part = lexInterpolation() { parts.append(part) } else { break }
                    continue
                }
                lexEscape(into: &text)
                continue
            }
            if b == 0x0A { lineStart = true }
            text.append(b)
            index += 1
        }
        if !closed {
            error("unterminated multi-line string; add a closing '\"\"\"' on its own line", start, start + 3)
        }
        if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
        // Drop the final newline and the common indentation.
        return parts.enumerated().map { i, part in
            guard case .text(var s) = part else { return part }
            if i == parts.count - 1, s.hasSuffix("\n") { s.removeLast() }
            if !indentation.isEmpty {
                // Only text at the start of a line loses the indentation: the first
                // piece of a later part follows an interpolation on the same line.
                let indent = String(decoding: indentation, as: UTF8.self)
                s = s.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .map { index, line in
                        let atLineStart = index > 0 || i == 0
                        return atLineStart && line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : String(line)
                    }
                    .joined(separator: "\n")
            }
            return .text(s)
        }
    }

    /// At `\(`: finds the matching `)`, skipping nested strings, and returns the range between.
    mutating func lexInterpolation() -> StringPart? {
        let start = index
        index += 2
        let exprStart = index
        var depth = 1
        while index < limit {
            let b = bytes[index]
            if b == 0x0A { break }
            if b == UInt8(ascii: "(") { depth += 1 }
            if b == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    let part = StringPart.interpolation(start: exprStart, end: index)
                    index += 1
                    return part
                }
            }
            if b == UInt8(ascii: "\"") {
                // A string inside the interpolation.
                index += 1
                while index < limit, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
                // An unterminated inner string ends the interpolation (reported below).
                if index >= limit || bytes[index] == 0x0A { index = min(index, limit); break }
            }
            index += 1
        }
        index = min(index, limit)
        error("unterminated interpolation; add ')' to close '\\('", start, start + 2)
        return nil
    }

    /// At `\`: appends the escaped character, or reports a bad escape.
    mutating func lexEscape(into text: inout [UInt8]) {
        let start = index
        let c = peek(1)
        index += 2
        switch c {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "0"): text.append(0)
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): text.append(c)
        case UInt8(ascii: "u"):
            guard peek() == UInt8(ascii: "{") else {
                error("invalid unicode escape; write it as \\u{1F600}", start, index)
                return
            }
            index += 1
            let digitsStart = index
            while index < limit, isHexDigit(bytes[index]) { index += 1 }
            let digits = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
            guard peek() == UInt8(ascii: "}"), let value = UInt32(digits, radix: 16), digits.count <= 8,
                  let scalar = Unicode.Scalar(value) else {
                error("invalid unicode escape; write it as \\u{1F600}", start, min(index + 1, limit))
                if peek() == UInt8(ascii: "}") { index += 1 }
                return
            }
            index += 1
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            index = start + 1
            guard index < limit, bytes[index] != 0x0A else {
                error("invalid escape sequence at the end of the line", start, start + 1)
                return
            }
            let length = utf8Length(bytes[index])
            index = min(limit, index + length)
            let shown = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
            error("invalid escape sequence '\\\(shown)'; use \\n, \\t, \\r, \\0, \\\", \\', \\\\, \\u{…} or \\(…)", start, index)
        }
    }
}

func isHexDigit(_ b: UInt8) -> Bool {
    isDigit(b) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
}
