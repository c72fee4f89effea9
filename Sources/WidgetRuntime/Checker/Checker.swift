import WidgetLanguage

/// Resolves names and types in a parsed widget file and reports what is wrong
/// with locations: unknown names (with suggestions), wrong argument labels,
/// duplicate declarations, type mismatches knowable before running, I/O in
/// placeholders, writes outside intents, and unknown SF Symbols.
public final class Checker {
    let tree: WidgetFile
    let registry: BuiltinRegistry
    var symbols = Symbols()
    var diagnostics: [Diagnostic] = []
    var context = BlockContext(kind: .global)
    /// The entry type each provider produces, learned from its placeholder.
    var providerEntries: [String: SemanticType] = [:]

    public init(tree: WidgetFile, registry: BuiltinRegistry) {
        self.tree = tree
        self.registry = registry
    }

    public func check() -> [Diagnostic] {
        collectSymbols()
        // Providers first: a widget's entry type comes from its provider, wherever it is declared.
        for decl in tree.declarations { if case .provider = decl.kind { checkDeclaration(decl) } }
        for decl in tree.declarations { if case .provider = decl.kind {} else { checkDeclaration(decl) } }
        return diagnostics
    }

    func error(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: range, notes: notes))
    }

    func warning(_ message: String, at range: SourceRange) {
        diagnostics.append(.warning(message, at: range))
    }

    /// "; did you mean 'x'?" when a candidate is close to `name`, else "".
    func suggestion(_ name: String, _ candidates: [String], prefix: String = "") -> String {
        closestMatch(to: name, in: candidates).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
    }

    /// Runs `body` in a block context, restoring the previous one afterwards.
    func within<T>(_ kind: BlockContext.Kind, returnType: SemanticType? = nil, _ body: () -> T) -> T {
        let saved = context
        context = BlockContext(kind: kind, returnType: returnType)
        defer { context = saved }
        return body()
    }

    /// The semantic type a written type names, reporting unknown names.
    func resolve(_ type: TypeRef) -> SemanticType {
        switch type.kind {
        case .named(let name):
            if let builtin = SemanticType.builtinTypeNames[name] { return builtin }
            if symbols.types[name] != nil { return .named(name) }
            let candidates = Array(SemanticType.builtinTypeNames.keys) + Array(symbols.types.keys)
            error("unknown type '\(name)'\(suggestion(name, candidates))", at: type.range)
            return .unknown
        case .optional(let inner): return .optional(resolve(inner))
        case .array(let inner): return .array(resolve(inner))
        case .dictionary(let key, let value): return .dictionary(resolve(key), resolve(value))
        }
    }
}
