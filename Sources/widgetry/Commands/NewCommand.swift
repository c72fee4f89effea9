import Foundation
import WidgetRuntime

/// `widgetry new NAME`: writes a starter widget.
enum NewCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "new",
        usage: "widgetry new NAME [--family F]",
        summary: "write a commented starter widget NAME.widget",
        description: """
        Writes NAME.widget (NAME may be a path; '.widget' is added if missing): a
        commented starter widget with a model, a seed, an entry, a provider, an
        intent, the widget, a preview and a test. It passes 'widgetry check' and
        'widgetry test --record' as it is. An existing file is never overwritten.
        """,
        options: [.value("--family", "F", "the widget's family (default: systemSmall); one of\n" + BuiltinRegistry.familyNames.joined(separator: ", "))],
        exitStatus: "0 when the file was written, 1 when it exists or cannot be written, 2 for usage errors")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard arguments.positionals.count == 1, let argument = arguments.positionals.first, !argument.isEmpty else {
            return usageError("new takes one name")
        }
        let family = arguments.value("--family") ?? "systemSmall"
        guard BuiltinRegistry.familyNames.contains(family) else {
            Terminal.error("unknown family '\(family)'; use one of \(BuiltinRegistry.familyNames.joined(separator: ", "))")
            return 2
        }
        let path = argument.hasSuffix(".widget") ? argument : argument + ".widget"
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        guard !name.isEmpty, StarterTemplate.typePrefix(name).count > 1 || name.first?.isLetter == true else {
            Terminal.error("'\(argument)' is not a usable widget name; use letters, as in 'widgetry new weather'")
            return 2
        }
        guard !FileManager.default.fileExists(atPath: path) else {
            Terminal.error("\(path) already exists; pick another name")
            return 1
        }
        let text = StarterTemplate.text(fileName: url.lastPathComponent, name: name, family: family)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            Terminal.error("cannot write \(path): \(error.localizedDescription)")
            return 1
        }
        // The next commands name the new file (quoted for the shell when it needs
        // it), so they act on it wherever it was written.
        let word = ShellWord.quoted(path)
        let watch = "widgetry watch \(word)", record = "widgetry test --record \(word)"
        let width = max(watch.count, record.count) + 3
        Terminal.output("""
        wrote \(path)

        next:
          \(watch.padding(toLength: width, withPad: " ", startingAt: 0))see it live; edit and save to reload
          \(record.padding(toLength: width, withPad: " ", startingAt: 0))record its preview snapshots (then the same without --record tests them)
        """)
        return 0
    }
}
