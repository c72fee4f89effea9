import Foundation
import WidgetLanguage
import WidgetSources

/// Loads the sources of one widget file for its session: applies
/// `--source` overrides, checks permissions before any I/O, fetches through
/// the registered `DataSource`, and turns the payload into values
/// (`load()` decodes JSON into the `decode:` type; `text()`, `data()`, `image()`).
///
/// Failures a widget can handle (`try?`, `do`/`catch`) are catchable errors
/// at the call; a refused permission is not catchable — it is a mistake in
/// the widget file or the command line, reported at the source.
final class SourceLoader: SourceLoading {
    let sources: [String: any DataSource]
    let folder: URL
    let overrides: [String: String]
    let granted: Permissions
    /// `--route FROM=TO` (see `SessionOptions.urlRoutes`).
    let urlRoutes: [(from: String, to: String)]
    /// The folder of the store (`.widgetry` beside the widget for a PostgreSQL store): App Group containers live here.
    let storeFolder: String
    /// `NotificationCenter.default`'s observers (`PlatformServices`).
    let notifications: NotificationObservers
    /// `WidgetCenter.shared.reloadTimelines(ofKind:)` (nil: all), set by the session.
    var reloadTimelines: ((String?) throws -> Void)?
    /// The environment programs run with, read when a source first needs it.
    private(set) lazy var environment: [String: String] = ProcessInfo.processInfo.environment
    private var policy: PermissionPolicy?
    /// In simulations each distinct request is fetched once and answers the same way later.
    private var memo: [String: Result<SourcePayload, SourceFailure>]?

