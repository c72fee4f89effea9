import Foundation
import WidgetLanguage
import WidgetRender
import WidgetRuntime
import WidgetSources
import WidgetStore

/// Options shared by the commands that run a widget.
enum RunOptions {
    static let all: [CommandOption] = [
        .value("--widget", "NAME", "which widget (default: the @main widget bundle's first, else the first declared)"),
        WidgetPath.targetOption,
        .value("--family", "F|all", "systemSmall, systemMedium, … or all (default: the widget's first family)"),
        .value("--now", "ISO", "fix the clock, e.g. 2026-11-21T09:00:00Z"),
        .value("--instance", "N", "the widget instance whose configuration to use (default: default)"),
        .repeatable("--config", "K=V", "a configuration value for this run (repeatable)"),
        .repeatable("--source", "N=V", "a source's path or URL for this run (repeatable); a URL turns a json source\ninto http and a path turns an http source into json"),
        .repeatable("--route", "FROM=TO", "send URLSession requests whose URL starts with FROM to TO instead, e.g. a\nlocal test server (repeatable); TO's host still needs the permission"),
        .repeatable("--allow-net", "HOST", "also permit network access to HOST (repeatable)"),
        .repeatable("--allow-read", "PATH", "also permit reading PATH, a file or folder (repeatable)"),
        .repeatable("--allow-run", "CMD", "also permit running CMD, or plugin widgetry-plugin-NAME (repeatable)"),
        .value("--store", "PATH", "the store file (default: .widgetry/store.sqlite next to the widget, or $WIDGETRY_STORE)"),
        .value("--locale", "ID", "date and number format locale (default: en_US; dates use $TZ, UTC if unset)"),
        .value("--appearance", "NAME", "light or dark: the colour scheme the widget sees (\\.colorScheme) and draws\nits asset colours in (default: light)"),
        .flag("--plain", "no colours"),
        .flag("--color", "ANSI colours, even into a pipe or with NO_COLOR set (default: colours on a\nterminal without NO_COLOR; the last of --plain and --color wins)"),
        .flag("--buttons", "show button numbers as badges"),
        .flag("--json", "print the laid-out view tree with frames, button numbers and links as JSON"),
        .flag("--trace", "print lifecycle calls (placeholder, timeline, defaultResult, perform, …) to stderr"),
        .flag("--reload", "ignore the cached timeline and ask the provider again"),
    ]

    /// The shared options except `names`.
    static func all(except names: Set<String>) -> [CommandOption] { all.filter { !names.contains($0.name) } }

    /// The shared options named, in the shared order.
    static func only(_ names: [String]) -> [CommandOption] { all.filter { names.contains($0.name) } }

    /// `--now`'s date, or a usage error naming the value.
    static func now(_ text: String) throws -> Date {
        guard let date = LoadedWidget.parseNow(text) else {
            throw UsageError(message: "--now \(text): not an ISO-8601 date; write e.g. 2026-11-21T09:00:00Z")
        }
        return date
    }

    /// `--appearance`'s colour scheme (`light` when not given), or a usage error with a suggestion.
    static func appearance(_ arguments: ParsedArguments) throws -> String {
        guard let name = arguments.value("--appearance") else { return "light" }
        let names = ["light", "dark"]
        if names.contains(name) { return name }
        let hint = closestMatch(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "--appearance \(name): unknown appearance '\(name)'\(hint) (light or dark)")
    }

    /// `--family`'s family (not `all`), or a usage error with a suggestion.
    static func family(_ name: String) throws -> WidgetFamily {
        if let family = WidgetFamily(name: name) { return family }
        let names = WidgetFamily.allCases.map(\.rawValue)
        let hint = closestMatch(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "--family \(name): unknown family '\(name)'\(hint) (families: \(names.joined(separator: ", ")), or all)")
    }
}

/// A widget file loaded and checked, and a session on its store.
struct LoadedWidget {
    let path: String
    let file: SourceFile
    let session: WidgetSession
    let widget: String

