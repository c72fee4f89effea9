import Foundation
import WidgetLanguage

/// A provider's `relevances()` (WidgetKit's `WidgetRelevance` of `WidgetRelevanceAttribute`s, each a configuration and
/// RelevanceKit's `RelevantContext`): when a widget matters to a watch's Smart Stack. Apple's RelevanceKit has an
/// effect on watchOS alone, and a terminal has no Smart Stack: the values are made and kept, never ranked.
enum WidgetKitRelevanceContexts {
    static let contextType = "RelevantContext", dateKindType = "RelevantContext.DateKind"
    static let attributeType = "WidgetRelevanceAttribute", relevanceType = "WidgetRelevance"
    static let kept = "kept; a terminal has no Smart Stack to rank the widget in"

    static func register(in registry: inout BuiltinRegistry) {
        let kinds = BuiltinType(dateKindType, instance: .named(dateKindType), checksImplicitMembers: true) { _ in .member(name: "default", arguments: []) }
        kinds.sampleSource = "RelevantContext.DateKind.scheduled"
        for name in ["default", "informational", "scheduled"] {
            kinds.add(.init(name, .staticProperty, result: .named(dateKindType)) { _, _, _, _ in .member(name: name, arguments: []) })
        }
        registry.register(type: kinds)

        let context = SemanticType.named(contextType)
        let contexts = BuiltinType(contextType, instance: context) { i in made("date", [("date", .date(i.now))]) }
        contexts.sampleSource = "RelevantContext.date(Date())"
        contexts.add(.init("date", .staticMethod, ["_:Date", "_:Date kind:RelevantContext.DateKind", "range:ClosedRange<Date> kind:RelevantContext.DateKind",
                                                   "from:Date to:Date", "interval:DateInterval kind:RelevantContext.DateKind"],
                           result: context, note: kept) { _, _, args, _ in
            made("date", args.map { ($0.label ?? "date", $0.value) })
        })
        contexts.add(.init("location", .staticMethod, ["inferred:Any", "_:Any"], result: context, note: kept) { _, _, args, _ in
            made("location", args.map { ($0.label ?? "region", $0.value) })
        })
        contexts.add(.init("sleep", .staticMethod, ["_:Any"], result: context, note: kept) { _, _, args, _ in made("sleep", [("kind", args.value(nil) ?? .null)]) })
        contexts.add(.init("fitness", .staticMethod, ["_:Any"], result: context, note: kept) { _, _, args, _ in made("fitness", [("kind", args.value(nil) ?? .null)]) })
        contexts.add(.init("hardware", .staticMethod, ["headphones:Any"], result: context, note: kept) { _, _, args, _ in
            made("hardware", [("headphones", args.value("headphones") ?? .null)])
        })
        registry.register(type: contexts)

        let attribute = SemanticType.named(attributeType)
        let attributes = BuiltinType(attributeType, instance: attribute) { i in
            Interpreter.foundationObject(attributeType, [("configuration", .null), ("context", made("date", [("date", .date(i.now))]))])
        }
        attributes.sampleSource = "WidgetRelevanceAttribute(context: RelevantContext.date(Date()))"
        attributes.add(.init(attributeType, .initializer, ["configuration:Any context:RelevantContext", "context:RelevantContext"],
                             result: attribute, note: kept) { _, _, args, _ in
            Interpreter.foundationObject(attributeType, [("configuration", args.value("configuration") ?? .null), ("context", args.value("context") ?? .null)])
        })
        registry.register(type: attributes)

        let relevance = SemanticType.named(relevanceType)
        let relevances = BuiltinType(relevanceType, instance: relevance) { _ in Interpreter.foundationObject(relevanceType, [("attributes", .array([]))]) }
        relevances.sampleSource = "WidgetRelevance([WidgetRelevanceAttribute(context: RelevantContext.date(Date()))])"
        relevances.add(.init(relevanceType, .initializer, ["_:[WidgetRelevanceAttribute]"], result: relevance, note: kept) { _, _, args, _ in
            Interpreter.foundationObject(relevanceType, [("attributes", args.value(nil) ?? .array([]))])
        })
        registry.register(type: relevances)
    }

    static func made(_ kind: String, _ fields: [(String, Value)]) -> Value {
        Interpreter.foundationObject(contextType, [("kind", .string(kind))] + fields)
    }
}
