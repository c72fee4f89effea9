import WidgetLanguage

/// What a provider's own code reads of a `Timeline` it made (`timeline(…).entries.first`);
/// `Timeline(entries:policy:)` itself is a function of the standard table.
enum WidgetKitTimeline {
    static func register(in registry: inout BuiltinRegistry) {
        let timeline = BuiltinType("Timeline", instance: .timeline) { _ in .timeline(TimelineValue(entries: [], policy: .atEnd)) }
        timeline.sampleSource = "Timeline(entries: [], policy: .atEnd)"
        timeline.add(.init("entries", .property, result: .array(.unknown)) { _, v, _, _ in
            guard case .timeline(let value) = v else { return .array([]) }
            return .array(value.entries)
        })
        timeline.add(.init("policy", .property, result: .policy) { _, v, _, _ in
            guard case .timeline(let value) = v else { return .policy(.atEnd) }
            return .policy(value.policy)
        })
        registry.register(type: timeline)
    }
}
