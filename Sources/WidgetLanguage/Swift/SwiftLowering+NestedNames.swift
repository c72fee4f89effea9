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

    /// `let segment: Segment = []` in a member of a type that declares `typealias Segment = [Point]`: the
    /// type's own alias (or nested type), which shadows a type of the module with that name, as in Swift.
    func withOwnerTypeNames(_ owner: String?, _ body: [Stmt]) -> [Stmt] {
        guard let owner, aliasOwners.contains(owner) else { return body }
        return SyntaxRewriter(block: { statements in
            statements.map { statement in
                guard case .binding(var binding) = statement.kind, let type = binding.type else { return statement }
                binding.type = resolveType(type, in: owner)
                return Stmt(.binding(binding), statement.range)
            }
        }).rewrite(body)
    }
}
