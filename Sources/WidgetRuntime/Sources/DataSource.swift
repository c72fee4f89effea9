import Foundation
import WidgetSources

/// A kind of data source a widget file can use: `source NAME = kind(…)` or
/// inline, as in `http(url).image()`. The built-in `json`, `http`, `command`
/// and `plugin` sources are registered through `BuiltinRegistry.register(source:)`,
/// the same way a Swift extension adds its own.
///
/// A source works in two steps. `accesses` says — without any I/O — what a
/// request would reach (a host, a file, a program); the runtime checks that
/// against the widget's permissions and refuses the request before `fetch`
/// is called. `fetch` then does the I/O, within `context.timeout`.
///
/// A request's arguments are the language's values, so the protocol and
/// `SourceRequest` live here; what a fetch is given and gives back
/// (`SourceContext`, `SourceAccess`, `SourcePayload`, `SourceFailure`) and the
/// fetching of the built-in sources are WidgetSources', which knows nothing
/// of the language.
public protocol DataSource: Sendable {
    /// The name written in a widget file: `http`.
    var kind: String { get }
    /// The arguments it takes, in `Signature`'s compact form: `"_ decode? keys? dates? timeout?"`.
    /// `decode:`, `keys:` and `dates:` are handled by the runtime for every source.
    var signature: String { get }
    /// What `request` would reach. Throws for requests that are wrong on their face (an invalid URL).
    func accesses(for request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> [SourceAccess]
    /// Does the I/O. Must give up (and say so) when `context.timeout` has passed.
    func fetch(_ request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> SourcePayload
    /// The request with `--source NAME=VALUE` applied; by default VALUE replaces the first argument.
    func overriding(_ request: SourceRequest, with value: String) -> SourceRequest
}

extension DataSource {
    public func overriding(_ request: SourceRequest, with value: String) -> SourceRequest {
        var request = request
        request.replacePositional(0, with: .string(value))
        return request
    }
}

/// One use of a source: its evaluated arguments and what is asked of it.
public struct SourceRequest: Sendable {
    /// The declared name (`repo`), or nil for an inline source.
    public var name: String?
    public var kind: String
    public var arguments: [(label: String?, value: Value)]
    /// `load`, `text`, `data` or `image`.
    public var method: String

    public init(name: String?, kind: String, arguments: [(label: String?, value: Value)], method: String) {
        self.name = name
        self.kind = kind
        self.arguments = arguments
        self.method = method
    }

    /// The `index`-th unlabelled argument.
    public func positional(_ index: Int) -> Value? {
        let values = arguments.filter { $0.label == nil }
        return index < values.count ? values[index].value : nil
    }

    public func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }

    public mutating func replacePositional(_ index: Int, with value: Value) {
        var seen = 0
        for i in arguments.indices where arguments[i].label == nil {
            if seen == index {
                arguments[i].value = value
                return
            }
            seen += 1
        }
        arguments.append((nil, value))
    }

    /// How the source is named in messages: `source 'repo'` or `http(…)`.
    public var displayName: String { name.map { "source '\($0)'" } ?? "\(kind)(…)" }

    /// A key that identifies the request (for memoising in simulations).
    var fingerprint: String {
        "\(kind)|\(method)|" + arguments.map { "\($0.label ?? "_")=\(ValueFormatting.describe($0.value))" }.joined(separator: "|")
    }

    /// `timeout:` in seconds, if given.
    public func timeout() throws(SourceFailure) -> Double? {
        guard let value = labelled("timeout") else { return nil }
        switch value {
        case .int(let i) where i > 0: return Double(i)
        case .double(let d) where d > 0 && d.isFinite: return d
        case .duration(let d) where d > 0 && d.isFinite: return d
        default: throw SourceFailure("'timeout:' takes a positive number of seconds, as in timeout: 5 or timeout: 2.minutes")
        }
    }
}
