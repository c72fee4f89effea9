import Foundation
import WidgetSources

/// `plugin("moon", ["hemisphere": "north"], decode: Moon)`: an out-of-process
/// plugin, the executable `widgetry-plugin-NAME` found in `plugins/` next to
/// the widget file or else on `PATH`. It gets one JSON request on stdin and
/// answers one JSON document on stdout (protocol version 1):
///
///     request:  {"version": 1, "plugin": "moon", "source": "moon", "method": "load",
///                "now": "2026-11-21T09:00:00Z", "args": {"hemisphere": "north"}}
///     answer:   {"data": …}   or   {"error": "what went wrong"}
///
/// `args` is the dictionary given after the name (`{"value": x}` for any
/// other value, `{}` for none).
struct PluginSource: DataSource {
    static let protocolVersion = 1
    let kind = "plugin"
    let signature = "_ _? decode? keys? dates? timeout? maxBytes?"

    func name(_ request: SourceRequest) throws(SourceFailure) -> String {
        guard case .string(let name)? = request.positional(0) else {
            throw SourceFailure("plugin takes the plugin's name first, as in plugin(\"moon\")")
        }
        let allowed = name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == "." }
        guard !name.isEmpty, allowed, !name.hasPrefix("."), !name.hasPrefix("-") else {
            throw SourceFailure("'\(TerminalText.sanitize(name))' is not a plugin name; use letters, digits, '-', '_' and '.'")
        }
        return name
    }

    static func executableName(_ name: String) -> String { "widgetry-plugin-\(name)" }

    func accesses(for request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> [SourceAccess] {
        [.run(PluginSource.executableName(try name(request)))]
    }

    /// `--source NAME=OTHER`: another plugin.
    func overriding(_ request: SourceRequest, with value: String) -> SourceRequest {
        var request = request
        request.replacePositional(0, with: .string(value))
        return request
    }

    func fetch(_ request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        let name = try name(request)
        let program = PluginSource.executableName(name)
        let local = context.folder.appendingPathComponent("plugins").appendingPathComponent(program).path
        guard let executable = try ProgramRun.widgetProgram("plugins/" + program, context: context)
                ?? ChildProcess.locate(program, folder: context.folder, path: context.environment["PATH"]) else {
            throw SourceFailure("plugin '\(name)' was not found: no executable \(local) and no \(program) on PATH")
        }
        let input = Array(PluginSource.requestText(name: name, request: request, now: context.now).utf8)
        let described = "plugin '\(name)'"
        let outcome = try ProgramRun.run(executable: executable, name: program, arguments: [], input: input,
                                         described: described, context: context)
        return SourcePayload(json: try PluginSource.answer(outcome.stdout, from: described), origin: described)
    }

    static func requestText(name: String, request: SourceRequest, now: Date) -> String {
        let args: JSONValue
        switch request.positional(1) {
        case nil, .null?: args = .object([])
        case .dictionary(let pairs)?: args = JSONWriter.json(.dictionary(pairs))
        case let value?: args = .object([JSONValue.Member(key: "value", value: JSONWriter.json(value))])
        }
        let document: JSONValue = .object([
            .init(key: "version", value: .int(protocolVersion)),
            .init(key: "plugin", value: .string(name)),
            .init(key: "source", value: .string(request.name ?? name)),
            .init(key: "method", value: .string(request.method)),
            .init(key: "now", value: .string(ISO8601.format(now))),
            .init(key: "args", value: args),
        ])
        return JSONWriter.text(document) + "\n"
    }

    /// The `data` of a plugin's answer, or its `error` as a failure.
    static func answer(_ stdout: [UInt8], from described: String) throws(SourceFailure) -> JSONValue {
        let document: JSONValue
        do {
            document = try JSONParser.parse(stdout)
        } catch {
            let text = TerminalText.sanitize(String(decoding: stdout.prefix(60), as: UTF8.self))
                .replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces)
            let shown = text.isEmpty ? "nothing" : "\"\(text)\(stdout.count > 60 ? "…" : "")\""
            throw SourceFailure("\(described) answered something that is not JSON (\(error)): \(shown)")
        }
        guard case .object = document else {
            throw SourceFailure("\(described) answered \(document.found), not an object like {\"data\": …}")
        }
        if case .int(let version)? = document["version"], version != protocolVersion {
            throw SourceFailure("\(described) speaks protocol version \(version); this runtime speaks version \(protocolVersion)")
        }
        if let error = document["error"], error != .null {
            let message: String
            if case .string(let text) = error { message = TerminalText.sanitize(text) } else { message = JSONWriter.text(error) }
            throw SourceFailure("\(described) reported an error: \(message)")
        }
        guard let data = document["data"] else {
            throw SourceFailure("\(described) answered JSON without \"data\" or \"error\"")
        }
        return data
    }
}
