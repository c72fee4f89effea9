/// `struct W_Previews: PreviewProvider` as Xcode's widget template writes it,
/// made into the previews `widgetry test` renders:
///
///     static var previews: some View {
///         WeatherEntryView(entry: WeatherEntry(date: .now, city: "Oslo"))
///             .previewContext(WidgetPreviewContext(family: .systemSmall))
///     }
///
/// Each previewed view (also in a `Group { … }`) that is given an `entry:` and
/// that a widget of the module draws (its `Widget` struct constructs that
/// view) is a preview of that widget for the context's family (the widget's
/// first without one), with that entry. Other previews are Xcode's canvas only.
enum SwiftModulePreviews {
    static func previews(in items: [SwiftItem], file: SourceFile) -> [Decl] {
        let widgets: [SwiftDecl] = items.compactMap { item in
            if case .type(let decl) = item, decl.conforms(to: "Widget") { return decl }
            return nil
        }
        var result: [Decl] = []
        for item in items {
            guard case .type(let decl) = item, decl.conforms(to: "PreviewProvider"),
                  let previews = decl.computed.first(where: { $0.name == "previews" && $0.isStatic }) else { continue }
            for (expr, prelude) in expressions(previews.getter) {
                guard let (view, entry, family) = parts(of: expr),
                      let widget = widgets.first(where: { draws($0, view, file) }) else { continue }
                let arguments = family.map { [Argument(label: nil, value: $0)] } ?? []
                var preview = PreviewDecl(arguments: arguments, entries: prelude + [Stmt(.expr(entry), entry.range)])
                preview.owner = decl.name
                result.append(Decl(kind: .preview(preview), name: widget.name, nameRange: expr.range, range: expr.range))
            }
        }
        return result
    }

    /// The previewed expressions of a body: its expression statements, those inside `Group { … }`, each with the
    /// `let`s written before it there (`let configuration = …` in a `Group`), which its entry may read.
    private static func expressions(_ statements: [Stmt], prelude: [Stmt] = []) -> [(expr: Expr, prelude: [Stmt])] {
        var result: [(expr: Expr, prelude: [Stmt])] = []
        var bindings = prelude
        for statement in statements {
            let expr: Expr
            switch statement.kind {
            case .binding:
                bindings.append(statement)
                continue
            case .expr(let e): expr = e
            case .return(let e?): expr = e
            default: continue
            }
            if case .call(let callee, _, let closures) = expr.kind, case .identifier("Group") = callee.kind, let body = closures.first {
                result += expressions(body.closure.body, prelude: bindings)
                continue
            }
            result.append((expr, bindings))
        }
        return result
    }

    /// `View(entry: e).previewContext(WidgetPreviewContext(family: .f)).previewDisplayName(…)`:
    /// the view's name, the entry and the family (nil without a context).
    private static func parts(of expr: Expr) -> (view: String, entry: Expr, family: Expr?)? {
        var current = expr
        var family: Expr?
        while case .call(let callee, let arguments, _) = current.kind, case .member(let base, let name, _) = callee.kind {
            if name == "previewContext", let context = arguments.first?.value,
               case .call(_, let contextArguments, _) = context.kind {
                family = contextArguments.first(where: { $0.label == "family" })?.value ?? family
            }
            current = base
        }
        guard case .call(let callee, let arguments, _) = current.kind, case .identifier(let view) = callee.kind,
              let entry = arguments.first(where: { $0.label == "entry" })?.value else { return nil }
        return (view, entry, family)
    }

    /// Whether a widget's declaration constructs `view` (`WeatherEntryView(` in its text).
    private static func draws(_ widget: SwiftDecl, _ view: String, _ file: SourceFile) -> Bool {
        let text = file.text(of: widget.range)
        var rest = text[...]
        while let found = rest.range(of: view + "(") {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }
}
