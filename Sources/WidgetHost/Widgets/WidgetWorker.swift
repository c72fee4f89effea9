import Foundation
import WidgetLanguage
import WidgetRender
import WidgetRuntime

/// Runs one widget file: compiles it, keeps a session on its store, draws its
/// widgets, runs taps. Everything it owns is used only on its own serial
/// queue (hence `@unchecked Sendable`); the host talks to it with jobs and
/// hears back through reports. A slow timeline therefore blocks this file's
/// queue, never the host's loop or the other files.
final class WidgetWorker: @unchecked Sendable {
    /// The absolute path (the host's key) and the path as the user wrote it (for messages).
    let path: String
    let displayPath: String
    private let configuration: HostConfiguration
    private let queue: DispatchQueue
    private let post: @Sendable (WidgetReport) -> Void

    // Confined to `queue`.
    private var session: WidgetSession?
    private var sourceBytes: [UInt8]?
    private var fileProblems: String?
    private var fileHasErrors = false
    private var lastDataVersion: UInt64?
    /// The session's `modelStamp` before the last draw and its
    /// `ownStateStamp` after it: a commit that changes neither is not drawn.
    private var lastStamp: String?
    private var pendingInvalidation: Bool
    /// The last load compiled but could not open the store (a migration
    /// error): a change of the store (e.g. `widgetry store reset`) may fix it.
    private var storeFailed = false
    /// A module target's files, as the last load found them.
    private var moduleFiles: [String]?

    init(path: String, displayPath: String, configuration: HostConfiguration, post: @escaping @Sendable (WidgetReport) -> Void) {
        self.path = path
        self.displayPath = displayPath
        self.configuration = configuration
        self.post = post
        self.queue = DispatchQueue(label: "widgetry.widget.\(URL(fileURLWithPath: path).lastPathComponent)", qos: .userInitiated)
        self.pendingInvalidation = configuration.session.forceReload
    }

    func submit(_ job: WidgetJob) {
        // In order, on this file's queue; each job on a stack as deep as the main thread's (MainSizedStack).
        queue.async { MainSizedStack.run { self.run(job) } }
    }

