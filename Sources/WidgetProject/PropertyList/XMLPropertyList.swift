/// Reads the XML property list format (`Info.plist`, `.stringsdict`): the
/// `<plist>` element and `dict`, `key`, `array`, `string`, `integer`, `real`,
/// `true`, `false`, `date` and `data` (base64) inside it. Comments, the XML
/// declaration and the doctype are skipped; `&amp;`-style and numeric
/// character references and CDATA sections are decoded.
public struct XMLPropertyList {
    private let bytes: [UInt8]
    private let path: String
    private var index = 0

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    public static func parse(_ bytes: [UInt8], path: String) throws(PropertyListError) -> PropertyList {
        var reader = XMLPropertyList(bytes: bytes, path: path)
        try reader.skipMisc()
        let start = reader.index
        let tag = try reader.readTag()
        let value: PropertyList
        if tag.name == "plist" && !tag.isClosing {
            if tag.isEmpty { return .dictionary([:]) }
            value = try reader.value(depth: 0)
            try reader.skipMisc()
            let end = try reader.readTag()
            guard end.name == "plist", end.isClosing else { throw reader.error("expected </plist>, found <\(end.written)>") }
        } else {
            reader.index = start
            value = try reader.value(depth: 0)
        }
        try reader.skipMisc()
        guard reader.index >= bytes.count else { throw reader.error("unexpected text after the property list") }
        return value
    }

    private struct Tag {
        var name: String
        var isClosing: Bool
        var isEmpty: Bool
        var written: String { isClosing ? "/" + name : name }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyList {
        guard depth < OldStylePropertyList.maxDepth else { throw error("nested more than \(OldStylePropertyList.maxDepth) levels deep") }
        try skipMisc()
        let start = index
        let tag = try readTag()
        guard !tag.isClosing else { throw error("expected a value, found <\(tag.written)>", at: start) }
        switch tag.name {
        case "dict":
            var entries: [String: PropertyList] = [:]
            if tag.isEmpty { return .dictionary(entries) }
            while true {
                try skipMisc()
                let keyStart = index
                let key = try readTag()
                if key.name == "dict", key.isClosing { return .dictionary(entries) }
                guard key.name == "key", !key.isClosing else { throw error("expected <key> in a dictionary, found <\(key.written)>", at: keyStart) }
                var name = ""
                if !key.isEmpty { name = try text(closing: "key", openedAt: keyStart) }
                entries[name] = try value(depth: depth + 1)
            }
        case "array":
            var items: [PropertyList] = []
            if tag.isEmpty { return .array(items) }
            while true {
                try skipMisc()
                let itemStart = index
                let next = try readTag()
                if next.name == "array", next.isClosing { return .array(items) }
                index = itemStart
                items.append(try value(depth: depth + 1))
            }
        case "true", "false":
            if !tag.isEmpty { _ = try text(closing: tag.name, openedAt: start) }
            return .bool(tag.name == "true")
        case "string", "integer", "real", "date", "data":
            var content = ""
            if !tag.isEmpty { content = try text(closing: tag.name, openedAt: start) }
            return try scalar(tag.name, content, at: start)
        default:
            throw error("<\(tag.name)> is not a property list element", at: start)
        }
    }

    private func scalar(_ name: String, _ content: String, at start: Int) throws(PropertyListError) -> PropertyList {
        let trimmed = content.trimmingSpace
        switch name {
        case "integer":
            let value = trimmed.hasPrefix("0x") ? Int(trimmed.dropFirst(2), radix: 16) : Int(trimmed)
            guard let value else { throw error("'\(trimmed)' is not an integer", at: start) }
            return .integer(value)
        case "real":
            guard let value = Double(trimmed) else { throw error("'\(trimmed)' is not a number", at: start) }
            return .real(value)
        case "date": return .date(trimmed)
        case "data":
            guard let data = Base64.decode(trimmed) else { throw error("the data is not base64", at: start) }
            return .data(data)
        default: return .string(content)
        }
    }

