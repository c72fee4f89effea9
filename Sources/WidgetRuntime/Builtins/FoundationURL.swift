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


    static func addMembers(to string: BuiltinType) {
        let note = "of the text as a URL"
        let properties: [(String, SemanticType, @Sendable (URL) -> Value)] = [
            ("absoluteString", .string, { .string($0.absoluteString) }),
            // A URL made relative to a base is kept as the absolute URL it names: its text is its relative string.
            ("relativeString", .string, { .string($0.relativeString) }),
            ("absoluteURL", .string, { .string($0.absoluteString) }),
            ("path", .string, { .string($0.path) }),
            // Relative to no base (Widgetry keeps a URL made against a base as the absolute one): the path.
            ("relativePath", .string, { .string($0.relativePath) }),
            ("lastPathComponent", .string, { .string($0.lastPathComponent) }),
            ("pathExtension", .string, { .string($0.pathExtension) }),
            ("host", .optional(.string), { $0.host.map(Value.string) ?? .null }),
            ("scheme", .optional(.string), { $0.scheme.map(Value.string) ?? .null }),
            ("query", .optional(.string), { $0.query.map(Value.string) ?? .null }),
            ("isFileURL", .bool, { .bool($0.isFileURL) }),
            ("port", .optional(.int), { $0.port.map(Value.int) ?? .null }),
            ("fragment", .optional(.string), { $0.fragment.map(Value.string) ?? .null }),
            ("user", .optional(.string), { $0.user.map(Value.string) ?? .null }),
            ("password", .optional(.string), { $0.password.map(Value.string) ?? .null }),
            ("pathComponents", .array(.string), { .array($0.pathComponents.map(Value.string)) }),
            ("hasDirectoryPath", .bool, { .bool($0.hasDirectoryPath) }),
        ]
        for (name, result, body) in properties {
            string.add(.init(name, .property, result: result, note: note) { _, v, _, _ in url(v).map(body) ?? .null })
        }
        // iOS 16's `url.path()` and `url.path(percentEncoded: false)`: the path, escaped as written unless told not to be.
        string.add(.init("path", .method, ["", "percentEncoded:Bool"], result: .string, note: note) { i, v, args, r in
            guard let url = url(v) else { return .string("") }
            let encoded = try args.value("percentEncoded").map { try i.truth($0, r) } ?? true
            return .string(URLComponents(url: url, resolvingAgainstBaseURL: false).map { encoded ? $0.percentEncodedPath : $0.path } ?? url.path)
        })
        // iOS 16's `url.host()`, `url.query()`, `url.fragment()` (and `percentEncoded: false`), beside the properties.
        let parts: [(String, @Sendable (URLComponents, Bool) -> String?)] = [
            // (A `file:///` URL's empty host is no host.)
            ("host", { ($1 ? $0.percentEncodedHost : $0.host).flatMap { $0.isEmpty ? nil : $0 } }),
            ("query", { $1 ? $0.percentEncodedQuery : $0.query }),
            ("fragment", { $1 ? $0.percentEncodedFragment : $0.fragment }),
        ]
        for (name, part) in parts {
            string.add(.init(name, .method, ["", "percentEncoded:Bool"], result: .optional(.string), note: note) { i, v, args, r in
                guard let url = url(v), let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return .null }
                let encoded = try args.value("percentEncoded").map { try i.truth($0, r) } ?? true
                return part(components, encoded).map(Value.string) ?? .null
            })
        }
        string.add(.init("data", .method, ["using:String.Encoding"], result: .optional(.data)) { i, v, args, _ in
            guard case .string(let text) = v else { return .null }
            return text.data(using: FoundationStringEncodings.encoding(args.value("using"), i)).map(Value.data) ?? .null
        })
        string.add(.init("write", .method, ["to:URL atomically:Bool encoding:String.Encoding", "toFile:String atomically:Bool encoding:String.Encoding"],
                         result: .void, note: "only inside the App Group container, as Data.write(to:)") { i, v, args, r in
            guard case .string(let text) = v else { return .null }
            let bytes = text.data(using: FoundationStringEncodings.encoding(args.value("encoding"), i)) ?? Data(text.utf8)
            try i.writeFileData(bytes, to: try i.string(args.value("to") ?? args.value("toFile"), r), at: r)
            return .null
        })
        string.add(.init("appendingPathComponent", .method, ["_:String"], result: .string, note: note) { i, v, args, r in
            let component = try i.string(args.first?.value, r)
            return text(v) { $0.appendingPathComponent(component) }
        })
        string.add(.init("appending", .method, ["_:String", "path:String", "component:String", "queryItems:[URLQueryItem]"], result: .string, note: note) { i, v, args, r in
            if let items = args.value("queryItems") { return FoundationURLComponents.appending(items, to: v) }
            if args.first?.label == nil {
                // `text.appending("!")`: String's own, the text joined.
                let added = try i.string(args.first?.value, r)
                try i.charge(added.utf8.count, at: r)
                return .string((try i.string(v, r)) + added)
            }
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

/// `URLComponents` and `URLQueryItem`, to build a request's URL: fields set one by
/// one, `url` and `string` made by Foundation's own `URLComponents` (query values escaped).
enum FoundationURLComponents {
    static func register(in registry: inout BuiltinRegistry) {
        let itemType = SemanticType.named("URLQueryItem")
        let item = BuiltinType("URLQueryItem", instance: itemType) { _ in queryItem("q", .string("swift")) }
        item.sampleSource = "URLQueryItem(name: \"q\", value: \"swift\")"
        item.add(.init("URLQueryItem", .initializer, ["name:String value:String?"], result: itemType) { i, _, args, r in
            queryItem(try i.string(args.value("name"), r), args.value("value") ?? .null)
        })
        FoundationFormatters.fields(item, [("name", .string), ("value", .optional(.string))])
        registry.register(type: item)

        let type = SemanticType.named("URLComponents")
        let components = BuiltinType("URLComponents", instance: type) { _ in value(of: URLComponents(string: "https://example.com/a?q=1") ?? URLComponents()) }
        components.sampleSource = "URLComponents()"
        components.add(.init("URLComponents", .initializer, ["", "string:String", "url:URL resolvingAgainstBaseURL:Bool"], result: type,
                             note: "URLComponents(string:) is nil for text that is not a URL") { i, _, args, r in
            if let url = args.value("url") {
                guard let foundationURL = FoundationURL.url(url) else { return .null }
                return URLComponents(url: foundationURL, resolvingAgainstBaseURL: false).map(value(of:)) ?? .null
            }
            guard let text = args.value("string") else { return value(of: URLComponents()) }
            return URLComponents(string: try i.string(text, r)).map(value(of:)) ?? .null
        })
        FoundationFormatters.fields(components, [("scheme", .optional(.string)), ("host", .optional(.string)), ("path", .string),
                                                  ("port", .optional(.int)), ("queryItems", .optional(.array(itemType))), ("fragment", .optional(.string)),
                                                  ("user", .optional(.string)), ("password", .optional(.string))])
        for name in ["query", "percentEncodedQuery"] {
            components.add(.init(name, .property, result: .optional(.string), note: "made from queryItems by Foundation") { _, c, _, _ in
                let made = foundation(c)
                return (name == "query" ? made?.query : made?.percentEncodedQuery).map(Value.string) ?? .null
            })
        }
        components.add(.init("url", .property, result: .optional(.string)) { _, c, _, _ in
            foundation(c)?.url.map { .string($0.absoluteString) } ?? .null
        })
        components.add(.init("string", .property, result: .optional(.string)) { _, c, _, _ in
            foundation(c)?.string.map(Value.string) ?? .null
        })
        registry.register(type: components)
    }

    static func queryItem(_ name: String, _ value: Value) -> Value {
        Interpreter.foundationObject("URLQueryItem", [("name", .string(name)), ("value", value)])
    }

    static func value(of components: URLComponents) -> Value {
        let items: Value = components.queryItems.map { .array($0.map { queryItem($0.name, $0.value.map(Value.string) ?? .null) }) } ?? .null
        return Interpreter.foundationObject("URLComponents", [
            ("scheme", components.scheme.map(Value.string) ?? .null), ("host", components.host.map(Value.string) ?? .null),
            ("path", .string(components.path)), ("port", components.port.map(Value.int) ?? .null), ("queryItems", items),
            ("fragment", components.fragment.map(Value.string) ?? .null),
            ("user", components.user.map(Value.string) ?? .null), ("password", components.password.map(Value.string) ?? .null),
        ])
    }

    /// Foundation's `URLComponents` for the fields as they were set; nil when they make no URL.
    static func foundation(_ value: Value) -> URLComponents? {
        func text(_ name: String) -> String? { if case .string(let s) = Interpreter.field(value, name) { return s } else { return nil } }
        // Foundation traps on a scheme with other characters, and on a relative path after a host: nil instead.
        if let scheme = text("scheme") {
            guard let first = scheme.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first),
                  scheme.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0)) }) else { return nil }
        }
        if text("host") != nil, let path = text("path"), !path.isEmpty, !path.hasPrefix("/") { return nil }
        var components = URLComponents()
        components.scheme = text("scheme")
        components.host = text("host")
        components.path = text("path") ?? ""
        components.fragment = text("fragment")
        components.user = text("user")
        components.password = text("password")
        if case .int(let port) = Interpreter.field(value, "port"), (0...65_535).contains(port) { components.port = port }
        if case .array = Interpreter.field(value, "queryItems") { components.queryItems = queryItems(Interpreter.field(value, "queryItems")) }
        return components
    }

    /// Foundation's query items for a list of `URLQueryItem` values.
    static func queryItems(_ value: Value) -> [URLQueryItem] {
        guard case .array(let items) = value else { return [] }
        return items.compactMap { item in
            guard case .string(let name) = Interpreter.field(item, "name") else { return nil }
            if case .string(let v) = Interpreter.field(item, "value") { return URLQueryItem(name: name, value: v) }
            return URLQueryItem(name: name, value: nil)
        }
    }

    /// `url.appending(queryItems:)`, `url.append(queryItems:)`: the URL with the items after its query's, as Foundation adds them.
    static func appending(_ items: Value, to url: Value) -> Value {
        FoundationURL.text(url) { $0.appending(queryItems: queryItems(items)) }
    }
}
