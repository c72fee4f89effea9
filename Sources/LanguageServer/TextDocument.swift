/// A document's text as UTF-8 bytes, with the conversions between the
/// protocol's positions (line, UTF-16 character) and byte offsets.
///
/// Lines end at `\n`; the `\r` of a `\r\n` belongs to the line's text, which
/// changes nothing for positions up to the line's end.
public struct TextDocument: Sendable {
    public let uri: String
    public var version: Int
    public private(set) var bytes: [UInt8]
    /// Byte offset of the first byte of each line (line 0 starts at 0).
    public private(set) var lineStarts: [Int]

    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
        lineStarts = TextDocument.lineStarts(of: bytes)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return starts
    }

    /// The byte offset of a position. A line past the end is the end of the text; a
    /// character past the end of its line is the line's end (as the protocol says);
    /// a character inside a UTF-8 sequence or a surrogate pair is that character's start.
    public func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = position.line + 1 < lineStarts.count ? lineStarts[position.line + 1] - 1 : bytes.count
        var offset = start
        var units = 0
        while offset < end, units < position.character {
            let (length, width) = TextDocument.scalar(at: offset, in: bytes)
            if units + width > position.character { break }
            units += width
            offset += length
        }
        return offset
    }

    /// The position of a byte offset (clamped to the text).
    public func position(ofOffset offset: Int) -> Position {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        var character = 0
        var index = lineStarts[low]
        while index < clamped {
            let (length, width) = TextDocument.scalar(at: index, in: bytes)
            if index + length > clamped { break }
            character += width
            index += length
        }
        return Position(line: low, character: character)
    }

    public func range(ofOffsets start: Int, _ end: Int) -> TextRange {
        TextRange(start: position(ofOffset: start), end: position(ofOffset: max(start, end)))
    }

    /// The length in bytes of the UTF-8 sequence at `offset`, and its width in UTF-16 units.
    /// A byte that starts no valid sequence counts as one byte of one unit.
    static func scalar(at offset: Int, in bytes: [UInt8]) -> (length: Int, width: Int) {
        let lead = bytes[offset]
        let length: Int
        switch lead {
        case 0..<0x80: return (1, 1)
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default: return (1, 1)
        }
        guard offset + length <= bytes.count else { return (1, 1) }
        for next in 1..<length where bytes[offset + next] & 0xC0 != 0x80 { return (1, 1) }
        return (length, length == 4 ? 2 : 1)
    }

    /// Applies one change: the whole text, or a range replaced. Positions are read
    /// against the text as it is before this change (changes come in order).
    public mutating func apply(_ change: TextDocumentContentChangeEvent) {
        guard let range = change.range else {
            bytes = Array(change.text.utf8)
            lineStarts = TextDocument.lineStarts(of: bytes)
            return
        }
        let start = offset(of: range.start)
        let end = max(start, offset(of: range.end))
        bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
        lineStarts = TextDocument.lineStarts(of: bytes)
    }
}
