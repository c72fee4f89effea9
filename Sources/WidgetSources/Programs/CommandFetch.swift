import Foundation

/// The `command` source's run, without the language: a program and its
/// arguments, run directly — no shell — in the widget's folder; its standard
/// output is the payload.
public enum CommandFetch {
    /// Runs `argv` (the program first): a name with a `/` that does not start
    /// with one is a file of the widget, confined like its other files; any
    /// other name is looked up on the context's `PATH`.
    public static func run(_ argv: [String], in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        guard let program = argv.first, !program.isEmpty else { throw SourceFailure("command needs a program to run") }
        let found = program.contains("/") && !program.hasPrefix("/")
            ? try ProgramRun.widgetProgram(program, context: context)
            : ChildProcess.locate(program, folder: context.folder, path: context.environment["PATH"])
        guard let executable = found else {
            throw SourceFailure(program.contains("/") ? "no program at \(program)" : "command '\(program)' was not found on PATH")
        }
        let outcome = try ProgramRun.run(executable: executable, name: program, arguments: Array(argv.dropFirst()),
                                         input: [], described: "command '\(program)'", context: context)
        return SourcePayload(bytes: Data(outcome.stdout), origin: argv.joined(separator: " "))
    }
}
