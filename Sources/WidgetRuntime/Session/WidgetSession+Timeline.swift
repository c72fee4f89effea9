import Foundation
import WidgetLanguage
import WidgetSources
import WidgetStore

extension WidgetSession {
    func providerDecl(_ widget: String) throws -> (name: String, decl: ProviderDecl) {
        guard program.widget(widget) != nil else {
            let hint = closestMatch(to: widget, in: program.widgetNames).map { "; did you mean '\($0)'?" } ?? ""
            throw SessionError("no widget named '\(widget)'\(hint)")
        }
        try refuseNotDrawn(widget)
        guard let name = program.names(ofWidget: widget).provider, let provider = program.provider(name) else {
            throw SessionError("widget '\(widget)' has no provider")
        }
        return (name, provider)
    }

    /// Runs a provider block (`placeholder`, `snapshot`, `timeline`) with the configuration bound. What it gives is
    /// made of the provider's entry type: `.init(situation: .placeholder)` (or a timeline's `[.init(…)]`) is made now.
    func runProviderBlock(_ block: NamedBlock, of provider: String? = nil, configuration: Value?, _ interpreter: Interpreter,
                          kind: BlockContext.Kind) throws -> Value {
        let env = Environment(parent: nil)
        // A `.widget` provider's blocks are methods of its struct, run on a new instance.
        if let provider, program.provider(provider)?.blocksAreMethods == true, let symbol = program.symbols.types[provider] {
            do {
                env.define("self", try interpreter.construct(symbol, [], at: block.nameRange))
            } catch let error as RuntimeError {
                throw SessionError(error.message, at: error.range)
            }
        }
        var completion: ProviderParameter.Completion?
        for parameter in block.parameters {
            switch ProviderParameter(label: parameter.label) {
            case .configuration: env.define(LocalKey(parameter.name, declaredAt: parameter.range), configuration ?? .null)
            case .context:
                env.define(LocalKey(parameter.name, declaredAt: parameter.range), ProviderParameter.context(family: interpreter.family, isPreview: kind != .timeline))
            case .completion:
                let handler = ProviderParameter.Completion(block: block, environment: env)
                env.define(LocalKey(parameter.name, declaredAt: parameter.range), handler.closure)
                completion = handler
            }
        }
        do {
            let value = try interpreter.within(kind) { try interpreter.evalBody(block.body, env) }
            var given = try completion?.result(in: env) ?? value
            if kind == .timeline, case .member("init", let payload) = given, case .tuple(let arguments)? = payload.first {
                // `completion(.init(entries: [entry], policy: .never))`: the `Timeline` the handler takes.
                given = try interpreter.timeline(zip(arguments.labels, arguments.elements).map { CallArgument(label: $0, value: $1, range: block.nameRange) })
            }
            guard let provider, let entryType = program.providerEntries[provider], !entryType.isUnknown else { return given }
            if case .timeline(var timeline) = given {
                timeline.entries = try timeline.entries.map { try interpreter.coerce($0, to: entryType, at: block.nameRange) }
                return .timeline(timeline)
            }
            return try interpreter.coerce(given, to: entryType, at: block.nameRange)
        } catch let error as RuntimeError {
            throw SessionError(error.message, at: error.range)
        } catch is OptionalChainNil {
            throw SessionError("an optional chain was nil", at: block.range)
        }
    }

    /// The placeholder entry (no I/O), shown before data loads and when the widget is not configured;
    /// the provider's `context.family` is `family` (nil: the widget's first family).
    public func placeholderEntry(widget: String, family: String? = nil) throws -> Value {
        let (name, provider) = try providerDecl(widget)
        guard let block = provider.block("placeholder") else { throw SessionError("the provider of '\(widget)' has no placeholder") }
        trace("placeholder")
        let interpreter = self.interpreter()
        interpreter.family = timelineFamily(widget, family)
        return try runProviderBlock(block, of: name, configuration: nil, interpreter, kind: .placeholder)
    }

