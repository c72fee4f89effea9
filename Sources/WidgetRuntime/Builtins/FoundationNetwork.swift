import Foundation
import WidgetLanguage
import WidgetSources

/// `URLSession.shared.data(from:)` / `data(for:)`, `URLRequest`, `HTTPURLResponse`,
/// `URLError`, `Data` and `String(data:encoding:)`. A request goes through the
/// widget's network permissions and the same fetch helper, limits and timeout
/// as the `http` source (`SourceLoader+Foundation`); a failure is a `URLError`
/// that `do`/`catch` catches. As in Swift, a 404 is a response, not an error.
enum FoundationNetwork {
    static func register(in registry: inout BuiltinRegistry) {
        let encoding = FoundationDates.enumeration(FoundationStringEncodings.typeName, FoundationStringEncodings.all.map(\.name))
        // Foundation's number for the encoding (`String.Encoding.utf8.rawValue` is 4).
        encoding.add(.init("rawValue", .property, result: .int) { _, v, _, _ in
            guard case .member(let name, _) = v, let number = FoundationStringEncodings.byName[name] else { return .null }
            return .int(Int(number.rawValue))
        })
        // Its name, as Foundation gives it (`Unicode (UTF-8)`).
        encoding.add(.init("description", .property, result: .string) { _, v, _, _ in
            guard case .member(let name, _) = v, let encoding = FoundationStringEncodings.byName[name] else { return .null }
            return .string(encoding.description)
        })
        registry.register(type: encoding)
        let compareOptions = FoundationDates.enumeration(SwiftCharacters.compareOptionsType, SwiftCharacters.compareOptionNames)
        compareOptions.isOptionSet = true
        registry.register(type: compareOptions)
        let urlErrorCode = FoundationDates.enumeration("URLError.Code", URLErrors.codes)
        // Foundation's number for the code (`URLError.Code.timedOut.rawValue` is -1001).
        urlErrorCode.add(.init("rawValue", .property, result: .int) { _, v, _, _ in
            // (A number no code has, `URLError.Code(rawValue: 404)`, is kept with `.unknown`.)
            if case .member(_, let arguments) = v, case .int(let number)? = arguments.first { return .int(number) }
            guard case .member(let name, _) = v, let code = URLErrors.Code(rawValue: name) else { return .null }
            return .int(code.number)
        })
        urlErrorCode.add(.init("URLError.Code", .initializer, ["rawValue:Int"], result: .named("URLError.Code"),
                               note: "the code with Foundation's number; another number is an unknown code that keeps it") { i, _, args, r in
            let number = try i.int(args.value("rawValue"), r)
            if let code = URLErrors.Code.allCases.first(where: { $0.number == number }) { return .member(name: code.rawValue, arguments: []) }
            return .member(name: URLErrors.Code.unknown.rawValue, arguments: [.int(number)])
        })
        registry.register(type: urlErrorCode)
        registry.register(type: session())
        registry.register(type: dataTask())
        registry.register(type: dataTask(downloadTaskTypeName))
        registry.register(type: nsError())
        registry.register(type: sessionConfiguration())
        registry.register(type: FoundationDates.enumeration("HTTPCookie.AcceptPolicy", ["onlyFromMainDocumentDomain", "always", "never"]))
        registry.register(type: FoundationDates.enumeration("URLRequest.CachePolicy", ["useProtocolCachePolicy", "reloadIgnoringLocalCacheData",
                                                                                       "reloadIgnoringLocalAndRemoteCacheData", "returnCacheDataElseLoad",
                                                                                       "returnCacheDataDontLoad", "reloadRevalidatingCacheData"]))
        registry.register(type: request())
        registry.register(type: response())
        registry.register(type: urlResponse())
        registry.register(type: urlError())
        FoundationCocoaErrors.register(in: &registry)
        CodingErrors.register(in: &registry)
        registry.register(type: data())
        registry.register(type: FoundationDates.enumeration("Data.Base64DecodingOptions", ["ignoreUnknownCharacters"]))
        // `UTF8.self` in `String(decoding: data, as: UTF8.self)`.
        registry.register(type: BuiltinType("UTF8", instance: .named("UTF8")) { _ in .type("UTF8") })
    }

    /// The pair `data(from:)` gives: `(Data, URLResponse)` (an `HTTPURLResponse`, as `as?` finds).
    static let pairType = SemanticType.tuple(labels: [nil, nil], elements: [.data, .named("URLResponse")])

