/// The widget that shows by default is the widget bundle's first: the widgets a
/// `@main struct …: WidgetBundle` lists in its `body` (also inside `if
/// #available` blocks) come first among a module's widgets, in the bundle's
/// order; the others follow in the order they are declared.
enum SwiftModuleBundle {
    /// The widget names the module's bundle lists: the `@main` bundle's, else the first bundle's.
    static func widgetNames(in items: [SwiftItem]) -> [String] {
        let bundles: [SwiftDecl] = items.compactMap { item in
            if case .type(let decl) = item, decl.conforms(to: "WidgetBundle") { return decl }
            return nil
        }
        guard let bundle = bundles.first(where: { $0.attribute("main") != nil }) ?? bundles.first,
              let body = bundle.computed("body") else { return [] }
        var names: [String] = []
        collect(body.getter, into: &names)
        return names
    }

    /// `declarations` with their widgets reordered by `names`; every other declaration keeps its place.
    static func ordered(_ declarations: [Decl], by names: [String]) -> [Decl] {
        guard !names.isEmpty else { return declarations }
        let slots = declarations.indices.filter { if case .widget = declarations[$0].kind { return true } else { return false } }
        let widgets = slots.map { declarations[$0] }
        let rank = { (decl: Decl) -> Int in names.firstIndex(of: decl.name) ?? names.count }
        let sorted = widgets.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        var result = declarations
        for (slot, widget) in zip(slots, sorted) { result[slot] = widget }
        return result
    }

    /// `NotesWidget()` statements, and those in `if` blocks.
    private static func collect(_ statements: [Stmt], into names: inout [String]) {
        for statement in statements {
            switch statement.kind {
            case .expr(let expr):
                if case .call(let callee, _, _) = expr.kind, case .identifier(let name) = callee.kind, !names.contains(name) {
                    names.append(name)
                }
            case .if(_, let then, let otherwise):
                collect(then, into: &names)
                switch otherwise {
                case .block(let block)?: collect(block, into: &names)
                case .elseIf(let next)?: collect([next], into: &names)
                case nil: break
                }
            default:
                break
            }
        }
    }
}
