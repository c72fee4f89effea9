/// Markdown (or plain text) shown by the editor.
public struct MarkupContent: Codable, Sendable, Hashable {
    public var kind: String
    public var value: String

    public static func markdown(_ value: String) -> MarkupContent { MarkupContent(kind: "markdown", value: value) }
}

public struct Hover: Codable, Sendable, Hashable {
    public var contents: MarkupContent
    public var range: TextRange?

    public init(contents: MarkupContent, range: TextRange?) {
        self.contents = contents
        self.range = range
    }
}

public struct CompletionItem: Codable, Sendable, Hashable {
    /// The protocol's `CompletionItemKind` numbers, for the kinds used here.
    public enum Kind: Int, Codable, Sendable {
        case method = 2, function = 3, constructor = 4, field = 5, variable = 6, `class` = 7, property = 10,
             value = 12, `enum` = 13, keyword = 14, snippet = 15, color = 16, enumMember = 20, constant = 21, `struct` = 22
    }

    public var label: String
    public var kind: Kind?
    public var detail: String?
    public var documentation: MarkupContent?
    public var sortText: String?
    public var filterText: String?
    public var insertText: String?
    /// 1 plain text, 2 a snippet (`$1` places).
    public var insertTextFormat: Int?
    public var textEdit: TextEdit?

    public init(label: String, kind: Kind?, detail: String? = nil, documentation: MarkupContent? = nil, sortText: String? = nil,
                filterText: String? = nil, insertText: String? = nil, insertTextFormat: Int? = nil, textEdit: TextEdit? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.sortText = sortText
        self.filterText = filterText
        self.insertText = insertText
        self.insertTextFormat = insertTextFormat
        self.textEdit = textEdit
    }
}

public struct CompletionList: Codable, Sendable, Hashable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]

    public init(isIncomplete: Bool, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }
}

/// An outline entry (`textDocument/documentSymbol`), with its members as children.
public struct DocumentSymbol: Codable, Sendable, Hashable {
    /// The protocol's `SymbolKind` numbers, for the kinds used here.
    public enum Kind: Int, Codable, Sendable {
        case file = 1, module = 2, namespace = 3, `class` = 5, method = 6, property = 7, field = 8, constructor = 9,
             `enum` = 10, interface = 11, function = 12, variable = 13, constant = 14, object = 19, enumMember = 22,
             `struct` = 23, event = 24
    }

    public var name: String
    public var detail: String?
    public var kind: Kind
    public var range: TextRange
    public var selectionRange: TextRange
    public var children: [DocumentSymbol]?

    public init(name: String, detail: String?, kind: Kind, range: TextRange, selectionRange: TextRange, children: [DocumentSymbol]?) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}
