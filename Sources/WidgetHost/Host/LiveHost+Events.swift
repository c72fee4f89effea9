import Foundation
import WidgetRender
import WidgetRuntime

extension LiveHost {
    func handle(_ event: HostEvent) {
        switch event {
        case .filesChanged(let paths): filesChanged(paths)
        case .input(let bytes): for key in decoder.feed(bytes) { handle(key) }
        case .inputClosed: break  // keys may end (a pipe, /dev/null); the host runs on
        case .report(let report): received(report)
        case .interrupt(let number): quit(128 + number)
        case .suspend: suspend()
        case .resize:
            presenter.invalidate()
            dirty = true
        }
    }

    // MARK: Files

    func filesChanged(_ paths: [String]) {
        let now = Date()
        for path in paths {
            if watchedDirectories.contains(path) {
                directoryChanged(path)
                continue
            }
            let name = URL(fileURLWithPath: path).lastPathComponent
            let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
            if let module = files.first(where: { file in
                (file.isModule && file.path == parent) || file.moduleFiles.contains(path) || file.moduleFolders.contains(parent)
            }) {
                // A file of a Swift module changed: the module is compiled again.
                if name.hasSuffix(".swift") || name.hasSuffix(".widget") || module.moduleFiles.contains(path) { module.request(recompile(.fileChanged)) }
            } else if let file = files.first(where: { $0.path == path }) {
                if FileManager.default.fileExists(atPath: path) {
                    file.missingSince = nil
                    file.request(recompile(.fileChanged))
                } else if isFolder {
                    file.missingSince = file.missingSince ?? now
                } else {
                    file.request(recompile(.fileChanged))
                }
            } else if case .folder(let folder) = configuration.target, WidgetFolder.isWidgetFile(name),
                      URL(fileURLWithPath: path).deletingLastPathComponent().path == Self.absolute(folder),
                      FileManager.default.fileExists(atPath: path) {
                add(path, cause: .added)
            }
            for file in files {
                if file.dataFiles.contains(path) {
                    var job = WidgetJob(causes: [.dataChanged(name)])
                    job.forceTimeline = true
                    file.request(job)
                } else if file.storeFiles.contains(path) {
                    var job = WidgetJob(causes: [.storeChanged])
                    job.checkStore = true
                    file.request(job)
                }
            }
        }
        if watchedFilesChanged { updateWatchedDirectories() }
    }

    /// Anything in a folder may have changed (the kernel's queue overflowed,
    /// the folder was replaced): look at every file in it again.
    func directoryChanged(_ directory: String) {
        if case .folder(let folder) = configuration.target, Self.absolute(folder) == directory {
            for path in WidgetFolder.widgetFiles(in: directory) where !files.contains(where: { $0.path == path }) {
                add(path, cause: .added)
            }
        }
        for file in files where (file.isModule && file.path == directory) || file.moduleFolders.contains(directory) {
            file.request(recompile(.fileChanged))
        }
        for file in files where URL(fileURLWithPath: file.path).deletingLastPathComponent().path == directory {
            if isFolder, !FileManager.default.fileExists(atPath: file.path) {
                file.missingSince = file.missingSince ?? Date()
            } else {
                file.request(recompile(.fileChanged))
            }
        }
        for file in files {
            var job = WidgetJob(causes: [.storeChanged])
            job.checkStore = true
            file.request(job)
        }
    }

    func recompile(_ cause: ReloadCause) -> WidgetJob {
        var job = WidgetJob(causes: [cause])
        job.recompile = true
        job.settleReads = true
        return job
    }

    // MARK: Reports

