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
        registerReloadPolicy(in: &registry)
    }

    /// `TimelineReloadPolicy`: `.atEnd`, `.never` and `.after(date)`, the policies a timeline ends with.
    static func registerReloadPolicy(in registry: inout BuiltinRegistry) {
        let policy = BuiltinType("TimelineReloadPolicy", instance: .policy) { _ in .policy(.atEnd) }
        policy.sampleSource = "TimelineReloadPolicy.atEnd"
        policy.add(.init("atEnd", .staticProperty, result: .policy) { _, _, _, _ in .policy(.atEnd) })
        policy.add(.init("never", .staticProperty, result: .policy) { _, _, _, _ in .policy(.never) })
        policy.add(.init("after", .staticMethod, ["_:Date"], result: .policy) { i, _, args, r in
            .policy(.after(try i.date(args.first?.value, "TimelineReloadPolicy.after", r)))
        })
        registry.register(type: policy)
    }
}
