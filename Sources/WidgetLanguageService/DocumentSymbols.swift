import LanguageServer
import WidgetLanguage

/// The outline of one file of a module: its declarations (types, widgets,
/// providers, intents, previews, tests …) with their members as children.
extension ModuleAnalysis {
    func documentSymbols(file index: Int) -> [DocumentSymbol] {
        var symbols: [DocumentSymbol] = []
        for decl in result.tree?.declarations ?? [] where fileIndex(ofOffset: decl.range.start.offset) == index {
            let children = DeclaredMembers.of(decl).compactMap { member -> DocumentSymbol? in
                guard fileIndex(ofOffset: member.range.start.offset) == index else { return nil }
                return symbol(member.name, detail: member.signature, kind: member.symbolKind, range: member.range, name: member.nameRange)
            }
            let name = decl.name.isEmpty ? decl.kind.keyword : decl.name
            symbols.append(symbol(name, detail: decl.kind.keyword, kind: Self.symbolKind(decl.kind), range: decl.range,
                                  name: decl.nameRange, children: children))
        }
        return symbols
    }

    func symbol(_ name: String, detail: String, kind: DocumentSymbol.Kind, range: SourceRange, name nameRange: SourceRange,
                children: [DocumentSymbol]? = nil) -> DocumentSymbol {
        let full = self.range(range).range
        var selection = self.range(nameRange).range
        // The protocol wants the name inside the whole range.
        if !(full.contains(selection.start) && full.contains(selection.end)) { selection = TextRange(start: full.start, end: full.start) }
        return DocumentSymbol(name: name.isEmpty ? "_" : name, detail: detail, kind: kind, range: full, selectionRange: selection,
                              children: children?.isEmpty == false ? children : nil)
    }

    static func symbolKind(_ kind: DeclKind) -> DocumentSymbol.Kind {
        switch kind {
        case .model, .structure, .entry, .entity: return .struct
        case .enumeration: return .enum
        case .provider, .intent, .configuration, .view, .widget: return .class
        case .preview, .seed, .test, .permissions, .source: return .object
        case .binding: return .variable
        case .function: return .function
        case .extension: return .namespace
        case .protocol: return .interface
        case .typeAlias: return .struct
        }
    }
}
