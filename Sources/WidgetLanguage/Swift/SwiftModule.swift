import Foundation

/// A Swift file, or a folder of `.swift` files read as one module: its files see
/// each other's declarations. `.widget` files in the folder join the module (a
/// `permissions { … }` block, for instance, has no Swift spelling).
extension SourceFile {
    /// The files' texts one after another, each starting on a new line; `describe`
    /// names the file a location lies in.
    public static func module(path: String, files: [(path: String, text: String)]) -> SourceFile {
        var text = ""
        var parts: [ModulePart] = []
        var line = 1
        for file in files {
            let start = text.utf8.count
            text += file.text
            if !file.text.hasSuffix("\n") { text += "\n" }
            parts.append(ModulePart(path: file.path, firstLine: line, startOffset: start, endOffset: text.utf8.count))
            line += file.text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + (file.text.hasSuffix("\n") ? 0 : 1)
        }
        var module = SourceFile(path: path, text: text)
        module.parts = parts
        return module
    }

    /// The text between a range's ends.
    func text(of range: SourceRange) -> String {
        let bytes = storage.bytes
        let start = min(range.start.offset, bytes.count), end = min(max(range.end.offset, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The folder a widget's relative paths start from (its images, json files,
    /// `Bundle.main`): the file's folder, or a module's own folder.
    public var folder: String {
        if !parts.isEmpty { return path }
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// Whether the file is read as Swift (a `.swift` file, or a module of them).
    public var isSwift: Bool { path.hasSuffix(".swift") || parts.contains { $0.isSwift } }
}

extension Parser {
    /// Parses a Swift file or module and lowers its declarations.
    static func parseModule(_ file: SourceFile) -> (WidgetFile, [Diagnostic]) {
        let parts = file.parts.isEmpty
            ? [ModulePart(path: file.path, firstLine: 1, startOffset: 0, endOffset: file.bytes.count)] : file.parts
        var itemsByFile: [[SwiftItem]] = []
        var swiftParts: [(part: ModulePart, parser: Parser)] = []
        var localTypes: [[(name: String, bytes: Range<Int>)]] = []
        var filePrivateValues: [[String]] = []
        var declarations: [Decl] = []
        var diagnostics: [Diagnostic] = []
        // Every file's tokens first: an operator may be used in a file before, or other than, its declaration's.
        let parsers = parts.map { Parser(file: file, start: $0.startOffset, end: $0.endOffset) }
        var operatorGroups = OperatorGroups()
        for parser in parsers { operatorGroups.read(parser.list.tokens) }
        for (part, var parser) in zip(parts, parsers) {
            parser.shared.operatorGroups = operatorGroups
            if part.isSwift {
                parser.isSwift = true
                parser.allowsTopLevelCode = part.path == "main.swift" || part.path.hasSuffix("/main.swift")
                if let filtered = parser.withoutInactiveBranches() { parser.list = filtered }
                swiftParts.append((part, parser))
                itemsByFile.append(parser.parseSwiftItems())
                localTypes.append(parser.shared.localTypeScopes)
                filePrivateValues.append(parser.shared.filePrivateValues)
            } else {
                declarations += parser.parseFile().declarations
            }
            diagnostics += parser.diagnostics
        }
        // A framework's types whose names clash with another module's, types declared in function bodies whose names
        // another type has, private nested types another file's type declares too, file-private types whose names
        // another file's type has and private members another file declares for the same type: their files are read again
        // with them renamed (`SwiftModuleNames`).
        let modules = swiftParts.map { SwiftModules.fileModules[$0.part.path] }
        let renames = SwiftModuleNames.renames(modules: modules, items: itemsByFile)
        let localRenames = SwiftModuleNames.localRenames(localTypes, items: itemsByFile)
            .merging(SwiftModuleNames.privateNestedRenames(items: itemsByFile)) { $0 + $1 }
            .merging(SwiftModuleNames.filePrivateRenames(items: itemsByFile, files: swiftParts.map { $0.part.startOffset..<$0.part.endOffset })) { $0 + $1 }
            .merging(SwiftModuleNames.filePrivateValueRenames(filePrivateValues, items: itemsByFile,
                                                              files: swiftParts.map { $0.part.startOffset..<$0.part.endOffset })) { $0 + $1 }
            .merging(SwiftModuleNames.privateMemberRenames(items: itemsByFile, files: swiftParts.map { $0.part.startOffset..<$0.part.endOffset })) { $0 + $1 }
        if !renames.isEmpty || !localRenames.isEmpty {
            for index in swiftParts.indices {
                let names = modules[index].flatMap { renames[$0] } ?? [:]
                let local = localRenames[index] ?? []
                guard !names.isEmpty || !local.isEmpty else { continue }
                var parser = swiftParts[index].parser
                // (By bytes, so that an interpolation's parser, which reads its bytes anew, renames alike; a block's own last.)
                var byBytes: [(bytes: Range<Int>, names: [String: String])] = []
                if !names.isEmpty { byBytes.append((swiftParts[index].part.startOffset..<swiftParts[index].part.endOffset, names)) }
                for (bytes, name, new) in local { byBytes.append((bytes, [name: new])) }
                parser.shared.renames = byBytes
                parser.shared.localTypeScopes = []
                parser.shared.filePrivateValues = []
                parser.list = Parser.TokenList(tokens: SwiftModuleNames.renamed(parser.list.tokens, byBytes))
                itemsByFile[index] = parser.parseSwiftItems()
            }
        }
        let items = SwiftOptionSets.withMembers(SwiftCodingKeys.withSynthesizedKeys(
            SwiftAliasExtensions.extendingAliasedTypes(itemsByFile), in: file), in: file).flatMap { $0 }
        var lowering = SwiftLowering(source: file)
        declarations = SwiftModuleBundle.ordered(lowering.lower(items) + declarations, by: SwiftModuleBundle.widgetNames(in: items))
            + SwiftModulePreviews.previews(in: items, file: file)
        return (WidgetFile(path: file.path, declarations: declarations, isSwift: true), diagnostics + lowering.diagnostics)
    }
}
