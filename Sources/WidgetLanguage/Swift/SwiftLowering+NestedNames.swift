/// Types nested in a widget: `struct Value` and `struct Provider` inside a `ControlWidget`, as
/// Xcode's control template writes them, named `MyControl.Value(…)` in code. A widget becomes
/// a widget declaration, not a type with members, so such a name is written as the type it
/// stands for.
extension SwiftLowering {
    /// The types whose declaration is not a type once lowered: widgets, controls, bundles.
    func isWidgetNamespace(_ name: String) -> Bool {
        guard let decl = types[name] else { return false }
        return ["Widget", "ControlWidget", "WidgetBundle"].contains(where: decl.conforms(to:))
    }

    /// `Owner.Inner` → `Inner` (or the name it was given, `Owner.Inner` when two types share it) where
    /// `Owner` is a widget.
    func withWidgetNestedTypeNames(_ body: [Stmt]) -> [Stmt] {
        SyntaxRewriter(after: { expr in
            guard case .member(let base, let name, _) = expr.kind, case .identifier(let owner) = base.kind,
                  isWidgetNamespace(owner), case .named(let target)? = aliases["\(owner).\(name)"]?.kind else { return expr }
            return Expr(.identifier(target), expr.range)
        }).rewrite(body)
    }

    /// A type name written inside `owner` (`Provider()` in a control): the nested type it names, else itself.
    func typeName(_ name: String, writtenIn owner: String) -> String {
        if case .named(let target)? = aliases["\(owner).\(name)"]?.kind { return target }
        return name
    }
}
