import WidgetLanguage

/// A checked widget file, ready to run: its tree, its declarations by name,
/// and what the checker learned about them.
public final class Program: @unchecked Sendable {
    // Immutable after creation; shared read-only.
    public let file: SourceFile
    let symbols: Symbols
    let providerEntries: [String: SemanticType]
    /// Each declared name's first declaration in `tree` (the checker's table).
    let declarations: [String: Int]
    /// Declared last, so destroyed last: the symbols hold copies of some of its
    /// declarations, and a large tree frees itself on several threads only
    /// where it holds the last copy (see `DeclarationList`).
    public let tree: WidgetFile
    /// The asset catalogs and strings of a module an Xcode project (or a folder) names; nil for a
    /// widget file, which looks beside itself.
    public let resources: ModuleResources?

    init(file: SourceFile, tree: WidgetFile, symbols: Symbols, providerEntries: [String: SemanticType],
         declarationIndex: [String: Int], resources: ModuleResources? = nil) {
        self.file = file
        self.resources = resources
        self.tree = tree
        self.symbols = symbols
        self.providerEntries = providerEntries
        declarations = declarationIndex
    }

    public func declaration(_ name: String) -> Decl? { declarations[name].map { tree.declarations[$0] } }

    public var widgetNames: [String] {
        tree.declarations.compactMap { if case .widget = $0.kind { return $0.name } else { return nil } }
    }

    /// The widgets Widgetry draws: `widgetNames` without those it lists but cannot draw (`notDrawn`).
    public var drawnWidgetNames: [String] {
        tree.declarations.compactMap { if case .widget(let widget) = $0.kind, widget.notDrawn == nil { return $0.name } else { return nil } }
    }

    /// The widget shown when none is named: the first drawn one, else the first listed.
    public var defaultWidgetName: String? { drawnWidgetNames.first ?? widgetNames.first }

    /// Why a widget is listed but not drawn, and where its configuration is; nil for a widget Widgetry draws.
    public func notDrawn(_ widget: String) -> WidgetDecl.NotDrawn? { self.widget(widget)?.notDrawn }

    public var intentNames: [String] {
        tree.declarations.compactMap { if case .intent = $0.kind { return $0.name } else { return nil } }
    }

    public var modelNames: [String] {
        tree.declarations.compactMap { if case .structure(let body) = $0.kind, body.isModel { return $0.name } else { return nil } }
    }

    public var seeds: [Decl] {
        tree.declarations.filter { if case .seed = $0.kind { return true } else { return false } }
    }

    public var previews: [Decl] {
        tree.declarations.filter { if case .preview = $0.kind { return true } else { return false } }
    }

    func widget(_ name: String) -> WidgetDecl? {
        if case .widget(let widget)? = symbols.widgets[name]?.kind { return widget }
        return nil
    }

    func provider(_ name: String) -> ProviderDecl? {
        if case .provider(let provider)? = symbols.providers[name]?.kind { return provider }
        return nil
    }

    func typeSymbol(_ name: String) -> TypeSymbol? { symbols.types[name] }

    /// The families a widget supports (all system families if it does not say).
    public func families(ofWidget name: String) -> [String] {
        guard let widget = widget(name), let property = widget.property("families"),
              case .array(let elements) = property.value.kind else {
            return ["systemSmall", "systemMedium", "systemLarge"]
        }
        return elements.compactMap { if case .implicitMember(let n) = $0.kind { return n } else { return nil } }
    }

    /// The provider and configuration names of a widget.
    func names(ofWidget name: String) -> (provider: String?, configuration: String?) {
        guard let widget = widget(name) else { return (nil, nil) }
        func identifier(_ key: String) -> String? {
            if case .identifier(let n)? = widget.property(key)?.value.kind { return n }
            return nil
        }
        return (identifier("provider"), identifier("configuration"))
    }
}
