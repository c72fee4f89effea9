import Foundation
import LanguageServer
import WidgetTestSupport

/// A real `widgetry lsp` process and a small client for it: messages are
/// written as frames to its standard input; everything it writes is read on a
/// thread and kept, so a test waits for the message it expects.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    let input = Pipe(), output = Pipe(), errors = Pipe()
    private let condition = NSCondition()
    private var received: [JSON] = []
    private var ended = false
    private var nextID = 100

    init(arguments: [String] = ["lsp"], directory: URL? = nil) throws {
        guard let url = CommandRunner.executable("widgetry") else { throw Failure("widgetry was not found; run swift build") }
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let descriptor = output.fileHandleForReading.fileDescriptor
        let thread = Thread { [self] in
            var reader = MessageReader(source: FileDescriptorSource(descriptor: descriptor))
            while let frame = reader.next() {
                guard case .body(let body) = frame, let json = try? JSON.parse(body) else { continue }
                condition.lock()
                received.append(json)
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Writes raw bytes to the server's input.
    func write(_ data: Data) {
        input.fileHandleForWriting.write(data)
    }

    func send(_ message: JSON) { write(MessageWriter.frame(message.encoded())) }

    func notify(_ method: String, _ params: JSON = .object([:])) {
        send(Outgoing.notification(method, params))
    }

    /// Sends a request and returns its id (the answer comes with `response(to:)`).
    @discardableResult
    func request(_ method: String, _ params: JSON = .object([:])) -> RequestID {
        condition.lock()
        nextID += 1
        let id = RequestID.number(nextID)
        condition.unlock()
        send(Outgoing.request(id, method, params))
        return id
    }

    /// Sends a request and waits for its answer.
    func call(_ method: String, _ params: JSON = .object([:]), timeout: Double = 10) throws -> JSON {
        try response(to: request(method, params), timeout: timeout)
    }

    /// The answer to request `id` (the whole message: `result` or `error`).
    func response(to id: RequestID, timeout: Double = 10) throws -> JSON {
        let expected = try JSON(encoding: id)
        return try waitFor(timeout: timeout, "the answer to request \(id)") { $0["id"] == expected && $0["method"] == nil }
    }

    /// The first message received (since the last `clear`) that matches; fails after `timeout` seconds.
    func waitFor(timeout: Double = 10, _ what: String, _ matches: (JSON) -> Bool) throws -> JSON {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let found = received.first(where: matches) { return found }
            if ended { throw Failure("the server ended before \(what)") }
            if !condition.wait(until: deadline) { throw Failure("no \(what) within \(timeout) s") }
        }
    }

    /// The diagnostics published for `uri` (for its `version`, when given): the `params` of the first such message.
    func diagnostics(for uri: String, version: Int? = nil, timeout: Double = 10) throws -> JSON {
        let message = try waitFor(timeout: timeout, "diagnostics for \(uri)") { message in
            message["method"]?.string == "textDocument/publishDiagnostics" && message["params"]?["uri"]?.string == uri
                && (version == nil || message["params"]?["version"]?.int == version)
        }
        return message["params"] ?? .null
    }

    /// Forgets the messages received so far.
    func clear() {
        condition.lock()
        received.removeAll()
        condition.unlock()
    }

    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return received.count
    }

    func initialize(root: String? = nil) throws {
        var params: [String: JSON] = ["capabilities": .object([:]), "processId": .null]
        if let root { params["rootUri"] = .string(URL(fileURLWithPath: root).absoluteString) }
        _ = try call("initialize", .object(params))
        notify("initialized")
    }

    func open(_ path: String, text: String? = nil, version: Int = 1) throws -> String {
        let uri = URL(fileURLWithPath: path).absoluteString
        let content = try text ?? String(contentsOfFile: path, encoding: .utf8)
        notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string(path.hasSuffix(".swift") ? "swift" : "widget"),
            "version": .number(Double(version)), "text": .string(content),
        ])]))
        return uri
    }

    /// Waits for the process to end; its exit status, or nil if it did not end in time.
    func waitForExit(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Ends the server as an editor does (shutdown, exit) and returns its exit status.
    func shutDown() -> Int32? {
        _ = try? call("shutdown")
        notify("exit")
        return waitForExit()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}

/// Builds JSON in tests: `position(3, 4)`, `range(…)`.
enum LSP {
    static func position(_ line: Int, _ character: Int) -> JSON {
        .object(["line": .number(Double(line)), "character": .number(Double(character))])
    }

    static func range(_ a: (Int, Int), _ b: (Int, Int)) -> JSON {
        .object(["start": position(a.0, a.1), "end": position(b.0, b.1)])
    }

    static func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
        .object(["textDocument": .object(["uri": .string(uri)]), "position": position(line, character)])
    }

    static func document(_ uri: String) -> JSON { .object(["textDocument": .object(["uri": .string(uri)])]) }

    static func change(_ uri: String, version: Int, _ changes: [JSON]) -> JSON {
        .object(["textDocument": .object(["uri": .string(uri), "version": .number(Double(version))]),
                 "contentChanges": .array(changes)])
    }

    static func edit(_ a: (Int, Int), _ b: (Int, Int), _ text: String) -> JSON {
        .object(["range": range(a, b), "text": .string(text)])
    }
}