    static func session() -> BuiltinType {
        let type = SemanticType.named("URLSession")
        let shared: @Sendable (Interpreter) -> Value = { _ in Interpreter.foundationObject("URLSession", []) }
        let session = BuiltinType("URLSession", instance: type, sample: shared)
        session.sampleSource = "URLSession.shared"
        session.add(.init("shared", .staticProperty, result: type) { i, _, _, _ in shared(i) })
        // `URLSession(configuration: config)`: its timeout and extra headers apply to each request it makes.
        session.add(.init("URLSession", .initializer, ["configuration:URLSessionConfiguration", "configuration:URLSessionConfiguration delegate:Any delegateQueue:Any"],
                          result: type,
                          note: "timeoutIntervalForRequest (at most 10 s) and httpAdditionalHeaders are applied; caching and connectivity settings have no effect; "
                              + "a delegate is not called (a request's authentication challenges are not answered)") { _, _, args, _ in
            Interpreter.foundationObject("URLSession", [("configuration", args.value("configuration") ?? .null)])
        })
        session.add(.init("configuration", .property, result: .named("URLSessionConfiguration")) { _, v, _, _ in
            let configuration = Interpreter.field(v, "configuration")
            return configuration.isNull ? configurationValue() : configuration
        })
        let note = "through the widget's network permissions, like http(…); a tuple (Data, HTTPURLResponse)"
        session.add(.init("data", .method, ["from:URL delegate?:Any?", "for:URLRequest delegate?:Any?"], result: pairType,
                          note: note + "; a delegate is not called") { i, v, args, r in
            try fetch(i, session: v, url: args.value("from"), request: args.value("for") ?? .null, at: r)
        })
        // A session holds no connection here: it is done with at once.
        for name in ["finishTasksAndInvalidate", "invalidateAndCancel"] {
            session.add(.init(name, .method, [""], result: .void, note: "no effect: a request is made when it is asked for, and nothing stays open") { _, _, _, _ in .null })
        }
        // iOS 15's `let (file, response) = try await session.download(from: url)`: the body written to a new temporary file.
        session.add(.init("download", .method, ["from:URL delegate?:Any?", "for:URLRequest delegate?:Any?"], result: .tuple(labels: [nil, nil], elements: [.string, .named("URLResponse")]),
                          note: note.replacingOccurrences(of: "(Data, HTTPURLResponse)", with: "(URL, HTTPURLResponse), the URL a new file of the temporary folder") + "; a delegate is not called") { i, v, args, r in
            let pair = try fetch(i, session: v, url: args.value("from"), request: args.value("for") ?? .null, what: "URLSession.download", at: r)
            guard case .tuple(var tuple) = pair, tuple.elements.count == 2 else { return pair }
            tuple.elements[0] = try downloaded(i, tuple.elements[0], at: r)
            return .tuple(tuple)
        })
        // `session.dataTask(with: url) { data, response, error in … }.resume()`: the request is made when the task
        // resumes, and the handler is given the data and response, or the error (a refused connection, a timeout,
        // no network permission) with nil for the others, as URLSession gives them.
        var dataTask = BuiltinMember("dataTask", .method, ["with:Any completionHandler?:Closure {}"], result: .named(taskTypeName),
                                     note: "the request is made and the handler run when resume() is called, before the code after it") { _, v, args, _ in
            let target = args.value("with") ?? .null
            let handler = args.value("completionHandler") ?? args.value("{}") ?? .null
            return Interpreter.foundationObject(taskTypeName, [("session", v), ("target", target), ("handler", handler), ("resumed", .bool(false))])
        }
        dataTask.closureParameters = [.optional(.data), .optional(.named("URLResponse")), .optional(.intentError)]
        session.add(dataTask)
        // `session.dataTaskPublisher(for: url)`: Combine's publisher of `(data:, response:)`, the request made when it is subscribed to.
        session.add(.init("dataTaskPublisher", .method, ["for:Any"], result: .named(CombinePublishers.anyPublisher),
                          note: "the request is made when a subscriber comes, through the widget's network permissions") { _, v, args, _ in
            CombinePublishers.source("DataTask", [("session", v), ("target", args.value("for") ?? .null)])
        })
        // `session.downloadTask(with: url) { location, response, error in … }.resume()`: as a data task, with the body
        // written to a new file of the widget's temporary folder, whose file URL the handler is given.
        var downloadTask = BuiltinMember("downloadTask", .method, ["with:Any completionHandler?:Closure {}"], result: .named(downloadTaskTypeName),
                                         note: "the body is written to a new file of FileManager.default.temporaryDirectory, whose URL the handler gets; "
                                             + "made when resume() is called, before the code after it") { _, v, args, _ in
            let target = args.value("with") ?? .null
            let handler = args.value("completionHandler") ?? args.value("{}") ?? .null
            return Interpreter.foundationObject(downloadTaskTypeName, [("session", v), ("target", target), ("handler", handler), ("resumed", .bool(false))])
        }
        downloadTask.closureParameters = [.optional(.string), .optional(.named("URLResponse")), .optional(.intentError)]
        session.add(downloadTask)
        return session
    }

