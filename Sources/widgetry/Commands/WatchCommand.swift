import Foundation
import WidgetHost
import WidgetRender
import WidgetRuntime

/// `widgetry watch FILE|DIR`: the widget live, redrawn on every save.
enum WatchCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "watch",
        usage: "widgetry watch PATH [options]",
        summary: "show a widget live: hot reload on save, keys and mouse press its buttons",
        description: """
        Shows the widget and keeps it up to date: on every save of the file (or of
        a data file a json source reads) it is parsed, checked, the store migrated,
        the timeline reloaded and the widget drawn again. Errors appear under the
        last good frame, with file:line:col and a caret, until the file is fixed.
        It also redraws when another process changes the store (widgetry perform
        in another shell) and at the timeline's times (the next entry's date, the
        policy's reload). A failed timeline keeps the last good one on screen with
        the error under it; it is retried after 1 min, 2, 4, … at most every hour,
        and at once when the file, its data or the store changes, or on r.
        A folder of .widget files shows every widget file in it, like 'widgetry
        run'. A folder of .swift files is one module (with its subfolders'); an
        Xcode project (its repository, its .xcodeproj or a folder in it) shows
        its widget extension target (--target NAME when it has several), and a
        file added to the target or to one of its folders joins it at the next
        save.

        On a terminal (alternate screen; the terminal is restored on exit):
          1-9     press button N of the widget (numbers shown as badges)
          click   press the button under the mouse
          f       next family          r   reload everything
          t       show/hide timeline   tab next widget (several on screen)
          q       quit (Ctrl-C quits with status 130; Ctrl-Z suspends, fg resumes)
        Not on a terminal (a pipe or file), or with TERM=dumb: each new frame is
        printed after a line
          --- HH:MM:SS.mmm CAUSE · FILE · WIDGET · FAMILY
        followed by its problems, with no alternate screen and no cursor
        movement; the same keys can be written to standard input.

        Images are drawn two pixels per cell; on a terminal that speaks the kitty
        graphics protocol also at full resolution over those cells. It is known by
        TERM=xterm-kitty, KITTY_WINDOW_ID or TERM_PROGRAM (WezTerm, ghostty);
        otherwise the terminal is asked at start (when standard input and output
        are the terminal and there is colour: not with --plain or NO_COLOR) and
        its answer is waited for up to 300 ms (WIDGETRY_KITTY_WAIT_MS); keys
        typed meanwhile are kept. WIDGETRY_KITTY=0 never uses the protocol,
        WIDGETRY_KITTY=1 always does, without asking.
        """,
        options: RunOptions.all(except: ["--json"]),
        notes: "--buttons is on by default on a terminal (keys press buttons).",
        exitStatus: "0 after q, 130 after Ctrl-C, 1 when the file or folder does not exist, 2 for usage errors")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            return usageError("watch takes one widget file or folder")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            Terminal.error(PathStatus(of: path).problem.map { "cannot open \(path): \($0)" }
                           ?? "no such file or folder: \(path)\(WidgetFiles.suggestion(for: path))")
            return 1
        }
        let targetName = arguments.value("--target"), readable = arguments.all("--allow-read")
        let target: HostConfiguration.Target
        if isDirectory.boolValue, arguments.value("--target") == nil, WidgetPath.isFolderOfWidgetFiles(path) {
            target = .folder(path)
        } else {
            do {
                switch try WidgetPath.resolve(path, target: targetName, readable: readable) {
                case .file(let file): target = .file(file)
                case .module(let module, _):
                    // The module's files are found again at every load.
                    target = .module(HostConfiguration.ModuleTarget(path: module.path) {
                        guard case .module(let module, _)? = try? WidgetPath.resolve(path, target: targetName, readable: readable) else { return nil }
                        return module
                    })
                }
            } catch {
                Terminal.error("watch \(error.message)")
                return error.status
            }
        }
        guard let configuration = HostOptions.configuration(target, arguments) else { return 2 }
        return LiveHost(configuration: configuration).run()
    }
}

