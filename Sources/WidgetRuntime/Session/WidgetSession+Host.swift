import Foundation
import WidgetLanguage
import WidgetSources

/// When a live host should next look at a widget again without being asked.
public struct ScheduledUpdate: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A later entry of the current timeline comes on screen.
        case entry
        /// The timeline's policy asks for a new timeline.
        case policyReload
        /// A view shows the time going by (a timer `ProgressView`): drawn again each second.
        case clockTick
    }
    public var date: Date
    public var kind: Kind

    public init(date: Date, kind: Kind) {
        self.date = date
        self.kind = kind
    }
}

/// What a live host (`widgetry watch`, `widgetry run`) asks of a session,
/// besides rendering: has the store changed, is the timeline cached, when
/// must the widget be drawn again, which files does it read.
extension WidgetSession {
    /// Changes whenever any process commits to the store (this one included).
    /// A host remembers it after its own work; a different value later means
    /// another process wrote (e.g. `widgetry perform` in another shell).
    public var storeDataVersion: UInt64 { store.dataVersion }

    /// What a commit must change for the frames of `widgets` to change: the
    /// counters of the models the file reads (`readModels`). A host keeps the
    /// stamp of its last draw; after another process's commit, an equal stamp
    /// means the commit wrote only models the file does not read (or another
    /// widget's cached timeline), and nothing is drawn. Nil when the store
    /// cannot be read: draw to find out.
    public func modelStamp() -> String? {
        try? state.changeStamp(models: readModels)
    }

    /// The widgets' own rows in the store (cached timelines, retries,
    /// configuration) and the store's reopenings: another process's
    /// `configure`, `render --reload` or `store reset` changes them.
    public func ownStateStamp(widgets: [String]) -> String? {
        var parts = ["\(store.reopenCount)"]
        do {
            for widget in widgets {
                for key in timelineKeys(widget) + [retryKey(widget), configurationKey(widget), "config/\(options.instance)/\(widget)"] {
                    parts.append(Fingerprint.of(try state.get(key) ?? "-"))
                }
            }
        } catch {
            return nil
        }
        return parts.joined(separator: ",")
    }

    /// True when `render` would show the cached timeline without running the
    /// provider — so the host knows whether a slow load may be ahead.
    public func hasFreshTimeline(widget: String, family: String? = nil) -> Bool {
        guard !options.forceReload, let cached = try? cachedTimeline(widget, family: family) else { return false }
        return (try? isValid(cached.meta, widget: widget)) ?? false
    }

    /// Makes the next render ask the provider again (the `r` key, a changed
    /// data file) and ends a waiting retry's back-off. The cached timeline is
    /// kept, only marked out of date: if the provider fails, the last good
    /// timeline stays on screen with the error under it.
    public func invalidateTimeline(widget: String) throws {
        try store.transaction(durable: false) {
            for key in timelineKeys(widget) {
                guard case .object(var members)? = try state.getJSON(key) else { continue }
                members.removeAll { $0.key == "changes" }
                members.append(JSONValue.Member(key: "changes", value: .int(-1)))
                try state.setJSON(key, .object(members))
            }
            if var retry = try retryState(widget: widget), retry.nextAttempt > now {
                retry.nextAttempt = now
                try saveRetry(retry, widget: widget)
            }
        }
    }

    /// The next moment the widget changes by itself: a later entry's date or
    /// the policy's reload time (no sooner than WidgetKit's minimum interval),
    /// from the cached timeline. Nil when nothing is scheduled (`.never`, or
    /// no timeline yet).
    public func nextScheduledUpdate(widget: String, family: String? = nil) -> ScheduledUpdate? {
        guard let cached = try? cachedTimeline(widget, family: family) else { return nil }
        let time = now
        var candidates: [ScheduledUpdate] = []
        if let entry = cached.snapshot.dates.compactMap({ $0 }).filter({ $0 > time }).min() {
            candidates.append(ScheduledUpdate(date: entry, kind: .entry))
        }
        if let reload = cached.meta.nextReload ?? cached.snapshot.nextReload {
            candidates.append(ScheduledUpdate(date: reload, kind: .policyReload))
        }
        return candidates.min { ($0.date, $0.kind == .entry ? 0 : 1) < ($1.date, $1.kind == .entry ? 0 : 1) }
    }

    /// The local files the widget's `json(...)` sources read (after
    /// `--source` overrides), as absolute paths; a host watches them.
    public var dataFiles: [String] {
        let folder = URL(fileURLWithPath: program.file.folder, isDirectory: true)
        var paths: [String] = []
        for decl in program.tree.declarations {
            guard case .source(let expr) = decl.kind, case .call(let callee, let arguments, _) = expr.kind,
                  case .identifier("json") = callee.kind else { continue }
            var path = options.sourceOverrides[decl.name]
            if path == nil, let first = arguments.first, case .string(let parts) = first.value.kind,
               parts.count == 1, case .text(let text)? = parts.first {
                path = text
            }
            guard let path, !path.contains("://") else { continue }
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            paths.append(url.standardizedFileURL.path)
        }
        return paths
    }
}
