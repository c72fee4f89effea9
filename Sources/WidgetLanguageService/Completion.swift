import LanguageServer
import WidgetLanguage
import WidgetRuntime

/// Completion. The text around the cursor says what is asked (a member after
/// `x.`, an implicit member after a lone `.`, an SF Symbol name in
/// `Image(systemName: "…")`, a name); the receiver's type or the expected type
/// comes from the checker, run on the text with the word being typed taken
/// out (after `x.`) or replaced by a placeholder name (after `.`), so that a
/// half-typed line still parses. Items are ranked by `sortText`: the type's
/// own members before modifiers, locals before declarations before built-ins.
extension WidgetLanguageService {
    static let placeholder = "__widgetryCompletion"

    /// The completion at `position` of file `file` of a module whose texts are `texts`. Only a
    /// name's completion reads the module's analysis as it is; the others analyse the text as repaired.
    func completion(_ module: EditorModule, _ texts: [TextDocument], _ documents: OpenDocuments, file: Int,
                    at position: Position) -> CompletionList {
        let document = texts[file]
        let offset = document.offset(of: position)
        let bytes = document.bytes
        let word = CompletionContext.word(in: bytes, at: offset)
        let replaced = document.range(ofOffsets: word.start, word.end)
        var items: [CompletionItem]
        var isIncomplete = false
        switch CompletionContext.at(bytes, offset: offset, wordStart: word.start) {
        case .none:
            items = []
        case .symbolName(let symbolPrefix, let start):
            let names = registry.symbolNames().filter { $0.hasPrefix(symbolPrefix) }.sorted()
            isIncomplete = names.count > 300
            let range = document.range(ofOffsets: start, offset)
            items = names.prefix(300).map { name in
                CompletionItem(label: name, kind: .value, detail: "SF Symbol", sortText: name, textEdit: TextEdit(range: range, newText: name))
            }
        case .member(let dot, let receiverEnd):
            // The receiver's type, with `.word` taken out of the text.
            let repaired = reanalyze(module, texts, file: file, replacing: dot..<word.end, with: "")
            let type = repaired.receiverType(endingAt: repaired.starts[file] + receiverEnd)
            items = memberItems(of: type, in: repaired)
        case .implicitMember:
            let repaired = reanalyze(module, texts, file: file, replacing: word.start..<word.end, with: Self.placeholder)
            let start = repaired.starts[file] + word.start
            let entry = repaired.types.entries.first {
                if case .implicitMember = $0.expr.kind { return $0.expr.range.start.offset == start - 1 } else { return false }
            }
            // A widget's `families: [.…]` and Swift's `.supportedFamilies([.…])` take families
            // (the checker reads those lists by name, without an expected type).
            var lineStart = word.start
            while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
            let line = String(decoding: bytes[lineStart..<word.start], as: UTF8.self)
            // Else the type the checker expected there, else the one the call's signature names.
            let expected = entry?.expected.flatMap { $0.withoutOptional == .unknown ? nil : $0 }
            if line.contains("families:") || line.contains("supportedFamilies(") {
                items = implicitMemberItems(expected: .family, at: start, in: repaired)
            } else if let expected {
                items = implicitMemberItems(expected: expected, at: start, in: repaired)
            } else {
                switch repaired.argumentContext(ofImplicitMemberAt: start - 1, registry: registry) {
                case .type(let type)?: items = implicitMemberItems(expected: type, at: start, in: repaired)
                case .style?: items = styleItems()
                case nil: items = []
                }
            }
        case .name:
            if module.files[file].hasSuffix(".widget"), Self.braceDepth(bytes, before: offset) == 0 {
                items = DeclarationForms.items
            } else {
                let analysis = self.analysis(of: module, documents)
                items = nameItems(at: analysis.starts[file] + offset, in: analysis)
            }
        }
        // The client filters by the word typed; each item replaces the whole word.
        for index in items.indices where items[index].textEdit == nil {
            items[index].textEdit = TextEdit(range: replaced, newText: items[index].insertText ?? items[index].label)
            items[index].insertText = nil
        }
        return CompletionList(isIncomplete: isIncomplete, items: items)
    }

