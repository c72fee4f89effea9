/// SwiftUI's view modifiers, as far as a widget uses them.
enum StandardModifiers {
    static func register(in registry: inout BuiltinRegistry) {
        let modifiers: [BuiltinCallable] = [
            .init("font", ["_:Font"], result: .view),
            .init("fontWeight", ["_:Font.Weight"], result: .view),
            .init("fontDesign", ["_:Font.Design"], result: .view),
            .init("bold", ["_?"], result: .view),
            .init("italic", ["_?"], result: .view),
            .init("underline", ["_? pattern? color?:Color?"], result: .view).noted("a pattern (.dash, .dot …) is drawn as a plain line"),
            .init("strikethrough", ["_? pattern? color?:Color?"], result: .view).noted("a pattern (.dash, .dot …) is drawn as a plain line"),
            .init("monospaced", ["_?"], result: .view),
            .init("monospacedDigit", [""], result: .view),
            .init("foregroundStyle", ["_", "_ _", "_ _ _"], result: .view).noted("with two or three styles, the first colours the view and the others what .secondary and .tertiary draw inside"),
            .init("foregroundColor", ["_:Color"], result: .view),
            .init("tint", ["_"], result: .view),
            .init("background", ["", "_ in? fillStyle?", "in fillStyle?", "alignment?:Alignment {}!"], result: .view)
                .noted("background(in: shape) is the terminal's background unless .backgroundStyle gives one"),
            .init("overlay", ["_? alignment?:Alignment {}", "_ in fillStyle?"], result: .view),
            .init("padding", ["_? _?"], result: .view),
            .init("frame", ["width? height? alignment?:Alignment",
                            "minWidth? idealWidth? maxWidth? minHeight? idealHeight? maxHeight? alignment?:Alignment"], result: .view),
            .init("lineLimit", ["_", "_:Int reservesSpace:Bool"], result: .view)
                .noted("a range (1...3, ...3) is its upper bound; reservesSpace: true keeps that many rows"),
            .init("multilineTextAlignment", ["_"], result: .view),
            .init("truncationMode", ["_"], result: .view),
            .init("minimumScaleFactor", ["_"], result: .view),
            .init("textCase", ["_"], result: .view),
            .init("textScale", ["_ isEnabled?"], result: .view).noted("no effect: a terminal has one text size"),
            .init("clipShape", ["_"], result: .view),
            .init("cornerRadius", ["_ antialiased?:Bool"], result: .view),
            .init("opacity", ["_"], result: .view).noted("blended over the background on a shape; no effect on other views"),
            .init("shadow", ["radius? x? y?", "color:Color radius x? y?", "_"], result: .view)
                .noted("no effect in a cell; on a shape style (`.red.shadow(.drop(radius: 2))`) the style is drawn"),
            .init("buttonStyle", ["_"], result: .view),
            .init("toggleStyle", ["_"], result: .view),
            .init("gaugeStyle", ["_"], result: .view).noted("linear styles are a bar with the labels at its ends; circular ones a ring 7 by 4 with the value inside"),
            .init("progressViewStyle", ["_"], result: .view),
            .init("containerBackground", ["_ for", "for {}!"], result: .view),
            .init("widgetURL", ["_"], result: .view),
            .init("layoutPriority", ["_"], result: .view),
            .init("fixedSize", ["horizontal? vertical?"], result: .view),
            .init("offset", ["x?:Double y?:Double", "_:CGSize"], result: .view)
                .noted("drawn moved by whole cells (8 points a column, 16 a row); its place in the layout stays"),
            .init("id", ["_"], result: .view),
            .init("invalidatableContent", ["_?"], result: .view),
            .init("contentTransition", ["_"], result: .view),
            .init("widgetAccentable", ["_?"], result: .view),
            .init("fill", ["_? style?"], result: .view).noted("on a shape: its pixels in the colour; a FillStyle has no effect"),
            .init("stroke", ["_? lineWidth?", "_? style"], result: .view).noted("on a shape: its outline, lineWidth / 8 pixels wide, inside the frame"),
            .init("strokeBorder", ["_? lineWidth?", "_? style"], result: .view).noted("on a shape: its outline, lineWidth / 8 pixels wide"),
            .init("trim", ["from? to?"], result: .view).noted("on a shape: the part from 12 o'clock clockwise"),
            .init("rotationEffect", ["_:Angle anchor?:UnitPoint"], result: .view).noted("not drawn; a trimmed shape already starts at 12 o'clock"),
            .init("resizable", ["", "capInsets? resizingMode?"], result: .image).noted("capInsets and resizingMode (.tile) are drawn as a plain stretch"),
            .init("scaledToFit", [""], result: .view),
            .init("scaledToFill", [""], result: .view),
            .init("aspectRatio", ["_? contentMode?"], result: .view),
            .init("imageScale", ["_"], result: .view),
            .init("symbolRenderingMode", ["_"], result: .view),
            .init("symbolVariant", ["_"], result: .view),
        ]
        for modifier in modifiers { registry.register(modifier: modifier) }
    }
}

extension BuiltinCallable {
    /// This entry with a note for docs/apple-api.md.
    func noted(_ note: String) -> BuiltinCallable {
        var copy = self
        copy.note = note
        return copy
    }
}
