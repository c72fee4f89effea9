/// `textDocument/didOpen`'s document.
public struct TextDocumentItem: Codable, Sendable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

public struct TextDocumentIdentifier: Codable, Sendable {
    public var uri: String

    public init(uri: String) { self.uri = uri }
}

public struct VersionedTextDocumentIdentifier: Codable, Sendable {
    public var uri: String
    public var version: Int?
}

/// A change: the whole text (no range), or the text that replaces a range.
public struct TextDocumentContentChangeEvent: Codable, Sendable {
    public var range: TextRange?
    public var text: String

    public init(range: TextRange?, text: String) {
        self.range = range
        self.text = text
    }
}

public struct DidOpenTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentItem
}

public struct DidChangeTextDocumentParams: Codable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

/// `didClose` and `didSave` (whose text, if sent, is not used: the open document is the truth).
public struct TextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
}

/// Hover, completion and definition ask about one position of a document.
public struct TextDocumentPositionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct ReferenceParams: Codable, Sendable {
    public struct Context: Codable, Sendable {
        public var includeDeclaration: Bool
    }

    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: Context?
}
