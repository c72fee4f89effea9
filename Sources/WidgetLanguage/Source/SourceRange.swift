/// A point in a source file: 1-based line and column, plus the byte offset.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.offset < b.offset }
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
