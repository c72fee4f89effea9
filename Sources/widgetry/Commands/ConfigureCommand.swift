import Foundation
import WidgetRuntime
import WidgetStore

/// `widgetry configure FILE [K=V]...`
enum ConfigureCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "configure",
        usage: "widgetry configure FILE [NAME=VALUE]... [options]",
        summary: "list or set a widget instance's configuration",
        description: """
        Without NAME=VALUE: lists each configuration parameter with its current
        value and suggestions (entity parameters ask the entity query's
        suggestedEntities). With NAME=VALUE: sets the value for this instance
        (--instance, default 'default'), checked against the parameter's type:
        a Bool is true or false, an Int or Double a number, a Date ISO-8601, an
        enum one of its cases, an entity its id.
        """,
        options: RunOptions.only(["--widget", "--target", "--instance", "--store", "--now", "--locale", "--trace", "--allow-net", "--allow-read", "--allow-run"]))

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard let path = arguments.positionals.first else {
            return usageError("configure takes a widget file")
        }
        let opened = LoadedWidget.load(path, arguments)
        guard let loaded = opened.widget else { return opened.status }
        return loaded.reportingErrors {
            let assignments = arguments.positionals.dropFirst()
            if assignments.isEmpty {
                let parameters = try loaded.session.configurationParameters(widget: loaded.widget)
                if parameters.isEmpty { Terminal.output("\(loaded.widget) has no configuration") }
                for parameter in parameters {
                    Terminal.output("\(parameter.name) = \(parameter.value)    (\(parameter.title): \(parameter.type))")
                    if !parameter.suggestions.isEmpty { Terminal.output("    suggestions: \(parameter.suggestions.joined(separator: ", "))") }
                }
                return 0
            }
            for item in assignments {
                guard let eq = item.firstIndex(of: "=") else {
                    return usageError("configuration values are written NAME=VALUE, not '\(item)'")
                }
                let name = String(item[..<eq]), value = String(item[item.index(after: eq)...])
                try loaded.session.setConfiguration(widget: loaded.widget, name: name, value: value)
                Terminal.output("\(name) = \(value)")
            }
            return 0
        }
    }
}

/// `widgetry store FILE dump|reset|path|copy`
enum StoreCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "store",
        usage: "widgetry store FILE dump|reset|path|copy [options]",
        summary: "show, reset, locate or copy a widget's store",
        description: """
          dump   print every model's records
          reset  delete the store (seeds run again on the next use; a running
                 watch opens the new store)
          path   print where the store is (and warn when it cannot be written)
          copy   copy every record (ids, relationships, configuration, cached state)
                 into DEST (--to), a new store: a postgresql://USER@HOST:PORT/DB URL
                 or a .sqlite path; the store itself is left unchanged
        """,
        options: RunOptions.only(["--target", "--now", "--store", "--trace"])
            + [.value("--to", "DEST", "with copy: the new store, a postgresql:// URL or a .sqlite path")],
        exitStatus: "0 on success, 1 when the store cannot be read, reset or copied, 2 for usage errors")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard arguments.positionals.count == 2, let path = arguments.positionals.first,
              let action = arguments.positionals.last, ["dump", "reset", "path", "copy"].contains(action) else {
            return usageError("store takes a widget file and one of dump, reset, path, copy")
        }
        guard WidgetFiles.requireFile(path, for: "store") else { return 2 }
        let widgetPath: WidgetPath
        do { widgetPath = try WidgetPath.resolve(path, target: arguments.value("--target")) } catch {
            Terminal.error("store \(error.message)")
            return error.status
        }
        let storePath = arguments.value("--store") ?? SessionOptions.defaultStorePath(forWidgetAt: widgetPath.path)
        switch action {
        case "path":
            if Store.cannotBeWritten(path: storePath) { Terminal.error("warning: " + Store.readOnlyWarning(path: storePath)) }
            print(PostgresLocation.isServerURL(storePath) ? PostgresLocation.redact(storePath) : storePath)
            return 0
        case "copy":
            guard let destination = arguments.value("--to") else {
                return usageError("store copy needs --to DEST (a postgresql:// URL or a .sqlite path)")
            }
            do {
                let report = try Store.copy(from: storePath, to: destination)
                let shown = PostgresLocation.isServerURL(destination) ? PostgresLocation.redact(destination) : destination
                print("copied \(report.total) record\(report.total == 1 ? "" : "s") to \(shown)")
                return 0
            } catch {
                Terminal.error("could not copy the store: \(error)")
                return 1
            }
        case "reset":
            // Waits for a writer in another process to finish, then removes the file while
            // holding the write lock; a process that has the store open notices and opens
            // the new one (docs/store.md, "Reset while another process has the store open").
            do {
                let holder = try Store.remove(path: storePath)
                print("removed \(PostgresLocation.redact(storePath))")
                if let holder {
                    print("process \(holder) has the store open; it opens the new, empty store on its next use")
                }
                return 0
            } catch {
                Terminal.error("could not reset the store: \(error)")
                return 1
            }
        default:
            let opened = LoadedWidget.load(path, arguments)
            guard let loaded = opened.widget else { return opened.status }
            return loaded.reportingErrors {
                Terminal.output(try loaded.session.dump(), terminator: "")
                return 0
            }
        }
    }
}