    /// The text up to `</name>`, references and CDATA decoded; the closing tag is consumed.
    /// `start` is where the opening tag is, for the error when none closes it.
    private mutating func text(closing name: String, openedAt start: Int) throws(PropertyListError) -> String {
        var result: [UInt8] = []
        while let byte = peek {
            if byte == UInt8(ascii: "<") {
                if starts(with: "<![CDATA[") {
                    index += 9
                    while index < bytes.count, !starts(with: "]]>") {
                        result.append(bytes[index])
                        index += 1
                    }
                    guard index < bytes.count else { throw error("this CDATA section is not closed with ']]>'") }
                    index += 3
                    continue
                }
                if starts(with: "<!--") {
                    try skipComment()
                    continue
                }
                let tagStart = index
                let tag = try readTag()
                guard tag.isClosing, tag.name == name else { throw error("expected </\(name)>, found <\(tag.written)>", at: tagStart) }
                return String(decoding: result, as: UTF8.self)
            }
            if byte == UInt8(ascii: "&") {
                result += try reference()
            } else {
                result.append(byte)
                index += 1
            }
        }
        throw error("<\(name)> is not closed with </\(name)>", at: start)
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#38;`, `&#x26;`.
    private mutating func reference() throws(PropertyListError) -> [UInt8] {
        let start = index
        var end = index + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { throw error("'&' starts no character reference", at: start) }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        index = end + 1
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let text = named[name] { return Array(text.utf8) }
        var code: UInt32?
        if name.hasPrefix("#x") || name.hasPrefix("#X") { code = UInt32(name.dropFirst(2), radix: 16) } else if name.hasPrefix("#") { code = UInt32(name.dropFirst()) }
        guard let code, let scalar = Unicode.Scalar(code) else { throw error("unknown character reference '&\(name);'", at: start) }
        return Array(String(Character(scalar)).utf8)
    }

    /// `<name attributes>`, `<name/>` or `</name>`.
    private mutating func readTag() throws(PropertyListError) -> Tag {
        let start = index
        guard peek == UInt8(ascii: "<") else {
            throw peek == nil ? error("expected an element, found the end of the file") : error("expected an element, found text")
        }
        index += 1
        let isClosing = peek == UInt8(ascii: "/")
        if isClosing { index += 1 }
        let nameStart = index
        while let byte = peek, !OldStylePropertyList.isSpace(byte), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/") { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var quote: UInt8?
        while let byte = peek {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                index += 1
                let isEmpty = index >= 2 && bytes[index - 2] == UInt8(ascii: "/")
                guard !name.isEmpty else { throw error("an element without a name", at: start) }
                return Tag(name: name, isClosing: isClosing, isEmpty: isEmpty)
            }
            index += 1
        }
        throw error("this tag is not closed with '>'", at: start)
    }

    /// Space, comments, `<?xml …?>` and `<!DOCTYPE …>`.
    private mutating func skipMisc() throws(PropertyListError) {
        while let byte = peek {
            if OldStylePropertyList.isSpace(byte) {
                index += 1
            } else if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<?") || starts(with: "<!") {
                let start = index
                while let byte = peek, byte != UInt8(ascii: ">") { index += 1 }
                guard peek != nil else { throw error("this declaration is not closed with '>'", at: start) }
                index += 1
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(PropertyListError) {
        let start = index
        index += 4
        while index < bytes.count, !starts(with: "-->") { index += 1 }
        guard index < bytes.count else { throw error("this comment is not closed with '-->'", at: start) }
        index += 3
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in
            for offset in 0..<count where bytes[index + offset] != prefix[offset] { return false }
            return true
        }
    }

    private func error(_ message: String) -> PropertyListError { error(message, at: index) }

    private func error(_ message: String, at offset: Int) -> PropertyListError {
        let (line, column) = TextPosition.lineAndColumn(of: offset, in: bytes)
        return PropertyListError(path: path, line: line, column: column, message: message)
    }
}

extension String {
    /// The text without spaces, tabs and line breaks at either end.
    var trimmingSpace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !" \t\r\n".unicodeScalars.contains($0) }),
              let last = scalars.lastIndex(where: { !" \t\r\n".unicodeScalars.contains($0) }) else { return "" }
        return String(scalars[first...last])
    }
}

/// Base64 as XML property lists write it (line breaks and spaces allowed).
enum Base64 {
    static func decode(_ text: String) -> [UInt8]? {
        var result: [UInt8] = []
        var buffer: UInt32 = 0, bits = 0
        for byte in text.utf8 {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="), 0x20, 0x09, 0x0A, 0x0D: continue
            default: return nil
            }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                result.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return result
    }
}
