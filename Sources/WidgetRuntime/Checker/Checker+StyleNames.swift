import WidgetLanguage

extension Checker {
    /// The types whose statics a `ShapeStyle` implicit member may name, in the order they are looked in.
    static let shapeStyleTypes = ["HierarchicalShapeStyle", "Color"]

    /// A bare `.name` given as a colour or style is one the interpreter draws (`StyleNames`):
    /// `.foregroundStyle(.secondry)` and `Color(.systemBackgroud)` are located errors here, not at run time.
    func checkStyleName(_ argument: Argument?) {
        guard let argument, argument.label == nil, case .implicitMember(let name) = argument.value.kind else { return }
        // A `ShapeStyle`'s `.name` is found, as Swift finds it, in the style types whose statics SwiftUI declares in
        // `extension ShapeStyle where Self == …`: `HierarchicalShapeStyle`'s (`.secondary`), then `Color`'s (`.blue`).
        if let table = Checker.shapeStyleTypes.lazy.compactMap({ self.registry.types[$0] }).first(where: { $0.statics[name]?.readsAsProperty == true }) {
            bindBuiltinImplicitMember(name, of: table, called: false, at: argument.value.range)
        }
        guard StyleNames.color(name) == nil, symbols.colorExtension(declaring: name) == nil, !isAssetColorSymbol(name) else { return }
        error("unknown colour '.\(name)'\(suggestion(name, StyleNames.all, prefix: "."))", at: argument.value.range)
    }
}
