/// A place in a document: 0-based line, and 0-based character counted in
/// UTF-16 code units (the protocol's default position encoding).
public struct Position: Codable, Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (a: Position, b: Position) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }
}

/// A half-open range `start..<end` of a document.
public struct TextRange: Codable, Sendable, Hashable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    public func contains(_ position: Position) -> Bool { start <= position && position <= end }
}

/// A range in a document named by its URI.
public struct Location: Codable, Sendable, Hashable {
    public var uri: String
    public var range: TextRange

    public init(uri: String, range: TextRange) {
        self.uri = uri
        self.range = range
    }
}

/// A change of a document's text: replace `range` by `newText`.
public struct TextEdit: Codable, Sendable, Hashable {
    public var range: TextRange
    public var newText: String

    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
