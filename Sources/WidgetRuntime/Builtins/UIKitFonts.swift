import Foundation
import WidgetLanguage

/// UIKit's `UIFont`, as widget code shares it with its app (`static let valueFont = UIFont.systemFont(ofSize: 80)`) and
/// hands it to SwiftUI (`Font(valueFont)`): a size, a weight and a name. A terminal has one face; drawn, a UIFont is
/// the system font of its size and weight, as `Font.system(size:weight:)` is.
enum UIKitFonts {
    /// The point sizes of the text styles at the default content size (iOS's "Large"), with the weight of each.
    static let textStyles: [String: (size: Double, weight: String)] = [
        "largeTitle": (34, "regular"), "title1": (28, "regular"), "title2": (22, "regular"), "title3": (20, "regular"),
        "headline": (17, "semibold"), "subheadline": (15, "regular"), "body": (17, "regular"), "callout": (16, "regular"),
        "footnote": (13, "regular"), "caption1": (12, "regular"), "caption2": (11, "regular"),
    ]
    static let styleOrder = ["largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
                             "caption1", "caption2"]

    static func font(size: Double, weight: String, name: String? = nil) -> Value {
        Interpreter.foundationObject("UIFont", [("pointSize", .double(size)), ("weight", .member(name: weight, arguments: [])),
                                                ("fontName", .string(name ?? ".SFUI-\(weight.prefix(1).uppercased() + weight.dropFirst())"))])
    }

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: FoundationDates.enumeration("UIFont.Weight", SwiftUIStyles.weights))
        registry.register(type: FoundationDates.enumeration("UIFont.TextStyle", styleOrder))
        let type = SemanticType.named("UIFont")
        let table = BuiltinType("UIFont", instance: type) { _ in font(size: 17, weight: "regular") }
        table.sampleSource = "UIFont.systemFont(ofSize: 17)"
        table.add(.init("UIFont", .initializer, ["name:String size:Double"], result: .optional(type),
                        note: "a font of that name, drawn as the system font of its size") { i, _, args, r in
            let name = try i.string(args.value("name"), r)
            return font(size: try i.number(args.value("size"), "UIFont(name:size:)", r), weight: "regular", name: name)
        })
        registry.register(type: FoundationDates.enumeration("UIFont.Width", ["standard", "compressed", "condensed", "expanded"]))
        table.add(.init("systemFont", .staticMethod, ["ofSize:Double", "ofSize:Double weight:UIFont.Weight", "ofSize:Double weight:UIFont.Weight width:UIFont.Width"],
                        result: type, note: "a terminal's letters are all one width: the width is not drawn") { i, _, args, r in
            font(size: try i.number(args.value("ofSize"), "systemFont(ofSize:)", r), weight: i.caseName(args.value("weight")) ?? "regular")
        })
        for (method, weight) in [("boldSystemFont", "bold"), ("italicSystemFont", "regular")] {
            table.add(.init(method, .staticMethod, ["ofSize:Double"], result: type) { i, _, args, r in
                font(size: try i.number(args.value("ofSize"), "\(method)(ofSize:)", r), weight: weight)
            })
        }
        for method in ["monospacedSystemFont", "monospacedDigitSystemFont"] {
            table.add(.init(method, .staticMethod, ["ofSize:Double weight:UIFont.Weight"], result: type, note: "a terminal's letters are all one width") { i, _, args, r in
                font(size: try i.number(args.value("ofSize"), "\(method)(ofSize:weight:)", r), weight: i.caseName(args.value("weight")) ?? "regular")
            })
        }
        table.add(.init("preferredFont", .staticMethod, ["forTextStyle:UIFont.TextStyle"], result: type,
                        note: "the text style's size at the default content size (body: 17 points)") { i, _, args, _ in
            let style = textStyles[i.caseName(args.value("forTextStyle")) ?? "body"] ?? (17, "regular")
            return font(size: style.size, weight: style.weight)
        })
        table.add(.init("pointSize", .property, result: .double) { _, f, _, _ in Interpreter.field(f, "pointSize") })
        table.add(.init("fontName", .property, result: .string) { _, f, _, _ in Interpreter.field(f, "fontName") })
        table.add(.init("withSize", .method, ["_:Double"], result: type) { i, f, args, r in
            guard case .object(var object) = f else { return f }
            object["pointSize"] = .double(try i.number(args.first?.value, "withSize(_:)", r))
            return .object(object)
        })
        registry.register(type: table)
        // `Font(uiFont)`: SwiftUI's font of the UIFont's size and weight.
        registry.types["Font"]?.add(.init("Font", .initializer, ["_:UIFont"], result: .font) { _, _, args, _ in
            guard let uiFont = args.first?.value else { return .member(name: "body", arguments: []) }
            return .member(name: "system", arguments: [Interpreter.field(uiFont, "pointSize"), Interpreter.field(uiFont, "weight")])
        })
    }
}
