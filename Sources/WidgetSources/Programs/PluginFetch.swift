import Foundation

/// The `plugin` source's run, without the language: the executable
/// `widgetry-plugin-NAME`, found in `plugins/` next to the widget file or
/// else on `PATH`, gets one JSON request on stdin and answers one JSON
/// document on stdout (protocol version 1):
///
///     request:  {"version": 1, "plugin": "moon", "source": "moon", "method": "load",
///                "now": "2026-11-21T09:00:00Z", "args": {"hemisphere": "north"}}
///     answer:   {"data": …}   or   {"error": "what went wrong"}
public enum PluginFetch {
    static let protocolVersion = 1

    /// Refuses a name that is not letters, digits, `-`, `_` and `.` (or starts with `.` or `-`).
    public static func checkName(_ name: String) throws(SourceFailure) {
        let allowed = name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" || $0 == "." }
        guard !name.isEmpty, allowed, !name.hasPrefix("."), !name.hasPrefix("-") else {
            throw SourceFailure("'\(TerminalText.sanitize(name))' is not a plugin name; use letters, digits, '-', '_' and '.'")
        }
    }

    public static func executableName(_ name: String) -> String { "widgetry-plugin-\(name)" }

    /// Runs plugin `name` for the source `source` (its declared name, or the
    /// plugin's) and gives the `data` of its answer.
    public static func run(name: String, source: String, method: String, args: JSONValue,
                           in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        let program = executableName(name)
        let local = context.folder.appendingPathComponent("plugins").appendingPathComponent(program).path
        guard let executable = try ProgramRun.widgetProgram("plugins/" + program, context: context)
                ?? ChildProcess.locate(program, folder: context.folder, path: context.environment["PATH"]) else {
            throw SourceFailure("plugin '\(name)' was not found: no executable \(local) and no \(program) on PATH")
        }
        let input = Array(requestText(name: name, source: source, method: method, now: context.now, args: args).utf8)
        let described = "plugin '\(name)'"
        let outcome = try ProgramRun.run(executable: executable, name: program, arguments: [], input: input,
                                         described: described, context: context)
        return SourcePayload(json: try answer(outcome.stdout, from: described), origin: described)
    }

    static func requestText(name: String, source: String, method: String, now: Date, args: JSONValue) -> String {
        let document: JSONValue = .object([
            .init(key: "version", value: .int(protocolVersion)),
            .init(key: "plugin", value: .string(name)),
            .init(key: "source", value: .string(source)),
            .init(key: "method", value: .string(method)),
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
