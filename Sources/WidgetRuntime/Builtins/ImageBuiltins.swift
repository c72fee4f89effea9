import Foundation
import WidgetImages
import WidgetLanguage
import WidgetRender

/// Images with pixels: `Image(uiImage:)` beside `Image(systemName:)` and
/// `Image("name")`, and UIKit's `UIImage(data:)` / `UIImage(named:)` — the
/// one corner of UIKit widgets use (both nil when there is no image, as in UIKit);
/// the modifiers of images (`.resizable`, `.aspectRatio`, …), which act on a picture
/// with pixels and leave a symbol or any other view as it is.
enum ImageBuiltins {
    /// `ImageResource`: an image set of the target's asset catalogs, named by the symbol Xcode generates for it
    /// (`Image(.appLogo)`, `ImageResource.appLogo` for `app-logo.imageset`) or made with `ImageResource(name:bundle:)`.
    static let resourceType = "ImageResource"

    static func resource(_ set: String) -> Value { .member(name: "imageResource", arguments: [.string(set)]) }

    static func register(in registry: inout BuiltinRegistry) {
        let resources = BuiltinType(resourceType, instance: .named(resourceType), checksImplicitMembers: true) { _ in resource("logo") }
        resources.sampleSource = "ImageResource(name: \"logo\", bundle: .main)"
        resources.add(.init(resourceType, .initializer, ["name:String bundle:Bundle"], result: .named(resourceType),
                            note: "an image set of the target's catalogs; the bundle is the widget's") { i, _, args, r in
            resource(try i.string(args.value("name"), r))
        })
        registry.register(type: resources)
        var image = BuiltinCallable("Image", ["systemName variableValue?", "_ bundle?", "_ bundle? label", "_ variableValue bundle?", "decorative bundle?", "uiImage"], result: .image,
                                      note: "a symbol is one glyph (variableValue has no effect); Image(_:), Image(decorative:) and Image(uiImage:) are the picture's pixels in colour, a box without; a missing asset is a check warning") { i, args, r in
            .view(try i.imageView(args, at: r))
        }
        // The checker's rules: an asset beside the widget, a symbol the renderer draws, the types of the arguments.
        image.check = { c, call in
            for argument in call.arguments {
                // `Image(.appLogo)`: an image set's symbol, an `ImageResource`.
                let resource = argument.label == nil && Checker.chainRoot(argument.value) != nil
                let expected: SemanticType? = argument.label == "variableValue" ? .double : argument.label == "bundle" || argument.label == "label" ? nil
                    : resource ? .named(ImageBuiltins.resourceType) : argument.label == nil || argument.label == "uiImage" ? .image : .string
                let type = c.infer(argument.value, in: call.scope, expected: expected)
                if argument.label == nil || argument.label == "decorative" { c.checkImageAsset(argument.value) }
                if argument.label == "systemName" {
                    c.checkSymbolNames(in: argument.value)
                    if !type.isAssignable(to: .string) {
                        c.error("'systemName:' takes a String, not \(type)", at: argument.value.range)
                    }
                }
            }
            return .image
        }
        registry.register(view: image)
        var modifiers: [BuiltinModifier] = [
            .init("resizable", ["", "capInsets? resizingMode?"], result: .image, note: "capInsets and resizingMode (.tile) are drawn as a plain stretch") { i, _, node, _ in
                i.withPicture(node) { $0.resizable = true }
            },
            .init("scaledToFit", [""]) { i, _, node, _ in i.withPicture(node) { $0.contentMode = .fit } },
            .init("scaledToFill", [""]) { i, _, node, _ in i.withPicture(node) { $0.contentMode = .fill } },
            .init("aspectRatio", ["_? contentMode?:ContentMode"]) { i, args, node, _ in
                i.withPicture(node) { picture in
                    for argument in args {
                        if argument.label == "contentMode", let mode = i.memberName(argument.value).flatMap(ContentMode.init(rawValue:)) {
                            picture.contentMode = mode
                        } else if argument.label == nil, let ratio = argument.value.number, ratio.isFinite, ratio > 0 {
                            picture.aspectRatio = ratio
                        }
                    }
                    if picture.contentMode == nil { picture.contentMode = .fit }
                }
            },
            .init("imageScale", ["_:Image.Scale"], body: BuiltinModifier.unchanged),
            .init("symbolRenderingMode", ["_:SymbolRenderingMode"], body: BuiltinModifier.unchanged),
            .init("symbolVariant", ["_"], body: BuiltinModifier.unchanged),
        ]
        var unchanged: [BuiltinModifier] = [
            .init("renderingMode", ["_"], result: .image, note: "no effect: a symbol is one glyph in the foreground colour, a picture keeps its pixels",
                  body: BuiltinModifier.unchanged),
            .init("interpolation", ["_"], result: .image, note: "no effect: pictures are scaled to cells by one fixed filter", body: BuiltinModifier.unchanged),
            .init("antialiased", ["_:Bool"], result: .image, note: "no effect: pictures are scaled to cells by one fixed filter", body: BuiltinModifier.unchanged),
            .init("widgetAccentedRenderingMode", ["_"], result: .image,
                  note: "iOS 18: how an image is drawn in the accented rendering mode; no effect, a terminal draws in full colour", body: BuiltinModifier.unchanged),
        ]
        for index in unchanged.indices {
            unchanged[index].checkNote = "'.\(unchanged[index].name)' has no effect in a terminal: " + unchanged[index].note.dropFirst("no effect: ".count)
        }
        unchanged[3].checkNote = "'.widgetAccentedRenderingMode' has no effect in a terminal: it draws in full colour, never in the accented mode"
        modifiers += unchanged
        for modifier in modifiers { registry.register(modifier: modifier) }
        // (`let mode: WidgetAccentedRenderingMode = .desaturated`, as code that picks the mode for the modifier writes it.)
        registry.register(type: FoundationDates.enumeration("WidgetAccentedRenderingMode", ["accented", "desaturated", "accentedDesaturated", "fullColor"]))
        var uiImage = BuiltinCallable("UIImage", ["data", "named", "systemName", "contentsOfFile", "", "imageLiteralResourceName"], result: .optional(.image)) { i, args, r in try i.uiImage(args, at: r) }
        // `UIImage()`: an empty image, not optional; `UIImage(imageLiteralResourceName:)`: the asset, which must be there.
        uiImage.overloadResults = [.optional(.image), .optional(.image), .optional(.image), .optional(.image), .image, .image]
        uiImage.note = "UIImage() is an empty image, drawn as the image box; UIImage(systemName:) is the symbol, nil for a name that is no SF Symbol; "
            + "UIImage(imageLiteralResourceName:) is the asset, a run-time error when there is none"
        registry.register(function: uiImage)
        registry.register(type: uiImageMembers())
    }

