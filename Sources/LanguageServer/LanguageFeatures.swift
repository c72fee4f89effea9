/// What a language adds to the protocol plumbing: the answers to the
/// requests, and the diagnostics of changed documents. The server owns the
/// open documents and calls these on its one thread.
public protocol LanguageFeatures: AnyObject {
    /// The `capabilities` of `initialize`'s answer, beyond document sync (which the server states).
    var capabilities: [String: JSON] { get }

    /// `initialize`'s parameters (root, client options), before any other call.
    func initialize(_ params: JSON)

    /// Answers a request, or nil when the method is not one the features handle
    /// (the server then answers MethodNotFound). Throwing a `ResponseError` answers with it.
    func respond(to method: String, params: JSON, documents: OpenDocuments) throws -> JSON?

    /// The diagnostics to publish after the documents `changed` (opened, edited,
    /// saved or closed): for each document they touch, possibly more than those changed.
    func diagnostics(after changed: Set<String>, documents: OpenDocuments) -> [PublishDiagnosticsParams]
}

/// The documents the client has open, by URI.
public struct OpenDocuments: Sendable {
    public internal(set) var byURI: [String: TextDocument] = [:]

    public init() {}

    public subscript(uri: String) -> TextDocument? { byURI[uri] }
}
