import Foundation
import WidgetLanguage
import WidgetSources

/// Foundation's own I/O as widget code calls it — `URLSession.shared.data(from:)`,
/// `Data(contentsOf:)`, `data.write(to:)` — through the same permissions, fetch
/// helper, limits and timeout as the data sources. A refused permission is a
/// mistake in the widget (not catchable, with the declaration to add); a
/// failed request or read is a thrown `URLError` / `CocoaError` that
/// `do`/`catch` and `try?` handle.
extension SourceLoader {
    /// The App Group container of `identifier`: `AppGroups/<identifier>` beside the store (made on first use).
    func container(_ identifier: String) -> String {
        let safe = String(identifier.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" }).prefix(200)
        let folder = (storeFolder as NSString).appendingPathComponent("AppGroups/\(safe.isEmpty ? "_" : String(safe))")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The root of every App Group container of this widget.
    var containersRoot: String { (storeFolder as NSString).appendingPathComponent("AppGroups") }

    /// Permissions, with the App Group containers readable as the widget's own files.
    func checkAccess(_ access: SourceAccess, _ interpreter: Interpreter) throws -> String? {
        if case .read(let path) = access, FilePaths.isInside(path, FilePaths.resolve(containersRoot, relativeTo: "/")) { return nil }
        return try permissionPolicy(interpreter).check(access)
    }
}

extension Interpreter {
    /// The loader, where I/O is allowed (not in a placeholder or a view). In a Swift file the refusal is thrown
    /// as the call's error, so `try? Data(contentsOf: url)` in a view gives nil and the view draws its fallback, as
    /// it would where the read fails. `readsLocalFile`: the call reads a file of the widget's own (its bundle's,
    /// `Bundle.main.url(forResource:withExtension:)`, or a local path), which a Swift view may do, as on iOS.
    func foundationLoader(_ what: String, at range: SourceRange, readsLocalFile: Bool = false) throws -> SourceLoader {
        switch blockKind {
        case .view where readsLocalFile && program.tree.isSwift, .preview where readsLocalFile && program.tree.isSwift: break
        case .placeholder, .view, .preview:
            let message = "\(blockKind == .placeholder ? "a placeholder" : "a view") must not perform I/O (\(what)); load data in the timeline"
            guard program.tree.isSwift else { throw error(message, range) }
            throw RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
        default: break
        }
        guard let loader = sources as? SourceLoader else {
            throw RuntimeError("\(what) needs a widget session; there is none here", at: range, isCatchable: true,
                               thrown: .error("\(what) needs a widget session"))
        }
        return loader
    }

    /// `URLSession.shared.data(from:)` / `data(for:)`: `(Data, HTTPURLResponse)` whatever the status.
    func urlSessionData(url text: String, method: String, headers: [(String, String)], body: Data?, timeout: Double?,
                        what: String = "URLSession.data", at range: SourceRange) throws -> Value {
        let loader = try foundationLoader(what, at: range)
        var text = text
        if let route = loader.urlRoutes.first(where: { text.hasPrefix($0.from) }) {
            text = route.to + text.dropFirst(route.from.count)
        }
        func thrown(_ code: URLErrors.Code, _ detail: String) -> RuntimeError {
            let message = URLErrors.message(code, detail)
            return RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
        }
        let shown = TerminalText.sanitize(text)
        // `dataTask(with: Bundle.main.url(forResource: "cities", withExtension: "json")!)`: a file URL is read as
        // `Data(contentsOf:)` reads it, under the same permissions; its response is a plain `URLResponse`, no HTTP status.
        if text.lowercased().hasPrefix("file:"), method == "GET" {
            let data = try readFileData(text, at: range)
            return Interpreter.pair(.data(data), Interpreter.foundationObject("URLResponse", [("url", .string(text)), ("mimeType", .null),
                                                                                               ("expectedContentLength", .int(data.count))]))
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            throw thrown(.badURL, "'\(shown)' is not a URL with a host")
        }
        guard scheme == "http" || scheme == "https" else {
            throw thrown(.unsupportedURL, "'\(shown)': URLSession here fetches http and https; read files with Data(contentsOf:)")
        }
        var fields: [String: String] = [:]
        for (name, value) in headers {
            guard !name.isEmpty, name.unicodeScalars.allSatisfy(HTTPFetch.isTokenCharacter), name.lowercased() != "host",
                  !value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
                throw error("the header '\(TerminalText.sanitize(name))' cannot be sent: a name is an HTTP token other than Host, a value one line", range)
            }
            fields[name] = value
        }
        let policy = try loader.permissionPolicy(self)
        if let refusal = policy.refusal(HTTPFetch.access(url)) {
            // No request is made. The widget's code sees what a device without a connection gives it, so its own
            // error path runs (as it would offline); the refusal, with the permission to add, is a warning.
            let message = "\(refusal.what) (\(what)); \(refusal.advice)"
            if !warnings.contains(where: { $0.message == message && $0.range == range }) { warnings.append(RuntimeError(message, at: range)) }
            throw thrown(.notConnectedToInternet, message)
        }
        // `timeoutInterval`, at most the sources' own timeout (a NaN or negative one is that timeout).
        let limit = timeout.flatMap { $0.isFinite && $0 > 0 ? min(max($0, 0.1), SourceContext.defaultTimeout) : nil } ?? SourceContext.defaultTimeout
        let client = HTTPClient(timeout: limit, maxBytes: SourceContext.defaultMaxBytes) { policy.check(HTTPFetch.access($0)) }
        trace?("\(what): \(method) \(shown)")
        let response: HTTPClient.Response
        do {
            response = try waitingForIO { () throws(SourceFailure) -> HTTPClient.Response in
                try client.send(url, method: method, headers: fields, body: body)
            }
        } catch let failure as SourceFailure {
            throw thrown(URLErrors.code(for: failure.message), failure.description)
        }
        try charge(response.body.count, at: range)
        return Interpreter.pair(.data(response.body),
                                FoundationNetwork.responseValue(status: response.status, url: response.url.absoluteString, headers: response.headers))
    }

    /// Two values as Swift's `(Data, URLResponse)`.
    static func pair(_ first: Value, _ second: Value) -> Value {
        .tuple(TupleValue([first, second]))
    }

    /// A file path from a `file:` URL or a path.
    static func filePath(_ text: String) -> String {
        if text.lowercased().hasPrefix("file:"), let url = URL(string: text), url.isFileURL { return url.path }
        return text
    }

    /// `Data(contentsOf:)`: a file in the widget's folder, an App Group container, or under the read
    /// permissions; an http(s) URL is fetched as `URLSession.shared.data(from:)` fetches it.
    func readFileData(_ text: String, at range: SourceRange) throws -> Data {
        let what = "Data(contentsOf:)"
        let lower = text.lowercased()
        let loader = try foundationLoader(what, at: range, readsLocalFile: !lower.hasPrefix("http:") && !lower.hasPrefix("https:"))
        if lower.hasPrefix("http:") || lower.hasPrefix("https:") {
            // As on a phone: a synchronous fetch, through the same permissions and limits as URLSession.
            guard case .tuple(let pair) = try urlSessionData(url: text, method: "GET", headers: [], body: nil, timeout: nil, at: range),
                  case .data(let body)? = pair.elements.first else { return Data() }
            return body
        }
        let path = Interpreter.filePath(text)
        var refused: String?
        let checked: (SourceAccess) -> String? = { access in
            do { refused = try loader.checkAccess(access, self) } catch { refused = "\(error)" }
            return refused
        }
        do {
            return try waitingForIO { () throws(SourceFailure) -> Data in
                try ConfinedFile.contents(path, base: loader.folder.path, maxBytes: SourceContext.defaultMaxBytes, permits: checked)
            }
        } catch let failure as SourceFailure {
            if let refused {
                // (A Swift view's read of a file not its own fails as the call's error, as the sandbox makes it fail on iOS:
                // `try? Data(contentsOf:)` gives nil and the view draws its fallback.)
                let message = "\(refused) (\(what))"
                if program.tree.isSwift, blockKind == .view || blockKind == .preview { throw RuntimeError(message, at: range, isCatchable: true, thrown: .error(message)) }
                throw error(message, range)
            }
            let message = "CocoaError(.fileReadNoSuchFile): \(failure.description)"
            throw RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
        }
    }

    /// The path a write names (a `file:` URL or a path), when it is inside an App Group container, the one place a
    /// widget's files are its own; else the located error saying so.
    func containerWritePath(_ text: String, _ what: String, at range: SourceRange) throws -> String {
        let loader = try foundationLoader(what, at: range)
        let path = FilePaths.resolve(Interpreter.filePath(text), relativeTo: loader.folder.path)
        let root = FilePaths.resolve(loader.containersRoot, relativeTo: "/")
        guard FilePaths.isInside(path, root), path != root else {
            throw error("writing \(TerminalText.sanitize(path)) is not permitted (\(what)); a widget writes only inside its App Group container, "
                        + "FileManager.default.containerURL(forSecurityApplicationGroupIdentifier:)", range)
        }
        return path
    }

    /// `FileManager.default.createDirectory(at:withIntermediateDirectories:attributes:)`: inside an App Group container.
    func createContainerFolder(_ text: String, intermediates: Bool, at range: SourceRange) throws {
        let path = try containerWritePath(text, "FileManager.createDirectory", at: range)
        do {
            try waitingForIO { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: intermediates) }
        } catch {
            let message = "CocoaError(.fileWriteFileExists): cannot create the folder \(TerminalText.sanitize(path))"
            throw RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
        }
    }