    static let taskTypeName = "URLSessionDataTask"
    static let downloadTaskTypeName = "URLSessionDownloadTask"

    /// `URLSessionDataTask` (and `URLSessionDownloadTask`, whose handler gets the file the body was written to):
    /// `resume()` makes its request and runs its handler; `cancel()` before that gives the handler
    /// `URLError(.cancelled)`, as URLSession does.
    static func dataTask(_ name: String = taskTypeName) -> BuiltinType {
        let type = BuiltinType(name, instance: .named(name)) { _ in
            Interpreter.foundationObject(name, [("session", .null), ("target", .null), ("handler", .null), ("resumed", .bool(false))])
        }
        type.sampleSource = "URLSession.shared.\(name == taskTypeName ? "dataTask" : "downloadTask")(with: URL(string: \"https://example.com\")!)"
        type.add(.init("resume", .method, [""], result: .void, note: "makes the request and runs the handler, once") { i, v, _, r in
            try runTask(i, v, cancelled: false, at: r)
            return .null
        })
        type.add(.init("cancel", .method, [""], result: .void, note: "the handler gets URLError(.cancelled)") { i, v, _, r in
            try runTask(i, v, cancelled: true, at: r)
            return .null
        })
        return type
    }

    /// Runs a data task's request and gives its handler `(data, response, nil)` or `(nil, nil, error)`.
    static func runTask(_ i: Interpreter, _ task: Value, cancelled: Bool, at range: SourceRange) throws {
        // (A task value is copied where it is passed; the handler runs once per task the program resumes.)
        let session = Interpreter.field(task, "session"), target = Interpreter.field(task, "target")
        let isDownload: Bool = { if case .object(let object) = task { return object.type == downloadTaskTypeName } else { return false } }()
        let what = isDownload ? "URLSession.downloadTask" : "URLSession.dataTask"
        var outcome: [Value]
        if cancelled {
            outcome = [.null, .null, .error(URLErrors.message(.cancelled, "the task was cancelled"))]
        } else {
            do {
                let pair: Value
                if case .object(let object) = target, object.type == "URLRequest" {
                    pair = try fetch(i, session: session, url: nil, request: target, what: what, at: range)
                } else {
                    pair = try fetch(i, session: session, url: target, request: .null, what: what, at: range)
                }
                guard case .tuple(let elements) = pair, elements.elements.count == 2 else { return }
                outcome = [elements.elements[0], elements.elements[1], .null]
                if isDownload { outcome[0] = try downloaded(i, elements.elements[0], at: range) }
            } catch let error as RuntimeError where error.isCatchable {
                outcome = [.null, .null, error.thrown ?? .error(error.message)]
            }
        }
        guard case .closure(let handler) = Interpreter.field(task, "handler") else { return }
        _ = try i.callClosure(handler, outcome, at: range)
    }

    /// A download's body written to a new file of the widget's temporary folder: its file URL.
    static func downloaded(_ i: Interpreter, _ body: Value, at range: SourceRange) throws -> Value {
        guard case .data(let data) = body else { return .null }
        let loader = try i.foundationLoader("URLSession.downloadTask", at: range)
        let folder = URL(fileURLWithPath: loader.container("widget.temporaryDirectory"), isDirectory: true)
        let file = folder.appendingPathComponent("CFNetworkDownload_\(UUID().uuidString).tmp")
        try i.writeFileData(data, to: file.absoluteString, at: range)
        return .string(file.absoluteString)
    }

