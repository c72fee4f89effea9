/// Reads the YAML that project specs are written in: block mappings and
/// sequences by indentation (a sequence may sit at its key's indentation),
/// `- ` items holding mappings, flow sequences `[a, b]` and flow mappings
/// `{path: x}` (across lines too), plain, single-quoted and double-quoted
/// scalars, literal `|` and folded `>` block scalars, comments, and `---`/`...`
/// around one document. Not read (an error says so, with its place): anchors
/// and aliases, tags, complex `? ` keys, several documents, a plain scalar
/// continued on a further line.
///
/// Bounded: at most `maxBytes` of text and `maxDepth` nested collections, and
/// every step moves forward through the text, so no input makes it hang or
/// crash; it reports the first problem as a `YAMLError` with line and column.
public struct YAMLReader {
    public static let maxBytes = 8 << 20
    public static let maxDepth = 64

    let bytes: [UInt8]
    var index = 0
    /// Where each line starts, for columns and places.
    let lineStarts: [Int]
    var places: [String: YAMLPlace] = [:]
    /// The last place computed, so places found in order cost the text between them only.
    var cursor = (index: 0, line: 1, column: 1)

    /// Reads one document from UTF-8 text (a byte-order mark and `\r\n` line ends allowed).
    public static func read(_ input: [UInt8]) throws(YAMLError) -> YAMLDocument {
        guard input.count <= maxBytes else {
            throw YAMLError(line: 1, column: 1, message: "larger than \(maxBytes >> 20) MiB; not read")
        }
        var text = input.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(input.dropFirst(3)) : input
        if text.contains(0x0D) { text = normalizedLineEnds(text) }
        if String(validating: text, as: UTF8.self) == nil {
            var line = 1
            for part in text.split(separator: 0x0A, omittingEmptySubsequences: false) {
                if String(validating: part, as: UTF8.self) == nil { break }
                line += 1
            }
            throw YAMLError(line: line, column: 1, message: "this line is not UTF-8 text")
        }
        var reader = YAMLReader(bytes: text)
        let root = try reader.document()
        return YAMLDocument(root: root, places: reader.places)
    }

