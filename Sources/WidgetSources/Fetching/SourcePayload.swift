import Foundation

/// What a source fetched: bytes, or a JSON document it already parsed.
public struct SourcePayload: Sendable {
    public enum Body: Sendable {
        case bytes(Data)
        case json(JSONValue)
    }

    public var body: Body
    /// Where it came from, for messages: a URL, a path, a command line.
    public var origin: String

    public init(bytes: Data, origin: String) {
        self.body = .bytes(bytes)
        self.origin = origin
    }

    public init(json: JSONValue, origin: String) {
        self.body = .json(json)
        self.origin = origin
    }
}

extension SourcePayload {
    /// The payload as binary data (for `data()` and `image()`): the bytes
    /// themselves, or base64 text in a plugin's `data`.
    public func data() throws(SourceFailure) -> Data {
        switch body {
        case .bytes(let data): return data
        case .json(.string(let text)):
            guard let data = Data(base64Encoded: text) else { throw SourceFailure("\(origin) gave text that is not base64") }
            return data
        case .json:
            throw SourceFailure("\(origin) gave JSON, not base64 text, for binary data")
        }
    }
}
