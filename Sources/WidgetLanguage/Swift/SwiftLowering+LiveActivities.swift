/// Live Activities: `ActivityConfiguration(for: A.self) { context in … } dynamicIsland: { … }`.
/// A terminal has no Lock Screen or Dynamic Island; when the module gives a sample —
/// `#Preview(as: .content, using: A(…)) { W() } contentStates: { A.ContentState(…) }` —
/// the lock-screen presentation is drawn as a `systemMedium` widget (the banner is as
/// wide as the screen and about as tall) with that sample; the Dynamic Island is not drawn.
extension SwiftLowering {
    struct ActivitySample {
        let attributes: Expr
        let state: Expr
        let range: SourceRange
    }

    /// The samples of `#Preview(as: .content, using: …) { W() } contentStates: { … }`, by widget.
    func activitySamples(_ items: [SwiftItem]) -> [String: ActivitySample] {
        var samples: [String: ActivitySample] = [:]
        for item in items {
            guard case .preview(let arguments, let closures, let range) = item,
                  let family = arguments.first(where: { $0.label == "as" }), case .implicitMember("content") = family.value.kind,
                  let attributes = arguments.first(where: { $0.label == "using" })?.value,
                  case let parts = SwiftLowering.previewClosures(arguments: arguments, closures: closures),
                  let widgetClosure = parts["widget"], let widgetExpr = SwiftLowering.singleExpression(widgetClosure.closure.body),
                  let widget = SwiftLowering.typeName(constructedBy: widgetExpr),
                  let states = parts["contentStates"]?.closure.body,
                  case .expr(let state)? = states.first?.kind, samples[widget] == nil else { continue }
            samples[widget] = ActivitySample(attributes: attributes, state: state, range: range)
        }
        return samples
    }

    /// The widget, its provider and its entry for a Live Activity with a sample; nil otherwise.
    mutating func lowerActivity(_ decl: SwiftDecl) -> [Decl]? {
        guard let configuration = decl.computed("body"), var call = SwiftLowering.singleExpression(configuration.getter) else { return nil }
        while case .call(let callee, _, _) = call.kind, case .member(let base, _, _) = callee.kind { call = base }
        guard case .call(let callee, let arguments, let closures) = call.kind, case .identifier("ActivityConfiguration") = callee.kind,
              let sample = activitySamples[decl.name], let attributesArgument = arguments.first(where: { $0.label == "for" }),
              let attributesType = SwiftLowering.typeName(ofMetatype: attributesArgument.value),
              let content = closures.first?.closure else { return nil }
        diagnostics.append(Diagnostic(.note, "'\(decl.name)' is a Live Activity (ActivityConfiguration): its lock-screen presentation is drawn as a "
                                          + "systemMedium widget with the #Preview's sample; the Dynamic Island is not drawn", at: call.range))
        let range = call.range
        let entryName = "\(decl.name).ActivityEntry", providerName = "\(decl.name).ActivityProvider"
        func field(_ name: String, _ type: String, _ value: Expr? = nil) -> FieldDecl {
            FieldDecl(attributes: [], isStatic: false, isConstant: true, name: name, nameRange: range,
                      type: resolve(TypeRef(.named(type), range)), defaultValue: value, range: range)
        }
        // `context.attributes`, `context.state`, `context.isStale`, `context.activityID`.
        let entry = TypeBody(fields: [field("attributes", attributesType), field("state", "\(attributesType).ContentState"),
                                      field("isStale", "Bool", Expr(.bool(false), range)),
                                      field("activityID", "String", Expr(.string([.text("preview")]), range))],
                             functions: [])
        let makeEntry = Expr(.call(callee: Expr(.identifier(entryName), range), arguments: [
            Argument(label: "date", value: Expr(.call(callee: Expr(.identifier("Date"), range), arguments: [], trailingClosures: []), range)),
            Argument(label: "attributes", value: sample.attributes), Argument(label: "state", value: sample.state),
        ], trailingClosures: []), range)
        let timeline = Expr(.call(callee: Expr(.identifier("Timeline"), range), arguments: [
            Argument(label: "entries", value: Expr(.array([makeEntry]), range)), Argument(label: "policy", value: Expr(.implicitMember(name: "never"), range)),
        ], trailingClosures: []), range)
        let context = [NamedBlock.Parameter(label: "in", name: "context", range: range)]
        let provider = ProviderDecl(blocks: [
            NamedBlock(name: "placeholder", nameRange: range, parameters: context, body: [Stmt(.expr(makeEntry), range)], range: range),
            NamedBlock(name: "snapshot", nameRange: range, parameters: context, body: [Stmt(.expr(makeEntry), range)], range: range),
            NamedBlock(name: "timeline", nameRange: range, parameters: context, body: [Stmt(.expr(timeline), range)], range: range),
        ], functions: [])
        let parameter = content.parameters.first.map { NamedBlock.Parameter(label: nil, name: $0.name, range: $0.range) }
        let body = NamedBlock(name: "body", nameRange: content.range, parameters: parameter.map { [$0] } ?? [], body: readingOwnMembers(content.body, of: decl, in: content),
                              range: content.range)
        let widget = WidgetDecl(properties: [
            WidgetProperty(name: "kind", nameRange: range, value: Expr(.string([.text(decl.name)]), range), range: range),
            WidgetProperty(name: "provider", nameRange: range, value: Expr(.identifier(providerName), range), range: range),
            WidgetProperty(name: "families", nameRange: range, value: Expr(.array([Expr(.implicitMember(name: "systemMedium"), range)]), range), range: range),
        ], body: body)
        return [
            Decl(kind: .structure(entry.timelineEntry(dateRange: range)), name: entryName, nameRange: range, range: range),
            Decl(kind: .provider(provider), name: providerName, nameRange: range, range: range),
            Decl(kind: .widget(widget), name: decl.name, nameRange: decl.nameRange, range: decl.range),
        ]
    }
}
