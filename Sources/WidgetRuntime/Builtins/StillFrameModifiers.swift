import WidgetLanguage
import WidgetRender

/// SwiftUI modifiers that change nothing a terminal's still frame can show:
/// accessibility, animation, visual effects and letter spacing, and (in
/// `AppOnlyModifiers`) the callbacks, gestures and app-only modifiers a widget
/// extension compiles but a widget never uses. Each is accepted
/// with its Swift forms and a located check-time note saying why it has no effect,
/// and the interpreter leaves the view as it is — never "unknown modifier".
extension Interpreter {
    /// `.labelStyle(.iconOnly)` / `.titleOnly` on a `Label` (inside stacks too); other styles leave it whole.
    func labelStyled(_ node: ViewNode, _ style: String?) -> ViewNode {
        guard style == "iconOnly" || style == "titleOnly" else { return node }
        var result = node
        switch node.kind {
        case .label(let title, let icon):
            result = style == "iconOnly" ? icon : title
            result.modifiers = node.modifiers + result.modifiers
        case .vStack(let alignment, let spacing, let children):
            result.kind = .vStack(alignment: alignment, spacing: spacing, children: children.map { labelStyled($0, style) })
        case .hStack(let alignment, let spacing, let children):
            result.kind = .hStack(alignment: alignment, spacing: spacing, children: children.map { labelStyled($0, style) })
        default:
            break
        }
        return result
    }
}

enum StillFrameModifiers {
    /// Name, argument forms, and why it has no effect.
    static let table: [(String, [String], String)] = [
        ("kerning", ["_:Double"], "letters are one cell apart"),
        ("tracking", ["_:Double"], "letters are one cell apart"),
        ("baselineOffset", ["_:Double"], "text sits on its row of cells"),
        ("lineSpacing", ["_:Double"], "lines are one row of cells apart"),
        ("textSelection", ["_"], "a frame's text cannot be selected"),
        ("inset", ["by:Double"], "a shape fills the size it is offered"),
        ("blur", ["radius:Double opaque?:Bool"], "cells are not blurred"),
        ("saturation", ["_:Double"], "colours are drawn as given"),
        ("grayscale", ["_:Double"], "colours are drawn as given"),
        ("brightness", ["_:Double"], "colours are drawn as given"),
        ("contrast", ["_:Double"], "colours are drawn as given"),
        ("hueRotation", ["_:Angle"], "colours are drawn as given"),
        ("colorMultiply", ["_:Color"], "colours are drawn as given"),
        ("luminanceToAlpha", [""], "colours are drawn as given"),
        ("compositingGroup", [""], "views are drawn one over another as they are"),
        ("drawingGroup", ["opaque?:Bool colorMode?"], "views are drawn one over another as they are"),
        ("mask", ["_", "alignment? {}!"], "views are not masked"),
        ("border", ["_ width?:Double"], "no border is drawn"),
        ("scaleEffect", ["_ anchor?:UnitPoint", "x?:Double y?:Double anchor?:UnitPoint"], "the view keeps its size in cells"),
        ("zIndex", ["_:Double"], "views are drawn in the order written"),
        ("ignoresSafeArea", ["_? edges?"], "a widget has no safe area"),
        ("contentMargins", ["_ _? for?"], "the margins are those of the family"),
        ("dynamicTypeSize", ["_"], "text is one cell high"),
        ("transition", ["_"], "a frame is drawn, not animated"),
        ("animation", ["_:Animation? value?"], "a frame is drawn, not animated"),
        ("symbolEffect", ["_ options? value? isActive?:Bool"], "a frame is drawn, not animated"),
        ("accessibilityLabel", ["_"], "for VoiceOver, which a terminal frame does not have"),
        ("accessibilityValue", ["_"], "for VoiceOver, which a terminal frame does not have"),
        ("accessibilityHint", ["_"], "for VoiceOver, which a terminal frame does not have"),
        ("accessibilityHidden", ["_:Bool"], "for VoiceOver, which a terminal frame does not have"),
        ("accessibilityIdentifier", ["_:String"], "for UI tests, which a terminal frame does not have"),
        ("accessibilityElement", ["children?"], "for VoiceOver, which a terminal frame does not have"),
        ("accessibilityAddTraits", ["_"], "for VoiceOver, which a terminal frame does not have"),
        // iOS 18's controls: what VoiceOver says a control does, and the status Control Center shows after its action.
        ("controlWidgetActionHint", ["_"], "for VoiceOver, which a terminal frame does not have"),
        ("controlWidgetStatus", ["_"], "Control Center shows it briefly after an action, which a still frame does not run"),
        ("colorInvert", [""], "colours are drawn as given"),
        ("blendMode", ["_"], "colours are drawn over one another as they are"),
        ("allowedDynamicRange", ["_"], "colours are drawn as given"),
        ("projectionEffect", ["_"], "cells are not transformed"),
        ("transformEffect", ["_"], "cells are not transformed"),
        ("rotation3DEffect", ["_ axis anchor? anchorZ? perspective?"], "cells are not transformed"),
        ("visualEffect", ["{}!"], "cells are not transformed; its closure is checked, not run"),
        ("geometryGroup", [""], "a frame is drawn, not animated"),
        ("transaction", ["{}!", "value {}!", "_"], "a frame is drawn, not animated; its closure is checked, not run"),
        ("matchedGeometryEffect", ["id in properties? anchor? isSource?"], "a frame is drawn, not animated"),
        ("typesettingLanguage", ["_ isEnabled?"], "text is drawn in cells whatever its language"),
        ("fontWidth", ["_:Font.Width"], "letters are one cell wide"),
        ("alignmentGuide", ["_ {}!", "_ computeValue"], "views align by their frames; its closure is checked, not run"),
        ("coordinateSpace", ["name", "_"], "it names a space for geometry reads, which draw nothing differently"),
        ("edgesIgnoringSafeArea", ["_"], "a widget has no safe area"),
        ("gridColumnAlignment", ["_:HorizontalAlignment"], "a Grid's cells take the grid's or the row's alignment"),
        ("gridCellAnchor", ["_:UnitPoint"], "a Grid's cells take the grid's or the row's alignment"),
        ("gridCellUnsizedAxes", ["_"], "a Grid's cells are sized as they are"),
        ("containerShape", ["_"], "a widget is drawn as a rectangle of cells"),
        ("layoutDirectionBehavior", ["_"], "a terminal frame is drawn left to right"),
        ("flipsForRightToLeftLayoutDirection", ["_:Bool"], "a terminal frame is drawn left to right"),
        ("preferredColorScheme", ["_:ColorScheme?"], "the colour scheme is the terminal's (use --appearance)"),
        ("colorScheme", ["_:ColorScheme"], "the colour scheme is the terminal's (use --appearance)"),
    ] + AppOnlyModifiers.table