    /// The analysis of the module with part of one file's text replaced.
    func reanalyze(_ module: EditorModule, _ texts: [TextDocument], file: Int, replacing range: Swift.Range<Int>, with text: String) -> ModuleAnalysis {
        var documents = texts
        var bytes = documents[file].bytes
        bytes.replaceSubrange(range, with: Array(text.utf8))
        documents[file] = TextDocument(uri: documents[file].uri, version: documents[file].version, text: String(decoding: bytes, as: UTF8.self))
        return ModuleAnalysis(module: module, documents: documents, registry: registry)
    }

    /// Braces open before `offset` (strings and comments left out: the lexer's tokens).
    static func braceDepth(_ bytes: [UInt8], before offset: Int) -> Int {
        var lexer = Lexer(file: SourceFile(path: "", text: String(decoding: bytes[..<offset], as: UTF8.self)))
        var depth = 0
        for token in lexer.tokenize() {
            if token.isPunct("{") { depth += 1 } else if token.isPunct("}") { depth = max(0, depth - 1) }
        }
        return depth
    }

    func memberItems(of type: SemanticType?, in analysis: ModuleAnalysis) -> [CompletionItem] {
        guard let type = type?.withoutOptional else { return [] }
        var items: [CompletionItem] = []
        if let declared = analysis.declaredType(type) {
            for member in analysis.members(ofType: declared.name) where member.isStatic == declared.isStatic && member.kind != .initializer {
                items.append(CompletionItem(label: member.name, kind: member.completionKind, detail: member.signature, sortText: "0" + member.name))
            }
            if declared.isStatic, analysis.declarations(named: declared.name).contains(where: { if case .structure(let body) = $0.kind { return body.isModel } else { return false } }) {
                // What the checker accepts on a model's type (`ToDo.all`): see Checker+Members.
                for (name, detail) in [("all", "[\(declared.name)]"), ("count", "Int"), ("find", "find(_: ID) -> \(declared.name)?"),
                                       ("query", "query(filter:sort:limit:) -> [\(declared.name)]")] {
                    items.append(CompletionItem(label: name, kind: .method, detail: detail, sortText: "1" + name))
                }
            }
        }
        if let table = registry.typeTable(for: type) {
            for member in (Array(table.properties.values) + Array(table.methods.values)).sorted(by: { $0.name < $1.name }) {
                let description = BuiltinDescription.member(member, of: table)
                items.append(CompletionItem(label: member.name, kind: member.kind == .property ? .property : .method,
                                            detail: description.detail, documentation: .markdown(description.markdown),
                                            sortText: "0" + member.name))
            }
        }
        if case .metatype(let name) = type, let table = registry.types[name] {
            items += staticItems(table)
        }
        if ModuleAnalysis.isViewLike(type) {
            items += modifierItems()
        }
        return Self.unique(items)
    }

    func staticItems(_ table: BuiltinType, rank: String = "0") -> [CompletionItem] {
        table.statics.values.map { member in
            let description = BuiltinDescription.member(member, of: table)
            return CompletionItem(label: member.name, kind: member.kind == .staticProperty ? .enumMember : .method,
                                  detail: description.detail, documentation: .markdown(description.markdown), sortText: rank + member.name)
        }
    }

    func modifierItems() -> [CompletionItem] {
        registry.modifiers.values.map { modifier in
            let description = BuiltinDescription.callable(modifier.callable, kind: "view modifier", prefix: ".")
            return CompletionItem(label: modifier.name, kind: .method, detail: description.detail,
                                  documentation: .markdown(description.markdown), sortText: "1" + modifier.name)
        }
    }

    /// `.name` where a colour or style goes: Color's static members, then the other style names the checker accepts.
    func styleItems() -> [CompletionItem] {
        let colors = registry.types["Color"].map { staticItems($0) } ?? []
        let styles = BuiltinRegistry.shapeStyleNames.map { CompletionItem(label: $0, kind: .enumMember, detail: "ShapeStyle", sortText: "1" + $0) }
        return Self.unique(colors + styles)
    }

