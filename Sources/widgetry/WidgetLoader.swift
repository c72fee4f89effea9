import Foundation
import WidgetLanguage
import WidgetRender
import WidgetRuntime

/// Options shared by the commands that run a widget.
enum RunOptions {
    static let flags: Set<String> = ["--plain", "--color", "--buttons", "--json", "--trace", "--reload"]
    static let values: Set<String> = ["--widget", "--family", "--now", "--instance", "--store", "--locale"]
    static let repeatable: Set<String> = ["--config", "--source", "--allow-net", "--allow-read", "--allow-run"]

    static var spec: OptionSpec { OptionSpec(flags: flags, values: values, repeatable: repeatable) }

    static let help = """
      --widget NAME      which widget of the file (default: the first)
      --family F|all     systemSmall, systemMedium, … or all (default: the widget's first family)
      --now ISO          fix the clock, e.g. 2026-11-21T09:00:00Z
      --instance N       the widget instance whose configuration to use (default: default)
      --config K=V       a configuration value for this run (repeatable)
      --source N=V       a source's path or URL for this run (repeatable); a URL turns a json source
                         into http and a path turns an http source into json
      --allow-net HOST   also permit network access to HOST (repeatable)
      --allow-read PATH  also permit reading PATH, a file or folder (repeatable)
      --allow-run CMD    also permit running CMD, or plugin widgetry-plugin-NAME (repeatable)
      --store PATH       the store file (default: .widgetry/store.sqlite next to the widget, or $WIDGETRY_STORE)
      --locale ID        date and number format locale (default: en_US; dates use $TZ, UTC if unset)
      --plain | --color  no colours / ANSI colours (default: colours on a terminal without NO_COLOR)
      --buttons          show button numbers as badges
      --json             print the laid-out view tree with frames and button numbers as JSON
      --trace            print lifecycle calls (placeholder, timeline, defaultResult, perform, …) to stderr
      --reload           ignore the cached timeline and ask the provider again
    """
}

/// A widget file loaded and checked, and a session on its store.
struct LoadedWidget {
    let path: String
    let file: SourceFile
    let session: WidgetSession
    let widget: String

    /// Loads `path`, printing diagnostics; nil (after printing) when it has errors.
    static func load(_ path: String, _ arguments: ParsedArguments) -> LoadedWidget? {
        let result = WidgetCompiler.compile(path: path)
        if let file = result.file {
            if !result.diagnostics.isEmpty { Terminal.writeError(DiagnosticReporter(file: file).render(result.diagnostics)) }
        } else {
            for diagnostic in result.diagnostics { Terminal.error(diagnostic.message) }
        }
        guard let program = result.program, let file = result.file else { return nil }
        var options = SessionOptions(storePath: arguments.value("--store") ?? SessionOptions.defaultStorePath(forWidgetAt: path))
        options.instance = arguments.value("--instance") ?? "default"
        if let now = arguments.value("--now") {
            guard let date = parseNow(now) else {
                Terminal.error("--now takes an ISO-8601 date such as 2026-11-21T09:00:00Z, not '\(now)'")
                return nil
            }
            options.now = date
        }
        options.configOverrides = keyValues(arguments.all("--config"))
        options.sourceOverrides = keyValues(arguments.all("--source"))
        options.granted = Permissions(network: arguments.all("--allow-net"), read: arguments.all("--allow-read"),
                                      run: arguments.all("--allow-run"))
        options.dates = DateFormatting.fromEnvironment(locale: arguments.value("--locale"))
        options.forceReload = arguments.has("--reload")
        if arguments.has("--trace") { options.trace = { Terminal.writeError("trace: \($0)\n") } }
        do {
            let session = try WidgetSession(program: program, options: options)
            let widgets = program.widgetNames
            let widget = arguments.value("--widget") ?? widgets.first
            guard let widget else {
                Terminal.error("\(path) declares no widget")
                return nil
            }
            guard widgets.contains(widget) else {
                Terminal.error("no widget named '\(widget)' in \(path); widgets: \(widgets.joined(separator: ", "))")
                return nil
            }
            return LoadedWidget(path: path, file: file, session: session, widget: widget)
        } catch let error as SessionError {
            report(error, file: file)
            return nil
        } catch {
            Terminal.error("\(error)")
            return nil
        }
    }

    static func parseNow(_ text: String) -> Date? {
        ISO8601.parse(text) ?? ISO8601.parse(text + "Z")
    }

    static func keyValues(_ items: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for item in items {
            guard let eq = item.firstIndex(of: "=") else { continue }
            result[String(item[..<eq])] = String(item[item.index(after: eq)...])
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
        let environment = ProcessInfo.processInfo.environment
        let colorMode: ColorMode
        if arguments.has("--plain") {
            colorMode = .none
        } else if arguments.has("--color") {
            colorMode = ColorMode.forced(environment: environment)
        } else {
            colorMode = ColorMode.detect(environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1)
        }
        return RenderOptions(colorMode: colorMode, showsButtonNumbers: arguments.has("--buttons"), recordsLayout: arguments.has("--json"))
    }
}
