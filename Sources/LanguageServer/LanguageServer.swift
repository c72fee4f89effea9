import Foundation

/// The protocol's plumbing: reads framed messages on a thread of its own,
/// answers them one at a time on the calling thread, keeps the open documents
/// in step with the client (full and incremental sync), and publishes the
/// features' diagnostics once edits pause (`debounce`).
///
/// Whatever the client sends is answered or dropped as the protocol says:
/// a frame without a length or a body that is not JSON gets a ParseError, a
/// message that is not JSON-RPC an InvalidRequest, an unknown request
/// MethodNotFound, a request before `initialize` ServerNotInitialized, one
/// after `shutdown` InvalidRequest, and a cancelled request RequestCancelled.
public final class LanguageServer {
    enum State { case uninitialized, running, shutDown }

    let features: LanguageFeatures
    let output: @Sendable (Data) -> Bool
    let inbox = Inbox()
    var state = State.uninitialized
    var documents = OpenDocuments()
    /// Documents changed since diagnostics were last published.
    var changed: Set<String> = []
    /// When the pending diagnostics are due: `debounce` after the last change,
    /// and at most `longestDelay` after the first.
    var dueAt: Date?
    var firstChangeAt: Date?
    /// How long edits must pause before diagnostics are computed.
    public var debounce: TimeInterval = 0.02
    public var longestDelay: TimeInterval = 0.25
    public let name: String
    public let version: String

    /// `output` writes one frame; false when the client is gone (the server then stops).
    public init(features: LanguageFeatures, name: String, version: String, output: @escaping @Sendable (Data) -> Bool) {
        self.features = features
        self.name = name
        self.version = version
        self.output = output
    }

    /// Serves until `exit` or the end of the input. Returns the exit status the
    /// protocol asks for: 0 after `shutdown`, 1 otherwise.
    public func run<Source: ByteSource & Sendable>(input: Source) -> Int32 {
        let inbox = inbox
        let reader = Thread {
            var reader = MessageReader(source: input)
            while let frame = reader.next() {
                switch frame {
                case .body(let body):
                    switch Message.parse(body) {
                    case .success(let message): inbox.push(.message(message))
                    case .failure(let rejected): inbox.push(.rejected(rejected))
                    }
                case .malformed(let reason): inbox.push(.malformedFrame(reason))
                }
            }
            inbox.push(.end)
        }
        reader.stackSize = 4 << 20
        reader.start()
        while true {
            guard let incoming = inbox.next(until: dueAt) else {
                publishDiagnostics()
                continue
            }
            switch incoming {
            case .message(let message):
                if let status = handle(message) { return status }
            case .rejected(let rejected):
                send(Outgoing.error(rejected.id, rejected.error))
            case .malformedFrame(let reason):
                send(Outgoing.error(nil, ResponseError(code: ResponseError.parseError, message: reason)))
            case .end:
                return state == .shutDown ? 0 : 1
            }
        }
    }

    /// Handles one message; an exit status when the server must stop.
    func handle(_ message: Message) -> Int32? {
        switch message {
        case .request(let id, let method, let params):
            if inbox.takeCancellation(id) {
                send(Outgoing.error(id, ResponseError(code: ResponseError.requestCancelled, message: "cancelled")))
                return nil
            }
            let answer = answer(id: id, method: method, params: params)
            switch answer {
            case .success(let result): send(Outgoing.result(id, result))
            case .failure(let error): send(Outgoing.error(id, error))
            }
        case .notification(let method, let params):
            if method == "exit" { return state == .shutDown ? 0 : 1 }
            guard state == .running else { return nil }
            notify(method: method, params: params)
        case .response:
            break  // The server sends no requests, so answers are not expected: dropped.
        }
        return stopped ? 1 : nil
    }

    /// Set when the client can no longer be written to.
    var stopped = false

    func answer(id: RequestID, method: String, params: JSON) -> Result<JSON, ResponseError> {
        switch (state, method) {
        case (.uninitialized, "initialize"):
            features.initialize(params)
            state = .running
            return .success(initializeResult())
        case (.uninitialized, _):
            return .failure(ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized: send 'initialize' first"))
        case (.shutDown, _):
            return .failure(ResponseError(code: ResponseError.invalidRequest, message: "the server is shut down: only 'exit' is accepted"))
        case (.running, "initialize"):
            return .failure(ResponseError(code: ResponseError.invalidRequest, message: "the server is already initialized"))
        case (.running, "shutdown"):
            state = .shutDown
            return .success(.null)
        case (.running, _):
            do {
                guard let result = try features.respond(to: method, params: params, documents: documents) else {
                    return .failure(ResponseError(code: ResponseError.methodNotFound, message: "unknown method '\(method)'"))
                }
                return .success(result)
            } catch let error as ResponseError {
                return .failure(error)
            } catch {
                return .failure(ResponseError.invalidParams("\(method): \(error)"))
            }
        }
    }

    func initializeResult() -> JSON {
        var capabilities = features.capabilities
        capabilities["positionEncoding"] = .string("utf-16")
        capabilities["textDocumentSync"] = .object([
            "openClose": .bool(true),
            "change": .number(2),  // incremental
            "save": .object(["includeText": .bool(false)]),
        ])
        return .object([
            "capabilities": .object(capabilities),
            "serverInfo": .object(["name": .string(name), "version": .string(version)]),
        ])
    }

    /// Document sync; other notifications (`initialized`, `$/cancelRequest`, `$/setTrace`, …) need nothing.
    func notify(method: String, params: JSON) {
        switch method {
        case "textDocument/didOpen":
            guard let open = try? params.decode(DidOpenTextDocumentParams.self) else { return }
            let item = open.textDocument
            documents.byURI[item.uri] = TextDocument(uri: item.uri, version: item.version, text: item.text)
            documentChanged(item.uri)
        case "textDocument/didChange":
            guard let change = try? params.decode(DidChangeTextDocumentParams.self),
                  var document = documents.byURI[change.textDocument.uri] else { return }
            for event in change.contentChanges { document.apply(event) }
            if let version = change.textDocument.version { document.version = version }
            documents.byURI[document.uri] = document
            documentChanged(document.uri)
        case "textDocument/didClose":
            guard let close = try? params.decode(TextDocumentParams.self) else { return }
            documents.byURI[close.textDocument.uri] = nil
            documentChanged(close.textDocument.uri)
        case "textDocument/didSave":
            guard let save = try? params.decode(TextDocumentParams.self) else { return }
            documentChanged(save.textDocument.uri)
        default:
            break
        }
    }

    func documentChanged(_ uri: String) {
        let now = Date()
        changed.insert(uri)
        if firstChangeAt == nil { firstChangeAt = now }
        let latest = (firstChangeAt ?? now).addingTimeInterval(longestDelay)
        dueAt = min(now.addingTimeInterval(debounce), latest)
    }

    func publishDiagnostics() {
        let uris = changed
        changed = []
        dueAt = nil
        firstChangeAt = nil
        guard !uris.isEmpty else { return }
        for params in features.diagnostics(after: uris, documents: documents) {
            guard let json = try? JSON(encoding: params) else { continue }
            send(Outgoing.notification("textDocument/publishDiagnostics", json))
        }
    }

    func send(_ message: JSON) {
        if !output(MessageWriter.frame(message.encoded())) { stopped = true }
    }
}
