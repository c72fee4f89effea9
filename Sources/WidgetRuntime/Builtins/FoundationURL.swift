import Foundation
import WidgetLanguage

/// `URL`'s members. A URL is its text in Widgetry (`URL(string:)` gives the
/// text), so these are members of the String table: `url.absoluteString`,
/// `url.host`, `url.appendingPathComponent("x")`, as Foundation computes them.
enum FoundationURL {
    static func url(_ value: Value) -> URL? {
        guard case .string(let text) = value else { return nil }
        if text.hasPrefix("/") { return URL(fileURLWithPath: text) }
        return URL(string: text)
    }

    static func text(_ value: Value, _ change: (URL) -> URL?) -> Value {
        guard let url = url(value), let changed = change(url) else { return value }
        return .string(changed.absoluteString)
    }

    static let propertyNames: Set<String> = ["absoluteString", "path", "lastPathComponent", "pathExtension", "host", "scheme", "query", "isFileURL"]

    static func addMembers(to string: inout BuiltinType) {
        let note = "of the text as a URL"
        let properties: [(String, SemanticType, @Sendable (URL) -> Value)] = [
            ("absoluteString", .string, { .string($0.absoluteString) }),
            ("path", .string, { .string($0.path) }),
            ("lastPathComponent", .string, { .string($0.lastPathComponent) }),
            ("pathExtension", .string, { .string($0.pathExtension) }),
            ("host", .optional(.string), { $0.host.map(Value.string) ?? .null }),
            ("scheme", .optional(.string), { $0.scheme.map(Value.string) ?? .null }),
            ("query", .optional(.string), { $0.query.map(Value.string) ?? .null }),
            ("isFileURL", .bool, { .bool($0.isFileURL) }),
        ]
        for (name, result, body) in properties {
            string.add(.init(name, .property, result: result, note: note) { _, v, _, _ in url(v).map(body) ?? .null })
        }
        string.add(.init("data", .method, ["using:String.Encoding"], result: .optional(.data)) { i, v, args, _ in
            guard case .string(let text) = v else { return .null }
            let encodings: [String: String.Encoding] = ["utf8": .utf8, "ascii": .ascii, "utf16": .utf16, "isoLatin1": .isoLatin1]
            return text.data(using: i.caseName(args.value("using")).flatMap { encodings[$0] } ?? .utf8).map(Value.data) ?? .null
        })
        string.add(.init("appendingPathComponent", .method, ["_:String"], result: .string, note: note) { i, v, args, r in
            let component = try i.string(args.first?.value, r)
            return text(v) { $0.appendingPathComponent(component) }
        })
        string.add(.init("appending", .method, ["path:String", "component:String"], result: .string, note: note) { i, v, args, r in
            let component = try i.string(args.value("path") ?? args.value("component"), r)
            return text(v) { $0.appendingPathComponent(component) }
        })
        string.add(.init("appendingPathExtension", .method, ["_:String"], result: .string, note: note) { i, v, args, r in
            let ext = try i.string(args.first?.value, r)
            return text(v) { $0.appendingPathExtension(ext) }
        })
        string.add(.init("deletingLastPathComponent", .method, [""], result: .string, note: note) { _, v, _, _ in
            text(v) { $0.deletingLastPathComponent() }
        })
        string.add(.init("deletingPathExtension", .method, [""], result: .string, note: note) { _, v, _, _ in
            text(v) { $0.deletingPathExtension() }
        })
    }
}
