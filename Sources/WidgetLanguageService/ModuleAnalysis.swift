import LanguageServer
import WidgetLanguage
import WidgetRuntime

/// One module compiled as the editor has it (open documents over the files on
/// disk): the diagnostics `check` gives, the syntax tree, the checker's types,
/// and the conversions between the module's byte offsets and each file's positions.
final class ModuleAnalysis {
    let module: EditorModule
    /// Each file's text, in module order.
    let documents: [TextDocument]
    let source: SourceFile
    let result: WidgetCompiler.Result
    let types: TypeRecorder
    /// Where each file starts in the module's text.
    let starts: [Int]
    /// The names written in the module, in order.
    private(set) lazy var names: [NameOccurrence] = NameOccurrences.collect(source)
    /// The checker's types by the range of their expression (the outermost of those sharing a range).
    private(set) lazy var entriesByRange: [RangeKey: TypeRecorder.Entry] = {
        var table: [RangeKey: TypeRecorder.Entry] = [:]
        for entry in types.entries { table[RangeKey(entry.expr.range)] = entry }
        return table
    }()
    /// Where local names are introduced, in source order.
    private(set) lazy var bindingSites: [BindingSite] = result.tree.map(BindingSites.collect) ?? []

    init(module: EditorModule, documents: [TextDocument], registry: BuiltinRegistry) {
        self.module = module
        self.documents = documents
        if module.isFolder {
            source = SourceFile.module(path: module.path, files: zip(module.files, documents).map { ($0, $1.text) }
                                       + module.generated.map { ($0.path, $0.text) })
            starts = source.parts.map(\.startOffset)
        } else {
            source = SourceFile(path: module.path, text: documents.first?.text ?? "")
            starts = [0]
        }
        (result, types) = Self.analyze(source, module, registry: registry)
    }

    /// Compiles as `check` compiles the module: a target's with its included modules, its platform and resources.
    static func analyze(_ source: SourceFile, _ module: EditorModule, registry: BuiltinRegistry) -> (WidgetCompiler.Result, TypeRecorder) {
        guard let resources = module.resources else { return WidgetCompiler.analyze(source, registry: registry) }
        return WidgetCompiler.compiling(included: module.includedModules, fileModules: module.fileModules,
                                        packageModules: module.packageModules, platform: module.platform,
                                        resources: resources, projectNames: module.projectNames) {
            WidgetCompiler.analyze(source, registry: registry)
        }
    }

    /// Whether a module offset lies in one of the module's files (not in Swift generated after them).
    func isInDocument(_ offset: Int) -> Bool { fileIndex(ofOffset: offset) < documents.count }

    /// The index of the file a module offset lies in.
    func fileIndex(ofOffset offset: Int) -> Int {
        var index = 0
        while index + 1 < starts.count, starts[index + 1] <= offset { index += 1 }
        return index
    }

    func fileIndex(ofPath path: String) -> Int? { module.files.firstIndex(of: path) }

    /// A module offset as a file and a position in it.
    func location(ofOffset offset: Int) -> (file: Int, position: Position) {
        let index = fileIndex(ofOffset: offset)
        guard index < documents.count else { return (0, Position(line: 0, character: 0)) }
        return (index, documents[index].position(ofOffset: offset - starts[index]))
    }

    /// A source range as a range of the file its start lies in (its end clamped to that file).
    func range(_ range: SourceRange) -> (file: Int, range: TextRange) {
        let index = fileIndex(ofOffset: range.start.offset)
        guard index < documents.count else { return (0, TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))) }
        let start = range.start.offset - starts[index]
        let end = min(max(range.end.offset, range.start.offset) - starts[index], documents[index].bytes.count)
        return (index, documents[index].range(ofOffsets: start, end))
    }

    /// Where a range lies, or nil when it lies in generated Swift, which no document holds.
    func location(_ range: SourceRange) -> Location? {
        guard isInDocument(range.start.offset) else { return nil }
        let (file, textRange) = self.range(range)
        return Location(uri: FileURI.uri(module.files[file]), range: textRange)
    }

    /// The module offset of a position in one of its files.
    func offset(file index: Int, _ position: Position) -> Int {
        starts[index] + documents[index].offset(of: position)
    }

    /// Whether two module offsets lie in the same file.
    func sameFile(_ a: Int, _ b: Int) -> Bool { fileIndex(ofOffset: a) == fileIndex(ofOffset: b) }
}