    /// What `data(from:)` (a URL) or `data(for:)` (a request) gives: `(Data, HTTPURLResponse)`, or a thrown `URLError`.
    static func fetch(_ i: Interpreter, session v: Value, url: Value?, request: Value, what: String = "URLSession.data",
                      at r: SourceRange) throws -> Value {
        let configuration = Interpreter.field(v, "configuration")
        var headers: [(String, String)] = []
        if case .dictionary(let pairs) = Interpreter.field(configuration, "httpAdditionalHeaders") {
            for pair in pairs { if case .string(let name) = pair.key, case .string(let value) = pair.value { headers.append((name, value)) } }
        }
        let sessionTimeout = configuration.isNull ? nil : Interpreter.field(configuration, "timeoutIntervalForRequest").number
        if let url {
            return try i.urlSessionData(url: try i.string(url, r), method: "GET", headers: headers, body: nil, timeout: sessionTimeout, what: what, at: r)
        }
        guard case .string(let url) = Interpreter.field(request, "url") else { throw i.error("data(for:) takes a URLRequest", r) }
        if case .dictionary(let pairs) = Interpreter.field(request, "allHTTPHeaderFields") {
            for pair in pairs {
                guard case .string(let name) = pair.key, case .string(let value) = pair.value else { continue }
                // A request's own header replaces the session's of that name.
                headers.removeAll { $0.0.lowercased() == name.lowercased() }
                headers.append((name, value))
            }
        }
        var body: Data?
        if case .data(let data) = Interpreter.field(request, "httpBody") { body = data }
        if case .string(let text) = Interpreter.field(request, "httpBody") { body = Data(text.utf8) }
        let method = i.caseName(Interpreter.field(request, "httpMethod")) ?? "GET"
        return try i.urlSessionData(url: url, method: method, headers: headers, body: body,
                                    timeout: Interpreter.field(request, "timeoutInterval").number, what: what, at: r)
    }

    /// A `URLSessionConfiguration` as `.default` makes it.
    static func configurationValue() -> Value {
        Interpreter.foundationObject("URLSessionConfiguration", [("timeoutIntervalForRequest", .double(60)), ("timeoutIntervalForResource", .double(604_800)),
                                                                 ("httpAdditionalHeaders", .null), ("waitsForConnectivity", .bool(false)),
                                                                 ("allowsCellularAccess", .bool(true)), ("requestCachePolicy", .member(name: "useProtocolCachePolicy", arguments: []))]
                                       + keptSettings.map { ($0.name, $0.initial) })
    }

    /// Settings of a `URLSessionConfiguration` that are kept as set and change nothing here: requests carry no cookies and
    /// are not cached, one at a time.
    static let keptSettings: [(name: String, type: SemanticType, initial: Value)] = [
        ("httpShouldSetCookies", .bool, .bool(true)), ("httpShouldUsePipelining", .bool, .bool(false)),
        ("httpMaximumConnectionsPerHost", .int, .int(6)), ("allowsConstrainedNetworkAccess", .bool, .bool(true)),
        ("allowsExpensiveNetworkAccess", .bool, .bool(true)), ("shouldUseExtendedBackgroundIdleMode", .bool, .bool(false)),
        ("httpCookieAcceptPolicy", .named("HTTPCookie.AcceptPolicy"), .member(name: "onlyFromMainDocumentDomain", arguments: [])),
        ("httpCookieStorage", .unknown, .null), ("urlCache", .unknown, .null), ("protocolClasses", .unknown, .null),
    ]

    /// `URLSessionConfiguration.default` / `.ephemeral`, their settings kept for the session made with them.
    static func sessionConfiguration() -> BuiltinType {
        let type = SemanticType.named("URLSessionConfiguration")
        let configuration = BuiltinType("URLSessionConfiguration", instance: type) { _ in configurationValue() }
        configuration.sampleSource = "URLSessionConfiguration.default"
        for name in ["default", "ephemeral"] {
            configuration.add(.init(name, .staticProperty, result: type, note: "no disk cache or cookies either way") { _, _, _, _ in configurationValue() })
        }
        configuration.add(.init("background", .staticMethod, ["withIdentifier:String"], result: type,
                                note: "the requests run while the widget's code runs, as a default session's: a terminal has no background transfers") { _, _, _, _ in
            configurationValue()
        })
        FoundationFormatters.fields(configuration, [("timeoutIntervalForRequest", .double), ("timeoutIntervalForResource", .double),
                                                    ("httpAdditionalHeaders", .optional(.dictionary(.string, .string))), ("waitsForConnectivity", .bool),
                                                    ("allowsCellularAccess", .bool), ("requestCachePolicy", .named("URLRequest.CachePolicy"))])
        for setting in keptSettings {
            configuration.add(.init(setting.name, .property, result: setting.type,
                                    note: "kept as set; no effect here: requests carry no cookies, are not cached and go one at a time") { _, v, _, _ in
                Interpreter.field(v, setting.name)
            })
        }
        return configuration
    }

    static let cachePolicyTypeName = "URLRequest.CachePolicy"

