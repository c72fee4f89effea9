/// Flow collections (`[a, b]`, `{path: x, excludes: [y]}`, across lines too)
/// and quoted scalars.
extension YAMLReader {
    /// A flow collection or a quoted scalar (or a plain scalar inside a flow collection).
    mutating func flowValue(path: [String], depth: Int) throws(YAMLError) -> YAMLValue {
        switch bytes[index] {
        case UInt8(ascii: "["): return try flowSequence(path: path, depth: depth + 1)
        case UInt8(ascii: "{"): return try flowMapping(path: path, depth: depth + 1)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quotedScalar())
        default: return .string(try plainFlowScalar())
        }
    }

    private mutating func flowSequence(path: [String], depth: Int) throws(YAMLError) -> YAMLValue {
        try checkDepth(depth)
        let open = index
        index += 1
        var items: [YAMLValue] = []
        while true {
            try skipFlowSpace(open: open, closer: "]")
            if bytes[index] == UInt8(ascii: "]") { break }
            let item = path + [String(items.count)]
            record(item)
            items.append(try flowValue(path: item, depth: depth))
            try skipFlowSpace(open: open, closer: "]")
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: "]") {
                throw fail(bytes[index] == UInt8(ascii: ":") ? "a 'key: value' inside [ ]; write it as {key: value}" : "expected ',' or ']'", at: index)
            }
        }
        index += 1
        return .list(items)
    }

    private mutating func flowMapping(path: [String], depth: Int) throws(YAMLError) -> YAMLValue {
        try checkDepth(depth)
        let open = index
        index += 1
        var entries: [String: YAMLValue] = [:]
        while true {
            try skipFlowSpace(open: open, closer: "}")
            if bytes[index] == UInt8(ascii: "}") { break }
            let keyStart = index
            if bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{") {
                throw fail("a collection as a key is not read", at: index)
            }
            guard case .string(let key) = try flowValue(path: path, depth: depth), !key.isEmpty else {
                throw fail("a key is empty", at: keyStart)
            }
            guard entries[key] == nil else { throw fail("the key '\(key)' appears twice in this mapping", at: keyStart) }
            let child = path + [key]
            try skipFlowSpace(open: open, closer: "}")
            if bytes[index] == UInt8(ascii: ":") {
                index += 1
                try skipFlowSpace(open: open, closer: "}")
                if bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: "}") {
                    record(child, at: keyStart)
                    entries[key] = .null
                } else {
                    record(child)
                    entries[key] = try flowValue(path: child, depth: depth)
                }
                try skipFlowSpace(open: open, closer: "}")
            } else {
                record(child, at: keyStart)
                entries[key] = .null
            }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: "}") {
                throw fail("expected ',' or '}'", at: index)
            }
        }
        index += 1
        return .map(entries)
    }

    /// Past spaces, line ends and comments inside a flow collection; an error at the text's end.
    private mutating func skipFlowSpace(open: Int, closer: Character) throws(YAMLError) {
        while index < bytes.count {
            let byte = bytes[index]
            if isBreakOrSpace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "#"), index == 0 || isBreakOrSpace(bytes[index - 1]) {
                skipLine()
            } else {
                return
            }
        }
        throw fail("this '\(closer == "]" ? "[" : "{")' is not closed with '\(closer)'", at: open)
    }

    /// A plain scalar inside a flow collection: up to `,`, a bracket, `: `, a comment or the line's end.
    private mutating func plainFlowScalar() throws(YAMLError) -> String {
        try checkPlainStart()
        let start = index
        var end = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.newline || "[]{},".utf8.contains(byte) { break }
            if byte == UInt8(ascii: "#"), index > start, isSpace(bytes[index - 1]) { break }
            if byte == UInt8(ascii: ":"), index + 1 >= bytes.count || isBreakOrSpace(bytes[index + 1]) || ",[]{}".utf8.contains(bytes[index + 1]) { break }
            index += 1
            if !isSpace(byte) { end = index }
        }
        guard end > start else { throw fail("expected a value", at: start) }
        index = end
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A single- or double-quoted scalar; a line break inside folds to a space (an empty line to a
    /// line break).
    mutating func quotedScalar() throws(YAMLError) -> String {
        let quote = bytes[index]
        let open = index
        index += 1
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw fail("this \(quote == UInt8(ascii: "'") ? "'" : "\"") is not closed", at: open)
            }
            let byte = bytes[index]
            if byte == quote {
                if quote == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == quote {
                    text.append(quote)
                    index += 2
                    continue
                }
                index += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte == Self.newline {
                foldLineBreak(into: &text)
                continue
            }
            if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                try escape(into: &text)
                continue
            }
            text.append(byte)
            index += 1
        }
    }

    /// A line break inside a quoted scalar: trailing and leading spaces dropped, one break a
    /// space, each further (empty) line a line break.
    private mutating func foldLineBreak(into text: inout [UInt8]) {
        while let last = text.last, isSpace(last) { text.removeLast() }
        var breaks = 0
        while index < bytes.count, isBreakOrSpace(bytes[index]) {
            if bytes[index] == Self.newline { breaks += 1 }
            index += 1
        }
        text += breaks > 1 ? Array(repeating: Self.newline, count: breaks - 1) : [UInt8(ascii: " ")]
    }

    /// One `\` escape of a double-quoted scalar.
    private mutating func escape(into text: inout [UInt8]) throws(YAMLError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw fail("an escape at the end of the text", at: start) }
        let code = bytes[index]
        index += 1
        let simple: [UInt8: String] = [
            UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r", UInt8(ascii: "0"): "\0",
            UInt8(ascii: "\\"): "\\", UInt8(ascii: "\""): "\"", UInt8(ascii: "/"): "/", UInt8(ascii: " "): " ",
            UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "e"): "\u{1B}", UInt8(ascii: "f"): "\u{0C}",
            UInt8(ascii: "v"): "\u{0B}", UInt8(ascii: "N"): "\u{85}", UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}",
            UInt8(ascii: "P"): "\u{2029}", Self.tab: "\t",
        ]
        if let replacement = simple[code] {
            text += Array(replacement.utf8)
            return
        }
        if code == Self.newline {
            // An escaped line break: the text goes on from the next line's first non-space.
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            return
        }
        let digits: Int
        switch code {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: throw fail("unknown escape '\\\(Character(Unicode.Scalar(code)))'", at: start)
        }
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw fail("'\\\(Character(Unicode.Scalar(code)))' needs \(digits) hexadecimal digits", at: start)
            }
            value = value << 4 | digit
            index += 1
        }
        guard let scalar = Unicode.Scalar(value) else { throw fail("'\\\(Character(Unicode.Scalar(code)))' names no character", at: start) }
        text += Array(String(Character(scalar)).utf8)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
