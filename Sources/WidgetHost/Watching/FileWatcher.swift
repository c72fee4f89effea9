import Foundation

/// Reports changes to the files in a set of directories. Directories, not
/// files, are watched: editors that save by writing a new file and renaming it
/// over the old one replace the file's inode, and only its folder sees that.
///
/// An implementation runs on its own thread and calls the handler there with
/// coalesced batches of absolute paths. A path may also be a watched
/// directory itself, meaning "anything in it may have changed" (e.g. after
/// the kernel's event queue overflowed).
public protocol FileWatcher: AnyObject, Sendable {
    /// Replaces the set of watched directories. Safe to call from any thread;
    /// a directory that does not exist yet is watched once it appears.
    func watch(directories: Set<String>)
    /// Starts delivering batches of changed paths to `handler`.
    func start(_ handler: @escaping @Sendable ([String]) -> Void)
    /// Stops delivering; the thread ends soon after.
    func stop()
}

public enum FileWatchers {
    /// inotify on Linux; polling the directories elsewhere.
    public static func platformDefault() -> any FileWatcher {
        #if canImport(Glibc)
        if let watcher = InotifyFileWatcher() { return watcher }
        #endif
        return PollingFileWatcher()
    }
}

/// Gathers a burst of file events into one batch. A batch is ready as soon as
/// an event says a write is complete (a file closed after writing, renamed
/// into place, removed), or when events stop for `quietPeriod`, or at the
/// latest `maximumDelay` after the first event, so a file that is written to
/// all the time (a database log) still gets reported.
struct ChangeBatcher {
    var quietPeriod: TimeInterval = 0.025
    var maximumDelay: TimeInterval = 0.2

    private(set) var paths: [String] = []
    private var seen: Set<String> = []
    private var first: TimeInterval?
    private var last: TimeInterval = 0
    private var complete = false

    var isEmpty: Bool { paths.isEmpty }

    /// Names editors give the file they write before renaming it over the
    /// real one (`.todo.widget.swp`, `todo.widget~`, `todo.widget.tmp`, `#todo.widget#`, vim's `4913`).
    static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasPrefix("#") || name.hasSuffix("~") || name.hasSuffix(".tmp")
            || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
    }

    mutating func add(_ path: String, completesWrite: Bool, at time: TimeInterval) {
        if seen.insert(path).inserted { paths.append(path) }
        if first == nil { first = time }
        last = time
        if completesWrite { complete = true }
    }

    /// When the batch is due; nil when there is nothing to report.
    var deadline: TimeInterval? {
        guard let first else { return nil }
        if complete { return last }
        return min(last + quietPeriod, first + maximumDelay)
    }

    func isDue(at time: TimeInterval) -> Bool {
        guard let deadline else { return false }
        return time >= deadline
    }

    /// The batch, and a fresh start.
    mutating func take() -> [String] {
        let batch = paths
        paths.removeAll()
        seen.removeAll()
        first = nil
        complete = false
        return batch
    }
}

/// Monotonic seconds, for the watchers' timing.
func monotonicSeconds() -> TimeInterval {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
