import Foundation
import WidgetRender
import WidgetRuntime

/// `widgetry watch` and `widgetry run`: keeps widgets on screen and up to
/// date. One loop on the calling thread owns all of the host's state; it
/// sleeps on a mailbox that the file watcher, the key reader, the signal
/// handlers and the widget workers post into, and wakes for timeline times.
/// Widget code never runs on this loop (each file has a worker), so a slow
/// or stuck timeline cannot freeze the screen or the keys.
public final class LiveHost {
    let configuration: HostConfiguration
    let mailbox = Mailbox()
    let watcher: any FileWatcher
    let presenter: Presenter
    var files: [WatchedFile] = []
    /// The selected widget (see `LiveHost+Focus`), and its place when it was last seen.
    var focus: FocusKey?
    var focusIndex = 0
    var decoder = KeyDecoder()
    var changes: [PresentedChange] = []
    var dirty = true
    var exitStatus: Int32?
    var nextStorePoll = Date()
    var watchedDirectories: Set<String> = []
    /// Files were added or removed, or their data and store files changed.
    var watchedFilesChanged = false
    private var signals: SignalEvents?

    /// After how long a job under way is shown as "loading…" in the status line.
    static let loadingNotice: TimeInterval = 0.25

    public init(configuration: HostConfiguration, watcher: any FileWatcher = FileWatchers.platformDefault()) {
        self.configuration = configuration
        self.watcher = watcher
        switch configuration.interface {
        case .terminal: presenter = TerminalPresenter(colorMode: configuration.colorMode, environment: ProcessInfo.processInfo.environment)
        case .plain: presenter = PlainPresenter(timeZoneIdentifier: configuration.session.dates.timeZoneIdentifier)
        }
    }

    /// Runs until `q`, Ctrl-C or a signal; gives the exit status.
    public func run() -> Int32 {
        if configuration.interface == .terminal { TerminalDevice.enter() }
        defer { TerminalDevice.restore() }
        signals = SignalEvents(into: mailbox, resize: configuration.interface == .terminal)
        askAboutKittyGraphics()
        InputReader.start(into: mailbox)
        let mailbox = self.mailbox
        watcher.start { paths in mailbox.post(.filesChanged(paths)) }
        defer { watcher.stop() }
        let storeListener = startStoreListener()
        defer { storeListener?.stop() }

        for path in initialFiles() { add(path, cause: .started) }
        pinFocus()
        updateWatchedDirectories()
        while exitStatus == nil {
            let events = mailbox.take(until: nextDeadline())
            for event in events { handle(event) }
            fireTimers(now: Date())
            present()  // frames first: starting the next jobs can wait a moment
            startPendingJobs()
        }
        return exitStatus ?? 0
    }

    /// On a terminal whose environment does not say, asks it whether it
    /// speaks the kitty graphics protocol (see `KittyQuery`); keys typed while
    /// waiting for the answer are handled first, in order.
    func askAboutKittyGraphics() {
        let environment = ProcessInfo.processInfo.environment
        guard configuration.interface == .terminal, configuration.colorMode != .none,
              TerminalDevice.isTerminal(STDIN_FILENO), TerminalDevice.isTerminal(STDOUT_FILENO),
              KittyQuery.decision(environment: environment) == .ask,
              let presenter = presenter as? TerminalPresenter else { return }
        let result = KittyQuery.ask(wait: KittyQuery.wait(environment: environment))
        if result.supported { presenter.useKittyGraphics() }
        if !result.typed.isEmpty { mailbox.post(.input(result.typed)) }
    }

    // MARK: Files

