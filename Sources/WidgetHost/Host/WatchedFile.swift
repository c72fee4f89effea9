import Foundation
import WidgetRender
import WidgetRuntime

/// A widget on screen, as the host keeps it: the last good frame stays when
/// a reload fails, with the problems shown under it.
struct Tile {
    var target: Target
    var families: [String]
    var result: RenderResult?
    var isPlaceholder = false
    var problems: String?
}

/// The host's side of one widget file: its worker, the job under way and the
/// one waiting (requests merge into it), its tiles, and when it must be
/// looked at again.
final class WatchedFile {
    let path: String
    let worker: WidgetWorker
    var name: String { URL(fileURLWithPath: path).lastPathComponent }
    /// A Swift module (a folder of `.swift` files), decided when the file is added.
    lazy var isModule: Bool = SwiftModuleFolder.isModule(path)
    /// A module's files when they lie in many folders, and its manifests (a project file), absolute,
    /// as its last load found them.
    var moduleFiles: Set<String> = [] {
        didSet { moduleFolders = Set(moduleFiles.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }) }
    }
    /// The folders of `moduleFiles`: a `.swift` file added to one may belong to the module.
    private(set) var moduleFolders: Set<String> = []

    var inFlight: WidgetJob?
    var inFlightSince = Date()
    var pending: WidgetJob?

    var tiles: [Tile] = []
    var fileProblems: String?
    var fileHasErrors = false
    /// Placeholders a worker drew before loading a timeline, and when they
    /// came; shown if the timeline takes longer than the placeholder grace.
    var provisional: [TileFrame] = []
    var provisionalAt: Date?
    /// The job under way has taken long enough to say so in the status line.
    var loadingShown = false
    var schedule: ScheduledUpdate?
    var retry = RetryBackoff()
    var dataFiles: Set<String> = []
    var storeFiles: Set<String> = []
    /// The store the file's session has open, once a report said.
    var storePath: String?
    var watchedFiles: Set<String> { dataFiles.union(storeFiles) }
    var familyOverrides: [String: String] = [:]
    /// The timeline text (`t`) on screen, or nil, and whose it is: on a
    /// terminal it is asked for again with every later job, so it stays current.
    var timelineText: String?
    var timelineTarget: Target?
    var messages: [String] = []
    var lastCauses: [ReloadCause] = []
    var lastUpdate = Date()
    /// When the file went missing (folder mode removes it after a moment).
    var missingSince: Date?

    init(path: String, worker: WidgetWorker) {
        self.path = path
        self.worker = worker
    }

    /// Adds work; it starts when the worker is free.
    func request(_ job: WidgetJob) {
        if pending == nil { pending = job } else { pending?.merge(job) }
    }

    var isBusy: Bool { inFlight != nil }
}

/// How long to wait before trying again after a failed draw: 5 s, then
/// twice as long each time, at most 5 minutes; back to 5 s after a success.
/// A failed timeline waits for its session's own back-off instead (`wait(until:)`).
struct RetryBackoff {
    static let first: TimeInterval = 5
    static let longest: TimeInterval = 300

    private(set) var delay: TimeInterval = 0
    private(set) var due: Date?

    /// Drawing failed. `afterRetry`: it was the retry itself that failed, so
    /// the wait doubles; a failure for another reason (a store change, a
    /// save) keeps the current wait.
    mutating func failed(at now: Date, afterRetry: Bool = true) {
        if delay == 0 {
            delay = Self.first
        } else if afterRetry {
            delay = min(Self.longest, delay * 2)
        }
        due = now.addingTimeInterval(delay)
    }

    /// The next attempt is at `date` (a failed timeline's own back-off).
    mutating func wait(until date: Date) { due = date }

    mutating func succeeded() {
        delay = 0
        due = nil
    }

    /// The retry was started; the next report decides what comes after.
    mutating func started() { due = nil }
}
