/// Reads the old-style (OpenStep) property list format that `project.pbxproj`
/// and `.strings` files are written in:
///
///     { key = value; list = ( a, "b c", ); bytes = <0fbd 7771>; }
///
/// Strings are unquoted (letters, digits and `_$+/:.-~`) or in double quotes
/// with backslash escapes (`\n`, `\t`, `\"`, `\\`, `\U00e9`, octal `\012`);
/// `/* … */` and `// …` comments are skipped. Nesting is limited, so a hostile
/// file cannot exhaust the stack.
public struct OldStylePropertyList {
    /// Deeper nesting than this is an error (a project nests five levels).
    public static let maxDepth = 200

    private let bytes: [UInt8]
    private let path: String
    private var index = 0

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// The one value of a property list file (a pbxproj's root dictionary).
    public static func parse(_ bytes: [UInt8], path: String) throws(PropertyListError) -> PropertyList {
        var reader = OldStylePropertyList(bytes: bytes, path: path)
        try reader.skipSpace()
        guard reader.index < bytes.count else { throw reader.error("the file holds no property list", at: 0) }
        let value = try reader.value(depth: 0)
        try reader.skipSpace()
        guard reader.index >= bytes.count else { throw reader.error("unexpected text after the property list") }
        return value
    }

    /// A `.strings` file: `"key" = "value";` pairs with no braces around them (`"key";` alone maps
    /// the key to itself). A file that starts with `{` is read as one dictionary.
    public static func parseStrings(_ bytes: [UInt8], path: String) throws(PropertyListError) -> [String: String] {
        var reader = OldStylePropertyList(bytes: bytes, path: path)
        try reader.skipSpace()
        let entries: [String: PropertyList]
        if reader.peek == UInt8(ascii: "{") {
            guard case .dictionary(let dictionary) = try parse(bytes, path: path) else { return [:] }
            entries = dictionary
        } else {
            entries = try reader.entries(until: nil, depth: 0)
        }
        return entries.compactMapValues(\.string)
    }

    // MARK: values

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyList {
        guard depth < Self.maxDepth else { throw error("nested more than \(Self.maxDepth) levels deep") }
        guard let byte = peek else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"):
            index += 1
            return .dictionary(try entries(until: UInt8(ascii: "}"), depth: depth + 1))
        case UInt8(ascii: "("):
            index += 1
            return .array(try items(depth: depth + 1))
        case UInt8(ascii: "<"):
            return .data(try data())
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try quoted())
        default:
            guard let text = unquoted() else { throw error("unexpected '\(character(byte))' where a value should be") }
            return .string(text)
        }
    }

    /// `key = value;` pairs up to `close` (`}`), or to the end of the file when `close` is nil.
    private mutating func entries(until close: UInt8?, depth: Int) throws(PropertyListError) -> [String: PropertyList] {
        let opening = index - 1
        var result: [String: PropertyList] = [:]
        while true {
            try skipSpace()
            guard let byte = peek else {
                if close == nil { return result }
                throw error("this dictionary is not closed with '}'", at: opening)
            }
            if byte == close {
                index += 1
                return result
            }
            let keyStart = index
            let key: String
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                key = try quoted()
            } else if let text = unquoted() {
                key = text
            } else {
                throw error("expected a key or '\(close.map(character) ?? "end of file")', found '\(character(byte))'")
            }
            try skipSpace()
            if close == nil, peek == UInt8(ascii: ";") {
                // `.strings` shorthand: `"key";` maps the key to itself.
                index += 1
                result[key] = .string(key)
                continue
            }
            guard peek == UInt8(ascii: "=") else { throw error("expected '=' after the key '\(key)'", at: index, or: keyStart) }
            index += 1
            try skipSpace()
            let entry = try value(depth: depth)
            try skipSpace()
            guard peek == UInt8(ascii: ";") else { throw error("expected ';' after the value of '\(key)'") }
            index += 1
            result[key] = entry
        }
    }

    /// `a, b, c` up to `)`; a comma after the last item is allowed.
    private mutating func items(depth: Int) throws(PropertyListError) -> [PropertyList] {
        let opening = index - 1
        var result: [PropertyList] = []
        while true {
            try skipSpace()
            guard let byte = peek else { throw error("this array is not closed with ')'", at: opening) }
            if byte == UInt8(ascii: ")") {
                index += 1
                return result
            }
            result.append(try value(depth: depth))
            try skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
            } else if peek != UInt8(ascii: ")") {
                throw error(peek == nil ? "this array is not closed with ')'" : "expected ',' or ')' in an array", at: peek == nil ? opening : index)
            }
        }
    }

    /// `<0fbd 7771>`: hexadecimal digit pairs, spaces between them allowed.
    private mutating func data() throws(PropertyListError) -> [UInt8] {
        let opening = index
        index += 1
        var result: [UInt8] = []
        var high: UInt8?
        while let byte = peek {
            index += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("data has an odd number of hexadecimal digits", at: index - 1) }
                return result
            }
            if Self.isSpace(byte) { continue }
            guard let digit = Self.hexValue(byte) else { throw error("'\(character(byte))' is not a hexadecimal digit in data", at: index - 1) }
            if let first = high {
                result.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        throw error("this data is not closed with '>'", at: opening)
    }

    /// A string in double (or single) quotes, escapes decoded.
    private mutating func quoted() throws(PropertyListError) -> String {
        let quote = bytes[index]
        let opening = index
        index += 1
        var result: [UInt8] = []
        while let byte = peek {
            index += 1
            if byte == quote { return String(decoding: result, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                continue
            }
            guard let escaped = peek else { break }
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "a"): result.append(0x07)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "v"): result.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var code: UInt32 = 0, digits = 0
                while digits < 4, let byte = peek, let digit = Self.hexValue(byte) {
                    code = code << 4 | UInt32(digit)
                    digits += 1
                    index += 1
                }
                guard digits > 0 else { throw error("'\\U' needs hexadecimal digits", at: index - 1) }
                append(code, to: &result)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(escaped - UInt8(ascii: "0")), digits = 1
                while digits < 3, let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) {
                    code = code << 3 | UInt32(byte - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                append(code, to: &result)
            default:
                result.append(escaped)  // `\"`, `\\`, `\'` and any other character stand for themselves
            }
        }
        throw error("this string is not closed with \(quote == UInt8(ascii: "\"") ? "'\"'" : "\"'\"")", at: opening)
    }

    private func append(_ code: UInt32, to result: inout [UInt8]) {
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        result.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// An unquoted string, or nil when none starts here.
    private mutating func unquoted() -> String? {
        let start = index
        while let byte = peek, Self.isUnquoted(byte) {
            // `//` or `/*` ends the word: a comment follows it.
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") { break }
            index += 1
        }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: space and comments

    private mutating func skipSpace() throws(PropertyListError) {
        while let byte = peek {
            if Self.isSpace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while let byte = peek, byte != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let opening = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { throw error("this comment is not closed with '*/'", at: opening) }
                index += 2
            } else {
                return
            }
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "~"): return true
        default: return byte >= 0x80  // letters of other scripts, as UTF-8
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: errors

    private func character(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    private func error(_ message: String) -> PropertyListError { error(message, at: index) }

    /// An error at `offset`; `or` is an earlier place shown instead when `offset` is the file's end.
    private func error(_ message: String, at offset: Int, or earlier: Int? = nil) -> PropertyListError {
        let place = offset >= bytes.count ? (earlier ?? offset) : offset
        let (line, column) = TextPosition.lineAndColumn(of: place, in: bytes)
        return PropertyListError(path: path, line: line, column: column, message: message)
    }
}