    static func request() -> BuiltinType {
        let type = SemanticType.named("URLRequest")
        let make: @Sendable (Value, Value) -> Value = { url, timeout in
            Interpreter.foundationObject("URLRequest", [("url", url), ("httpMethod", .string("GET")), ("allHTTPHeaderFields", .dictionary([])),
                                                        ("httpBody", .null), ("timeoutInterval", timeout),
                                                        ("cachePolicy", .member(name: "useProtocolCachePolicy", arguments: []))])
        }
        let request = BuiltinType("URLRequest", instance: type) { _ in make(.string("https://example.com"), .double(60)) }
        request.sampleSource = "URLRequest(url: \"https://example.com\")"
        request.add(.init("URLRequest", .initializer, ["url:URL timeoutInterval?:Double"], result: type) { i, _, args, r in
            make(.string(try i.string(args.value("url"), r)), args.value("timeoutInterval") ?? .double(60))
        })
        FoundationFormatters.fields(request, [("url", .optional(.string)), ("httpMethod", .optional(.string)), ("httpBody", .optional(.data)),
                                               ("allHTTPHeaderFields", .optional(.dictionary(.string, .string))), ("timeoutInterval", .double),
                                               // (Kept, not used: a widget's requests are not cached between its reloads.)
                                               ("cachePolicy", .named(cachePolicyTypeName))])
        let changes = "changes the request it is called on"
        request.add(.init("setValue", .method, ["_:String? forHTTPHeaderField:String"], result: .void, note: changes) { _, _, _, _ in .null })
        request.add(.init("addValue", .method, ["_:String forHTTPHeaderField:String"], result: .void, note: changes) { _, _, _, _ in .null })
        request.add(.init("value", .method, ["forHTTPHeaderField:String"], result: .optional(.string)) { i, v, args, r in
            header(Interpreter.field(v, "allHTTPHeaderFields"), try i.string(args.value("forHTTPHeaderField"), r))
        })
        return request
    }

    /// `request.setValue(v, forHTTPHeaderField: name)` / `addValue`: the request changed in place (`+Mutation`).
    static func setHeader(_ request: inout Value, adding: Bool, _ args: [CallArgument]) -> Bool {
        guard case .object(var object) = request, object.type == "URLRequest",
              case .string(let name)? = args.value("forHTTPHeaderField") else { return false }
        var pairs: [DictionaryPair] = []
        if case .dictionary(let existing)? = object["allHTTPHeaderFields"] { pairs = existing }
        let index = pairs.firstIndex { if case .string(let key) = $0.key { return key.lowercased() == name.lowercased() } else { return false } }
        switch (args.first?.value, index) {
        case (.string(let value)?, let at?):
            if adding, case .string(let old) = pairs[at].value { pairs[at].value = .string(old + "," + value) } else { pairs[at].value = .string(value) }
        case (.string(let value)?, nil): pairs.append(DictionaryPair(key: .string(name), value: .string(value)))
        case (_, let at?) where !adding: pairs.remove(at: at)
        default: break
        }
        object["allHTTPHeaderFields"] = .dictionary(pairs)
        request = .object(object)
        return true
    }

    /// A header field by name, ignoring case, as `HTTPURLResponse` looks it up.
    static func header(_ fields: Value, _ name: String) -> Value {
        guard case .dictionary(let pairs) = fields else { return .null }
        for pair in pairs {
            if case .string(let key) = pair.key, key.lowercased() == name.lowercased() { return pair.value }
        }
        return .null
    }

    static func response() -> BuiltinType {
        let type = SemanticType.named("HTTPURLResponse")
        let response = BuiltinType("HTTPURLResponse", instance: type) { _ in
            responseValue(status: 200, url: "https://example.com", headers: ["Content-Type": "application/json"])
        }
        response.sampleSource = "HTTPURLResponse(url: \"https://example.com\", statusCode: 200, httpVersion: nil, headerFields: nil)!"
        response.add(.init("HTTPURLResponse", .initializer, ["url:URL statusCode:Int httpVersion:String? headerFields:Any"],
                           result: .optional(type)) { i, _, args, r in
            var headers: [String: String] = [:]
            if case .dictionary(let pairs)? = args.value("headerFields") {
                for pair in pairs { if case .string(let k) = pair.key, case .string(let v) = pair.value { headers[k] = v } }
            }
            return responseValue(status: try status(i, args.value("statusCode"), r), url: try i.string(args.value("url"), r), headers: headers)
        })
        FoundationFormatters.fields(response, [("statusCode", .int), ("url", .optional(.string)), ("mimeType", .optional(.string)),
                                                ("allHeaderFields", .dictionary(.string, .string)), ("expectedContentLength", .int)])
        response.add(.init("value", .method, ["forHTTPHeaderField:String"], result: .optional(.string)) { i, v, args, r in
            header(Interpreter.field(v, "allHeaderFields"), try i.string(args.value("forHTTPHeaderField"), r))
        })
        response.add(.init("localizedString", .staticMethod, ["forStatusCode:Int"], result: .string) { i, _, args, r in
            let status = try status(i, args.value("forStatusCode"), r)
            return .string(HTTPClient.statusText(status).drop { $0.isNumber || $0 == " " }.lowercased())
        })
        return response
    }

