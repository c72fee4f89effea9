import Foundation
import WidgetLanguage
import WidgetRender
import WidgetSources
import WidgetStore

/// How a session runs: which store, which instance, what time it is.
public struct SessionOptions: Sendable {
    public var storePath: String
    public var instance: String = "default"
    public var now: Date?
    /// `--config K=V`: configuration values for this run only.
    public var configOverrides: [String: String] = [:]
    /// `--source NAME=VALUE`: a source's path or URL for this run.
    public var sourceOverrides: [String: String] = [:]
    /// `--allow-net`, `--allow-read`, `--allow-run`: permissions granted on top of the widget's own.
    public var granted = Permissions()
    /// `--route FROM=TO`: URLSession requests whose URL starts with FROM go to TO.
    public var urlRoutes: [(from: String, to: String)] = []
    public var dates: DateFormatting = .utc
    /// `--appearance`: what `\.colorScheme` says (`light` or `dark`) and which appearance of an asset colour is drawn.
    public var colorScheme = "light"
    /// Lifecycle calls (placeholder, timeline, perform, …) are reported here.
    public var trace: (@Sendable (String) -> Void)?
    /// Ignore the cached timeline.
    public var forceReload = false

    public init(storePath: String) { self.storePath = storePath }

    /// The default store: `.widgetry/store.sqlite` next to the widget file,
    /// unless `WIDGETRY_STORE` says otherwise.
    public static func defaultStorePath(forWidgetAt path: String) -> String {
        if let override = ProcessInfo.processInfo.environment["WIDGETRY_STORE"], !override.isEmpty { return override }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return folder.appendingPathComponent(".widgetry/store.sqlite").path
    }
}

/// A problem a session reports: a message, and a source location when there is one.
public struct SessionError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var range: SourceRange?
    public init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
    public var description: String { message }

    /// A provider that returned without calling its completion handler: WidgetKit has no timeline, and shows
    /// the widget's placeholder until one comes. Not a failure of the render, which draws just that.
    var isTimelineNeverGiven: Bool { message.hasSuffix(ProviderParameter.Completion.neverCalled) }
}

/// A widget file running against a store: timelines, renders, intents and configuration.
public final class WidgetSession {
    public let program: Program
    public let options: SessionOptions
    let store: Store
    let models: ModelContext
    let state: StateTable
    let registry: BuiltinRegistry
    /// A fingerprint of the widget file: a changed file invalidates cached timelines.
    let fileHash: String
    /// The widget file as its store knows it (see `StoreIdentity`): cached
    /// timelines, configuration and retries are kept per file, so two files
    /// that declare a widget of the same name do not share them.
    let fileIdentity: String
    var sourceLoader: SourceLoading?
    /// False for simulations: timelines are not written to the store.
    let persistsTimelines: Bool
    /// Store writes that failed without failing the work (a timeline that could not be
    /// cached); `render` reports them with the frame.
    var storeWarnings: [SessionError] = []
    /// Warnings of the code that made the last timeline (a request refused for want of a network
    /// permission); `render` reports them with the frame, without failing.
    var runtimeWarnings: [SessionError] = []
    /// Errors of custom layouts' code, which runs while a frame is laid out: the frame's problems.
    var layoutFailures: [SessionError] = []
    /// The store's `reopenCount` this session has reacted to (`noticeReopenedStore`).
    var seenStoreReopenings = 0
    /// The models this file's frames can read (`ModelReads`), sorted: their change
    /// counters decide whether a cached timeline is still valid and whether a
    /// store change draws the file again.
    public let readModels: [String]
    /// Static properties of the file's types (`static let shared = …`): made on first use,
    /// kept while this session lives (in `watch`/`run`, between renders and taps).
    let statics = StaticStorage()
    /// Whether the file keeps state in its process (a `static var`, or a class's
    /// static property such as `SharedDatas.shared`): then a timeline cached by
    /// another process was made from other state, and is not reused.
    lazy var keepsProcessState: Bool = program.tree.declarations.contains { decl in
        guard case .structure(let body) = decl.kind else { return false }
        return body.fields.contains { $0.isStatic && (body.isClass || !$0.isConstant) }
    }
    /// The widgets whose cached timeline this session made (see `keepsProcessState`).
    var timelinesMadeHere: Set<String> = []
    /// After an intent runs, WidgetKit asks the providers again even when the
    /// store did not change (the intent may have changed a singleton): the
    /// widgets whose next timeline is made anew.
    var reloadAfterPerform: Set<String> = []

