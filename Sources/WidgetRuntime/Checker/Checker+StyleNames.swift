import WidgetLanguage

extension Checker {
    /// Modifiers whose first argument is a colour or `ShapeStyle`.
    static let styleModifiers: Set<String> = [
        "foregroundStyle", "foregroundColor", "fill", "stroke", "strokeBorder", "background", "tint", "containerBackground",
    ]

    /// A bare `.name` given as a colour or style is one the interpreter draws (`StyleNames`):
    /// `.foregroundStyle(.secondry)` and `Color(.systemBackgroud)` are located errors here, not at run time.
    func checkStyleName(_ argument: Argument?) {
        guard let argument, argument.label == nil, case .implicitMember(let name) = argument.value.kind,
              StyleNames.color(name) == nil, !declaresStaticColor(name) else { return }
        error("unknown colour '.\(name)'\(suggestion(name, StyleNames.all, prefix: "."))", at: argument.value.range)
    }

    /// Whether the program's own `extension Color` (or `ShapeStyle`) declares the static `name`
    /// (`static let palePink = Color(…)`), which `.palePink` names where a colour goes.
    func declaresStaticColor(_ name: String) -> Bool {
        ["Color", "ShapeStyle"].contains { type in
            symbols.builtinExtensionStatic(name, of: type) != nil || symbols.builtinExtensionProperty(name, of: type, isStatic: true) != nil
        }
    }
}
