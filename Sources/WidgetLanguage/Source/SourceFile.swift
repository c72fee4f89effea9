/// A widget file's text, kept as UTF-8 bytes, with the offsets where lines start.
///
/// Everything lives in one shared immutable object, so copying a `SourceFile`
/// (which the lexer and parser do often, above all in debug builds) costs one
/// reference count, not one per array.
public struct SourceFile: Sendable {
    let storage: Storage
    /// For a module (a folder of files read as one text): where each file starts.
    /// Empty for a single file.
    public internal(set) var parts: [ModulePart] = []

    public var path: String { storage.path }
    /// The whole text (made from the bytes when asked: the compiler never needs it).
    public var text: String { String(decoding: storage.bytes, as: UTF8.self) }
    public var bytes: [UInt8] { storage.bytes }
    /// Byte offset of the first byte of each line (line 1 is at index 0).
    public var lineStarts: [Int] { storage.lineStarts }

    public init(path: String, text: String) {
        storage = Storage(path: path, bytes: Array(text.utf8))
    }

    /// A file read as bytes, or nil when they are not UTF-8 text.
    public init?(path: String, utf8 bytes: [UInt8]) {
        guard bytes.withUnsafeBufferPointer(UTF8Validation.isValid) else { return nil }
        storage = Storage(path: path, bytes: bytes)
    }

    static let blockShift = 5

    /// The location of a byte offset: 1-based line, 1-based column counted in characters.
    public func location(ofOffset offset: Int) -> SourceLocation {
        // Plain comparisons rather than min/max: generic calls are slow in debug builds.
        let storage = storage
        let clamped = offset < 0 ? 0 : offset > storage.byteCount ? storage.byteCount : offset
        return location(ofClampedOffset: clamped, line: lineIndex(ofOffset: clamped))
    }

    /// The same as `location(ofOffset:)`, for a caller that asks about nearby
    /// offsets in turn (the parser): `line` holds the line of the previous
    /// answer, which is tried before searching.
    @inline(__always)
    func location(ofOffset offset: Int, nearLine line: inout Int) -> SourceLocation {
        let storage = storage
        let clamped = offset < 0 ? 0 : offset > storage.byteCount ? storage.byteCount : offset
        let starts = storage.lineStartTable, count = storage.lineCount
        if line < 0 || line >= count || starts[line] > clamped || (line + 1 < count && starts[line + 1] <= clamped) {
            line = lineIndex(ofOffset: clamped)
        }
        return location(ofClampedOffset: clamped, line: line)
    }

    /// The location of `end`, if it lies on the same line as `start` (whose
    /// line has index `line`) and that line is ASCII up to `end`: then its column
    /// is `start`'s plus the distance, and no table is searched. Nil otherwise.
    /// (A node's range usually starts and ends on one line.)
    @inline(__always)
    func location(ofOffset end: Int, onLineOf start: SourceLocation, line: Int) -> SourceLocation? {
        let storage = storage
        guard end >= start.offset, end <= storage.firstNonASCIITable[line], end <= storage.byteCount,
              line + 1 >= storage.lineCount || end < storage.lineStartTable[line + 1],
              storage.byteCount < Int(UInt32.max) else { return nil }
        return SourceLocation(fittingLine: line + 1, column: start.column + (end - start.offset), offset: end)
    }

    /// `clamped` is in `0...byteCount` and `line` is the index of its line.
    @inline(__always)
    func location(ofClampedOffset clamped: Int, line: Int) -> SourceLocation {
        let storage = storage
        let bytes = storage.byteTable
        let lineStart = storage.lineStartTable[line]
        let wide = storage.firstNonASCIITable[line]
        var column: Int
        if clamped <= wide {
            // ASCII before `clamped`, and the byte there starts a character (it is ASCII
            // or the line's first non-ASCII byte): the column is the distance.
            column = clamped - lineStart + 1
        } else {
            // ASCII up to `wide`, then count characters, not bytes: skip UTF-8 continuation bytes.
            column = wide - lineStart + 1
            var i = wide
            while i < clamped {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            // An offset inside a character is that character's column.
            if clamped < storage.byteCount, bytes[clamped] & 0xC0 == 0x80 { column -= 1 }
        }
        // Line, column and offset are at most `byteCount + 1`.
        return storage.byteCount < Int(UInt32.max)
            ? SourceLocation(fittingLine: line + 1, column: column < 1 ? 1 : column, offset: clamped)
            : SourceLocation(line: line + 1, column: column < 1 ? 1 : column, offset: clamped)
    }

    /// The 0-based index of the line holding an offset in `0...byteCount`.
    func lineIndex(ofOffset offset: Int) -> Int {
        let storage = storage
        let blocks = storage.blockLineTable
        let starts = storage.lineStartTable
        let block = offset >> SourceFile.blockShift
        var low = Int(blocks[block])
        var high = block + 1 < storage.blockCount ? Int(blocks[block + 1]) : storage.lineCount - 1
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

    /// `path:line:column` of a location, naming the file of a module it lies in.
    public func describe(_ location: SourceLocation) -> String {
        let place = fileLocation(location)
        return "\(place.path):\(place.line):\(place.column)"
    }

    /// The file a location lies in (a module's file, or this file) and its line there.
    public func fileLocation(_ location: SourceLocation) -> (path: String, line: Int, column: Int) {
        guard let part = parts.last(where: { $0.firstLine <= location.line }) else {
            return (path, location.line, location.column)
        }
        return (part.path, location.line - part.firstLine + 1, location.column)
    }

    /// `line:column` in a single file; `File.swift:line:column` (the file's name) in a module.
    public func shortDescribe(_ location: SourceLocation) -> String {
        let place = fileLocation(location)
        guard !parts.isEmpty else { return "\(place.line):\(place.column)" }
        let name = place.path.split(separator: "/").last.map(String.init) ?? place.path
        return "\(name):\(place.line):\(place.column)"
    }

    /// The file of a module a byte offset lies in (the module's path for a single file).
    public func part(atOffset offset: Int) -> ModulePart? { parts.last { $0.startOffset <= offset } }
}

/// One file of a module: its path, and where its text starts in the module's text.
public struct ModulePart: Sendable, Hashable {
    public var path: String
    /// 1-based line of the module's text where the file's first line is.
    public var firstLine: Int
    public var startOffset: Int
    public var endOffset: Int

    public var isSwift: Bool { path.hasSuffix(".swift") }
}