    /// `data.write(to:)`: only inside an App Group container, the one place a widget's files are its own.
    func writeFileData(_ data: Data, to text: String, at range: SourceRange, what: String = "Data.write(to:)") throws {
        let path = try containerWritePath(text, what, at: range)
        try charge(0, at: range)
        do {
            let folder = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try waitingForIO { try data.write(to: URL(fileURLWithPath: path), options: .atomic) }
        } catch {
            let message = "CocoaError(.fileWriteUnknown): cannot write \(TerminalText.sanitize(path)): \(error.localizedDescription)"
            throw RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
        }
    }
}

extension Interpreter {
    /// The path of a file or folder inside an App Group container (not a container itself), which the widget may remove
    /// or move; an error saying so for any other.
    func containerItemPath(_ text: String, _ what: String, doing action: String, at range: SourceRange) throws -> String {
        let loader = try foundationLoader(what, at: range)
        let path = FilePaths.resolve(Interpreter.filePath(text), relativeTo: loader.folder.path)
        let root = FilePaths.resolve(loader.containersRoot, relativeTo: "/")
        guard FilePaths.isInside(path, root), path != root,
              FilePaths.resolve((path as NSString).deletingLastPathComponent, relativeTo: "/") != root else {
            throw error("\(action) \(TerminalText.sanitize(path)) is not permitted (\(what)); a widget \(action == "removing" ? "removes" : "moves") "
                        + "only files inside its App Group container", range)
        }
        return path
    }

