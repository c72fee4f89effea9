/// A problem shown in the editor (`textDocument/publishDiagnostics`).
public struct LSPDiagnostic: Codable, Sendable, Hashable {
    public enum Severity: Int, Codable, Sendable {
        case error = 1, warning = 2, information = 3, hint = 4
    }

    public struct Related: Codable, Sendable, Hashable {
        public var location: Location
        public var message: String

        public init(location: Location, message: String) {
            self.location = location
            self.message = message
        }
    }

    public var range: TextRange
    public var severity: Severity?
    public var source: String?
    public var message: String
    public var relatedInformation: [Related]?

    public init(range: TextRange, severity: Severity?, source: String?, message: String, relatedInformation: [Related]? = nil) {
        self.range = range
        self.severity = severity
        self.source = source
        self.message = message
        self.relatedInformation = relatedInformation
    }
}

public struct PublishDiagnosticsParams: Codable, Sendable, Hashable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]

    public init(uri: String, version: Int?, diagnostics: [LSPDiagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}

/// `textDocument/codeAction`'s question: the range and the diagnostics the editor shows there.
public struct CodeActionParams: Codable, Sendable {
    public struct Context: Codable, Sendable {
        public var diagnostics: [LSPDiagnostic]
    }

    public var textDocument: TextDocumentIdentifier
    public var range: TextRange
    public var context: Context
}

public struct WorkspaceEdit: Codable, Sendable, Hashable {
    public var changes: [String: [TextEdit]]

    public init(changes: [String: [TextEdit]]) { self.changes = changes }
}

public struct CodeAction: Codable, Sendable, Hashable {
    public var title: String
    public var kind: String?
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?

    public init(title: String, kind: String?, diagnostics: [LSPDiagnostic]?, isPreferred: Bool?, edit: WorkspaceEdit?) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
    }
}