    /// The family a timeline is made for: the one asked for, else the widget's first.
    func timelineFamily(_ widget: String, _ family: String?) -> String {
        family ?? program.families(ofWidget: widget).first ?? "systemSmall"
    }

    /// What a cached timeline is kept under: a widget has one timeline per family, as WidgetKit keeps
    /// one per placed widget, and the provider's `context.family` is the family drawn.
    func timelineSlot(_ widget: String, _ family: String?) -> String { "\(widget).\(timelineFamily(widget, family))" }

    /// The widget's timeline for a family (nil: its first): the cached one while it is valid, else a new
    /// one from the provider, run with `context.family` the family. A provider that fails keeps the
    /// cached timeline (marked stale, or none: the host shows the placeholder) and is retried after a
    /// back-off (`RetryBackoff`); the back-off is the widget's, for all its families.
    public func timeline(widget: String, family: String? = nil) throws -> (TimelineSnapshot?, ResolvedState) {
        let (providerName, provider) = try providerDecl(widget)
        try noticeReopenedStore()
        let retry = try retryState(widget: widget)
        let slot = timelineSlot(widget, family)
        let cacheIsOurs = !keepsProcessState || timelinesMadeHere.contains(slot)
        // The cached timeline is read (its JSON parsed, its entries decoded) only when it
        // may be used: a forced reload that succeeds never looks at it.
        var read: (snapshot: TimelineSnapshot, meta: CacheMeta)??
        func cached() throws -> (snapshot: TimelineSnapshot, meta: CacheMeta)? {
            if let read { return read }
            let timeline = try cachedTimeline(widget, family: family)
            read = .some(timeline)
            return timeline
        }
        if retry == nil, !options.forceReload, cacheIsOurs, !reloadAfterPerform.contains(slot), let cached = try cached(),
           try isValid(cached.meta, widget: widget) {
            return (cached.snapshot, .configured)
        }
        if let retry, try isWaiting(retry, widget: widget) {
            return failedTimeline(retry, cached: try cached()?.snapshot)
        }
        let interpreter = self.interpreter()
        interpreter.family = timelineFamily(widget, family)
        let configuration: Value?
        switch try resolveConfiguration(widget, interpreter) {
        case .none: configuration = nil
        case .configured(let value): configuration = value
        case .unconfigured(let reason): return (nil, .unconfigured(reason))
        }
        guard let block = provider.block("timeline") else { throw SessionError("the provider of '\(widget)' has no timeline") }
        trace("timeline")
        defer { runtimeWarnings += interpreter.warnings.map { SessionError($0.message, at: $0.range) } }
        do {
            let value = try runProviderBlock(block, of: providerName, configuration: configuration, interpreter, kind: .timeline)
            guard case .timeline(let timeline) = value else {
                throw SessionError("the timeline must give Timeline(entries:policy:), not \(ValueFormatting.typeName(of: value))", at: block.nameRange)
            }
            let snapshot = TimelineSnapshot(entries: timeline.entries, policy: timeline.policy, createdAt: now, fromCache: false, staleError: nil,
                                            dates: entryDates(timeline.entries, interpreter, at: block.nameRange))
            timelinesMadeHere.insert(slot)
            reloadAfterPerform.remove(slot)
            // The entries' text (stored, printed) must fit the budget too: entries can share one value many times.
            do { try interpreter.chargeStored(timeline.entries, at: block.nameRange) } catch let error as RuntimeError {
                throw SessionError(error.message, at: error.range)
            }
            // A full disk loses the cache, not the frame: the new timeline is shown, and the
            // render reports why it was not kept.
            try keepState("the new timeline is shown but was not cached") {
                try saveTimeline(snapshot, widget: widget, family: family)
                if retry != nil { try clearRetry(widget) }
            }
            return (snapshot, .configured)
        } catch let error as SessionError {
            return failedTimeline(try recordFailure(error, widget: widget, previous: retry), cached: try cached()?.snapshot)
        }
    }