    /// What code reads from a `UIImage` value: its `size` in points (its pixels at scale 1; a symbol's is zero, as it
    /// has no pixels here) and its `scale`.
    static func uiImageMembers() -> BuiltinType {
        let image = BuiltinType("UIImage", instance: .image) { _ in .image(ImageValue(systemName: "star", byteCount: 0)) }
        image.sampleSource = "UIImage(systemName: \"star\")!"
        image.add(.init("size", .property, result: .named("CGSize"), note: "the decoded pixels, at scale 1") { _, v, _, _ in
            var width = 0, height = 0
            if case .image(let picture) = v, let pixels = picture.loaded?.pixels { (width, height) = (pixels.width, pixels.height) }
            return Interpreter.foundationObject("CGSize", [("width", .double(Double(width))), ("height", .double(Double(height)))])
        })
        image.add(.init("scale", .property, result: .double, note: "1: a terminal's images have no @2x or @3x pixels") { _, _, _, _ in .double(1) })
        image.add(.init("pngData", .method, [""], result: .optional(.data),
                        note: "the PNG's own bytes, or the decoded pixels written as a PNG; nil for a symbol or an empty image, which have no pixels here") {
            _, v, _, _ in
            guard case .image(let picture) = v, let loaded = picture.loaded, let pixels = loaded.pixels else { return .null }
            let isPNG = loaded.bytes.withUnsafeBytes { ImageFormat.sniff($0) } == .png
            if isPNG { return .data(Data(loaded.bytes)) }
            return PNGEncoding.encode(width: pixels.width, height: pixels.height, rgba: pixels.rgba).map { .data(Data($0)) } ?? .null
        })
        return image
    }
}

extension Interpreter {
    /// `Image(systemName:)`, an asset `Image("name")` or `Image(decorative:)`, `Image(uiImage:)`, or an image value.
    func imageView(_ args: [CallArgument], at range: SourceRange) throws -> ViewNode {
        if let symbol = args.value("systemName") { return ViewNode(.systemImage(try describeCharged(symbol, at: range))) }
        if case .string(let asset)? = args.value(nil) ?? args.value("decorative") { return assetImageNode(asset, at: range) }
        // `Image(.appLogo)`, `Image(ImageResource(name: "app-logo", bundle: .main))`: an image set.
        if case .member("imageResource", let set)? = args.value(nil), case .string(let asset)? = set.first { return assetImageNode(asset, at: range) }
        if case .member(let symbol, let arguments)? = args.value(nil), arguments.isEmpty, let asset = assetImageSet(symbol: symbol) {
            return assetImageNode(asset, at: range)
        }
        // `Image(.fountainFill)` of `fountain.fill.symbolset`: a custom symbol, drawn as a symbol of its name is.
        if case .member(let symbol, let arguments)? = args.value(nil), arguments.isEmpty, let custom = assetSymbolSet(symbol: symbol) {
            return ViewNode(.systemImage(custom))
        }
        if let image = args.value("uiImage") { return try viewNode(from: image, at: range) ?? pictureNode(nil, name: nil, note: "Image(uiImage:) was given nil", at: range) }
        if let value = args.value(nil), let node = try viewNode(from: value, at: range) { return node }
        return ViewNode(.imageData(width: nil, height: nil))
    }
}