    static let names = Set(table.map(\.0))

    /// Modifiers that leave the view as it is, each with a located check-time note saying why (name, forms, why).
    static func registerUnchanged(_ table: [(String, [String], String)], keepingText: Set<String> = [], in registry: inout BuiltinRegistry) {
        for (name, forms, why) in table {
            var modifier = BuiltinModifier(name, forms, note: "no effect in a terminal: \(why)", body: BuiltinModifier.unchanged)
            if keepingText.contains(name) { modifier = modifier.keepingText() }
            modifier.checkNote = "'.\(name)' has no effect in a terminal: \(why)"
            registry.register(modifier: modifier)
        }
    }
    /// Those that give a `Text` back on a `Text`, as SwiftUI's do.
    static let textModifiers: Set<String> = ["kerning", "tracking", "baselineOffset"]

    static func register(in registry: inout BuiltinRegistry) {
        registerUnchanged(table, keepingText: textModifiers, in: &registry)
        registry.register(modifier: BuiltinModifier("hidden", [""],
                                                    note: "the view keeps its place; its text and symbols show nothing (shapes and images still show)") { _, _, node, _ in
            node.modifier(.hidden)
        })
        registry.register(modifier: BuiltinModifier("labelStyle", ["_"],
                                                     note: ".iconOnly draws the icon, .titleOnly the title, others both; "
                                                         + "a LabelStyle of the widget's own draws what its makeBody gives") { i, args, node, _ in
            i.labelStyled(node, i.memberName(args.first?.value))
        }.checked(Checker.checkStyleArgument(of: "labelStyle")))
        // `AnyShapeStyle(.white)`, `AnyShapeStyle(gradient)`: the style it wraps; a bare `.name` is a `ShapeStyle`'s.
        registry.register(function: BuiltinCallable("AnyShapeStyle", ["_"], result: .unknown, note: "the style it wraps") { _, args, _ in
            args.first?.value ?? .member(name: "primary", arguments: [])
        }.checked { c, call in
            c.checkStyleName(call.arguments.first)
            c.inferArguments(call.arguments, in: call.scope)
            return .unknown
        })
        // `AnyView(view)`: the view it wraps.
        registry.register(view: .init("AnyView", ["_"], result: .view, note: "the view it wraps") { _, args, _ in
            args.first?.value ?? .view(ViewNode(.empty))
        })
    }
}