    /// `URLResponse`, as `data(from:)` types its response: `as? HTTPURLResponse` gives the status and headers.
    static func urlResponse() -> BuiltinType {
        let response = BuiltinType("URLResponse", instance: .named("URLResponse")) { _ in
            responseValue(status: 200, url: "https://example.com", headers: ["Content-Type": "application/json"])
        }
        response.sampleSource = "(HTTPURLResponse(url: \"https://example.com\", statusCode: 200, httpVersion: nil, headerFields: nil)! as URLResponse)"
        FoundationFormatters.fields(response, [("url", .optional(.string)), ("mimeType", .optional(.string)), ("expectedContentLength", .int)])
        return response
    }

    /// A status code from a number, refused when it is not a whole number from 0 to 999.
    static func status(_ i: Interpreter, _ value: Value?, _ range: SourceRange) throws -> Int {
        let number = try i.number(value, "statusCode", range)
        guard number.isFinite, number >= 0, number <= 999, number == number.rounded() else {
            throw i.error("a status code is a whole number from 0 to 999, not \(number)", range)
        }
        return Int(number)
    }

    static func responseValue(status: Int, url: String, headers: [String: String]) -> Value {
        let pairs = headers.keys.sorted().map { DictionaryPair(key: .string($0), value: .string(headers[$0] ?? "")) }
        let mime = FoundationNetwork.header(.dictionary(pairs), "Content-Type")
        let mimeType: Value = mime.isNull ? .null : .string(String(describe(mime).split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces))
        let length = FoundationNetwork.header(.dictionary(pairs), "Content-Length")
        return Interpreter.foundationObject("HTTPURLResponse", [("statusCode", .int(status)), ("url", .string(url)), ("mimeType", mimeType),
                                                               ("allHeaderFields", .dictionary(pairs)),
                                                               ("expectedContentLength", .int(Int(describe(length)) ?? -1))])
    }

    private static func describe(_ value: Value) -> String {
        if case .string(let text) = value { return text }
        return ""
    }

    static func urlError() -> BuiltinType {
        let error = BuiltinType("URLError", instance: .intentError) { _ in .error(URLErrors.message(.badServerResponse, "")) }
        error.sampleSource = "URLError(.badServerResponse)"
        error.add(.init("URLError", .initializer, ["_:URLError.Code", "_:URLError.Code userInfo:[String:Any]"], result: .intentError,
                        note: "a thrown error: do/catch catches it; userInfo is kept by Foundation, not shown here") { i, _, args, _ in
            let code = i.caseName(args.first?.value).flatMap(URLErrors.Code.init(rawValue:)) ?? .unknown
            return .error(URLErrors.message(code, ""))
        })
        // `URLError.notConnectedToInternet`: each code is also URLError's static (`error.code == URLError.timedOut`).
        for code in URLErrors.Code.allCases {
            error.add(.init(code.rawValue, .staticProperty, result: .named("URLError.Code")) { _, _, _, _ in .member(name: code.rawValue, arguments: []) })
        }
        return error
    }

    /// `DecodingError`, `EncodingError`, `CocoaError`: what decoders, encoders and file reads throw
    /// (`error is DecodingError`, `error as? CocoaError`); their text says which case.
    static func thrownError(_ name: String) -> BuiltinType {
        let error = BuiltinType(name, instance: .intentError) { _ in .error("\(name).dataCorrupted: sample") }
        error.sampleSource = "IntentError(\"\(name).dataCorrupted: sample\")"
        error.add(.init("localizedDescription", .property, result: .string, note: "a thrown error: do/catch catches it") { _, v, _, _ in
            if case .error(let message) = v { return .string(message) }
            return .string(name)
        })
        return error
    }