    public static func read(_ text: String) throws(YAMLError) -> YAMLDocument { try read(Array(text.utf8)) }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == Self.newline { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// `\r\n` and a lone `\r` made `\n`.
    private static func normalizedLineEnds(_ text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var offset = 0
        while offset < text.count {
            let byte = text[offset]
            if byte == 0x0D {
                result.append(newline)
                if offset + 1 < text.count, text[offset + 1] == newline { offset += 1 }
            } else {
                result.append(byte)
            }
            offset += 1
        }
        return result
    }

    // MARK: The document

    private mutating func document() throws(YAMLError) -> YAMLValue {
        try skipToContent()
        while index < bytes.count, column(of: index) == 0, bytes[index] == UInt8(ascii: "%") {
            skipLine()
            try skipToContent()
        }
        if isDocumentMarker("---") {
            index += 3
            try skipToContent()
        }
        var root = YAMLValue.null
        if index < bytes.count, !isDocumentMarker("---"), !isDocumentMarker("...") {
            root = try blockNode(path: [], parentIndent: -1, depth: 0)
        }
        if isDocumentMarker("...") {
            index += 3
            try skipToContent()
        }
        guard index >= bytes.count else {
            if isDocumentMarker("---") { throw fail("a second document; only one document is read", at: index) }
            throw fail("this line is indented less than the first one", at: index)
        }
        return root
    }

    // MARK: Block collections

    /// The node at the current content, which is indented more than `parentIndent`.
    mutating func blockNode(path: [String], parentIndent: Int, depth: Int) throws(YAMLError) -> YAMLValue {
        record(path)
        let indent = column(of: index)
        if isSequenceDash(index) { return try blockSequence(indent: indent, path: path, depth: depth + 1) }
        if isKeyLine(index) { return try blockMapping(indent: indent, path: path, depth: depth + 1) }
        return try inlineValue(path: path, blockIndent: max(parentIndent, 0), depth: depth)
    }

    /// A mapping whose keys start at column `indent`; ends at content indented less, or at a line
    /// at its indentation that is no key.
    private mutating func blockMapping(indent: Int, path: [String], depth: Int) throws(YAMLError) -> YAMLValue {
        try checkDepth(depth)
        var entries: [String: YAMLValue] = [:]
        while true {
            let keyStart = index
            let key = try mappingKey()
            guard entries[key] == nil else { throw fail("the key '\(key)' appears twice in this mapping", at: keyStart) }
            let child = path + [key]
            skipInlineSpace()
            if atLineEndOrComment {
                try skipToContent()
                if atContent, column(of: index) > indent {
                    entries[key] = try blockNode(path: child, parentIndent: indent, depth: depth)
                } else if atContent, column(of: index) == indent, isSequenceDash(index) {
                    record(child)
                    entries[key] = try blockSequence(indent: indent, path: child, depth: depth + 1)
                } else {
                    record(child, at: keyStart)
                    entries[key] = .null
                }
            } else {
                record(child)
                entries[key] = try inlineValue(path: child, blockIndent: indent, depth: depth)
            }
            guard atContent else { break }
            let next = column(of: index)
            if next < indent { break }
            if next > indent {
                throw fail("this line is indented more than the keys above it (a value continued on a further line is not read: keep it on one line or quote it)", at: index)
            }
            if isSequenceDash(index) { throw fail("a list item where a key ('name: value') was expected", at: index) }
        }
        return .map(entries)
    }

    /// A sequence whose dashes are at column `indent`.
    private mutating func blockSequence(indent: Int, path: [String], depth: Int) throws(YAMLError) -> YAMLValue {
        try checkDepth(depth)
        var items: [YAMLValue] = []
        while true {
            let dash = index
            let item = path + [String(items.count)]
            index += 1
            skipInlineSpace()
            if atLineEndOrComment {
                try skipToContent()
                if atContent, column(of: index) > indent {
                    items.append(try blockNode(path: item, parentIndent: indent, depth: depth))
                } else {
                    record(item, at: dash)
                    items.append(.null)
                }
            } else {
                // A compact item: `- key: value` (its keys at this column), `- - x`, or `- value`.
                record(item)
                let inner = column(of: index)
                if isSequenceDash(index) {
                    items.append(try blockSequence(indent: inner, path: item, depth: depth + 1))
                } else if isKeyLine(index) {
                    items.append(try blockMapping(indent: inner, path: item, depth: depth + 1))
                } else {
                    items.append(try inlineValue(path: item, blockIndent: indent, depth: depth))
                }
            }
            guard atContent else { break }
            let next = column(of: index)
            if next < indent { break }
            if next > indent { throw fail("this line is indented more than the list's items", at: index) }
            if !isSequenceDash(index) { break }
        }
        return .list(items)
    }

    /// A key and its `:`, plain or quoted.
    private mutating func mappingKey() throws(YAMLError) -> String {
        let start = index
        let key: String
        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            key = try quotedScalar()
            skipInlineSpace()
        } else {
            guard let colon = plainKeyEnd(from: index) else {
                throw fail("expected a key ('name: value')", at: index)
            }
            key = trimmed(bytes[index..<colon])
            index = colon
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after the key", at: index) }
        guard !key.isEmpty else { throw fail("a key is empty", at: start) }
        index += 1
        return key
    }

    /// The value after a key or a dash on the same line, and the rest of its line; leaves the
    /// reader at the next content.
    private mutating func inlineValue(path: [String], blockIndent: Int, depth: Int) throws(YAMLError) -> YAMLValue {
        let value: YAMLValue
        switch bytes[index] {
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            value = .string(try blockScalar(parentIndent: blockIndent))
            try skipToContent()
            return value
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "\""), UInt8(ascii: "'"),
             UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
            value = try flowValue(path: path, depth: depth)
        default:
            value = .string(try plainBlockScalar())
        }
        skipInlineSpace()
        guard atLineEndOrComment else { throw fail("unexpected text after the value", at: index) }
        try skipToContent()
        return value
    }