    func received(_ report: WidgetReport) {
        guard let file = files.first(where: { $0.path == report.path }) else { return }
        if report.stage == .schedule {
            // Comes right after the final report of the same job (the worker works it out after posting the frames).
            if file.retry.due == nil {
                file.schedule = report.schedule.map { ScheduledUpdate(date: max($0.date, Date().addingTimeInterval(1)), kind: $0.kind) }
            }
            return
        }
        if report.stage == .provisional {
            file.provisional = report.frames
            file.provisionalAt = Date()
            return
        }
        file.inFlight = nil
        if report.storeMoved, let store = file.storePath { storeMoved(store, seenBy: file) }
        let placeholders = file.provisional
        file.provisional = []
        if file.loadingShown { dirty = true }  // the status line said "loading…"
        file.loadingShown = false
        if report.unchanged { return }
        dirty = true
        let now = Date()
        if !report.frames.isEmpty {
            file.tiles = report.frames.map { frame in
                var tile = file.tiles.first { $0.target == frame.target } ?? Tile(target: frame.target, families: frame.families)
                tile.families = frame.families
                if let result = frame.result {
                    tile.result = result
                    tile.isPlaceholder = frame.isPlaceholder
                } else if tile.result == nil, let placeholder = placeholders.first(where: { $0.target == frame.target }) {
                    // The first load failed: the placeholder, with the error under it.
                    tile.result = placeholder.result
                    tile.isPlaceholder = true
                }
                tile.problems = frame.problems
                return tile
            }
        }
        file.fileProblems = report.fileProblems
        file.fileHasErrors = report.fileHasErrors
        if report.failed {
            file.retry.failed(at: now, afterRetry: report.causes.contains(.retry))
            // A failed timeline is asked for again when the session's back-off says, not sooner.
            if let retryAt = report.frames.compactMap(\.retryAt).min() { file.retry.wait(until: max(retryAt, now)) }
            file.schedule = nil
        } else {
            file.retry.succeeded()
            // The schedule follows in a report of its own; never sooner than a second from now.
            file.schedule = nil
        }
        if let store = report.storeFiles.first { file.storePath = store }
        if let sources = report.moduleFiles, Set(sources) != file.moduleFiles {
            file.moduleFiles = Set(sources)
            updateWatchedDirectories()
        }
        if !report.storeFiles.isEmpty || !report.dataFiles.isEmpty {
            let data = Set(report.dataFiles), store = Set(report.storeFiles)
            if data != file.dataFiles || store != file.storeFiles {
                file.dataFiles = data
                file.storeFiles = store
                updateWatchedDirectories()
            }
        }
        if let text = report.timelineText, file.timelineTarget != nil || configuration.interface == .plain { file.timelineText = text }
        file.messages = report.messages
        file.lastCauses = report.causes
        file.lastUpdate = now
        var notes = report.messages
        if let text = report.timelineText { notes.append(text) }
        record(file, causes: report.causes, notes: notes, time: now)
    }

    /// Shows the placeholders of a load that is taking long, where the widget
    /// has no frame yet (a frame already on screen stays while it loads).
    func showProvisional(_ file: WatchedFile) {
        var shown: [Tile] = []
        for frame in file.provisional where !file.tiles.contains(where: { $0.target == frame.target && $0.result != nil }) {
            let tile = Tile(target: frame.target, families: frame.families, result: frame.result, isPlaceholder: true)
            file.tiles.removeAll { $0.target == frame.target }
            file.tiles.append(tile)
            shown.append(tile)
        }
        file.provisional = []
        guard !shown.isEmpty else { return }
        dirty = true
        for tile in shown {
            changes.append(PresentedChange(time: Date(), causes: [.placeholder], file: file.name, target: tile.target,
                                           frame: tile.result?.text, isPlaceholder: true, problems: nil))
        }
    }

    /// Notes what the user should see now of a file, for the presenter.
    func record(_ file: WatchedFile, causes: [ReloadCause], notes: [String], time: Date) {
        guard !file.tiles.isEmpty else {
            changes.append(PresentedChange(time: time, causes: causes, file: file.name, target: nil, frame: nil,
                                           problems: file.fileProblems, notes: notes))
            return
        }
        for (index, tile) in file.tiles.enumerated() {
            let problems = [file.fileProblems, tile.problems].compactMap { $0 }.joined()
            changes.append(PresentedChange(time: time, causes: causes, file: file.name, target: tile.target,
                                           frame: tile.result?.text, isPlaceholder: tile.isPlaceholder,
                                           problems: problems.isEmpty ? nil : problems, notes: index == 0 ? notes : []))
        }
    }
}