    /// `.name` where a type is expected: a family, an enum's cases, a built-in type's static members;
    /// nothing for a type of which neither the module nor the table knows the members.
    func implicitMemberItems(expected: SemanticType?, at offset: Int, in analysis: ModuleAnalysis) -> [CompletionItem] {
        switch expected?.withoutOptional {
        // Where a `ShapeStyle` goes, the colours and styles; where another SwiftUI protocol does, its types' statics.
        case .named("ShapeStyle")?:
            return styleItems()
        case .named(let name)? where Checker.protocolStaticTypes[name] != nil && analysis.declaredType(.named(name)) == nil:
            return Self.unique((Checker.protocolStaticTypes[name] ?? []).compactMap { registry.types[$0] }.flatMap { staticItems($0) })
        case .family?:
            return BuiltinRegistry.familyNames.map { CompletionItem(label: $0, kind: .enumMember, detail: "WidgetFamily", sortText: "0" + $0) }
        case let type? where analysis.declaredType(.metatype(type.description)) != nil || analysis.declaredType(type) != nil:
            guard case .named(let name) = type else { return [] }
            return analysis.members(ofType: name).filter(\.isStatic).map {
                CompletionItem(label: $0.name, kind: $0.completionKind, detail: $0.signature, sortText: "0" + $0.name)
            }
        case let type? where registry.typeTable(for: type) != nil:
            return registry.typeTable(for: type).map { staticItems($0) } ?? []
        default:
            return []
        }
    }

    /// Names in scope: locals before the cursor, the enclosing type's members, the
    /// module's declarations, then built-in views, functions and types, and keywords.
    func nameItems(at offset: Int, in analysis: ModuleAnalysis) -> [CompletionItem] {
        var items: [CompletionItem] = []
        if let enclosing = analysis.enclosingDeclaration(offset) {
            for site in analysis.bindingSites where site.range.start.offset >= enclosing.range.start.offset && site.range.end.offset <= offset {
                items.append(CompletionItem(label: site.name, kind: .variable, detail: site.signature, sortText: "0" + site.name))
            }
            for member in analysis.members(ofType: enclosing.name) where member.kind != .initializer {
                items.append(CompletionItem(label: member.name, kind: member.completionKind, detail: member.signature, sortText: "1" + member.name))
            }
        }
        for decl in analysis.result.tree?.declarations ?? [] where ModuleAnalysis.isNamed(decl) && !decl.name.isEmpty {
            items.append(CompletionItem(label: decl.name, kind: Self.completionKind(decl.kind), detail: DeclaredMembers.signature(of: decl),
                                        sortText: "2" + decl.name))
        }
        for view in registry.views.values {
            let description = BuiltinDescription.callable(view, kind: "SwiftUI view")
            items.append(CompletionItem(label: view.name, kind: .class, detail: description.detail,
                                        documentation: .markdown(description.markdown), sortText: "3" + view.name))
        }
        for function in registry.functions.values {
            let description = BuiltinDescription.callable(function, kind: "function")
            items.append(CompletionItem(label: function.name, kind: .function, detail: description.detail,
                                        documentation: .markdown(description.markdown), sortText: "4" + function.name))
        }
        for name in registry.types.keys where registry.views[name] == nil && registry.functions[name] == nil {
            items.append(CompletionItem(label: name, kind: .struct, detail: "built-in type", sortText: "5" + name))
        }
        for keyword in Self.keywords {
            items.append(CompletionItem(label: keyword, kind: .keyword, sortText: "6" + keyword))
        }
        return Self.unique(items)
    }

    static let keywords = ["let", "var", "if", "else", "guard", "for", "in", "while", "switch", "case", "default", "return",
                           "func", "true", "false", "nil", "self", "try", "throw", "do", "catch", "await"]

    static func completionKind(_ kind: DeclKind) -> CompletionItem.Kind {
        switch kind {
        case .model, .structure, .entry, .entity, .typeAlias: return .struct
        case .enumeration: return .enum
        case .function: return .function
        case .binding(let binding): return binding.isConstant ? .constant : .variable
        default: return .class
        }
    }

    /// The first item of each label (the best ranked comes first once sorted).
    static func unique(_ items: [CompletionItem]) -> [CompletionItem] {
        var seen: Set<String> = []
        return items.sorted { ($0.sortText ?? $0.label) < ($1.sortText ?? $1.label) }.filter { seen.insert($0.label).inserted }
    }
}

extension ModuleAnalysis {
    /// The type of the receiver whose text ends at `end`: the largest expression the
    /// checker typed that ends there and is a value with members (not an operator's result).
    func receiverType(endingAt end: Int) -> SemanticType? {
        var best: TypeRecorder.Entry?
        for entry in types.entries where entry.expr.range.end.offset == end {
            switch entry.expr.kind {
            case .binary, .assign, .ternary, .unary, .cast, .try, .closure: continue
            default: break
            }
            if let current = best, current.expr.range.start.offset <= entry.expr.range.start.offset { continue }
            best = entry
        }
        return best?.type
    }
}