    private func run(_ job: WidgetJob) {
        var report = WidgetReport(path: path, causes: job.causes)
        if session == nil, !job.recompile, !storeFailed {
            // The file does not compile; only a change of it can help.
            report.unchanged = true
            post(report)
            return
        }
        if job.recompile || session == nil { load(settle: job.settleReads, force: job.causes.contains(.reloadKey)) }
        report.moduleFiles = moduleFiles
        report.fileProblems = fileProblems
        report.fileHasErrors = fileHasErrors
        guard let session else {
            // Nothing to draw until the file (or the store) changes again.
            post(report)
            return
        }
        report.dataFiles = session.dataFiles
        report.storeFiles = [session.storePath, session.storePath + "-wal"]
        let targets = resolve(job.selection, session.program)
        if job.forceTimeline || pendingInvalidation {
            for target in targets { try? session.invalidateTimeline(widget: target.widget) }
            pendingInvalidation = false
        }
        var tapped = false
        for tap in job.taps {
            do {
                if let message = try session.tap(widget: tap.target.widget, family: tap.target.family, button: tap.button) {
                    report.messages.append(message)
                }
                tapped = true
            } catch let error as SessionError {
                report.messages.append(describe(error, session))
            } catch {
                report.messages.append("\(error)")
            }
        }
        if let target = job.describeTimeline { report.timelineText = timelineText(target, session) }
        if !job.mustDraw, !tapped, job.describeTimeline == nil {
            let version = session.storeDataVersion
            if version == lastDataVersion {
                report.unchanged = true
                post(report)
                return
            }
            report.storeMoved = job.pollsStore
            // A commit that wrote only models this file does not read (or other widgets' rows) draws nothing.
            if let last = lastStamp, last == stamp(session, targets, models: session.modelStamp()) {
                lastDataVersion = version
                report.unchanged = true
                post(report)
                return
            }
        }
        // Read before drawing: a commit from now on is noticed by the next check.
        let versionBefore = session.storeDataVersion
        let modelsBefore = session.modelStamp()
        if job.wantsPlaceholder {
            let provisional = targets.filter { !session.hasFreshTimeline(widget: $0.widget, family: $0.family) }.compactMap { placeholder($0, session) }
            if !provisional.isEmpty {
                var early = WidgetReport(path: path, stage: .provisional, causes: [.placeholder])
                early.frames = provisional
                post(early)
            }
        }
        report.frames = targets.map { draw($0, session) }
        report.failed = report.frames.contains { $0.result == nil || $0.problems != nil }
        lastDataVersion = versionBefore
        lastStamp = stamp(session, targets, models: modelsBefore)
        post(report)
        if !configuration.clockIsFixed, !report.failed {
            var schedule = WidgetReport(path: path, stage: .schedule)
            var updates = targets.compactMap { session.nextScheduledUpdate(widget: $0.widget, family: $0.family) }
            if report.frames.contains(where: \.showsLiveClock) {
                // A timer view: the next whole second.
                updates.append(ScheduledUpdate(date: Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 1).rounded(.down)), kind: .clockTick))
            }
            schedule.schedule = updates.min { $0.date < $1.date }
            post(schedule)
        }
    }

    // MARK: Loading

    /// Reads and compiles the file; on success opens a new session (migrating
    /// the store). On failure the previous session stays, so the last good
    /// frame stays on screen, and the diagnostics are kept to show under it.
    private func load(settle: Bool, force: Bool) {
        var module: WidgetModule?
        if case .module(let target) = configuration.target {
            module = target.gather()
            moduleFiles = module.map { ($0.files + $0.manifests).map { URL(fileURLWithPath: $0).standardizedFileURL.path } }
        }
        let read = SettledRead(path: displayPath, settle: settle, module: module).compile()
        if let bytes = read.bytes, bytes == sourceBytes, session != nil, !force, !fileHasErrors { return }
        let result = read.result
        let reporter = result.file.map(DiagnosticReporter.init(file:))
        let diagnosticsText = reporter.map { $0.render(result.diagnostics) }
            ?? result.diagnostics.map { "\(displayPath): \($0.severity.rawValue): \($0.message)\n" }.joined()
        storeFailed = false
        guard let program = result.program, let file = result.file else {
            fileProblems = diagnosticsText.isEmpty ? "\(displayPath): error: cannot load the file\n" : diagnosticsText
            fileHasErrors = true
            return
        }
        guard !program.widgetNames.isEmpty else {
            fileProblems = diagnosticsText + "\(displayPath): error: the file declares no widget\n"
            fileHasErrors = true
            return
        }
        var options = configuration.session
        options.storePath = configuration.storePath(forWidgetAt: path)
        options.forceReload = false
        if case .folder = configuration.target, let trace = options.trace {
            // Many files share the error stream: each line says whose it is.
            let name = URL(fileURLWithPath: path).lastPathComponent
            options.trace = { trace("\(name): \($0)") }
        }
        storeFailed = true
        do {
            // An unchanged schema keeps the open store: no reopening, no migration check.
            let fresh = try WidgetSession(program: program, options: options, reusing: session)
            storeFailed = false
            session = fresh
            sourceBytes = read.bytes
            fileProblems = diagnosticsText.isEmpty ? nil : diagnosticsText
            fileHasErrors = false
            lastDataVersion = nil
            lastStamp = nil
        } catch let error as SessionError {
            fileProblems = diagnosticsText + describe(error, file: file)
            fileHasErrors = true
        } catch {
            fileProblems = diagnosticsText + "\(displayPath): error: \(error)\n"
            fileHasErrors = true
        }
    }

    /// What the store holds that the frames of `targets` depend on; nil when unknown.
    private func stamp(_ session: WidgetSession, _ targets: [Target], models: String?) -> String? {
        var widgets: [String] = []
        for target in targets where !widgets.contains(target.widget) { widgets.append(target.widget) }
        guard let models, let own = session.ownStateStamp(widgets: widgets) else { return nil }
        return models + "|" + own
    }

    /// The widgets and families to draw, from the host's selection.
    private func resolve(_ selection: TargetSelection, _ program: Program) -> [Target] {
        let names = program.widgetNames
        let widgets: [String]
        if selection.allWidgets {
            widgets = names
        } else if let name = selection.widget ?? names.first {
            widgets = [name]
        } else {
            widgets = []
        }
        return widgets.flatMap { widget -> [Target] in
            let families = program.families(ofWidget: widget)
            switch selection.family {
            case .all: return families.map { Target(widget: widget, family: $0) }
            case .named(let family): return [Target(widget: widget, family: selection.familyOverrides[widget] ?? family)]
            case .first:
                let family = selection.familyOverrides[widget] ?? families.first ?? "systemSmall"
                return [Target(widget: widget, family: family)]
            }
        }
    }

    // MARK: Drawing

    private var renderOptions: RenderOptions {
        RenderOptions(colorMode: configuration.colorMode, showsButtonNumbers: configuration.showsButtonNumbers)
    }

    private func draw(_ target: Target, _ session: WidgetSession) -> TileFrame {
        var frame = TileFrame(target: target, families: session.program.families(ofWidget: target.widget))
        do {
            let outcome = try session.render(widget: target.widget, family: target.family, options: renderOptions)
            frame.result = outcome.result
            frame.isPlaceholder = outcome.isPlaceholder
            frame.retryAt = outcome.retryAt
            frame.showsLiveClock = outcome.showsLiveClock
            if !outcome.problems.isEmpty { frame.problems = outcome.problems.map { describe($0, session) }.joined() }
        } catch let error as SessionError {
            frame.problems = describe(error, session)
        } catch {
            frame.problems = "\(displayPath): error: \(error)\n"
        }
        return frame
    }

    /// The placeholder entry drawn, for a first load that may take a while.
    private func placeholder(_ target: Target, _ session: WidgetSession) -> TileFrame? {
        guard let entry = try? session.placeholderEntry(widget: target.widget, family: target.family),
              let result = try? session.renderEntry(widget: target.widget, entry: entry, family: target.family, options: renderOptions)
        else { return nil }
        return TileFrame(target: target, families: session.program.families(ofWidget: target.widget), result: result, isPlaceholder: true)
    }

    private func describe(_ error: SessionError, _ session: WidgetSession) -> String {
        describe(error, file: session.program.file)
    }

    private func describe(_ error: SessionError, file: SourceFile) -> String {
        if let range = error.range { return DiagnosticReporter(file: file).render(.error(error.message, at: range)) }
        return "\(displayPath): error: \(error.message)\n"
    }

    // MARK: Timeline text

    private func timelineText(_ target: Target, _ session: WidgetSession) -> String {
        let clock = ClockText(timeZoneIdentifier: configuration.session.dates.timeZoneIdentifier)
        do {
            let (snapshot, state) = try session.timeline(widget: target.widget, family: target.family)
            guard let snapshot else {
                if case .unconfigured(let reason) = state { return "\(target.widget): not configured: \(reason)\n" }
                return "\(target.widget): no timeline\n"
            }
            let now = configuration.session.now ?? Date()
            let current = snapshot.entryIndex(at: now)
            var text = "Timeline of \(target.widget): \(snapshot.entries.count) entr\(snapshot.entries.count == 1 ? "y" : "ies"), "
            text += "policy \(policyText(snapshot.policy, clock)), made \(clock.dateTime(snapshot.createdAt))\n"
            for (index, entry) in snapshot.entries.enumerated() {
                let marker = index == current ? "▶" : " "
                text += " \(marker) \(clock.dateTime(snapshot.entryDate(index)))  \(entryText(entry).prefix(160))\n"
            }
            if let next = session.nextScheduledUpdate(widget: target.widget, family: target.family) {
                text += "next: \(clock.dateTime(next.date)) — \(next.kind == .entry ? "next entry" : "new timeline (policy)")\n"
            } else {
                text += "next: nothing scheduled\n"
            }
            if let stale = snapshot.staleError { text += "last reload failed: \(stale)\n" }
            return text
        } catch let error as SessionError {
            return describe(error, session)
        } catch {
            return "\(error)\n"
        }
    }

    /// An entry without its date (shown beside it already).
    private func entryText(_ entry: Value) -> String {
        guard case .object(let object) = entry else { return ValueFormatting.describe(entry) }
        let fields = object.fields.filter { $0.name != "date" }.map { field -> String in
            if case .string(let text) = field.value { return "\(field.name): \"\(text)\"" }
            return "\(field.name): \(ValueFormatting.describe(field.value))"
        }
        return "\(object.type)(\(fields.joined(separator: ", ")))"
    }

    private func policyText(_ policy: ReloadPolicy, _ clock: ClockText) -> String {
        switch policy {
        case .atEnd: return ".atEnd"
        case .never: return ".never"
        case .after(let date): return ".after(\(clock.dateTime(date)))"
        }
    }
}