/// `widgetry run DIR`: every widget of a folder at once, like a home screen.
enum RunCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "run",
        usage: "widgetry run DIR [options]",
        summary: "show every widget of a folder live, like a home screen",
        description: """
        Shows every .widget file of DIR at once, in a grid that fits the
        terminal, each widget in its first family with its own timeline and
        reload schedule. A file with errors shows them in its own place without
        disturbing the others; files added to or removed from the folder appear
        and disappear. Keys as in 'widgetry watch' (Tab selects the widget that
        1-9, f and t act on); with TERM=dumb or into a pipe, frames are printed
        one after another as 'widgetry watch' does. Images with the kitty graphics
        protocol as in 'widgetry watch' (WIDGETRY_KITTY=0|1).
        """,
        options: [RunOptions.only(["--store"])[0].helped("one store for every widget (default: each file's .widgetry/store.sqlite)")]
            + RunOptions.only(["--now", "--instance", "--locale", "--appearance", "--plain", "--color", "--buttons", "--trace"]),
        exitStatus: "0 after q, 130 after Ctrl-C, 2 for usage errors (DIR missing or not a folder)")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            return usageError("run takes one folder")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return usageError("run \(path): " + (PathStatus(of: path).problem ?? "no such folder\(WidgetFiles.suggestion(for: path))"))
        }
        guard isDirectory.boolValue else {
            return usageError("run \(path) is not a folder but a file; use 'widgetry watch \(ShellWord.quoted(path))' for one widget file")
        }
        guard let configuration = HostOptions.configuration(.folder(path), arguments) else { return 2 }
        return LiveHost(configuration: configuration).run()
    }
}

/// The command line's options as a host configuration.
enum HostOptions {
    static func configuration(_ target: HostConfiguration.Target, _ arguments: ParsedArguments) -> HostConfiguration? {
        var session = SessionOptions(storePath: arguments.value("--store") ?? "")
        session.instance = arguments.value("--instance") ?? "default"
        var configuration: HostConfiguration
        do {
            session.now = try arguments.value("--now").map(RunOptions.now)
            session.configOverrides = try LoadedWidget.keyValues(arguments.all("--config"), option: "--config")
            session.sourceOverrides = try LoadedWidget.keyValues(arguments.all("--source"), option: "--source")
            configuration = HostConfiguration(target: target, session: session)
            if let family = arguments.value("--family") {
                configuration.family = family == "all" ? .all : .named(try RunOptions.family(family).rawValue)
            }
        } catch {
            Terminal.error((error as? UsageError)?.message ?? "\(error)")
            return nil
        }
        if !checkConfigOverrides(target, configuration.session.configOverrides, widget: arguments.value("--widget")) {
            return nil
        }
        configuration.session.dates = DateFormatting.fromEnvironment(locale: arguments.value("--locale"))
        do { configuration.session.colorScheme = try RunOptions.appearance(arguments) } catch {
            Terminal.error((error as? UsageError)?.message ?? "\(error)")
            return nil
        }
        configuration.session.forceReload = arguments.has("--reload")
        if arguments.has("--trace") { configuration.session.trace = { Terminal.writeError("trace: \($0)\n") } }
        configuration.storeOverride = arguments.value("--store")
        configuration.widget = arguments.value("--widget")
        let environment = ProcessInfo.processInfo.environment
        // A dumb terminal cannot move the cursor or switch screens: it gets the
        // plain interface, frames printed one after another.
        let interactive = isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
        configuration.interface = interactive ? .terminal : .plain
        configuration.colorMode = ColorChoice.mode(arguments, isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
        configuration.showsButtonNumbers = arguments.has("--buttons") || interactive
        configuration.commandName = "widgetry \(arguments.command)"
        return configuration
    }

    /// `--config` names and values checked against the file's widget before the
    /// host starts (a file with errors is left to the host, which shows them).
    static func checkConfigOverrides(_ target: HostConfiguration.Target, _ overrides: [String: String], widget: String?) -> Bool {
        guard !overrides.isEmpty else { return true }
        let result: WidgetCompiler.Result
        switch target {
        case .file(let path): result = WidgetCompiler.compile(path: path)
        case .module(let module):
            guard let gathered = module.gather() else { return true }
            result = WidgetCompiler.compile(gathered)
        case .folder: return true
        }
        guard let program = result.program, let file = result.file,
              let widget = widget ?? program.defaultWidgetName, program.widgetNames.contains(widget) else { return true }
        do { try program.checkConfigurationOverrides(overrides, widget: widget) } catch let error as SessionError {
            LoadedWidget.report(error, file: file)
            return false
        } catch { return true }
        return true
    }
}
