import Foundation

/// Decides whether an access is allowed, and says what to add when it is not.
public struct PermissionPolicy: Sendable {
    /// The widget's folder, resolved.
    let folder: String
    let declared: Permissions
    let granted: Permissions
    /// Whether the widget file has a `permissions` declaration at all.
    let hasDeclaration: Bool
    /// Whether the widget is Swift, whose permissions a `.widget` file of its module declares.
    let isSwift: Bool
    /// `read` entries resolved: the widget's relative to its folder, grants as given (absolute).
    private let readable: [String]

    public init(folder: URL, declared: Permissions, granted: Permissions, hasDeclaration: Bool, isSwift: Bool = false) {
        self.isSwift = isSwift
        let resolvedFolder = FilePaths.resolve(folder.path, relativeTo: "/")
        self.folder = resolvedFolder
        self.declared = declared
        self.granted = granted
        self.hasDeclaration = hasDeclaration
        let cwd = FileManager.default.currentDirectoryPath
        readable = declared.read.map { FilePaths.resolve($0, relativeTo: resolvedFolder) }
            + granted.read.map { FilePaths.resolve($0, relativeTo: cwd) }
    }

    /// Nil when allowed; else a message that says what to declare.
    public func check(_ access: SourceAccess) -> String? {
        refusal(access).map { "\($0.what); \($0.advice)" }
    }

    /// Nil when allowed; else what is refused and what to declare to allow it.
    public func refusal(_ access: SourceAccess) -> (what: String, advice: String)? {
        switch access {
        case .network(let host, let port):
            let entries = declared.network + granted.network
            if entries.contains(where: { PermissionPolicy.host(host, port: port, matches: $0) }) { return nil }
            return ("network access to \(host) is not permitted", advice("network", quoted: host, flag: "--allow-net \(host)"))
        case .read(let path):
            if FilePaths.isInside(path, folder) { return nil }
            if readable.contains(where: { FilePaths.isInside(path, $0) }) { return nil }
            let written = FilePaths.relative(path, from: folder)
            return ("reading \(path) is not permitted",
                    "it is outside the widget's folder; " + advice("read", quoted: written, flag: "--allow-read \(path)"))
        case .run(let program):
            if (declared.run + granted.run).contains(program) { return nil }
            return ("running '\(program)' is not permitted", advice("run", quoted: program, flag: "--allow-run \(program)"))
        }
    }

    private func advice(_ key: String, quoted value: String, flag: String) -> String {
        let entry = "\"\(value)\""
        let declaration = hasDeclaration ? "add \(entry) to \(key): in the widget's permissions"
            : isSwift ? "declare permissions { \(key): [\(entry)] } in a .widget file beside the Swift files"
            : "declare permissions { \(key): [\(entry)] } in the widget"
        return "\(declaration), or pass \(flag)"
    }

    /// `api.github.com`, `*.github.com` (subdomains), `127.0.0.1:8080` (that port only).
    static func host(_ host: String, port: Int?, matches entry: String) -> Bool {
        let (pattern, entryPort) = parse(entry)
        let name = normalize(host)
        if let entryPort, entryPort != port { return false }
        if pattern.hasPrefix("*.") { return name.hasSuffix(String(pattern.dropFirst())) }
        return name == pattern
    }

    /// An entry's host and port: `example.com`, `example.com:8080`, `[::1]:8080`.
    static func parse(_ entry: String) -> (host: String, port: Int?) {
        let text = entry.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            let rest = text[text.index(after: close)...]
            return (normalize(String(text[..<close])), rest.hasPrefix(":") ? Int(rest.dropFirst()) : nil)
        }
        if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            return (normalize(String(text[..<colon])), Int(text[text.index(after: colon)...]))
        }
        return (normalize(text), nil)
    }

    static func normalize(_ host: String) -> String {
        host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]")).trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
