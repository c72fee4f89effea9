/// Images with pixels: `Image(uiImage:)` beside `Image(systemName:)` and
/// `Image("name")`, and UIKit's `UIImage(data:)` / `UIImage(named:)` — the
/// one corner of UIKit widgets use (both nil when there is no image, as in UIKit).
enum ImageBuiltins {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(view: .init("Image", ["systemName variableValue?", "_ bundle?", "_ bundle? label", "_ variableValue bundle?", "decorative bundle?", "uiImage"], result: .image)
            .noted("a symbol is one glyph (variableValue has no effect); Image(_:), Image(decorative:) and Image(uiImage:) are the picture's pixels in colour, a box without; a missing asset is a check warning"))
        var modifiers: [BuiltinCallable] = [
            BuiltinCallable("renderingMode", ["_"], result: .image).noted("no effect: a symbol is one glyph in the foreground colour, a picture keeps its pixels"),
            BuiltinCallable("interpolation", ["_"], result: .image).noted("no effect: pictures are scaled to cells by one fixed filter"),
            BuiltinCallable("antialiased", ["_:Bool"], result: .image).noted("no effect: pictures are scaled to cells by one fixed filter"),
            BuiltinCallable("widgetAccentedRenderingMode", ["_"], result: .image)
                .noted("iOS 18: how an image is drawn in the accented rendering mode; no effect, a terminal draws in full colour"),
        ]
        for index in modifiers.indices {
            modifiers[index].checkNote = "'.\(modifiers[index].name)' has no effect in a terminal: " + modifiers[index].note.dropFirst("no effect: ".count)
        }
        modifiers[3].checkNote = "'.widgetAccentedRenderingMode' has no effect in a terminal: it draws in full colour, never in the accented mode"
        for modifier in modifiers { registry.register(modifier: modifier) }
        var uiImage = BuiltinCallable("UIImage", ["data", "named", "systemName", "contentsOfFile", ""], result: .optional(.image)) { i, args, r in try i.uiImage(args, at: r) }
        uiImage.overloadResults = [.optional(.image), .optional(.image), .optional(.image), .optional(.image), .image]  // `UIImage()`: an empty image, not optional
        uiImage.note = "UIImage() is an empty image, drawn as the image box; UIImage(systemName:) is the symbol, nil for a name that is no SF Symbol"
        registry.register(function: uiImage)
    }
}