    /// Opens a session. With `reusing`, a session on the same store file whose
    /// schema is unchanged lends its open store, so a hot reload skips opening
    /// and migrating (a changed schema opens the store again, which migrates it).
    public init(program: Program, options: SessionOptions, registry: BuiltinRegistry = .standard,
                persistsTimelines: Bool = true, reusing previous: WidgetSession? = nil) throws {
        self.program = program
        self.persistsTimelines = persistsTimelines
        self.options = options
        self.registry = registry
        let enums = EnumTable(program: program)
        var schema: Schema
        do {
            schema = try SchemaBuilder(program: program, enums: enums).build()
        } catch let error as SchemaError {
            throw SessionError(error.message, at: error.range)
        }
        schema.models.append(StateTable.schema)
        if let previous, previous.options.storePath == options.storePath, previous.store.schema == schema {
            store = previous.store
        } else {
            // Only the default folder (`.widgetry` next to the widget) is made; any other
            // missing folder is an error from the store.
            let folder = URL(fileURLWithPath: options.storePath).deletingLastPathComponent()
            if folder.lastPathComponent == ".widgetry" {
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            do {
                store = try Store.open(path: options.storePath, schema: schema)
            } catch let error as StoreError {
                switch error {
                case .file, .missingFolder, .linkLoop, .readOnlyOutOfDate, .serverUnavailable: throw SessionError(error.description)
                default: throw SessionError("store \(PostgresLocation.redact(options.storePath)): \(error.description)")
                }
            }
        }
        seenStoreReopenings = store.reopenCount  // a reused store's earlier reopen was reported already
        models = ModelContext(program: program, store: store)
        readModels = ModelReads.closure(ModelReads.mentioned(in: program), schema: store.schema)
            .union(ModelReads.mentionsDefaults(in: program) ? [ModelReads.defaults] : []).sorted()
        state = StateTable(store: store)
        // Overridden sources and granted permissions make a different widget: they invalidate cached timelines too.
        let overrides = options.sourceOverrides.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let grants = options.granted.isEmpty ? [] : ["\(options.granted)"]
        let extras = overrides + grants
        fileHash = extras.isEmpty ? Fingerprint.of(program.file.bytes)
            : Fingerprint.of(program.file.bytes + Array(extras.joined(separator: "\n").utf8))
        // A hot reload keeps the file and the store: its name in the store and the loader's folders stay (resolving
        // links and folders costs system calls on every reload otherwise).
        let sameFileAndStore = previous.map { $0.program.file.path == program.file.path && $0.options.storePath == options.storePath } ?? false
        if let previous, sameFileAndStore {
            fileIdentity = previous.fileIdentity
        } else {
            fileIdentity = StoreIdentity.of(file: program.file.path, storePath: options.storePath)
        }
        let loader = try SourceLoader(program: program, options: options, registry: registry,
                                      reusing: sameFileAndStore ? previous?.sourceLoader as? SourceLoader : nil)
        sourceLoader = loader
        attachWidgetCenter(loader)
        try runSeeds()
    }

    var now: Date { options.now ?? Date() }

    /// A fresh interpreter for one evaluation, with its own budget.
    func interpreter() -> Interpreter {
        let interpreter = Interpreter(program: program, registry: registry, models: models,
                                      clock: Clock(fixed: now), dates: options.dates)
        interpreter.colorScheme = options.colorScheme
        interpreter.sources = sourceLoader
        interpreter.trace = options.trace.map { trace in { trace($0) } }
        interpreter.statics = statics
        return interpreter
    }

    func trace(_ line: String) { options.trace?(line) }

    /// Runs a unit of work in one store transaction that also bumps the change
    /// counters: the total one and those of the models it wrote.
    func write<T>(_ body: () throws -> T) throws -> T {
        try store.transaction {
            let outer = models.written
            models.written = []
            defer { models.written.formUnion(outer) }
            let result = try body()
            try state.bumpChangeCounters(models: ModelReads.closure(models.written, schema: store.schema))
            // The transaction commits what SwiftData's `context.save()` would (its autosave).
            models.hasUnsavedChanges = false
            return result
        }
    }

    /// Keeps runtime state a frame does not need (a cached timeline, a failed timeline's
    /// retry, a default configuration). A store opened read-only keeps none: the command
    /// said once that nothing can be saved. A store that refuses the write (a full disk)
    /// costs the state, not the frame: the render reports `failure` with the store's reason.
    func keepState(_ failure: String, _ body: () throws -> Void) throws {
        guard !store.isReadOnly else { return }
        do { try body() } catch let error as StoreError {
            storeWarnings.append(SessionError("\(failure): \(error.description)"))
        }
    }

    /// Each `seed` block runs once: when the store has no records of the models it creates.
    /// A store opened read-only is shown as it is, without them.
    func runSeeds() throws {
        guard !store.isReadOnly else { return }
        for seed in program.seeds {
            guard case .seed(let body) = seed.kind else { continue }
            let created = Set(body.compactMap { statement -> String? in
                guard case .expr(var expr) = statement.kind else { return nil }
                // `context.insert(Item(…))` (SwiftData) creates what `Item(…)` does.
                if case .call(let callee, let arguments, _) = expr.kind, case .member(_, "insert", _) = callee.kind,
                   arguments.count == 1 { expr = arguments[0].value }
                guard case .call(let callee, _, _) = expr.kind,
                      case .identifier(let name) = callee.kind, program.typeSymbol(name)?.kind == .model else { return nil }
                return name
            })
            guard !created.isEmpty else { continue }
            let empty = try created.allSatisfy { try store.count($0) == 0 }
            guard empty else { continue }
            let interpreter = self.interpreter()
            do {
                try write {
                    try interpreter.within(.seed) {
                        let env = Environment(parent: nil)
                        for statement in body {
                            if case .expr(let expr) = statement.kind {
                                if case .record(let object) = try interpreter.eval(expr, env) {
                                    try models.insert(object, at: expr.range)
                                }
                            } else {
                                try interpreter.exec(statement, env)
                            }
                        }
                    }
                }
            } catch let error as RuntimeError {
                throw SessionError(error.message, at: error.range)
            }
        }
    }

    /// Every model's records as text, for `widgetry store dump`.
    public func dump() throws -> String {
        var out = ""
        for model in program.modelNames {
            let records = try store.all(model)
            out += "\(model) (\(records.count))\n"
            for record in records {
                let fields = record.values.keys.sorted().filter { !$0.hasPrefix("_") }.map { "\($0): \(record[$0])" }
                out += "  \(record.id)  \(fields.joined(separator: ", "))\n"
            }
        }
        return out
    }

    public var storePath: String { store.path }

    /// The store cannot be written and was opened only to read it: nothing is saved.
    public var storeIsReadOnly: Bool { store.isReadOnly }
}

/// A stable fingerprint of bytes (64-bit FNV-1a), the same in every process.
enum Fingerprint {
    static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return String(hash, radix: 16)
    }

    static func of(_ text: String) -> String { of(Array(text.utf8)) }
}
