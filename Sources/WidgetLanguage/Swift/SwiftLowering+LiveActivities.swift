/// Live Activities: `ActivityConfiguration(for: A.self) { context in … } dynamicIsland: { … }`.
/// A terminal has no Lock Screen or Dynamic Island; when the module gives a sample —
/// `#Preview(as: .content, using: A(…)) { W() } contentStates: { A.ContentState(…) }` —
/// the lock-screen presentation is drawn as a `systemMedium` widget (the banner is as
/// wide as the screen and about as tall) with that sample; without one, with a sample of
/// plain values made from the attributes' types (`synthesizedSample`), said in a note.
/// The Dynamic Island is not drawn.
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

    /// The widget, its provider and its entry for a Live Activity with a sample (the #Preview's, else one made from its
    /// attributes' types, `synthesizedSample`); nil where there is none.
    mutating func lowerActivity(_ decl: SwiftDecl) -> [Decl]? {
        guard let configuration = decl.computed("body"), var call = SwiftLowering.singleExpression(configuration.getter) else { return nil }
        while case .call(let callee, _, _) = call.kind, case .member(let base, _, _) = callee.kind { call = base }
        guard case .call(let callee, let arguments, let closures) = call.kind, case .identifier("ActivityConfiguration") = callee.kind,
              let attributesArgument = arguments.first(where: { $0.label == "for" }),
              let attributesType = SwiftLowering.typeName(ofMetatype: attributesArgument.value),
              let content = closures.first?.closure,
              let sample = activitySamples[decl.name] ?? synthesizedSample(attributes: attributesType, at: call.range) else { return nil }
        if activitySamples[decl.name] != nil {
            diagnostics.append(Diagnostic(.note, "'\(decl.name)' is a Live Activity (ActivityConfiguration): its lock-screen presentation is drawn as a "
                                              + "systemMedium widget with the #Preview's sample; the Dynamic Island is not drawn", at: call.range))
        } else {
            diagnostics.append(Diagnostic(.note, "'\(decl.name)' is a Live Activity (ActivityConfiguration) with no #Preview sample: its lock-screen "
                                              + "presentation is drawn as a systemMedium widget with \(attributesType) and its ContentState made of "
                                              + "plain values (\"\", 0, false, now, the first case, nil, empty); a #Preview(as: .content, using: …) "
                                              + "{ \(decl.name)() } contentStates: { … } gives your own; the Dynamic Island is not drawn", at: call.range))
        }
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

    /// A sample for a Live Activity whose module gives no #Preview: `A(name: "")` and `A.ContentState(value: 0)`, each stored
    /// property without a default given the plain value of its type (`sampleValue`), through the memberwise initializer (or
    /// an `init()`). Nil where a type has none of these.
    func synthesizedSample(attributes typeName: String, at range: SourceRange) -> ActivitySample? {
        guard case .named(let stateName)? = aliases["\(typeName).ContentState"]?.kind,
              let attributes = sampleInstance(typeName, range, depth: 0), let state = sampleInstance(stateName, range, depth: 0) else { return nil }
        return ActivitySample(attributes: attributes, state: state, range: range)
    }

    private func sampleInstance(_ typeName: String, _ range: SourceRange, depth: Int) -> Expr? {
        guard depth < 8, let decl = types[typeName] else { return nil }
        let callee = Expr(.identifier(typeName), range)
        switch decl.kind {
        case .enumeration:
            guard let first = decl.cases.first, first.associatedValues.isEmpty else { return nil }
            return Expr(.member(base: callee, name: first.name, nameRange: range), range)
        case .structure, .classType:
            if !decl.initializers.isEmpty {
                guard decl.initializers.contains(where: { $0.parameters.isEmpty }) else { return nil }
                return Expr(.call(callee: callee, arguments: [], trailingClosures: []), range)
            }
            var arguments: [Argument] = []
            for field in decl.fields where !field.isStatic && field.defaultValue == nil {
                guard let type = field.type, let value = sampleValue(type, in: typeName, range, depth: depth + 1) else { return nil }
                arguments.append(Argument(label: field.name, value: value))
            }
            return Expr(.call(callee: callee, arguments: arguments, trailingClosures: []), range)
        default:
            return nil
        }
    }

    /// The plain value of a type written in `owner`: "", 0, false, now, a new UUID, nil, an empty collection, a range from a
    /// value to itself, the first case of an enum, a struct of such values; nil for any other type.
    private func sampleValue(_ type: TypeRef, in owner: String, _ range: SourceRange, depth: Int) -> Expr? {
        func make(_ name: String) -> Expr { Expr(.call(callee: Expr(.identifier(name), range), arguments: [], trailingClosures: []), range) }
        switch type.kind {
        case .optional: return Expr(.nil, range)
        case .array: return Expr(.array([]), range)
        case .dictionary: return Expr(.dictionary([]), range)
        case .generic("Optional", _): return Expr(.nil, range)
        case .generic("Array", _), .generic("Set", _): return Expr(.array([]), range)
        case .generic("Dictionary", _): return Expr(.dictionary([]), range)
        case .generic(let name, let arguments) where (name == "ClosedRange" || name == "Range") && arguments.count == 1:
            guard let bound = sampleValue(arguments[0], in: owner, range, depth: depth) else { return nil }
            return Expr(.binary(op: name == "Range" ? "..<" : "...", lhs: bound, rhs: bound), range)
        case .named(let name):
            switch name {
            case "String", "Substring", "LocalizedStringKey", "LocalizedStringResource": return Expr(.string([]), range)
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return Expr(.integer(0), range)
            case "Double", "Float", "CGFloat", "TimeInterval", "Float64": return Expr(.double(0), range)
            case "Bool": return Expr(.bool(false), range)
            case "Date", "UUID": return make(name)
            default:
                // (A type nested in the owner, else one of the module, through its alias when it is one.)
                let nested = typeName(name, writtenIn: owner)
                if nested != name { return sampleInstance(nested, range, depth: depth) }
                if case .named(let target)? = aliases[name]?.kind { return sampleInstance(target, range, depth: depth) }
                return sampleInstance(name, range, depth: depth)
            }
        default:
            return nil
        }
    }
}
