import Foundation
import LanguageServer
import ProjectModules
import WidgetLanguageService

/// `widgetry lsp`: a language server for editors, on standard input and output.
enum LspCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "lsp",
        usage: "widgetry lsp [--stdio]",
        summary: "serve the Language Server Protocol to an editor (stdin/stdout)",
        description: """
        Speaks the Language Server Protocol (JSON-RPC with Content-Length frames)
        on standard input and output, for .widget files and Swift widget code:
        check's diagnostics for the whole module of a changed file, quick fixes
        for its suggestions, hover, completion, definitions, references, symbols
        and formatting. A .swift file's module is the Xcode target that holds it
        (as 'widgetry check PROJECT --target NAME' checks it), else its folder.
        An editor starts it; see the README for VS Code, Neovim and Helix.
        Nothing but protocol messages is written to standard output.
        """,
        options: [
            .flag("--stdio", "accepted for editors that pass it: standard input and output are the only channel"),
        ],
        exitStatus: "0 after the editor's shutdown and exit, 1 when the input ends or exit comes without shutdown")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard arguments.positionals.isEmpty else {
            return usageError("lsp takes no files: the editor sends them")
        }
        // A client that goes away is noticed as a failed write, not a signal.
        signal(SIGPIPE, SIG_IGN)
        // A project that cannot be read is said on standard error (editors show it in their log).
        let modules = EditorModules(targets: ProjectTargetFinder(report: { Terminal.writeError("widgetry lsp: \($0)\n") }))
        let service = WidgetLanguageService(moduleOf: modules.module(containing:))
        let server = LanguageServer(features: service, name: "widgetry", version: CommandLineTool.version,
                                    output: StandardOutput.write)
        return server.run(input: FileDescriptorSource(descriptor: STDIN_FILENO))
    }
}

/// Writes frames to standard output whole.
enum StandardOutput {
    @Sendable static func write(_ data: Data) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            guard var pointer = buffer.baseAddress else { return true }
            var left = buffer.count
            while left > 0 {
                let written = Foundation.write(STDOUT_FILENO, pointer, left)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                pointer += written
                left -= written
            }
            return true
        }
    }
}
