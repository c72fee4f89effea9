import Foundation
import WidgetSources

/// `plugin("moon", ["hemisphere": "north"], decode: Moon)`: an out-of-process
/// plugin (`widgetry-plugin-NAME`; see `PluginFetch` for the protocol). The
/// name and the arguments are read here; `PluginFetch` runs the plugin.
///
/// `args` is the dictionary given after the name (`{"value": x}` for any
/// other value, `{}` for none).
struct PluginSource: DataSource {
    let kind = "plugin"
    let signature = "_ _? decode? keys? dates? timeout? maxBytes?"

    func name(_ request: SourceRequest) throws(SourceFailure) -> String {
        guard case .string(let name)? = request.positional(0) else {
            throw SourceFailure("plugin takes the plugin's name first, as in plugin(\"moon\")")
        }
        try PluginFetch.checkName(name)
        return name
    }

    func accesses(for request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> [SourceAccess] {
        [.run(PluginFetch.executableName(try name(request)))]
    }

    /// `--source NAME=OTHER`: another plugin.
    func overriding(_ request: SourceRequest, with value: String) -> SourceRequest {
        var request = request
        request.replacePositional(0, with: .string(value))
        return request
    }

    func fetch(_ request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        let name = try name(request)
        return try PluginFetch.run(name: name, source: request.name ?? name, method: request.method,
                                   args: PluginSource.args(request), in: context)
    }

    /// The request's `args`: the value after the name as JSON.
    static func args(_ request: SourceRequest) -> JSONValue {
        switch request.positional(1) {
        case nil, .null?: return .object([])
        case .dictionary(let pairs)?: return JSONWriter.json(.dictionary(pairs))
        case let value?: return .object([JSONValue.Member(key: "value", value: JSONWriter.json(value))])
        }
    }
}