    /// `NSError`: every Swift error bridges to it (`error as NSError`, `catch let error as NSError`), which makes
    /// an `NSError` value (`bridged`). A `URLError` has Foundation's domain and code (`NSURLErrorDomain`, -1009 for
    /// `.notConnectedToInternet`); an error of the widget's own enum its type's name and the case's index.
    static let nsErrorTypeName = "NSError"

    static func nsError() -> BuiltinType {
        let type = SemanticType.named(nsErrorTypeName)
        let error = BuiltinType(nsErrorTypeName, instance: type) { i in bridged(i, .error(URLErrors.message(.notConnectedToInternet, "")), at: nil) }
        error.sampleSource = "(URLError(.notConnectedToInternet) as NSError)"
        error.add(.init("NSError", .initializer, ["domain:String code:Int userInfo?:Any"], result: type) { i, _, args, r in
            let domain = try i.string(args.value("domain"), r), code = args.value("code") ?? .int(0)
            var userInfo: [DictionaryPair] = []
            if case .dictionary(let pairs)? = args.value("userInfo") { userInfo = pairs }
            // The texts `userInfo` gives under Foundation's keys (`NSLocalizedDescriptionKey`), else Foundation's own.
            func text(_ key: String) -> Value {
                for pair in userInfo { if case .string(key) = pair.key, case .string = pair.value { return pair.value } }
                return .null
            }
            let described = text("NSLocalizedDescription")
            return Interpreter.foundationObject(nsErrorTypeName, [("domain", .string(domain)), ("code", code),
                                                                 ("localizedDescription", described.isNull
                                                                    ? .string("The operation couldn’t be completed. (\(domain) error \(i.describe(code)).)") : described),
                                                                 ("localizedFailureReason", text("NSLocalizedFailureReason")),
                                                                 ("localizedRecoverySuggestion", text("NSLocalizedRecoverySuggestion")),
                                                                 ("userInfo", .dictionary(userInfo)), ("underlying", .null)])
        })
        FoundationFormatters.fields(error, [("domain", .string), ("code", .int), ("localizedDescription", .string), ("userInfo", .dictionary(.string, .unknown)),
                                            ("localizedFailureReason", .optional(.string)), ("localizedRecoverySuggestion", .optional(.string))])
        return error
    }

    /// An error as `NSError`: the same error, with the domain and code Foundation gives it.
    static func bridged(_ i: Interpreter, _ value: Value, at range: SourceRange? = nil) -> Value {
        if case .object(let object) = value, object.type == nsErrorTypeName { return value }
        let domain: String, code: Int
        switch value {
        case .error(let message) where message.hasPrefix("URLError("):
            (domain, code) = ("NSURLErrorDomain", URLErrors.foundationCode(URLErrors.code(ofThrown: message)))
        case .error(let message) where message.hasPrefix("DecodingError"): (domain, code) = ("NSCocoaErrorDomain", 4864)
        case .error(let message) where message.hasPrefix("EncodingError"): (domain, code) = ("NSCocoaErrorDomain", 4866)
        case .error(let message) where message.hasPrefix("CocoaError"):
            (domain, code) = ("NSCocoaErrorDomain", FoundationCocoaErrors.code(ofThrown: message).map(FoundationCocoaErrors.number) ?? 256)
        case .error: (domain, code) = ("Error", 1)
        case .enumCase(let type, let name, _): (domain, code) = ("\(i.moduleName).\(i.swiftTypePath(type))", i.program.symbols.types[type]?.cases.firstIndex(of: name) ?? 0)
        default: (domain, code) = (i.typeName(of: value), 1)
        }
        var description = i.describe(value)
        if case .error(let message) = value { description = message }
        if let range, case .string(let text)? = try? i.member(of: value, "localizedDescription", at: range) { description = text }
        return Interpreter.foundationObject(nsErrorTypeName, [("domain", .string(domain)), ("code", .int(code)), ("localizedDescription", .string(description)),
                                                             ("localizedFailureReason", .null), ("localizedRecoverySuggestion", .null),
                                                             ("userInfo", .dictionary([])), ("underlying", value)])
    }