    /// Loads `path`, printing diagnostics. Without a widget (after printing what
    /// went wrong) the status says why: 1 when the file has errors, 2 when the
    /// command line does (`--now`, `--family`, `--widget`, `--config`, `--source`,
    /// a FILE that does not exist, with the closest name in its folder).
    static func load(_ path: String, _ arguments: ParsedArguments) -> (widget: LoadedWidget?, status: Int32) {
        let configOverrides: [String: String], sourceOverrides: [String: String], now: Date?, appearance: String
        do {
            appearance = try RunOptions.appearance(arguments)
            configOverrides = try keyValues(arguments.all("--config"), option: "--config")
            sourceOverrides = try keyValues(arguments.all("--source"), option: "--source")
            now = try arguments.value("--now").map(RunOptions.now)
            if let family = arguments.value("--family"), family != "all" { _ = try RunOptions.family(family) }
        } catch {
            Terminal.error((error as? UsageError)?.message ?? "\(error)")
            return (nil, 2)
        }
        guard WidgetFiles.requireFile(path, for: arguments.command) else { return (nil, 2) }
        let widgetPath: WidgetPath
        do { widgetPath = try WidgetPath.resolve(path, target: arguments.value("--target"), readable: arguments.all("--allow-read")) } catch {
            Terminal.error("\(arguments.command) \(error.message)")
            return (nil, error.status)
        }
        let result = widgetPath.compile()
        if let file = result.file {
            if !result.diagnostics.isEmpty { Terminal.writeError(DiagnosticReporter(file: file).render(result.diagnostics)) }
        } else {
            for diagnostic in result.diagnostics { Terminal.error(diagnostic.message) }
        }
        guard let program = result.program, let file = result.file else { return (nil, 1) }
        var options = SessionOptions(storePath: arguments.value("--store") ?? SessionOptions.defaultStorePath(forWidgetAt: widgetPath.path))
        options.instance = arguments.value("--instance") ?? "default"
        options.now = now
        options.configOverrides = configOverrides
        options.sourceOverrides = sourceOverrides
        options.granted = Permissions(network: arguments.all("--allow-net"), read: arguments.all("--allow-read"),
                                      run: arguments.all("--allow-run"))
        for route in arguments.all("--route") {
            guard let eq = route.firstIndex(of: "="), eq != route.startIndex else {
                Terminal.error("--route takes FROM=TO, as in --route https://api.github.com=http://127.0.0.1:8080")
                return (nil, 2)
            }
            options.urlRoutes.append((String(route[..<eq]), String(route[route.index(after: eq)...])))
        }
        options.dates = DateFormatting.fromEnvironment(locale: arguments.value("--locale"))
        options.colorScheme = appearance
        options.forceReload = arguments.has("--reload")
        if arguments.has("--trace") { options.trace = { Terminal.writeError("trace: \($0)\n") } }
        do {
            let session = try WidgetSession(program: program, options: options)
            if session.storeIsReadOnly { Terminal.error("warning: " + Store.readOnlyWarning(path: session.storePath)) }
            let widgets = program.widgetNames
            let widget = arguments.value("--widget") ?? program.defaultWidgetName
            guard let widget else {
                Terminal.error("\(path) declares no widget")
                return (nil, 1)
            }
            guard widgets.contains(widget) else {
                let hint = closestMatch(to: widget, in: widgets).map { "; did you mean '\($0)'?" } ?? ""
                Terminal.error("--widget \(widget): no widget named '\(widget)' in \(path)\(hint) (widgets: \(widgets.joined(separator: ", ")))")
                return (nil, 2)
            }
            do { try session.checkConfigurationOverrides(widget: widget) } catch let error as SessionError {
                report(error, file: file)
                return (nil, 2)
            }
            return (LoadedWidget(path: path, file: file, session: session, widget: widget), 0)
        } catch let error as SessionError {
            report(error, file: file)
            return (nil, 1)
        } catch {
            Terminal.error("\(error)")
            return (nil, 1)
        }
    }

    static func parseNow(_ text: String) -> Date? {
        ISO8601.parse(text) ?? ISO8601.parse(text + "Z")
    }

    /// `--config`/`--source` values as a dictionary; a name given twice is a usage error.
    static func keyValues(_ items: [String], option: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for item in items {
            guard let eq = item.firstIndex(of: "=") else { continue }
            let key = String(item[..<eq])
            if let earlier = result[key] {
                throw UsageError(message: "\(option) \(item): '\(key)' is already set to '\(earlier)'; give each name once")
            }
            result[key] = String(item[item.index(after: eq)...])
        }
        return result
    }

    /// Prints a session error, with the source line and caret when it has a location.
    static func report(_ error: SessionError, file: SourceFile) {
        if let range = error.range {
            Terminal.writeError(DiagnosticReporter(file: file).render(.error(error.message, at: range)))
        } else {
            Terminal.error(error.message)
        }
    }

    func report(_ error: SessionError) { LoadedWidget.report(error, file: file) }

    /// Prints a warning of the run (it does not change the exit status), located like an error.
    func reportWarning(_ warning: SessionError) {
        if let range = warning.range {
            Terminal.writeError(DiagnosticReporter(file: file).render(Diagnostic(.warning, warning.message, at: range)))
        } else {
            Terminal.writeError("warning: \(warning.message)\n")
        }
    }

    /// Runs a command's work on this widget; an error is reported (a session
    /// error with its source line) and gives exit status 1.
    func reportingErrors(_ body: () throws -> Int32) -> Int32 {
        do {
            return try body()
        } catch let error as SessionError {
            report(error)
            return 1
        } catch {
            Terminal.error("\(error)")
            return 1
        }
    }

    /// The families to render: `--family` (or `all`), else the widget's first.
    func families(_ arguments: ParsedArguments) -> [String] {
        let supported = session.program.families(ofWidget: widget)
        guard let family = arguments.value("--family") else { return Array(supported.prefix(1)) }
        return family == "all" ? supported : [family]
    }

    func renderOptions(_ arguments: ParsedArguments) -> RenderOptions {
        let colorMode = ColorChoice.mode(arguments, isTerminal: isatty(STDOUT_FILENO) == 1)
        return RenderOptions(colorMode: colorMode, showsButtonNumbers: arguments.has("--buttons"), recordsLayout: arguments.has("--json"))
    }
}
