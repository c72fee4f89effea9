import WidgetLanguage

/// `TimelineEntryRelevance(score:duration:)`: how much an entry matters to a Smart Stack.
/// A terminal shows one widget at a time, so the value is kept and read back, never ranked.
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
    }
}
