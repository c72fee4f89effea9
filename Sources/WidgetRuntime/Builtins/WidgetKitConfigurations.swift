import WidgetLanguage

/// `WidgetCenter.shared.getCurrentConfigurations { result in … }` and
/// `try await WidgetCenter.shared.currentConfigurations()`: the widgets the user has
/// placed. Widgetry places each widget of the file once, in the family of the provider's
/// context (its first supported family when it does not support that one), so a provider
/// that looks for its own kind finds it. `WidgetInfo.configuration` (the SiriKit
/// intent) is nil.
enum WidgetKitConfigurations {
    static let infoType = "WidgetInfo"

    static func add(to center: BuiltinType) {
        center.add(.init("getCurrentConfigurations", .method, ["{}"], result: .void,
                         note: "the widgets of the file, one each, in the provider context's family; the closure gets .success([WidgetInfo])") { i, _, args, r in
            guard case .closure(let completion)? = args.last?.value else { throw i.error("getCurrentConfigurations needs a closure", r) }
            _ = try i.callClosure(completion, [.member(name: "success", arguments: [.array(infos(i))])], at: r)
            return .null
        })
        center.add(.init("invalidateConfigurationRecommendations", .method, [""], result: .void,
                         note: "no effect: a terminal has no widget gallery") { _, _, _, _ in .null })
        center.add(.init("currentConfigurations", .method, [""], result: .array(.named(infoType)),
                         note: "the widgets of the file, one each, in the provider context's family") { i, _, _, _ in
            .array(infos(i))
        })
    }

    static func widgetInfo() -> BuiltinType {
        let info = BuiltinType(infoType, instance: .named(infoType)) { _ in
            Interpreter.foundationObject(infoType, [("kind", .string("Widget")), ("family", .family("systemSmall")), ("configuration", .null)])
        }
        info.sampleSource = "WidgetInfo(kind: \"W\", family: .systemSmall)"
        info.add(.init(infoType, .initializer, ["kind?:String family?:WidgetFamily"], result: .named(infoType),
                       note: "made by WidgetCenter; written out only in tests") { i, _, args, r in
            var family = "systemSmall"
            if case .family(let given)? = args.value("family") { family = given }
            return Interpreter.foundationObject(infoType, [("kind", .string(try args.value("kind").map { try i.string($0, r) } ?? "Widget")), ("family", .family(family)),
                                                           ("configuration", .null)])
        })
        FoundationFormatters.fields(info, [("kind", .string), ("family", .family), ("configuration", .optional(.unknown))])
        return info
    }

    static func infos(_ i: Interpreter) -> [Value] {
        i.program.drawnWidgetNames.map { name in
            let families = i.program.families(ofWidget: name)
            let family = families.contains(i.family) ? i.family : families.first ?? i.family
            return Interpreter.foundationObject(infoType, [("kind", .string(kind(of: name, i))), ("family", .family(family)),
                                                           ("configuration", .null)])
        }
    }

    /// The widget's `kind:` as its expression gives it (`"Home"`, `"\(HomeWidget.self)"`, `Self.widgetKind.rawValue`),
    /// else the widget's name.
    static func kind(of widget: String, _ i: Interpreter) -> String {
        guard let expr = i.program.widget(widget)?.property("kind")?.value,
              case .string(let text)? = try? i.eval(expr, Environment(parent: nil)) else { return widget }
        return text
    }
}
