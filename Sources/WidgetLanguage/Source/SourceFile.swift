/// A widget file's text, kept as UTF-8 bytes, with the offsets where lines start.
public struct SourceFile: Sendable {
    public let path: String
    public let text: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line (line 1 is at index 0).
    public let lineStarts: [Int]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        let bytes = Array(text.utf8)
        self.bytes = bytes
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        self.lineStarts = starts
    }

    /// The location of a byte offset: 1-based line, 1-based column counted in characters.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let lineStart = lineStarts[low]
        var column = 1
        var i = lineStart
        while i < clamped {
            // Count characters, not bytes: skip UTF-8 continuation bytes.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        if clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80 { column -= 1 }
        return SourceLocation(line: low + 1, column: max(1, column), offset: clamped)
    }

    /// The source range between two byte offsets.
    public func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: location(ofOffset: start), end: location(ofOffset: max(start, end)))
    }

    /// The text of a 1-based line, without its newline.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, end <= bytes.count, end - 1 >= start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    public var endLocation: SourceLocation { location(ofOffset: bytes.count) }
}
