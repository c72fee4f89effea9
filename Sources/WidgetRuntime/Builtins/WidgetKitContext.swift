import WidgetLanguage

/// The context a provider's blocks receive (`placeholder(in context:)`).
enum WidgetKitContext {
    static func register(in registry: inout BuiltinRegistry) {
        let context = BuiltinType(ProviderParameter.contextType, instance: .named(ProviderParameter.contextType)) { _ in
            ProviderParameter.context(family: "systemSmall", isPreview: false)
        }
        context.sampleSource = "TimelineProviderContext(family: .systemSmall)"
        context.add(.init(ProviderParameter.contextType, .initializer, ["family?:WidgetFamily isPreview?:Bool"], result: .named(ProviderParameter.contextType),
                          note: "made by Widgetry for a provider's blocks; written out only in tests") { i, _, args, r in
            var family = "systemSmall"
            if case .family(let given)? = args.value("family") { family = given }
            if case .bool(let preview)? = args.value("isPreview") { return ProviderParameter.context(family: family, isPreview: preview) }
            return ProviderParameter.context(family: family, isPreview: false)
        })
        context.add(.init("family", .property, result: .family) { _, v, _, _ in Interpreter.field(v, "family") })
        context.add(.init("isPreview", .property, result: .bool, note: "true in placeholder and snapshot") { _, v, _, _ in Interpreter.field(v, "isPreview") })
        context.add(.init("displaySize", .property, result: .named("CGSize"), note: "the family's size in points on an iPhone 15") { _, v, _, _ in
            Interpreter.field(v, "displaySize")
        })
        context.add(.init("environmentVariants", .property, result: .unknown,
                          note: "the variants the system may draw in; a terminal draws one, so it holds no values") { _, _, _, _ in
            Interpreter.foundationObject("TimelineProviderContext.EnvironmentVariants", [])
        })
        registry.register(type: context)
        WidgetKitRelevance.register(in: &registry)
        WidgetKitRelevanceContexts.register(in: &registry)
        WidgetKitTimeline.register(in: &registry)
        AppIntentsSettings.register(in: &registry)
        AppIntentsResults.register(in: &registry)
    }
}
