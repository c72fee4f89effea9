import Foundation
import WidgetSources

/// `command(["git", "log", "-1", "--format=%s"])`: runs a program directly —
/// no shell — in the widget's folder, and reads its standard output (JSON
/// for `load()`, text for `text()`). The command line is read here;
/// `CommandFetch` runs it.
struct CommandSource: DataSource {
    let kind = "command"
    let signature = "_ decode? keys? dates? timeout? maxBytes?"

    func argv(_ request: SourceRequest) throws(SourceFailure) -> [String] {
        guard case .array(let items)? = request.positional(0) else {
            throw SourceFailure("command takes the program and its arguments as a list, as in command([\"uptime\", \"-p\"]); there is no shell")
        }
        var argv: [String] = []
        for item in items {
            guard case .string(let text) = item else { throw SourceFailure("command arguments must be text, not \(ValueFormatting.typeName(of: item))") }
            argv.append(text)
        }
        guard let program = argv.first, !program.isEmpty else { throw SourceFailure("command needs a program to run") }
        return argv
    }

    func accesses(for request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> [SourceAccess] {
        [.run(try argv(request)[0])]
    }

    /// `--source NAME="prog arg arg"`: the command line, split at spaces (no shell).
    func overriding(_ request: SourceRequest, with value: String) -> SourceRequest {
        var request = request
        request.replacePositional(0, with: .array(value.split(separator: " ").map { .string(String($0)) }))
        return request
    }

    func fetch(_ request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        try CommandFetch.run(try argv(request), in: context)
    }
}