    /// Each entry's `date`: the stored one, else the one its type computes (`var date: Date { switch self … }` of an `enum`
    /// entry), run once here; nil where reading it fails, and the entry then counts from the timeline's creation.
    func entryDates(_ entries: [Value], _ interpreter: Interpreter, at range: SourceRange) -> [Date?] {
        entries.map { entry in
            if let stored = TimelineSnapshot.date(of: entry) { return stored }
            guard case .date(let date)? = try? interpreter.member(of: entry, "date", at: range) else { return nil }
            return date
        }
    }

    public enum ResolvedState {
        case configured
        case unconfigured(String)
        case failed(SessionError)
    }

    struct CacheMeta {
        var fileHash: String
        var changes: Int
        /// The counters of the models the file reads when it was made (`A=3,B=0`);
        /// nil in a timeline cached before per-model counters: the total counter decides.
        var reads: String?
        var configuration: String
        var nextReload: Date?
    }

    func cachedTimeline(_ widget: String, family: String?) throws -> (snapshot: TimelineSnapshot, meta: CacheMeta)? {
        guard let json = try state.getJSON(timelineKey(widget, family: family)),
              let entries = json["entries"]?.array, let created = json["createdAt"]?.number else { return nil }
        let snapshot = TimelineSnapshot(entries: entries.map(ValueCodec.decode),
                                        policy: PolicyCodec.decode(json["policy"]?.string ?? "atEnd"),
                                        createdAt: Date(timeIntervalSince1970: created), fromCache: true, staleError: nil,
                                        dates: json["dates"]?.array.map { $0.map { $0.number.map(Date.init(timeIntervalSince1970:)) } })
        let meta = CacheMeta(fileHash: json["file"]?.string ?? "", changes: json["changes"]?.int ?? -1,
                             reads: json["reads"]?.string,
                             configuration: json["configuration"]?.string ?? "",
                             nextReload: json["nextReload"]?.number.map { Date(timeIntervalSince1970: $0) })
        return (snapshot, meta)
    }

    func configurationFingerprint(_ widget: String) throws -> String {
        let texts = try configurationTexts(widget)
        return Fingerprint.of(texts.keys.sorted().map { "\($0)=\(texts[$0] ?? "")" }.joined(separator: "\n"))
    }

    func isValid(_ meta: CacheMeta, widget: String) throws -> Bool {
        // A write to a model the file does not read keeps the cached timeline;
        // `changes` is -1 once the timeline was invalidated (`invalidateTimeline`).
        guard meta.fileHash == fileHash, meta.changes >= 0 else { return false }
        if let reads = meta.reads {
            guard reads == (try state.changeStamp(models: readModels)) else { return false }
        } else {
            guard meta.changes == (try state.changeCounter()) else { return false }
        }
        guard meta.configuration == (try configurationFingerprint(widget)) else { return false }
        if let next = meta.nextReload, now >= next { return false }
        return true
    }

    func saveTimeline(_ snapshot: TimelineSnapshot, widget: String, family: String?) throws {
        guard persistsTimelines else { return }
        let counters = try state.changeCounters()
        var fields: [(String, JSONValue)] = [
            ("entries", .array(snapshot.entries.map { ValueCodec.encode($0) })),
            ("dates", .array(snapshot.dates.map { $0.map { .double($0.timeIntervalSince1970) } ?? .null })),
            ("policy", .string(PolicyCodec.encode(snapshot.policy))),
            ("createdAt", .double(snapshot.createdAt.timeIntervalSince1970)),
            ("file", .string(fileHash)),
            ("changes", .int(counters["changes"] ?? 0)),
            ("reads", .string(StateTable.changeStamp(models: readModels, counters: counters))),
            ("configuration", .string(try configurationFingerprint(widget))),
        ]
        if let next = snapshot.nextReload { fields.append(("nextReload", .double(next.timeIntervalSince1970))) }
        let json = JSONValue.pairs(fields)
        try store.transaction(durable: false) { try state.setJSON(timelineKey(widget, family: family), json) }
    }
}
