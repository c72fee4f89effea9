import WidgetLanguage
import WidgetRender

/// What a Live Activity's code names besides `ActivityConfiguration`: the Dynamic Island it
/// describes (`DynamicIsland { DynamicIslandExpandedRegion(.leading) { … } } compactLeading: { … }
/// compactTrailing: { … } minimal: { … }`) and the `ActivityViewContext<A>` its closures receive, so
/// that helper functions which take or make them (`func island(context: ActivityViewContext<A>) ->
/// DynamicIsland`) are checked as written. A terminal has no Dynamic Island: it is never drawn (an
/// empty view), and the lock-screen presentation is drawn only from a `#Preview`'s sample.
enum WidgetKitLiveActivities {
    static let contextType = "ActivityViewContext"

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(view: .init("DynamicIsland", ["{}! compactLeading{} compactTrailing{} minimal{}",
                                                        "expanded{} compactLeading{} compactTrailing{} minimal{}"], result: .view,
                                      note: "not drawn: a terminal has no Dynamic Island") { _, _, _ in
            .view(ViewNode(.empty))
        })
        registry.register(view: .init("DynamicIslandExpandedRegion", ["_ priority?:Double {}!"], result: .view,
                                      note: "its content, in the Dynamic Island (not drawn)") { i, args, r in
            .view(i.combine(try i.contentViews(args, at: r)))
        })
        var placement = BuiltinModifier("dynamicIsland", ["verticalPlacement:Any"], note: "no effect: a terminal has no Dynamic Island",
                                        body: BuiltinModifier.unchanged)
        placement.checkNote = "'.dynamicIsland' has no effect in a terminal: it places a view in the Dynamic Island"
        registry.register(modifier: placement)

        // `ActivityViewContext<DeliveryAttributes>`: `attributes` is a `DeliveryAttributes`, `state` its `ContentState`.
        let type = SemanticType.named(contextType)
        let context = BuiltinType(contextType, instance: type) { _ in
            Interpreter.foundationObject(contextType, [("attributes", .null), ("state", .null), ("isStale", .bool(false)), ("activityID", .string("preview"))])
        }
        context.sampleSource = "nil"
        let attributes: @Sendable (SemanticType) -> SemanticType = { receiver in
            guard case .named(let name) = receiver.unwrapped, let argument = GenericName.arguments(of: name).first else { return .unknown }
            return SemanticType.parse(argument)
        }
        context.add(.init("attributes", .property, result: .unknown, note: "the activity's attributes", resultFor: attributes) { _, v, _, _ in
            Interpreter.field(v, "attributes")
        })
        context.add(.init("state", .property, result: .unknown, note: "the activity's content state",
                          resultFor: { receiver in
                              guard case .named(let name) = attributes(receiver) else { return .unknown }
                              return .named("\(name).ContentState")
                          }) { _, v, _, _ in Interpreter.field(v, "state") })
        context.add(.init("isStale", .property, result: .bool) { _, v, _, _ in Interpreter.field(v, "isStale") })
        context.add(.init("activityID", .property, result: .string) { _, v, _, _ in Interpreter.field(v, "activityID") })
        registry.register(type: context)
    }
}