    /// `previous`: the loader of the session a hot reload replaces, of the same file and store, whose folders are
    /// kept (making them from the paths costs more than the rest of the loader).
    init(program: Program, options: SessionOptions, registry: BuiltinRegistry,
         reusing previous: SourceLoader? = nil) throws(SessionError) {
        sources = registry.sources
        overrides = options.sourceOverrides
        granted = options.granted
        urlRoutes = options.urlRoutes
        if let previous {
            folder = previous.folder
            storeFolder = previous.storeFolder
        } else {
            folder = URL(fileURLWithPath: program.file.folder, isDirectory: true)
            storeFolder = options.storePath.lowercased().hasPrefix("postgres")
                ? folder.appendingPathComponent(".widgetry").path
                : URL(fileURLWithPath: options.storePath).deletingLastPathComponent().path
        }
        notifications = NotificationObservers()
        let names = program.sourceNames
        for name in overrides.keys.sorted() where !names.contains(name) {
            let hint = closestMatch(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
            let known = names.isEmpty ? "; the widget declares no sources" : " (sources: \(names.joined(separator: ", ")))"
            throw SessionError("--source \(name)=…: no source named '\(name)'\(hint)\(known)")
        }
    }

    private init(copying other: SourceLoader) {
        sources = other.sources
        folder = other.folder
        overrides = other.overrides
        granted = other.granted
        urlRoutes = other.urlRoutes
        storeFolder = other.storeFolder
        notifications = other.notifications
        reloadTimelines = other.reloadTimelines
        policy = other.policy
    }

    /// A loader for simulations: each request is fetched at most once.
    func memoizing() -> SourceLoader {
        let copy = SourceLoader(copying: self)
        copy.memo = memo ?? [:]
        return copy
    }

    func load(_ source: SourceReference, method: String, arguments: [CallArgument], interpreter: Interpreter,
              at range: SourceRange) throws -> Value {
        var request = SourceRequest(name: source.name, kind: source.kind, arguments: source.arguments, method: method)
        if let name = source.name, let value = overrides[name] { request = overridden(request, with: value) }
        guard let dataSource = sources[request.kind] else {
            throw RuntimeError("no data source '\(request.kind)' is registered", at: source.range)
        }
        func failure(_ error: SourceFailure) -> RuntimeError {
            let text = "\(error.message) (\(request.displayName))" + (error.detail.map { "; \($0)" } ?? "")
            return RuntimeError(text, at: range, isCatchable: true, thrown: .error(text))
        }
        let policy = try permissionPolicy(interpreter)
        let context: SourceContext
        do {
            context = try makeContext(request, now: interpreter.now, policy: policy)
        } catch {
            throw failure(error)
        }
        // Permissions first: nothing is read, fetched or run before they allow it.
        let accesses: [SourceAccess]
        do {
            accesses = try dataSource.accesses(for: request, in: context)
        } catch {
            throw failure(error)
        }
        for access in accesses {
            if let refusal = policy.refusal(access) {
                throw RuntimeError("\(refusal.what) (\(request.displayName)); \(refusal.advice)", at: source.range)
            }
        }
        interpreter.trace?("\(request.displayName): \(method)() from \(request.kind)")
        let payload: SourcePayload
        switch interpreter.waitingForIO({ fetch(dataSource, request, context) }) {
        case .success(let value): payload = value
        case .failure(let error): throw failure(error)
        }
        do {
            return try SourceLoader.value(of: payload, for: request, decoder: decoder(for: request, interpreter))
        } catch let error as SourceFailure {
            throw failure(error)
        }
    }

    private func fetch(_ source: any DataSource, _ request: SourceRequest, _ context: SourceContext) -> Result<SourcePayload, SourceFailure> {
        let key = request.fingerprint
        if let remembered = memo?[key] { return remembered }
        let result: Result<SourcePayload, SourceFailure>
        do {
            result = .success(try source.fetch(request, in: context))
        } catch {
            result = .failure(error)
        }
        if memo != nil { memo?[key] = result }
        return result
    }

    private func makeContext(_ request: SourceRequest, now: Date, policy: PermissionPolicy) throws(SourceFailure) -> SourceContext {
        var maxBytes = SourceContext.defaultMaxBytes
        if let limit = request.labelled("maxBytes") {
            guard case .int(let bytes) = limit, bytes > 0 else { throw SourceFailure("'maxBytes:' takes a positive number of bytes") }
            maxBytes = bytes
        }
        return SourceContext(folder: folder, environment: environment, now: now,
                             timeout: try request.timeout() ?? SourceContext.defaultTimeout, maxBytes: maxBytes,
                             permits: { policy.check($0) })
    }

    /// `--source NAME=VALUE`. A URL turns a `json` source into an `http` one and
    /// a path turns an `http` source into a `json` one, so one flag switches
    /// between a local file and a web service.
    func overridden(_ request: SourceRequest, with value: String) -> SourceRequest {
        let isURL = value.lowercased().hasPrefix("http://") || value.lowercased().hasPrefix("https://")
        var request = request
        if request.kind == "json", isURL, sources["http"] != nil {
            request.kind = "http"
        } else if request.kind == "http", !isURL, sources["json"] != nil {
            request.kind = "json"
            request.arguments.removeAll { $0.label == "timeout" || $0.label == "headers" }
        }
        return sources[request.kind]?.overriding(request, with: value) ?? request
    }

    /// The widget's `permissions` declarations with the command line's grants.
    func permissionPolicy(_ interpreter: Interpreter) throws -> PermissionPolicy {
        if let policy { return policy }
        var declared = Permissions()
        var hasDeclaration = false
        for decl in interpreter.program.tree.declarations {
            guard case .permissions(let properties) = decl.kind else { continue }
            hasDeclaration = true
            for property in properties {
                let value = try interpreter.within(.global) { try interpreter.eval(property.value, Environment(parent: nil)) }
                guard case .array(let items) = value else { continue }
                let entries = items.compactMap { item -> String? in if case .string(let s) = item { return s } else { return nil } }
                switch property.name {
                case "network": declared.network += entries
                case "read": declared.read += entries
                case "run": declared.run += entries
                default: break
                }
            }
        }
        let made = PermissionPolicy(folder: folder, declared: declared, granted: granted, hasDeclaration: hasDeclaration,
                                    isSwift: interpreter.program.tree.isSwift)
        policy = made
        return made
    }

    private func decoder(for request: SourceRequest, _ interpreter: Interpreter) throws(SourceFailure) -> SourceDecoder {
        let options = try DecodingOptions.from(keys: request.labelled("keys"), dates: request.labelled("dates"))
        // A struct's own `init(from decoder:)` decodes its part of the document.
        return interpreter.decoder(options, keys: request.labelled("keys") ?? .null, dates: request.labelled("dates") ?? .null, at: .none)
    }
}
