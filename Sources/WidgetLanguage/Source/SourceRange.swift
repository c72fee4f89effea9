/// A point in a source file: 1-based line and column, plus the byte offset.
///
/// Stored as three 32-bit numbers: every node of a syntax tree carries two of
/// these, and half the size is half the memory a large file's tree touches.
/// The compiler refuses files over 256 MiB, so every offset fits; a larger
/// file given straight to the lexer gets clamped locations, never a crash.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    let storedLine: UInt32
    let storedColumn: UInt32
    let storedOffset: UInt32

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }
    public var offset: Int { Int(storedOffset) }

    /// Values outside 0...UInt32.max are clamped (no file is that large).
    public init(line: Int, column: Int, offset: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.storedOffset < b.storedOffset }
    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source text, `start..<end`.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// The smallest range that covers both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public static let none = SourceRange(start: SourceLocation(line: 1, column: 1, offset: 0),
                                         end: SourceLocation(line: 1, column: 1, offset: 0))
    public var description: String { "\(start)-\(end)" }
}