    /// `FileManager.default.removeItem(at:)`: a file or folder inside an App Group container (not the container itself).
    func removeContainerItem(_ text: String, at range: SourceRange) throws {
        let path = try containerItemPath(text, "FileManager.removeItem", doing: "removing", at: range)
        do {
            try waitingForIO { try FileManager.default.removeItem(atPath: path) }
        } catch {
            let message = "CocoaError(.fileNoSuchFile): cannot remove \(TerminalText.sanitize(path))"
            throw RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
        }
    }
}

/// `URLError` codes and their messages, from the fetch helper's failures.
enum URLErrors {
    /// Foundation's codes, each with its `NSURLError…` number (`URLError.Code.timedOut.rawValue`, `(error as NSError).code`).
    enum Code: String, CaseIterable {
        case unknown, cancelled, badURL, timedOut, unsupportedURL, cannotFindHost, cannotConnectToHost, networkConnectionLost,
             dnsLookupFailed, httpTooManyRedirects, resourceUnavailable, notConnectedToInternet, redirectToNonExistentLocation,
             badServerResponse, userCancelledAuthentication, userAuthenticationRequired, zeroByteResource, cannotDecodeRawData,
             cannotDecodeContentData, cannotParseResponse, internationalRoamingOff, callIsActive, dataNotAllowed,
             requestBodyStreamExhausted, appTransportSecurityRequiresSecureConnection, fileDoesNotExist, fileIsDirectory,
             noPermissionsToReadFile, dataLengthExceedsMaximum, secureConnectionFailed, serverCertificateHasBadDate,
             serverCertificateUntrusted, serverCertificateHasUnknownRoot, serverCertificateNotYetValid,
             clientCertificateRejected, clientCertificateRequired, cannotLoadFromNetwork, cannotCreateFile, cannotOpenFile,
             cannotCloseFile, cannotWriteToFile, cannotRemoveFile, cannotMoveFile, downloadDecodingFailedMidStream,
             downloadDecodingFailedToComplete, backgroundSessionRequiresSharedContainer, backgroundSessionInUseByAnotherProcess,
             backgroundSessionWasDisconnected

