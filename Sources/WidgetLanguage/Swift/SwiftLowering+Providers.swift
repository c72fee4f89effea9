/// A timeline provider's requirements, which WidgetKit calls by their full names —
/// `placeholder(in:)`, `getSnapshot(in:completion:)`, `timeline(for:in:)`.
extension SwiftLowering {
    static let providerBlockNames = ["placeholder": "placeholder", "getSnapshot": "snapshot", "snapshot": "snapshot",
                                     "getTimeline": "timeline", "timeline": "timeline"]

    /// Every requirement takes the widget's context as `in:`: `placeholder(in:)`,
    /// `getTimeline(for:in:completion:)`, `snapshot(for:in:)`.
    static func isProviderRequirement(_ function: FunctionDecl) -> Bool {
        !function.isStatic && providerBlockNames[function.name] != nil && function.parameters.contains { $0.label == "in" }
    }
}
