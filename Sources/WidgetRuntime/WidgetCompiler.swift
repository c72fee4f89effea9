import Foundation
import WidgetLanguage

/// Reads, parses and checks a widget file.
public enum WidgetCompiler {
    public struct Result: Sendable {
        public var file: SourceFile?
        public var tree: WidgetFile?
        public var diagnostics: [Diagnostic]
        /// The checked program, when there are no errors.
        public var program: Program?
    }

    /// The largest widget file compiled (source locations hold 32-bit offsets).
    public static let maxFileBytes = 256 << 20

    /// Compiles source text that is already in memory.
    public static func compile(_ file: SourceFile, registry: BuiltinRegistry = .standard) -> Result {
        guard file.bytes.count <= maxFileBytes else {
            let message = "\(file.path) is larger than \(maxFileBytes >> 20) MiB; a widget file is read whole into memory"
            return Result(file: nil, tree: nil, diagnostics: [.error(message, at: .none)], program: nil)
        }
        let (tree, parseDiagnostics) = Parser.parse(file)
        var diagnostics = parseDiagnostics
        var program: Program?
        if !parseDiagnostics.hasErrors {
            let checker = Checker(tree: tree, registry: registry)
            diagnostics += checker.check()
            if !diagnostics.hasErrors {
                program = Program(file: file, tree: tree, symbols: checker.symbols, providerEntries: checker.providerEntries,
                                  declarationIndex: checker.declarationIndex)
            }
        }
        diagnostics.sort { ($0.range.start.offset, $0.severity == .error ? 0 : 1) < ($1.range.start.offset, $1.severity == .error ? 0 : 1) }
        diagnostics = diagnostics.limited()
        return Result(file: file, tree: tree, diagnostics: diagnostics, program: program)
    }

    /// Reads a file from disk and compiles it. A missing or unreadable file is an error diagnostic.
    public static func compile(path: String, registry: BuiltinRegistry = .standard) -> Result {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let message = !exists ? "no such file: \(path)" : isDirectory.boolValue ? "\(path) is a directory, not a widget file" : "cannot read \(path)"
            return Result(file: nil, tree: nil, diagnostics: [.error(message, at: .none)], program: nil)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return Result(file: nil, tree: nil, diagnostics: [.error("\(path) is not UTF-8 text", at: .none)], program: nil)
        }
        return compile(SourceFile(path: path, text: text), registry: registry)
    }
}
