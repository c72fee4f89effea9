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

    /// Compiles source text that is already in memory; `recorder`, when given, is told
    /// the type of each expression the checker infers.
    public static func compile(_ file: SourceFile, registry: BuiltinRegistry = .standard, recorder: TypeRecorder? = nil) -> Result {
        guard file.bytes.count <= maxFileBytes else {
            let message = "\(file.path) is larger than \(maxFileBytes >> 20) MiB; a widget file is read whole into memory"
            return Result(file: nil, tree: nil, diagnostics: [.error(message, at: .none)], program: nil)
        }
        let (tree, parseDiagnostics) = file.isSwift
            ? SwiftModules.$frameworkTypeNames.withValue(registry.frameworkTypeNames) { Parser.parse(file) } : Parser.parse(file)
        var diagnostics = parseDiagnostics.map { $0.found(by: .syntax) }
        var program: Program?
        var checked: Checker?
        if !parseDiagnostics.hasErrors {
            let checker = Checker(tree: tree, registry: registry)
            checker.source = file
            checker.typeRecorder = recorder
            diagnostics += checker.check().map { $0.found(by: .types) }
            checked = checker
        }
        diagnostics = SwiftModules.namingUnavailableModules(diagnostics, in: file)
        // A use of an API Widgetry does not have, in code the widget never runs, is a warning (`UnreachedCode`).
        if checked != nil { diagnostics = UnreachedCode.downgrading(diagnostics, in: tree, file: file) }
        if let checker = checked, !diagnostics.hasErrors {
            program = Program(file: file, tree: tree, symbols: checker.symbols, providerEntries: checker.providerEntries,
                              declarationIndex: checker.declarationIndex, resources: ModuleResources.compiling)
        }
        diagnostics.sort { ($0.range.start.offset, $0.severity == .error ? 0 : 1) < ($1.range.start.offset, $1.severity == .error ? 0 : 1) }
        diagnostics = saidOnce(diagnostics).limited()
        return Result(file: file, tree: tree, diagnostics: diagnostics, program: program)
    }

    /// Each diagnostic said once where it is said twice at one place: a body the checker reads more than once (a view
    /// placed in two widgets, a provider's stored property made in each of its blocks); and where one saying only adds
    /// to the other ("…; did you mean 'X'?" beside "…", a type written in a declaration read in two passes), the longer.
    static func saidOnce(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var said = Set<Diagnostic>()
        let distinct = diagnostics.filter { said.insert($0).inserted }
        var messagesAt: [SourceRange: [String]] = [:]
        for diagnostic in distinct { messagesAt[diagnostic.range, default: []].append(diagnostic.message) }
        return distinct.filter { diagnostic in
            !(messagesAt[diagnostic.range] ?? []).contains { $0.count > diagnostic.message.count && $0.hasPrefix(diagnostic.message + ";") }
        }
    }

    /// Why a file's bytes are no source: not UTF-8 text, or, in a repository whose secrets git-crypt keeps, still ciphertext.
    static func notText(_ path: String, _ data: Data) -> String {
        if data.starts(with: Array("\u{0}GITCRYPT\u{0}".utf8)) { return "\(path) is encrypted with git-crypt; unlock the repository ('git-crypt unlock') to read it" }
        return "\(path) is not UTF-8 text"
    }

    /// Reads a file from disk and compiles it. A missing or unreadable file is an error diagnostic.
    public static func compile(path: String, registry: BuiltinRegistry = .standard) -> Result {
        guard let data = FileManager.default.contents(atPath: path) else {
            // Not a file: a folder of `.swift` files is a module (asked only now: a file is the usual case).
            if let module = SwiftModuleFolder.files(at: path) { return compile(module: path, files: module, registry: registry) }
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let unreachable = PathStatus(of: path).problem.map { "cannot open \(path): \($0)" }  // a symbolic link loop
            let message = !exists ? unreachable ?? "no such file: \(path)" : isDirectory.boolValue ? "\(path) is a directory, not a widget file" : "cannot read \(path)"
            return Result(file: nil, tree: nil, diagnostics: [.error(message, at: .none)], program: nil)
        }
        guard let file = SourceFile(path: path, utf8: [UInt8](data)) else {
            return Result(file: nil, tree: nil, diagnostics: [.error(notText(path, data), at: .none)], program: nil)
        }
        return compile(file, registry: registry)
    }

    /// Compiles a folder of `.swift` files (and `.widget` files beside them) as one module;
    /// `generated` sources (made from a project's files) follow the files read.
    static func compile(module path: String, files: [String], generated: [(path: String, text: String)] = [],
                        registry: BuiltinRegistry) -> Result {
        var texts: [(path: String, text: String)] = []
        var total = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                return Result(file: nil, tree: nil, diagnostics: [.error("cannot read \(file)", at: .none)], program: nil)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                return Result(file: nil, tree: nil, diagnostics: [.error(notText(file, data), at: .none)], program: nil)
            }
            total += data.count
            guard total <= maxFileBytes else {
                return Result(file: nil, tree: nil, diagnostics: [.error("\(path) holds more than \(maxFileBytes >> 20) MiB of source", at: .none)], program: nil)
            }
            texts.append((file, SourceFile.withoutByteOrderMark(text)))
        }
        return compile(SourceFile.module(path: path, files: texts + generated), registry: registry)
    }
}

/// A folder that holds `.swift` files is one Swift module.
public enum SwiftModuleFolder {
    /// The module's files (its `.swift` and `.widget` files, sorted by name), or nil
    /// when `path` is not a folder with `.swift` files directly inside.
    public static func files(at path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        let sources = names.filter { !$0.hasPrefix(".") && ($0.hasSuffix(".swift") || $0.hasSuffix(".widget")) }.sorted()
        guard sources.contains(where: { $0.hasSuffix(".swift") }) else { return nil }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        return sources.map { folder + "/" + $0 }
    }

    public static func isModule(_ path: String) -> Bool { files(at: path) != nil }
}
