import Foundation

/// Where a source runs: the widget's folder, the clock, limits, and a way to
/// ask the permissions about places reached later (an HTTP redirect).
public struct SourceContext: Sendable {
    /// The folder of the widget file; relative paths start here.
    public var folder: URL
    /// The environment programs run with (its `PATH` finds commands and plugins).
    public var environment: [String: String]
    /// The time the widget sees as `now`.
    public var now: Date
    /// Seconds the fetch may take (the source's `timeout:`, else the default).
    public var timeout: Double
    /// The most bytes a response or a program's output may have.
    public var maxBytes: Int
    /// Nil when the access is allowed, else why not and what to declare.
    public var permits: @Sendable (SourceAccess) -> String?

    public init(folder: URL, environment: [String: String], now: Date, timeout: Double, maxBytes: Int,
                permits: @escaping @Sendable (SourceAccess) -> String? = { _ in nil }) {
        self.folder = folder
        self.environment = environment
        self.now = now
        self.timeout = timeout
        self.maxBytes = maxBytes
        self.permits = permits
    }

    public static let defaultTimeout: Double = 10
    public static let defaultMaxBytes = 8 * 1024 * 1024
}
