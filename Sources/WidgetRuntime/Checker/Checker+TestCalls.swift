import WidgetLanguage

/// The functions of `test` blocks: `expect`, `render`, `perform`, `tap` and `configure`
/// (their rules are their entries' in `StandardFunctions`), and what their rules share.
extension Checker {
    static let testFunctions: Set<String> = ["expect", "render", "perform", "tap", "configure"]

    /// Whether `name` is a test function (`expect`, `render`, `perform`, `tap`, `configure`).
    static func isTestFunction(_ name: String) -> Bool { testFunctions.contains(name) }

    /// A test function outside a `test` block is an error at the call.
    func requireTestBlock(_ name: String, at range: SourceRange) {
        if context.kind != .test {
            error("'\(name)(…)' is only available in a 'test' block", at: range)
        }
    }

    /// `configure(TodoOptions(hideCompleted: true))`: a value of the widget's configuration.
    func checkConfigureCall(_ arguments: [Argument], in scope: Scope) {
        var widgetName = firstWidgetName
        for argument in arguments where argument.label == "widget" {
            checkWidgetName(argument.value, in: scope)
            if case .string(let parts) = argument.value.kind, case .text(let name)? = parts.first { widgetName = name }
        }
        guard let value = arguments.first(where: { $0.label == nil })?.value else { return }
        guard case .call(let callee, _, _) = value.kind, case .identifier(let typeName) = callee.kind,
              symbols.types[typeName]?.kind == .configuration else {
            error("'configure' takes a configuration value, as in configure(TodoOptions(hideCompleted: true))", at: value.range)
            infer(value, in: scope)
            return
        }
        infer(value, in: scope)
        guard let widgetName, let widget = symbols.widgets[widgetName], case .widget(let decl) = widget.kind else { return }
        guard case .identifier(let configured)? = decl.property("configuration")?.value.kind else {
            error("widget '\(widgetName)' has no configuration", at: value.range)
            return
        }
        if configured != typeName {
            error("widget '\(widgetName)' is configured by '\(configured)', not '\(typeName)'", at: callee.range)
        }
    }

    /// `widget: "ToDoWidget"` names a widget of the file.
    func checkWidgetName(_ value: Expr, in scope: Scope) {
        guard case .string(let parts) = value.kind, parts.count == 1, case .text(let name) = parts[0] else {
            infer(value, in: scope, expected: .string)
            return
        }
        if symbols.widgets[name] == nil {
            error("no widget named '\(name)'\(suggestion(name, Array(symbols.widgets.keys)))", at: value.range)
        }
    }
}
