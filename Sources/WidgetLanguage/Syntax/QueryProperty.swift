/// SwiftData's `@Query` property as a statement, for a view whose stored properties
/// become parameters (a `struct V: View` lowered into `view V(…)`): the view's body
/// starts with `let items = Item.query(filter: …, sort: …, order: …)`, which reads the
/// store when the view is built, as `@Query` does. The same serves an initializer's
/// `_items = Query(filter: …, sort: …)`: pass that call's arguments.
public enum QueryProperty {
    /// `@Query(filter: p, sort: \Item.date, order: .reverse) var items: [Item]` →
    /// `let items = Item.query(filter: p, sort: \Item.date, order: .reverse)`;
    /// `@Query(descriptor)` → `let items = modelContext.fetch(descriptor)`;
    /// `@Query var items: [Item]` → `let items = Item.query()`.
    /// nil when the model cannot be told: the type is not `[Model]` and the filter's parameter has no type.
    public static func binding(name: String, nameRange: SourceRange, type: TypeRef?, arguments: [Argument],
                               range: SourceRange) -> Stmt? {
        guard let value = value(type: type, arguments: arguments, range: range) else { return nil }
        return Stmt(.binding(Binding(isConstant: true, name: name, nameRange: nameRange, type: type, value: value)), range)
    }

    /// What the property reads: `Item.query(filter:sort:order:)`, or `modelContext.fetch(descriptor)`.
    public static func value(type: TypeRef?, arguments: [Argument], range: SourceRange) -> Expr? {
        var model: String?
        if let type, case .array(let element) = type.kind, case .named(let named) = element.kind { model = named }
        if model == nil, let filter = arguments.first(where: { $0.label == "filter" }), case .closure(let closure) = filter.value.kind,
           let parameterType = closure.parameters.first?.type, case .named(let named) = parameterType.kind {
            model = named
        }
        let value: Expr
        if let descriptor = arguments.first, descriptor.label == nil {
            let fetch = Expr(.member(base: Expr(.identifier("modelContext"), range), name: "fetch", nameRange: range), range)
            value = Expr(.call(callee: fetch, arguments: [descriptor], trailingClosures: []), range)
        } else {
            guard let model else { return nil }
            let query = Expr(.member(base: Expr(.identifier(model), range), name: "query", nameRange: range), range)
            let kept = arguments.filter { ["filter", "sort", "order"].contains($0.label ?? "") }
            value = Expr(.call(callee: query, arguments: kept, trailingClosures: []), range)
        }
        return value
    }
}
