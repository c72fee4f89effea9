/// A widget file's text, kept as UTF-8 bytes, with the offsets where lines start.
///
/// Everything lives in one shared immutable object, so copying a `SourceFile`
/// (the lexer and parser hold one each) costs one reference count.
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
        storage = Storage(path: path, bytes: SourceFile.withoutByteOrderMark(Array(text.utf8)))
    }

    /// A file read as bytes, or nil when they are not UTF-8 text.
    public init?(path: String, utf8 bytes: [UInt8]) {
        guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
        storage = Storage(path: path, bytes: SourceFile.withoutByteOrderMark(bytes))
    }

    /// The UTF-8 byte-order mark Xcode and some Windows editors write at the start
    /// of a file is no part of its text: it is dropped, so a location counts lines
    /// and columns from the first real character.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: byteOrderMark) ? Array(bytes.dropFirst(byteOrderMark.count)) : bytes
    }

    /// A file's text without its byte-order mark, for the files of a module, which
    /// are joined into one text (where a mark would stand in the middle).
    public static func withoutByteOrderMark(_ text: String) -> String {
        text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    }

    /// The location of a byte offset: 1-based line, 1-based column counted in
    /// characters (an offset inside a character is that character's column).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let bytes = storage.bytes
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex(ofOffset: clamped)
        let lineStart = storage.lineStarts[line]
        if storage.lineIsASCII[line] {
            return SourceLocation(line: line + 1, column: clamped - lineStart + 1, offset: clamped)
        }
        // Count from the start of the line or of the offset's block, whichever is later.
        let block = clamped / Storage.blockSize
        let blockStart = block * Storage.blockSize
        var index = max(lineStart, blockStart)
        var column = blockStart > lineStart ? storage.blockColumns[block] : 1
        while index < clamped {
            if !isContinuationByte(bytes[index]) { column += 1 }
            index += 1
        }
        if clamped < bytes.count, isContinuationByte(bytes[clamped]) { column -= 1 }
        return SourceLocation(line: line + 1, column: max(column, 1), offset: clamped)
    }

    /// The 0-based index of the line holding an offset in `0...bytes.count`.
    func lineIndex(ofOffset offset: Int) -> Int {
        let starts = storage.lineStarts
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
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
