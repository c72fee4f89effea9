/// What a `\` starts inside a string literal: an escaped character or an interpolation.
extension Lexer {
    /// At `\` (and the raw string's `#`): appends the escaped character, or reports a bad escape.
    mutating func lexEscape(into text: inout StringText, pounds: Int) {
        let start = index
        index += 1 + pounds
        let c = peek()
        index += 1
        switch c {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "0"): text.append(0)
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): text.append(c)
        case UInt8(ascii: "u"):
            guard let scalar = lexUnicodeEscape(from: start) else { return }
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            index = start + 1 + pounds
            guard index < limit, bytes[index] != 0x0A, bytes[index] != 0x0D else {
                error("invalid escape sequence at the end of the line", start, index)
                return
            }
            index = min(limit, index + utf8Length(bytes[index]))
            let shown = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
            error("invalid escape sequence '\\\(shown)'; use \\n, \\t, \\r, \\0, \\\", \\', \\\\, \\u{…} or \\(…)", start, index)
        }
    }

    /// `{1F600}` after `\u`: one to eight hexadecimal digits naming a Unicode scalar.
    mutating func lexUnicodeEscape(from start: Int) -> Unicode.Scalar? {
        guard peek() == UInt8(ascii: "{") else {
            error("invalid unicode escape; write it as \\u{1F600}", start, index)
            return nil
        }
        index += 1
        let digitsStart = index
        while index < limit, isDigit(bytes[index], radix: 16) { index += 1 }
        let digits = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
        guard peek() == UInt8(ascii: "}"), digits.count <= 8, let value = UInt32(digits, radix: 16),
              let scalar = Unicode.Scalar(value) else {
            error("invalid unicode escape; write it as \\u{1F600}", start, min(index + 1, limit))
            if peek() == UInt8(ascii: "}") { index += 1 }
            return nil
        }
        index += 1
        return scalar
    }

    /// At `\(` (`\#(` in a raw string): the range of the expression up to the
    /// matching `)`, found by lexing the tokens in between, so parentheses inside
    /// strings, comments and regex literals there do not count. In a one-line
    /// string the expression stays on its line; in a multi-line one it may span
    /// lines. Nil, after an error, when no `)` closes it.
    mutating func lexInterpolation(pounds: Int, acrossLines: Bool) -> StringPart? {
        let opening = index
        let contentStart = index + 2 + pounds
        var known = interpolations[opening]
        if known == nil, let shared = shared.ends[opening] {
            // Found by a lexer over a range at least as wide; a `)` past this range's end does not close it here.
            if case .closed(let close) = shared, close >= limit {} else { known = shared }
        }
        switch known {
        case .closed(let close)?:
            index = close + 1
            return .interpolation(start: contentStart, end: close)
        case .failed(let tooDeep)?:
            return failedInterpolation(opening, contentStart, acrossLines: acrossLines, pounds: pounds, tooDeep: tooDeep)
        case nil:
            break
        }
        guard interpolationDepth < Lexer.maxInterpolationDepth else {
            return failedInterpolation(opening, contentStart, acrossLines: acrossLines, pounds: pounds, tooDeep: true)
        }
        var inner = Lexer(file: file, start: contentStart, end: limit)
        inner.interpolationDepth = interpolationDepth + 1
        inner.shared = shared
        inner.reportsErrors = false
        var depth = 0
        while true {
            let token = inner.next()
            if case .endOfFile = token.kind { break }
            if token.atLineStart, !acrossLines { break }
            if token.isPunct("(") { depth += 1 }
            if token.isPunct(")") {
                if depth == 0 {
                    index = token.end
                    interpolations[opening] = .closed(at: token.start)
                    shared.ends[opening] = .closed(at: token.start)
                    shared.contentDepths[contentStart] = interpolationDepth + 1
                    return .interpolation(start: contentStart, end: token.start)
                }
                depth -= 1
            }
        }
        // No `)` closes it; an interpolation nested too deeply inside it may be why.
        return failedInterpolation(opening, contentStart, acrossLines: acrossLines, pounds: pounds, tooDeep: inner.nestedTooDeeply)
    }

    /// Reports an interpolation that no `)` closes (or that is nested too deeply)
    /// and ends the string: at its line's end, or for a multi-line one at the end.
    mutating func failedInterpolation(_ opening: Int, _ contentStart: Int, acrossLines: Bool, pounds: Int, tooDeep: Bool) -> StringPart? {
        interpolations[opening] = .failed(tooDeep: tooDeep)
        shared.ends[opening] = .failed(tooDeep: tooDeep)
        if tooDeep {
            nestedTooDeeply = true
            error("string interpolations are nested too deeply (more than \(Lexer.maxInterpolationDepth) inside each other)",
                  opening, contentStart)
        } else {
            error("unterminated interpolation; add ')' to close '\\\(String(repeating: "#", count: pounds))('", opening, contentStart)
        }
        index = acrossLines ? limit : lineEnd(from: contentStart)
        return nil
    }
}
