/// What a widget may reach: network hosts, files outside its own folder, and
/// programs (commands and plugins). A widget declares them in
/// `permissions { network: […] read: […] run: […] }`; the command line adds
/// more with `--allow-net`, `--allow-read` and `--allow-run`.
///
/// - `network`: host names (`api.github.com`), `*.example.com` for its
///   subdomains, `host:port` for one port only (`127.0.0.1:8080`).
/// - `read`: files or folders; relative entries start at the widget's folder.
///   Files inside the widget's own folder need no entry.
/// - `run`: program names as the source writes them: `uptime` for
///   `command(["uptime"])`, `widgetry-plugin-moon` for `plugin("moon")`.
public struct Permissions: Sendable, Equatable {
    public var network: [String]
    public var read: [String]
    public var run: [String]

    public init(network: [String] = [], read: [String] = [], run: [String] = []) {
        self.network = network
        self.read = read
        self.run = run
    }

    public var isEmpty: Bool { network.isEmpty && read.isEmpty && run.isEmpty }
}
