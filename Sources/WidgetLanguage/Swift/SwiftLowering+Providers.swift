/// A timeline provider's requirements, which WidgetKit calls by their full names —
/// `placeholder(in:)`, `getSnapshot(in:completion:)`, `timeline(for:in:)` — and the statics of a
/// widget, which other code reads as `Widget.name`.
extension SwiftLowering {
    static let providerBlockNames = ["placeholder": "placeholder", "getSnapshot": "snapshot", "snapshot": "snapshot",
                                     "getTimeline": "timeline", "timeline": "timeline"]

    /// Every requirement takes the widget's context as `in:`: `placeholder(in:)`,
    /// `getTimeline(for:in:completion:)`, `snapshot(for:in:)`.
    static func isProviderRequirement(_ function: FunctionDecl) -> Bool {
        !function.isStatic && providerBlockNames[function.name] != nil && function.parameters.contains { $0.label == "in" }
    }

    /// A widget's static stored properties (`static let formatter = …`), which other code reads as
    /// `PriceWidget.formatter`: globals named with the widget, made once, as a static is.
    static func widgetStatics(_ decl: SwiftDecl) -> [Decl] {
        decl.fields.filter { $0.isStatic && $0.defaultValue != nil }.map { field in
            let name = widgetStaticName(field.name, of: decl.name)
            let binding = Binding(isConstant: field.isConstant, name: name, nameRange: field.nameRange, type: field.type, value: field.defaultValue)
            return Decl(kind: .binding(binding), name: name, nameRange: field.nameRange, range: field.range)
        }
    }

    /// The global a widget's static is: named with its widget (two widgets may each have a `formatter`).
    static func widgetStaticName(_ name: String, of widget: String) -> String { "\(widget).\(name)" }
}
