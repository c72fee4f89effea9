import Foundation
import LanguageServer
import WidgetLanguage
import WidgetRuntime

/// The widget language behind `widgetry lsp`: `check`'s diagnostics for the
/// whole module of a changed file, quick fixes from its suggestions, hover,
/// completion, definitions, references, symbols and formatting.
///
/// A module is compiled once per state of its files' texts (the open documents
/// over the files on disk) and every request about it reads that analysis.
public final class WidgetLanguageService: LanguageFeatures {
    let registry: BuiltinRegistry
    let moduleOf: (String) -> EditorModule
    /// The last analysis of each module, by module path.
    var analyses: [String: ModuleAnalysis] = [:]

    /// `moduleOf` tells which files are checked with a file (given its absolute path).
    public init(registry: BuiltinRegistry = .standard, moduleOf: @escaping (String) -> EditorModule) {
        self.registry = registry
        self.moduleOf = moduleOf
    }

    public var capabilities: [String: JSON] {
        [
            "hoverProvider": .bool(true),
            "completionProvider": .object(["triggerCharacters": .array([.string("."), .string("\"")])]),
            "definitionProvider": .bool(true),
            "referencesProvider": .bool(true),
            "documentSymbolProvider": .bool(true),
            "documentFormattingProvider": .bool(true),
            "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
        ]
    }

    public func initialize(_ params: JSON) {}

    public func respond(to method: String, params: JSON, documents: OpenDocuments) throws -> JSON? {
        switch method {
        case "textDocument/hover":
            let request = try decode(TextDocumentPositionParams.self, params)
            guard let (analysis, file) = analysis(of: request.textDocument.uri, documents),
                  let hover = analysis.hover(at: analysis.offset(file: file, request.position), registry: registry) else { return .null }
            let range = analysis.range(hover.range)
            return try JSON(encoding: Hover(contents: .markdown(hover.markdown), range: range.file == file ? range.range : nil))
        case "textDocument/completion":
            let request = try decode(TextDocumentPositionParams.self, params)
            let path = FileURI.path(request.textDocument.uri)
            let module = moduleOf(path)
            guard let file = module.files.firstIndex(of: path) else { return .null }
            return try JSON(encoding: completion(module, texts(of: module, documents), documents, file: file, at: request.position))
        case "textDocument/definition":
            let request = try decode(TextDocumentPositionParams.self, params)
            guard let (analysis, file) = analysis(of: request.textDocument.uri, documents),
                  let resolved = analysis.definition(at: analysis.offset(file: file, request.position)),
                  let location = analysis.location(resolved.range) else { return .null }
            return try JSON(encoding: location)
        case "textDocument/references":
            let request = try decode(ReferenceParams.self, params)
            guard let (analysis, file) = analysis(of: request.textDocument.uri, documents) else { return .array([]) }
            let ranges = analysis.references(at: analysis.offset(file: file, request.position),
                                             includeDeclaration: request.context?.includeDeclaration ?? true)
            return try JSON(encoding: ranges.compactMap(analysis.location))
        case "textDocument/documentSymbol":
            let request = try decode(TextDocumentParams.self, params)
            guard let (analysis, file) = analysis(of: request.textDocument.uri, documents) else { return .array([]) }
            return try JSON(encoding: analysis.documentSymbols(file: file))
        case "textDocument/formatting":
            let request = try decode(TextDocumentParams.self, params)
            let uri = request.textDocument.uri
            let document = documents[uri] ?? TextDocument(uri: uri, version: 0, text: Self.diskText(FileURI.path(uri)))
            guard let edits = try DocumentFormatting.edits(document, path: FileURI.path(uri)) else { return .null }
            return try JSON(encoding: edits)
        case "textDocument/codeAction":
            let request = try decode(CodeActionParams.self, params)
            guard let (analysis, file) = analysis(of: request.textDocument.uri, documents) else { return .array([]) }
            return try JSON(encoding: analysis.codeActions(file: file, range: request.range))
        default:
            return nil
        }
    }

    public func diagnostics(after changed: Set<String>, documents: OpenDocuments) -> [PublishDiagnosticsParams] {
        var modules: [EditorModule] = []
        var closedAlone: [String] = []
        for uri in changed.sorted() {
            let module = moduleOf(FileURI.path(uri))
            if !module.isFolder, documents[uri] == nil {
                closedAlone.append(uri)  // a file of its own, closed: its diagnostics go with it
                continue
            }
            if !modules.contains(module) { modules.append(module) }
        }
        var published = closedAlone.map { PublishDiagnosticsParams(uri: $0, version: nil, diagnostics: []) }
        for module in modules {
            let analysis = analysis(of: module, documents)
            for (index, diagnostics) in analysis.publishedDiagnostics().enumerated() {
                let uri = FileURI.uri(module.files[index])
                published.append(PublishDiagnosticsParams(uri: uri, version: documents[uri]?.version, diagnostics: diagnostics))
            }
        }
        return published
    }

    /// The analysis of the module that holds a document, and the document's index in it.
    func analysis(of uri: String, _ documents: OpenDocuments) -> (ModuleAnalysis, Int)? {
        let path = FileURI.path(uri)
        let module = moduleOf(path)
        let analysis = analysis(of: module, documents)
        guard let index = analysis.fileIndex(ofPath: path) else { return nil }
        return (analysis, index)
    }

    /// The module's analysis for the texts as they are now; the last one when they have not changed.
    func analysis(of module: EditorModule, _ documents: OpenDocuments) -> ModuleAnalysis {
        let texts = texts(of: module, documents)
        if let last = analyses[module.path], last.module == module,
           zip(last.documents, texts).allSatisfy({ $0.bytes == $1.bytes }) {
            return last
        }
        let analysis = ModuleAnalysis(module: module, documents: texts, registry: registry)
        analyses[module.path] = analysis
        return analysis
    }

    /// The module's files as the editor has them: open documents, else the files on disk.
    func texts(of module: EditorModule, _ documents: OpenDocuments) -> [TextDocument] {
        module.files.map { path in
            documents[FileURI.uri(path)] ?? TextDocument(uri: FileURI.uri(path), version: 0, text: Self.diskText(path))
        }
    }

    /// A file's text on disk ("" when it cannot be read, as for a document not yet saved).
    static func diskText(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    func decode<T: Decodable>(_ type: T.Type, _ params: JSON) throws -> T {
        do { return try params.decode(type) } catch {
            throw ResponseError.invalidParams("the parameters do not fit \(T.self)")
        }
    }
}
