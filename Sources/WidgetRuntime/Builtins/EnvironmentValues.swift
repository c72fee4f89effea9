import WidgetLanguage
import WidgetRender

/// The WidgetKit and SwiftUI environment values a view reads with
/// `@Environment(\.name) var value`, besides `\.widgetFamily` and `\.date`:
/// their types for the checker and their values where a body is built.
enum EnvironmentValues {
    /// The checker's type of `@Environment(\.path)`; nil when this table does not know it.
    static func type(_ path: String) -> SemanticType? {
        switch path {
        case "showsWidgetLabel": return .bool
        case "widgetContentMargins": return .named("EdgeInsets")
        case "redactionReasons": return .array(.unknown)
        case "colorScheme", "widgetRenderingMode", "dynamicTypeSize", "sizeCategory": return .unknown
        case "layoutDirection": return .named("LayoutDirection")
        // `.environment(\.calendar, .persianCalendar)`: Foundation's values, whose implicit members (a static of the
        // program's `extension Calendar`) are found on their type.
        case "calendar": return .named("Calendar")
        case "locale": return .named("Locale")
        case "timeZone": return .named("TimeZone")
        default: return nil
        }
    }

    /// The types of the environment's enum values, for a property written with its type
    /// (`@Environment(\.colorScheme) var scheme: ColorScheme`) and their cases (`.dark`).
    static let enumTypes: [(name: String, cases: [String])] = [
        ("ColorScheme", ["light", "dark"]),
        ("WidgetRenderingMode", ["fullColor", "accented", "vibrant"]),
        // `\.layoutDirection`: a terminal writes left to right.
        ("LayoutDirection", ["leftToRight", "rightToLeft"]),
    ]

    static let typeName = "EnvironmentValues"

    /// The environment values Widgetry gives a widget's views, by their property's name.
    static let builtinPaths = ["widgetFamily", "showsWidgetContainerBackground", "isLuminanceReduced", "colorScheme", "widgetRenderingMode",
                               "showsWidgetLabel", "redactionReasons", "dynamicTypeSize", "sizeCategory", "widgetContentMargins", "layoutDirection"]

    /// The value `self` is in a computed property of the program's `extension EnvironmentValues`.
    static let selfValue = Interpreter.foundationObject(typeName, [])

    /// `get { self[SituationKey.self] }`: the key type a declared environment value's getter reads.
    static func keyType(read getter: [Stmt]) -> String? {
        guard getter.count == 1 else { return nil }
        let expr: Expr
        switch getter[0].kind {
        case .expr(let e): expr = e
        case .return(let e?): expr = e
        default: return nil
        }
        guard case .subscript(let base, let arguments) = expr.kind, case .identifier("self") = base.kind, arguments.count == 1,
              case .member(let keyType, "self", _) = arguments[0].value.kind else { return nil }
        switch keyType.kind {
        case .identifier(let name): return name
        // `self[Self.SituationKey.self]`: a key declared inside the extension.
        case .member(let owner, let name, _):
            if case .identifier("Self") = owner.kind { return name }
            if case .identifier(typeName) = owner.kind { return name }
            return nil
        default: return nil
        }
    }

    static func register(in registry: inout BuiltinRegistry) {
        // `extension EnvironmentValues { var situation: Situation { get { self[SituationKey.self] } … } }`, `@Entry var …`:
        // values of the program's own, read with `@Environment(\.situation)` (`Interpreter.declaredEnvironmentValue`).
        let values = BuiltinType(typeName, instance: .named(typeName)) { _ in .type(typeName) }
        values.sampleSource = "nil"
        // `widgetRenderingMode == .accented` in a property of the program's `extension EnvironmentValues`: the value the
        // view reading that property sees (`Interpreter.environmentValue`).
        for name in builtinPaths {
            let result: SemanticType = name == "widgetFamily" ? .family : ["showsWidgetContainerBackground", "isLuminanceReduced"].contains(name) ? .bool
                : type(name) ?? .unknown
            values.add(.init(name, .property, result: result) { i, _, _, _ in i.environmentValue(name) })
        }
        // `color.resolve(in: EnvironmentValues())`: the environment the widget's views are drawn in.
        values.add(.init(typeName, .initializer, [""], result: .named(typeName), note: "the environment the widget's views are drawn in") { _, _, _, _ in
            .type(typeName)
        })
        registry.register(type: values)
        // What these give, the views built inside the modified one read (`Interpreter.environmentScoped`, at the call);
        // the view itself is drawn as it is.
        registry.register(modifier: BuiltinModifier("environment", ["_ _"], note: "what @Environment(\\.name) reads in the views inside",
                                                    body: BuiltinModifier.unchanged))
        registry.register(modifier: BuiltinModifier("environmentObject", ["_"], note: "what @EnvironmentObject of its type reads in the views inside",
                                                    body: BuiltinModifier.unchanged))
        for (name, cases) in enumTypes {
            let type = BuiltinType(name, instance: .named(name)) { _ in .member(name: cases[0], arguments: []) }
            type.sampleSource = "\(name).\(cases[0])"
            for value in cases {
                type.add(.init(value, .staticProperty, result: .named(name)) { _, _, _, _ in .member(name: value, arguments: []) })
            }
            registry.register(type: type)
        }
    }

    static func edgeInsets(top: Double, leading: Double, bottom: Double, trailing: Double) -> Value {
        Interpreter.foundationObject("EdgeInsets", [("top", .double(top)), ("leading", .double(leading)),
                                                    ("bottom", .double(bottom)), ("trailing", .double(trailing))])
    }
}

extension Interpreter {
    /// The value of `@Environment(\.path)` for the family being drawn; nil when this table does not know it.
    func widgetEnvironmentValue(_ path: String) -> Value? {
        let drawn = WidgetFamily(name: family) ?? .systemSmall
        switch path {
        // Only a circular accessory draws its `.widgetLabel`.
        case "showsWidgetLabel": return .bool(drawn == .accessoryCircular || drawn == .accessoryCorner)
        // Nothing is redacted where a body is built; `.redacted(reason:)` redacts when drawing.
        case "redactionReasons": return .array([])
        // The lock screen draws accessories in one tint, as WidgetKit's vibrant mode.
        case "widgetRenderingMode":
            return .member(name: drawn.rawValue.hasPrefix("accessory") ? "vibrant" : "fullColor", arguments: [])
        case "widgetContentMargins":
            let margins = drawn.contentMargins
            return EnvironmentValues.edgeInsets(top: Double(margins.height) * PointScale.pointsPerRow,
                                                leading: Double(margins.width) * PointScale.pointsPerColumn,
                                                bottom: Double(margins.height) * PointScale.pointsPerRow,
                                                trailing: Double(margins.width) * PointScale.pointsPerColumn)
        case "dynamicTypeSize", "sizeCategory": return .member(name: "large", arguments: [])
        default: return nil
        }
    }
}