    /// A plain scalar to the end of its line (or a comment).
    private mutating func plainBlockScalar() throws(YAMLError) -> String {
        try checkPlainStart()
        let start = index
        var end = index
        while index < bytes.count, bytes[index] != Self.newline {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#"), index > start, isSpace(bytes[index - 1]) { break }
            if byte == UInt8(ascii: ":"), index + 1 >= bytes.count || isBreakOrSpace(bytes[index + 1]) {
                throw fail("a ':' inside a value; quote the value", at: index)
            }
            index += 1
            if !isSpace(byte) { end = index }
        }
        index = end
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `|` (lines kept) or `>` (lines folded) and the lines indented more than the parent.
    private mutating func blockScalar(parentIndent: Int) throws(YAMLError) -> String {
        let literal = bytes[index] == UInt8(ascii: "|")
        index += 1
        var chomping: UInt8?
        var explicitIndent: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")), chomping == nil {
                chomping = byte
            } else if byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9"), explicitIndent == nil {
                explicitIndent = Int(byte - UInt8(ascii: "0"))
            } else {
                break
            }
            index += 1
        }
        skipInlineSpace()
        guard atLineEndOrComment else { throw fail("unexpected text after '\(literal ? "|" : ">")'", at: index) }
        skipLine()
        // The lines: each empty (or blank) one, or one indented at least as the content.
        var contentIndent = explicitIndent.map { parentIndent + $0 }
        var lines: [String] = []
        while index < bytes.count {
            let lineStart = index
            var spaces = 0
            while index + spaces < bytes.count, bytes[index + spaces] == UInt8(ascii: " ") { spaces += 1 }
            let after = index + spaces
            let blank = after >= bytes.count || bytes[after] == Self.newline
            if blank {
                lines.append("")
                index = after
                skipLine()
                continue
            }
            if contentIndent == nil {
                if bytes[after] == Self.tab { throw fail("a tab in indentation; indent with spaces", at: after) }
                contentIndent = spaces
            }
            guard let indent = contentIndent, indent > parentIndent, spaces >= indent else {
                index = lineStart
                break
            }
            index += indent
            let textStart = index
            while index < bytes.count, bytes[index] != Self.newline { index += 1 }
            lines.append(String(decoding: bytes[textStart..<index], as: UTF8.self))
            skipLine()
        }
        // Trailing empty lines belong to the chomping, not the text.
        var trailing = 0
        while let last = lines.last, last.isEmpty {
            lines.removeLast()
            trailing += 1
        }
        var text = literal ? lines.joined(separator: "\n") : Self.folded(lines)
        switch chomping {
        case UInt8(ascii: "-"): break
        case UInt8(ascii: "+"): if !lines.isEmpty || trailing > 0 { text += String(repeating: "\n", count: trailing + (lines.isEmpty ? 0 : 1)) }
        default: if !lines.isEmpty { text += "\n" }
        }
        return text
    }

    /// Folded lines: neighbours joined by a space, an empty line a line break, a more-indented
    /// line kept on its own.
    private static func folded(_ lines: [String]) -> String {
        var text = ""
        var previousPlain = false
        for line in lines {
            let plain = !line.isEmpty && line.first != " " && line.first != "\t"
            if line.isEmpty {
                text += "\n"
            } else if !text.isEmpty || previousPlain {
                text += previousPlain && plain ? " " : (text.hasSuffix("\n") ? "" : "\n")
            }
            text += line
            previousPlain = plain
        }
        return text
    }

    // MARK: Looking at the text

    static let newline = UInt8(ascii: "\n")
    static let tab = UInt8(ascii: "\t")

    var atContent: Bool { index < bytes.count && !isDocumentMarker("---") && !isDocumentMarker("...") }

    var atLineEndOrComment: Bool {
        index >= bytes.count || bytes[index] == Self.newline || bytes[index] == UInt8(ascii: "#")
    }

    func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == Self.tab }

    func isBreakOrSpace(_ byte: UInt8) -> Bool { isSpace(byte) || byte == Self.newline }

    /// `-` followed by a space or the line's end.
    func isSequenceDash(_ at: Int) -> Bool {
        bytes[at] == UInt8(ascii: "-") && (at + 1 >= bytes.count || isBreakOrSpace(bytes[at + 1]))
    }

    /// `---` or `...` at a line's start, followed by a space or the line's end.
    func isDocumentMarker(_ marker: String) -> Bool {
        let mark = Array(marker.utf8)
        guard index + 3 <= bytes.count, column(of: index) == 0, Array(bytes[index..<index + 3]) == mark else { return false }
        return index + 3 == bytes.count || isBreakOrSpace(bytes[index + 3])
    }

    /// Whether the line from `at` is `key: …` (a plain or quoted key followed by `:` and a space
    /// or the line's end).
    func isKeyLine(_ at: Int) -> Bool {
        let first = bytes[at]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var scan = at + 1
            while scan < bytes.count, bytes[scan] != Self.newline {
                if first == UInt8(ascii: "\""), bytes[scan] == UInt8(ascii: "\\") {
                    scan += 2
                    continue
                }
                if bytes[scan] == first {
                    if first == UInt8(ascii: "'"), scan + 1 < bytes.count, bytes[scan + 1] == first {
                        scan += 2
                        continue
                    }
                    break
                }
                scan += 1
            }
            guard scan < bytes.count, bytes[scan] == first else { return false }
            scan += 1
            while scan < bytes.count, isSpace(bytes[scan]) { scan += 1 }
            return scan < bytes.count && bytes[scan] == UInt8(ascii: ":") && (scan + 1 >= bytes.count || isBreakOrSpace(bytes[scan + 1]))
        }
        if "[{|>#&*!%@`".utf8.contains(first) { return false }
        return plainKeyEnd(from: at) != nil
    }

    /// The `:` ending a plain key that starts at `at`, on the same line; nil when there is none
    /// before the line's end or a comment.
    func plainKeyEnd(from at: Int) -> Int? {
        var scan = at
        while scan < bytes.count, bytes[scan] != Self.newline {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "#"), scan > at, isSpace(bytes[scan - 1]) { return nil }
            if byte == UInt8(ascii: ":"), scan + 1 >= bytes.count || isBreakOrSpace(bytes[scan + 1]) { return scan }
            scan += 1
        }
        return nil
    }

    /// A plain scalar may not start with an indicator that begins another kind of node.
    func checkPlainStart() throws(YAMLError) {
        let byte = bytes[index]
        if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "*") {
            throw fail("anchors and aliases (&name, *name) are not read; write the value out", at: index)
        }
        if byte == UInt8(ascii: "!") { throw fail("tags (!name) are not read", at: index) }
        if byte == UInt8(ascii: "?"), index + 1 >= bytes.count || isBreakOrSpace(bytes[index + 1]) {
            throw fail("complex keys ('? ') are not read", at: index)
        }
        if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "`") { throw fail("'\(Character(Unicode.Scalar(byte)))' cannot start a plain value; quote it", at: index) }
    }

    func checkDepth(_ depth: Int) throws(YAMLError) {
        guard depth <= Self.maxDepth else { throw fail("collections nested more than \(Self.maxDepth) deep", at: index) }
    }

    func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        var end = slice.endIndex
        while end > slice.startIndex, isSpace(slice[end - 1]) { end -= 1 }
        return String(decoding: slice[slice.startIndex..<end], as: UTF8.self)
    }

    // MARK: Moving

    mutating func skipInlineSpace() {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }

    /// Past the end of the current line.
    mutating func skipLine() {
        while index < bytes.count, bytes[index] != Self.newline { index += 1 }
        if index < bytes.count { index += 1 }
    }

    /// Past spaces, comments and line ends to the next content; a tab in a line's indentation is an error.
    mutating func skipToContent() throws(YAMLError) {
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) || byte == Self.newline {
                index += 1
            } else if byte == UInt8(ascii: "#") {
                skipLine()
            } else {
                break
            }
        }
        guard index < bytes.count else { return }
        let start = lineStarts[lineIndex(of: index)]
        if bytes[start..<index].contains(Self.tab), bytes[start..<index].allSatisfy(isSpace) {
            throw fail("a tab in indentation; indent with spaces", at: bytes[start..<index].firstIndex(of: Self.tab) ?? start)
        }
    }

    // MARK: Places

    func lineIndex(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The column of `offset` in bytes from its line's start (0 for the first): indentation.
    func column(of offset: Int) -> Int { offset - lineStarts[lineIndex(of: offset)] }

    /// The line and column of `offset`, columns counting characters.
    mutating func place(at offset: Int) -> YAMLPlace {
        if offset < cursor.index {
            let line = lineIndex(of: offset)
            cursor = (lineStarts[line], line + 1, 1)
        }
        var (at, line, column) = cursor
        let end = min(offset, bytes.count)
        while at < end {
            if bytes[at] == Self.newline {
                line += 1
                column = 1
            } else if bytes[at] & 0xC0 != 0x80 {
                column += 1
            }
            at += 1
        }
        cursor = (at, line, column)
        return YAMLPlace(line: line, column: column)
    }

    mutating func record(_ path: [String], at offset: Int? = nil) {
        places[YAMLDocument.key(path)] = place(at: offset ?? index)
    }

    func fail(_ message: String, at offset: Int) -> YAMLError {
        var copy = self
        let place = copy.place(at: offset)
        return YAMLError(line: place.line, column: place.column, message: message)
    }
}
