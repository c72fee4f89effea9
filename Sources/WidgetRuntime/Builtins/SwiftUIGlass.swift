import WidgetLanguage

/// iOS 26's Liquid Glass: `.glassEffect()`, `.glassEffect(.regular.tint(.blue).interactive(), in: .capsule)`.
/// A terminal has no material that refracts what is behind it, so the view is drawn as it is; the `Glass`
/// values are kept (as `.member` values) so code that builds them reads and checks as Swift.
enum SwiftUIGlass {
    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("Glass")
        let glass = BuiltinType("Glass", instance: type, checksImplicitMembers: true) { _ in .member(name: "regular", arguments: []) }
        glass.sampleSource = "Glass.regular"
        for name in ["regular", "clear", "identity"] {
            glass.add(.init(name, .staticProperty, result: type) { _, _, _, _ in .member(name: name, arguments: []) })
        }
        glass.add(.init("tint", .method, ["_:Color?"], result: type, note: "the glass is not drawn, nor its tint") { _, v, _, _ in v })
        glass.add(.init("interactive", .method, ["_?:Bool"], result: type, note: "a terminal's glass does not react to touch") { _, v, _, _ in v })
        registry.register(type: glass)
    }
}