    static func data() -> BuiltinType {
        let data = BuiltinType("Data", instance: .data) { _ in .data(Data("{\"a\": 1}".utf8)) }
        data.sampleSource = "Data()"
        var initializer = BuiltinMember("Data", .initializer, ["", "_:Any", "contentsOf:URL", "base64Encoded:String", "base64Encoded:String options:Any",
                                                                     "count:Int", "repeating:Int count:Int", "capacity:Int"], result: .data,
                       note: "contentsOf: a file under the read permissions, or an http(s) URL fetched as URLSession does; "
                           + "capacity: is empty (room is made as bytes are added)") { i, _, args, r in
            if args.value("capacity") != nil { return .data(Data()) }
            if let url = args.value("contentsOf") { return .data(try i.readFileData(try i.string(url, r), at: r)) }
            // `Data(json.utf8)`, `Data([0x48, 0x69])`: the bytes of a sequence of UInt8 (a string's UTF-8 view is one).
            if let bytes = args.first(where: { $0.label == nil })?.value {
                switch bytes {
                // A copy indexed from 0, also of a slice (`Data(data[2..<4]).startIndex` is 0).
                case .data(let slice): return .data(Data(Array(slice)))
                case .string(let text): return .data(Data(text.utf8))
                case .array(let items):
                    try i.chargeElements(items.count, at: r)
                    return .data(Data(try items.map { item -> UInt8 in
                        guard let byte = item.integerValue?.exactly(UInt8.self) else { throw i.error("Data(_:) takes bytes (UInt8 values 0...255)", r) }
                        return byte
                    }))
                default:
                    // A digest, a range of bytes, any sequence of UInt8.
                    let items = try i.elements(of: bytes, at: r)
                    return .data(Data(try items.map { item -> UInt8 in
                        guard let byte = item.integerValue?.exactly(UInt8.self) else { throw i.error("Data(_:) takes bytes (UInt8 values 0...255)", r) }
                        return byte
                    }))
                }
            }
            if let text = args.value("base64Encoded") {
                // `options: .ignoreUnknownCharacters`: line breaks and other characters outside Base64 are skipped.
                // (An option set: `.ignoreUnknownCharacters`, `[.ignoreUnknownCharacters]` or `[]`.)
                var options: Data.Base64DecodingOptions = []
                switch args.value("options") {
                case .member?: options = .ignoreUnknownCharacters
                case .array(let items)? where !items.isEmpty: options = .ignoreUnknownCharacters
                default: break
                }
                return Data(base64Encoded: try i.string(text, r), options: options).map(Value.data) ?? .null
            }
            if let count = args.value("count") {
                // `Data(count: 3)`: zero bytes; `Data(repeating: 7, count: 2)`: the byte again and again.
                let n = try i.int(count, r)
                guard n >= 0 else { throw i.error("Data(count:) needs a count of 0 or more, not \(n)", r) }
                let repeated = try args.value("repeating").map { value -> UInt8 in
                    guard let byte = value.integerValue?.exactly(UInt8.self) else { throw i.error("Data(repeating:count:) repeats a byte (UInt8, 0 to 255)", r) }
                    return byte
                } ?? 0
                try i.charge(n, at: r)
                return .data(Data(repeating: repeated, count: n))
            }
            return .data(Data())
        }
        // `Data(base64Encoded:)` is nil for text that is not Base64.
        initializer.overloadResults = [.data, .data, .data, .optional(.data), .optional(.data), .data, .data]
        data.add(initializer)
        data.add(.init("count", .property, result: .int) { _, v, _, _ in
            if case .data(let bytes) = v { return .int(bytes.count) }
            return .int(0)
        })
        data.add(.init("isEmpty", .property, result: .bool) { _, v, _, _ in
            if case .data(let bytes) = v { return .bool(bytes.isEmpty) }
            return .bool(true)
        })
        data.add(.init("base64EncodedString", .method, [""], result: .string) { _, v, _, _ in
            if case .data(let bytes) = v { return .string(bytes.base64EncodedString()) }
            return .string("")
        })
        data.add(.init("write", .method, ["to:URL options?:Any"], result: .void,
                       note: "only inside the App Group container (FileManager.containerURL), kept beside the widget's store") { i, v, args, r in
            guard case .data(let bytes) = v else { throw i.error("write(to:) needs Data", r) }
            try i.writeFileData(bytes, to: try i.string(args.value("to"), r), at: r)
            return .null
        })
        FoundationDataBytes.addMembers(to: data)
        return data
    }
}

extension FoundationNetwork {
    /// `String(data:encoding:)`: nil when the bytes are not text in the encoding, as in Foundation.
    static func string(from value: Value, encoding: Value?, _ i: Interpreter) -> Value {
        guard case .data(let data) = value else { return .null }
        let chosen = FoundationStringEncodings.encoding(encoding, i)
        return String(data: data, encoding: chosen).map { .string(TerminalText.sanitize($0)) } ?? .null
    }
}