    func initialFiles() -> [String] {
        switch configuration.target {
        case .file(let path): return [Self.absolute(path)]
        case .module(let module): return [Self.absolute(module.path)]
        case .folder(let path): return WidgetFolder.widgetFiles(in: Self.absolute(path))
        }
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// A file's path as the user wrote it (relative stays relative), for messages.
    func displayPath(_ path: String) -> String {
        switch configuration.target {
        case .file(let given): return given
        case .module(let module): return module.path
        case .folder(let folder):
            return (folder.hasSuffix("/") ? folder : folder + "/") + URL(fileURLWithPath: path).lastPathComponent
        }
    }

    var isFolder: Bool {
        if case .folder = configuration.target { return true }
        return false
    }

    func add(_ path: String, cause: ReloadCause) {
        guard !files.contains(where: { $0.path == path }) else { return }
        let mailbox = self.mailbox
        pinFocus()  // the selected widget stays selected, wherever the new file sorts
        let worker = WidgetWorker(path: path, displayPath: displayPath(path), configuration: configuration) { mailbox.post(.report($0)) }
        let file = WatchedFile(path: path, worker: worker)
        files.append(file)
        files.sort { $0.path < $1.path }
        var job = WidgetJob(causes: [cause])
        job.recompile = true
        job.wantsPlaceholder = true
        file.request(job)
        dirty = true
        watchedFilesChanged = true
    }

    func remove(_ file: WatchedFile) {
        files.removeAll { $0 === file }
        watchedFilesChanged = true
        changes.append(PresentedChange(time: Date(), causes: [.removed], file: file.name, target: nil, frame: nil, problems: nil))
        pinFocus()
        dirty = true
    }

    /// The folders to watch: each widget file's, each data file's and each store's.
    func updateWatchedDirectories() {
        watchedFilesChanged = false
        var directories: Set<String> = []
        if case .folder(let path) = configuration.target { directories.insert(Self.absolute(path)) }
        for file in files {
            directories.insert(URL(fileURLWithPath: file.path).deletingLastPathComponent().path)
            if file.isModule { directories.insert(file.path) }
            directories.formUnion(file.moduleFolders)
            for watched in file.watchedFiles { directories.insert(URL(fileURLWithPath: watched).deletingLastPathComponent().path) }
        }
        if directories != watchedDirectories {
            watchedDirectories = directories
            watcher.watch(directories: directories)
        }
    }

    func selection(for file: WatchedFile) -> TargetSelection {
        TargetSelection(widget: configuration.widget, allWidgets: isFolder && configuration.widget == nil,
                        family: configuration.family, familyOverrides: file.familyOverrides)
    }

    // MARK: Jobs and timers

    func startPendingJobs() {
        for file in files where !file.isBusy {
            guard var job = file.pending else { continue }
            file.pending = nil
            job.selection = selection(for: file)
            if job.describeTimeline == nil, configuration.interface == .terminal { job.describeTimeline = file.timelineTarget }
            file.inFlight = job
            file.inFlightSince = Date()
            file.provisional = []
            file.loadingShown = false
            file.worker.submit(job)
        }
    }

    /// The earliest moment something is due: a timeline time, a retry, a
    /// placeholder to show, the store poll, a missing file to give up on.
    func nextDeadline() -> Date? {
        var deadline: Date? = nextStorePoll
        func consider(_ date: Date?) {
            guard let date else { return }
            deadline = deadline.map { min($0, date) } ?? date
        }
        for file in files {
            consider(file.schedule?.date)
            consider(file.retry.due)
            if file.isBusy, !file.loadingShown { consider(file.inFlightSince.addingTimeInterval(Self.loadingNotice)) }
            if !file.provisional.isEmpty { consider(file.provisionalAt?.addingTimeInterval(configuration.placeholderGrace)) }
            consider(file.missingSince?.addingTimeInterval(WidgetFolder.missingGrace))
        }
        return deadline
    }

    func fireTimers(now: Date) {
        for file in files {
            if let schedule = file.schedule, schedule.date <= now {
                file.schedule = nil
                let cause: ReloadCause = switch schedule.kind {
                case .entry: .nextEntry
                case .policyReload: .policyReload
                case .clockTick: .clockTick
                }
                var job = WidgetJob(causes: [cause])
                job.redraw = true
                file.request(job)
            }
            if let due = file.retry.due, due <= now {
                file.retry.started()
                var job = WidgetJob(causes: [.retry])
                job.redraw = true
                file.request(job)
            }
            if file.isBusy, !file.provisional.isEmpty,
               let since = file.provisionalAt, now >= since.addingTimeInterval(configuration.placeholderGrace) {
                showProvisional(file)  // the timeline is slow: the placeholder where there is no frame yet
            }
            if file.isBusy, !file.loadingShown, now >= file.inFlightSince.addingTimeInterval(Self.loadingNotice) {
                file.loadingShown = true  // "loading…" in the status line
                dirty = true
            }
        }
        for file in files where file.missingSince.map({ now >= $0.addingTimeInterval(WidgetFolder.missingGrace) }) ?? false {
            if FileManager.default.fileExists(atPath: file.path) {
                file.missingSince = nil
            } else {
                remove(file)
            }
        }
        if now >= nextStorePoll {
            nextStorePoll = now.addingTimeInterval(configuration.storePollInterval)
            pollStores()
        }
    }

    /// Looks for other processes' commits: one file per store checks (the
    /// others hear of a commit through its report, see `storeMoved`), so a
    /// folder of a hundred widgets on one store wakes one worker a second, not
    /// a hundred. Files whose store is not known yet check for themselves.
    func pollStores() {
        var polled: Set<String> = []
        for file in files where !file.isBusy && file.pending == nil {
            if let store = file.storePath, !polled.insert(store).inserted { continue }
            var job = WidgetJob(causes: [.storeChanged])
            job.checkStore = true
            job.pollsStore = true
            file.request(job)
        }
    }

    /// A poll found a commit: every other file on that store checks whether it concerns it.
    func storeMoved(_ store: String, seenBy reporter: WatchedFile) {
        for file in files where file !== reporter && file.storePath == store {
            var job = WidgetJob(causes: [.storeChanged])
            job.checkStore = true
            file.request(job)
        }
    }

    func quit(_ status: Int32) { exitStatus = status }
}