        var number: Int { URLErrors.numbers[self] ?? -1 }
    }

    static let numbers: [Code: Int] = [
        .unknown: -1, .cancelled: -999, .badURL: -1000, .timedOut: -1001, .unsupportedURL: -1002, .cannotFindHost: -1003,
        .cannotConnectToHost: -1004, .networkConnectionLost: -1005, .dnsLookupFailed: -1006, .httpTooManyRedirects: -1007,
        .resourceUnavailable: -1008, .notConnectedToInternet: -1009, .redirectToNonExistentLocation: -1010,
        .badServerResponse: -1011, .userCancelledAuthentication: -1012, .userAuthenticationRequired: -1013,
        .zeroByteResource: -1014, .cannotDecodeRawData: -1015, .cannotDecodeContentData: -1016, .cannotParseResponse: -1017,
        .internationalRoamingOff: -1018, .callIsActive: -1019, .dataNotAllowed: -1020, .requestBodyStreamExhausted: -1021,
        .appTransportSecurityRequiresSecureConnection: -1022, .fileDoesNotExist: -1100, .fileIsDirectory: -1101,
        .noPermissionsToReadFile: -1102, .dataLengthExceedsMaximum: -1103, .secureConnectionFailed: -1200,
        .serverCertificateHasBadDate: -1201, .serverCertificateUntrusted: -1202, .serverCertificateHasUnknownRoot: -1203,
        .serverCertificateNotYetValid: -1204, .clientCertificateRejected: -1205, .clientCertificateRequired: -1206,
        .cannotLoadFromNetwork: -2000, .cannotCreateFile: -3000, .cannotOpenFile: -3001, .cannotCloseFile: -3002,
        .cannotWriteToFile: -3003, .cannotRemoveFile: -3004, .cannotMoveFile: -3005, .downloadDecodingFailedMidStream: -3006,
        .downloadDecodingFailedToComplete: -3007, .backgroundSessionRequiresSharedContainer: -995,
        .backgroundSessionInUseByAnotherProcess: -996, .backgroundSessionWasDisconnected: -997,
    ]

    /// `.unknown` is left out of the table (its name would read as a missing entry in the table test); it is still thrown.
    static let codes = Code.allCases.filter { $0 != .unknown }.map(\.rawValue)

    static func message(_ code: Code, _ detail: String) -> String {
        "URLError(.\(code.rawValue))" + (detail.isEmpty ? "" : ": \(detail)")
    }

    /// Foundation's `NSURLError…` number of a code (`(error as NSError).code`).
    static func foundationCode(_ code: Code) -> Int { code.number }

    /// The code of a thrown `URLError` from its text (`URLError(.timedOut): …`); `.unknown` for any other error.
    static func code(ofThrown message: String) -> Code {
        guard message.hasPrefix("URLError(."), let close = message.firstIndex(of: ")") else { return .unknown }
        return Code(rawValue: String(message[message.index(message.startIndex, offsetBy: 10)..<close])) ?? .unknown
    }

    /// The code for a failure of `HTTPClient` (its messages are the `http` source's).
    static func code(for message: String) -> Code {
        let table: [(String, Code)] = [
            ("connection refused", .cannotConnectToHost), ("timed out", .timedOut), ("cannot find the host", .cannotFindHost),
            ("not connected", .notConnectedToInternet), ("was lost", .networkConnectionLost), ("secure connection", .secureConnectionFailed),
            ("larger than the limit", .dataLengthExceedsMaximum), ("too many redirects", .httpTooManyRedirects),
            ("redirected to", .redirectToNonExistentLocation), ("invalid server response", .badServerResponse),
        ]
        return table.first { message.contains($0.0) }?.1 ?? .unknown
    }
}
