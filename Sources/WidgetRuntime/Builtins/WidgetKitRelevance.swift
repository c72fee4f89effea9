import WidgetLanguage

/// `TimelineEntryRelevance(score:duration:)`: how much an entry matters to a Smart Stack; and the
/// configurations a provider's `recommendations()` offers (`AppIntentRecommendation`, SiriKit's
/// `IntentRecommendation`). A terminal shows one widget at a time and no widget gallery, so the
/// values are kept and read back, never ranked or offered.
enum WidgetKitRelevance {
    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("TimelineEntryRelevance")
        let relevance = BuiltinType("TimelineEntryRelevance", instance: type) { _ in
            Interpreter.foundationObject("TimelineEntryRelevance", [("score", .double(0)), ("duration", .double(0))])
        }
        relevance.sampleSource = "TimelineEntryRelevance(score: 10, duration: 3600)"
        relevance.add(.init("TimelineEntryRelevance", .initializer, ["score:Double duration?:Double"], result: type,
                            note: "kept with the entry; a terminal shows no Smart Stack to rank it in") { i, _, args, r in
            let score = try i.number(args.value("score"), "TimelineEntryRelevance", r)
            let duration = try args.value("duration").map { try i.number($0, "TimelineEntryRelevance", r) } ?? 0
            return Interpreter.foundationObject("TimelineEntryRelevance", [("score", .double(score)), ("duration", .double(duration))])
        })
        relevance.add(.init("score", .property, result: .double) { _, v, _, _ in Interpreter.field(v, "score") })
        relevance.add(.init("duration", .property, result: .double) { _, v, _, _ in Interpreter.field(v, "duration") })
        registry.register(type: relevance)
        for name in ["AppIntentRecommendation", "IntentRecommendation"] {
            registry.register(type: recommendation(name))
        }
    }

    /// `AppIntentRecommendation(intent: intent, description: "Daily")`: `description` is a `String` or a `Text`.
    static func recommendation(_ name: String) -> BuiltinType {
        let type = SemanticType.named(name)
        let recommendation = BuiltinType(name, instance: type) { _ in
            Interpreter.foundationObject(name, [("intent", .null), ("description", .string(""))])
        }
        recommendation.sampleSource = "\(name)(intent: 1, description: \"Daily\")"
        recommendation.add(.init(name, .initializer, ["intent:Any description:Any"], result: type,
                                 note: "kept; a terminal has no widget gallery to offer it in") { _, _, args, _ in
            Interpreter.foundationObject(name, [("intent", args.value("intent") ?? .null), ("description", args.value("description") ?? .string(""))])
        })
        recommendation.add(.init("intent", .property, result: .unknown) { _, v, _, _ in Interpreter.field(v, "intent") })
        recommendation.add(.init("description", .property, result: .unknown) { _, v, _, _ in Interpreter.field(v, "description") })
        return recommendation
    }
}
