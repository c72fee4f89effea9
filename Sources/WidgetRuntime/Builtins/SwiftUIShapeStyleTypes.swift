import WidgetLanguage

/// SwiftUI's shape styles named by a static of `extension ShapeStyle where Self == …`: `.fill`, `.separator`,
/// `.background`, `.foreground`, `.tint`, `.placeholder`, `.selection` and the materials. Each is its own type, as
/// in SwiftUI, so that `.foregroundStyle(.ultraThinMaterial)` and `.containerBackground(.fill.tertiary, for: .widget)`
/// are bound to an entry here (`Checker.protocolStaticTypes`), and a style's levels (`.fill.secondary`) are its
/// properties. A terminal draws none of them as more than a shade (`StyleNames.color`).
enum SwiftUIShapeStyleTypes {
    /// Each type with the statics that name its values, and what the terminal draws.
    static let types: [(type: String, statics: [String], note: String)] = [
        ("FillShapeStyle", ["fill"], "a dim fill"),
        ("SeparatorShapeStyle", ["separator"], "a dim fill"),
        ("BackgroundStyle", ["background"], "a dim fill"),
        ("ForegroundStyle", ["foreground"], "the foreground colour"),
        ("TintShapeStyle", ["tint"], "blue, the terminal's accent colour"),
        ("PlaceholderTextShapeStyle", ["placeholder"], "a dim fill"),
        ("SelectionShapeStyle", ["selection"], "a dim fill"),
        ("Material", ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"],
         "a dim fill: a terminal has nothing behind a cell to blur"),
    ]

    /// The levels every shape style has (iOS 17): `.fill.tertiary` is the third level of the fill.
    static let levels = ["secondary", "tertiary", "quaternary", "quinary"]

    static func register(in registry: inout BuiltinRegistry) {
        for (typeName, statics, note) in types {
            let type = BuiltinType(typeName, instance: .named(typeName), checksImplicitMembers: true) { _ in
                .member(name: statics[0], arguments: [])
            }
            type.sampleSource = "\(typeName).\(statics[0])"
            for name in statics {
                type.add(.init(name, .staticProperty, result: .named(typeName), note: note) { _, _, _, _ in .member(name: name, arguments: []) })
            }
            // `Material.thin`, `.containerBackground(Material.regular, for: .widget)`: the type's own names of its materials.
            if typeName == "Material" {
                for name in ["ultraThin", "thin", "regular", "thick", "ultraThick"] {
                    type.add(.init(name, .staticProperty, result: .named(typeName), note: note) { _, _, _, _ in .member(name: name + "Material", arguments: []) })
                }
            }
            for level in levels {
                type.add(.init(level, .property, result: .named(typeName), note: "drawn as a hierarchical level: " + (level == "secondary" ? "secondary" : "tertiary")) { i, style, _, r in
                    guard case .member(let base, let arguments) = style, arguments.isEmpty else {
                        throw i.error("'\(level)' of a style that is not a named one", r)
                    }
                    return .member(name: "\(base).\(level)", arguments: [])
                })
            }
            // `.fill.shadow(.drop(radius: 2))`, `.ultraThinMaterial.opacity(0.5)`: the style under them is drawn (`colorStyle`).
            type.add(.init("shadow", .method, ["_:Any"], result: .named(typeName), note: "a cell has no shadow: the style is drawn") { _, style, args, _ in
                .member(name: "shadow", arguments: [.member(name: Interpreter.styleChainMarker, arguments: [style]), args.first?.value ?? .null])
            })
            type.add(.init("opacity", .method, ["_:Double"], result: .named(typeName), note: "the style is drawn, blended as a colour's opacity is") { _, style, args, _ in
                .member(name: "opacity", arguments: [style, args.first?.value ?? .double(1)])
            })
            registry.register(type: type)
        }
    }
}
