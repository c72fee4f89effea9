/// A widget file's text, kept as UTF-8 bytes, with the offsets where lines start.
///
/// Everything lives in one shared immutable object, so copying a `SourceFile`
/// (which the lexer and parser do often, above all in debug builds) costs one
/// reference count, not one per array.
public struct SourceFile: Sendable {
    let storage: Storage

    public var path: String { storage.path }
    public var text: String { storage.text }
    public var bytes: [UInt8] { storage.bytes }
    /// Byte offset of the first byte of each line (line 1 is at index 0).
    public var lineStarts: [Int] { storage.lineStarts }

    public init(path: String, text: String) {
        storage = Storage(path: path, text: text)
    }

    final class Storage: Sendable {
        let path: String
        let text: String
        let bytes: [UInt8]
        let lineStarts: [Int]
        /// Per line: the offset of its first non-ASCII byte, or `Int.max` for an
        /// all-ASCII line, where a column is just the distance from the line start.
        let firstNonASCII: [Int]
        /// For each block of `1 << blockShift` bytes: the index of the line holding its
        /// first byte, so finding a line searches only the few lines of one block.
        let blockLines: [Int32]

        init(path: String, text: String) {
            self.path = path
            self.text = text
            let bytes = Array(text.utf8)
            self.bytes = bytes
            var starts = [0]
            var firstNonASCII: [Int] = []
            starts.reserveCapacity(bytes.count / 32 + 1)
            firstNonASCII.reserveCapacity(bytes.count / 32 + 1)
            bytes.withUnsafeBufferPointer { buffer in
                var wide = Int.max
                for i in 0..<buffer.count {
                    let b = buffer[i]
                    if b == 0x0A {
                        firstNonASCII.append(wide)
                        wide = Int.max
                        starts.append(i + 1)
                    } else if b >= 0x80, wide == Int.max {
                        wide = i
                    }
                }
                firstNonASCII.append(wide)
            }
            self.lineStarts = starts
            self.firstNonASCII = firstNonASCII
            let blockCount = (bytes.count >> SourceFile.blockShift) + 1
            var blockLines = [Int32](repeating: 0, count: blockCount)
            var line = 0
            for block in 0..<blockCount {
                let offset = block << SourceFile.blockShift
                while line + 1 < starts.count, starts[line + 1] <= offset { line += 1 }
                blockLines[block] = Int32(truncatingIfNeeded: line)
            }
            self.blockLines = blockLines
        }
    }

    static let blockShift = 5

    /// The location of a byte offset: 1-based line, 1-based column counted in characters.
    public func location(ofOffset offset: Int) -> SourceLocation {
        // Plain comparisons rather than min/max: generic calls are slow in debug builds.
        let clamped = offset < 0 ? 0 : offset > storage.bytes.count ? storage.bytes.count : offset
        return location(ofClampedOffset: clamped, line: lineIndex(ofOffset: clamped))
    }

    /// The same as `location(ofOffset:)`, for a caller that asks about nearby
    /// offsets in turn (the parser): `line` holds the line of the previous
    /// answer, which is tried before searching.
    func location(ofOffset offset: Int, nearLine line: inout Int) -> SourceLocation {
        let starts = storage.lineStarts
        let clamped = offset < 0 ? 0 : offset > storage.bytes.count ? storage.bytes.count : offset
        if line < 0 || line >= starts.count || starts[line] > clamped || (line + 1 < starts.count && starts[line + 1] <= clamped) {
            line = lineIndex(ofOffset: clamped)
        }
        return location(ofClampedOffset: clamped, line: line)
    }

    func location(ofClampedOffset clamped: Int, line: Int) -> SourceLocation {
        let storage = storage
        let bytes = storage.bytes
        let lineStart = storage.lineStarts[line]
        let wide = storage.firstNonASCII[line]
        var column: Int
        if clamped <= wide {
            column = clamped - lineStart + 1
        } else {
            // ASCII up to `wide`, then count characters, not bytes: skip UTF-8 continuation bytes.
            column = wide - lineStart + 1
            var i = wide
            while i < clamped {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        if clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80 { column -= 1 }
        return SourceLocation(line: line + 1, column: column < 1 ? 1 : column, offset: clamped)
    }

    /// The 0-based index of the line holding a (clamped) byte offset.
    func lineIndex(ofOffset offset: Int) -> Int {
        let blockLines = storage.blockLines
        let starts = storage.lineStarts
        let block = offset >> SourceFile.blockShift
        var low = Int(blockLines[block])
        var high = block + 1 < blockLines.count ? Int(blockLines[block + 1]) : starts.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The source range between two byte offsets.
    public func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: location(ofOffset: start), end: location(ofOffset: end > start ? end : start))
    }

    /// The text of a 1-based line, without its newline.
    public func lineText(_ line: Int) -> String {
        let lineStarts = storage.lineStarts, bytes = storage.bytes
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, end <= bytes.count, end - 1 >= start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    public var endLocation: SourceLocation { location(ofOffset: bytes.count) }
}
