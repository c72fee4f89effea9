import Foundation

/// A request's id: JSON-RPC allows a number or a string.
public enum RequestID: Sendable, Hashable, Codable, CustomStringConvertible {
    case number(Int)
    case string(String)

    init?(_ json: JSON) {
        if let number = json.int { self = .number(number) } else if let text = json.string { self = .string(text) } else { return nil }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .string(try container.decode(String.self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        }
    }

    var json: JSON {
        switch self {
        case .number(let number): return .number(Double(number))
        case .string(let text): return .string(text)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): return "\(number)"
        case .string(let text): return "\"\(text)\""
        }
    }
}

/// An error answer: the JSON-RPC and LSP error codes.
public struct ResponseError: Error, Sendable, Hashable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestCancelled = -32800
    public static let contentModified = -32801

    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: invalidParams, message: message) }

    var json: JSON { .object(["code": .number(Double(code)), "message": .string(message)]) }
}

/// One JSON-RPC message from the client.
public enum Message: Sendable, Equatable {
    case request(id: RequestID, method: String, params: JSON)
    case notification(method: String, params: JSON)
    /// An answer to a request the server sent.
    case response(id: RequestID?, result: JSON?, error: JSON?)

    /// Reads a frame's body. A body that is not JSON is a parse error, one that is
    /// not a JSON-RPC message an invalid request (with its id when it has a usable one).
    public static func parse(_ body: Data) -> Result<Message, Rejected> {
        guard let json = try? JSON.parse(body) else {
            return .failure(Rejected(id: nil, error: ResponseError(code: ResponseError.parseError, message: "the message is not JSON")))
        }
        guard case .object(let members) = json else {
            return .failure(Rejected(id: nil, error: ResponseError(code: ResponseError.invalidRequest, message: "a message must be a JSON object")))
        }
        let idValue = members["id"]
        let id = idValue.flatMap(RequestID.init)
        if idValue != nil, idValue != .null, id == nil {
            return .failure(Rejected(id: nil, error: ResponseError(code: ResponseError.invalidRequest, message: "a request id must be a number or a string")))
        }
        guard let methodValue = members["method"] else {
            if members["result"] != nil || members["error"] != nil {
                return .success(.response(id: id, result: members["result"], error: members["error"]))
            }
            return .failure(Rejected(id: id, error: ResponseError(code: ResponseError.invalidRequest, message: "a message needs a method")))
        }
        guard let method = methodValue.string else {
            return .failure(Rejected(id: id, error: ResponseError(code: ResponseError.invalidRequest, message: "a method must be a string")))
        }
        let params = members["params"] ?? .null
        if let id { return .success(.request(id: id, method: method, params: params)) }
        return .success(.notification(method: method, params: params))
    }

    /// A message that could not be read, and the error to answer it with (only a
    /// request — a message with an id — or one whose kind is unknown gets an answer).
    public struct Rejected: Error, Sendable, Equatable {
        public var id: RequestID?
        public var error: ResponseError
    }
}

/// Messages the server writes.
public enum Outgoing {
    public static func result(_ id: RequestID, _ result: JSON) -> JSON {
        .object(["jsonrpc": .string("2.0"), "id": id.json, "result": result])
    }

    public static func error(_ id: RequestID?, _ error: ResponseError) -> JSON {
        .object(["jsonrpc": .string("2.0"), "id": id?.json ?? .null, "error": error.json])
    }

    public static func notification(_ method: String, _ params: JSON) -> JSON {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": params])
    }

    public static func request(_ id: RequestID, _ method: String, _ params: JSON) -> JSON {
        .object(["jsonrpc": .string("2.0"), "id": id.json, "method": .string(method), "params": params])
    }
}
