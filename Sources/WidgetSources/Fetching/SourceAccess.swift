/// Something a source reaches, checked against the widget's `permissions`.
public enum SourceAccess: Sendable, Hashable {
    /// A network host (lower-cased), and the port when the URL names one.
    case network(host: String, port: Int?)
    /// A file, as an absolute path with symbolic links resolved.
    case read(path: String)
    /// A program, named as the widget writes it (`uptime`, `widgetry-plugin-moon`).
    case run(String)
}
