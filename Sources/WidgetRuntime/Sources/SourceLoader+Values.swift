import Foundation
import WidgetSources

extension SourceLoader {
    /// What `load()`, `text()`, `data()` and `image()` give for a payload.
    static func value(of payload: SourcePayload, for request: SourceRequest, decoder: @autoclosure () throws -> SourceDecoder) throws -> Value {
        switch request.method {
        case "load":
            let json: JSONValue
            switch payload.body {
            case .json(let value): json = value
            case .bytes(let data):
                do {
                    json = try JSONParser.parse(data)
                } catch {
                    throw SourceFailure("malformed JSON at \(error)", detail: "from \(payload.origin)")
                }
            }
            guard let decode = request.labelled("decode") else { return SourceDecoder.generic(json) }
            guard let type = decodeType(decode) else {
                throw SourceFailure("'decode:' takes a type, as in decode: Repository or decode: [User]")
            }
            do {
                return try decoder().decode(json, as: type)
            } catch let problem as DecodingProblem {
                throw SourceFailure("\(problem)")
            }
        case "text":
            switch payload.body {
            case .bytes(let data): return .string(TerminalText.sanitize(String(decoding: data, as: UTF8.self)))
            case .json(.string(let text)): return .string(TerminalText.sanitize(text))
            case .json(let json): return .string(TerminalText.sanitize(JSONWriter.text(json)))
            }
        case "data", "image":
            let data = try payload.data()
            guard request.method == "image" else { return .data(data) }
            guard looksLikeImage(data) else {
                throw SourceFailure("\(payload.origin) is not an image (PNG, JPEG, GIF, WebP, BMP or SVG)")
            }
            return .image(try loadedImage(data, origin: payload.origin))
        default:
            throw SourceFailure("a source has no method '\(request.method)'; use load(), text(), data() or image()")
        }
    }

    /// `User` → User, `[User]` → [User], `[String: Int]` → [String: Int].
    /// (`shadowed`: the built-in type names the program declares types of its own of, `struct Timeline: Codable`.)
    static func decodeType(_ value: Value, shadowed: Set<String> = []) -> SemanticType? {
        switch value {
        case .type(let name): return shadowed.contains(name) ? .named(name) : SemanticType.builtinTypeNames[name] ?? .named(name)
        case .array(let items) where items.count == 1: return decodeType(items[0], shadowed: shadowed).map { .array($0) }
        case .dictionary(let pairs) where pairs.count == 1: return decodeType(pairs[0].value, shadowed: shadowed).map { .dictionary(.string, $0) }
        default: return nil
        }
    }

    /// By the first bytes: PNG, JPEG, GIF, WebP, BMP, or SVG text.
    static func looksLikeImage(_ data: Data) -> Bool {
        let head = [UInt8](data.prefix(16))
        func starts(_ bytes: [UInt8]) -> Bool { head.starts(with: bytes) }
        if starts([0x89, 0x50, 0x4E, 0x47]) || starts([0xFF, 0xD8, 0xFF]) || starts(Array("GIF8".utf8)) || starts(Array("BM".utf8)) {
            return true
        }
        if starts(Array("RIFF".utf8)), head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) { return true }
        let text = String(decoding: data.prefix(256), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.hasPrefix("<svg") || (text.hasPrefix("<?xml") && text.contains("<svg"))
    }
}

extension Program {
    /// The names of the declared sources, in file order.
    var sourceNames: [String] {
        tree.declarations.compactMap { if case .source = $0.kind { return $0.name } else { return nil } }
    }
}
