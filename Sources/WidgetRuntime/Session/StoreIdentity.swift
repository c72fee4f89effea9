import Foundation

/// How a store names a widget file in its state keys: the file's path
/// relative to the store's home (the folder holding `.widgetry/`, or the
/// store file's own folder when it is not in a `.widgetry` folder), so a
/// folder moved as a whole keeps its state; a file outside that folder is
/// named by its absolute path. Symbolic links are resolved first.
enum StoreIdentity {
    static func of(file: String, storePath: String) -> String {
        // A store on a server (postgresql://…) has no folder: the file is named by its
        // name, as in a store next to it, so a copied store keeps its configuration.
        if storePath.lowercased().hasPrefix("postgres") { return URL(fileURLWithPath: file).lastPathComponent }
        let path = canonical(file)
        let storeFolder = URL(fileURLWithPath: canonical(storePath)).deletingLastPathComponent()
        let home = storeFolder.lastPathComponent == ".widgetry" ? storeFolder.deletingLastPathComponent().path : storeFolder.path
        let prefix = home.hasSuffix("/") ? home : home + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// The state keys of a widget instance: `KIND/INSTANCE/WIDGET@FILE`.
/// Stores written before keys named the file have `KIND/INSTANCE/WIDGET`:
/// a configuration stored that way is still read (until one is stored under
/// the new key); old cached timelines and retries are ignored.
extension WidgetSession {
    func stateKey(_ kind: String, _ widget: String) -> String { "\(kind)/\(options.instance)/\(widget)@\(fileIdentity)" }
    /// A cached timeline's key names the family too: `timeline/INSTANCE/WIDGET.FAMILY@FILE`.
    func timelineKey(_ widget: String, family: String?) -> String { stateKey("timeline", timelineSlot(widget, family)) }
    /// The timeline keys of every family of a widget.
    func timelineKeys(_ widget: String) -> [String] {
        program.families(ofWidget: widget).map { timelineKey(widget, family: $0) }
    }
    func retryKey(_ widget: String) -> String { stateKey("retry", widget) }
    func configurationKey(_ widget: String) -> String { stateKey("config", widget) }

    /// The configuration texts stored for this file's widget (or, from an
    /// older store, for any widget of that name).
    func storedConfiguration(_ widget: String) throws -> [String: String] {
        let text = try state.first(of: [configurationKey(widget), "config/\(options.instance)/\(widget)"])
        return text.map(StateTable.strings(fromJSON:)) ?? [:]
    }
}
