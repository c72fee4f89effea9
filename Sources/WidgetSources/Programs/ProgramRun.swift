import Foundation

/// Runs a command or plugin and turns what can go wrong into messages.
enum ProgramRun {
    /// A program that is a file of the widget (`plugins/…`, `tools/x`, relative
    /// to its folder), opened like any file a widget reads: its real path must
    /// be inside the folder or allowed by `read:`. That real path — every link
    /// already resolved and checked — is what runs. Nil when there is no such
    /// file or it is not executable.
    static func widgetProgram(_ written: String, context: SourceContext) throws(SourceFailure) -> String? {
        guard let file = try ConfinedFile.find(written, base: context.folder.path, permits: context.permits) else { return nil }
        close(file.descriptor)
        return file.mode & 0o111 != 0 ? file.path : nil
    }

    static func run(executable: String, name: String, arguments: [String], input: [UInt8], described: String,
                    context: SourceContext) throws(SourceFailure) -> ChildProcess.Outcome {
        let process = ChildProcess(executable: executable, name: name, arguments: arguments, environment: context.environment,
                                   directory: context.folder.path, input: input, timeout: context.timeout,
                                   outputLimit: context.maxBytes)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try process.run()
        } catch {
            throw SourceFailure("\(described) could not be started: \(error.message)")
        }
        if outcome.timedOut {
            throw SourceFailure("\(described) did not finish within \(HTTPClient.seconds(context.timeout)) and was stopped")
        }
        if outcome.overLimit {
            throw SourceFailure("\(described) wrote more than the limit of \(context.maxBytes) bytes and was stopped")
        }
        if let signal = outcome.signal {
            throw SourceFailure("\(described) was killed by signal \(signal)\(errorText(outcome.stderr))")
        }
        if let status = outcome.status, status != 0 {
            throw SourceFailure("\(described) failed with exit status \(status)\(errorText(outcome.stderr))")
        }
        return outcome
    }

    /// The end of a program's stderr, cleaned for the terminal: `: message`.
    static func errorText(_ bytes: [UInt8]) -> String {
        let text = TerminalText.sanitize(String(decoding: bytes.suffix(2000), as: UTF8.self))
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { return "" }
        let joined = lines.suffix(3).joined(separator: " / ")
        return ": " + (joined.count > 300 ? String(joined.suffix(300)) : joined)
    }
}
