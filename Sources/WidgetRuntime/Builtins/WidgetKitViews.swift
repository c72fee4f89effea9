import WidgetLanguage
import WidgetRender

/// WidgetKit's views and modifiers for the lock screen and placeholders:
/// `AccessoryWidgetBackground`, `.widgetLabel`, `.redacted(reason:)`,
/// `.unredacted()`, `.privacySensitive()`, `.allowsTightening(_:)`.
enum WidgetKitViews {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(view: .init("AccessoryWidgetBackground", [""], result: .view,
                                      note: "a dim filled circle in accessoryCircular and accessoryCorner, a rounded rectangle elsewhere (░ without colour)") { i, _, _ in
            let shape: ClipShape = i.family == "accessoryCircular" || i.family == "accessoryCorner" ? .circle : .roundedRectangle(cornerRadius: 8)
            var view = ShapeView(shape, color: .tertiary)
            view.opacity = 0.5
            return .view(ViewNode(.shape(view)))
        })
        var modifiers: [BuiltinModifier] = [
            .init("widgetLabel", ["_", "{}!", "label"],
                  note: "drawn under the content in accessoryCircular and accessoryCorner (where \\.showsWidgetLabel is true); no effect in other families (a check-time note when no widget of the file has one)") { i, args, node, r in
                try i.widgetLabelled(node, args, at: r)
            }.checked { c, _, nameRange in
                guard !c.fileSupportsFamily("accessoryCircular"), !c.fileSupportsFamily("accessoryCorner") else { return }
                c.diagnostics.append(Diagnostic(.note, "'.widgetLabel' has no effect here: it is drawn only in accessoryCircular and accessoryCorner, which no widget of this file supports",
                                                at: nameRange))
            },
            .init("redacted", ["reason"],
                  note: ".placeholder: each word of text inside drawn as a ▇ run of its width, a symbol as ▇; .privacy: only views marked .privacySensitive()") { i, args, node, r in
                var placeholder = false, privacy = false
                for reason in try i.redactionReasons(args.value("reason"), at: r) {
                    if reason == "placeholder" { placeholder = true }
                    if reason == "privacy" { privacy = true }
                }
                return node.modifier(.redacted(placeholder: placeholder, privacy: privacy))
            },
            .init("unredacted", [""], note: "nothing inside is redacted") { _, _, node, _ in node.modifier(.unredacted) },
            .init("privacySensitive", ["_?"], note: "redacted under .redacted(reason: .privacy)") { i, args, node, _ in
                node.modifier(.privacySensitive(i.flag(args)))
            },
        ]
        var tightening = BuiltinModifier("allowsTightening", ["_:Bool"], note: "no effect: a terminal cannot tighten letter spacing", body: BuiltinModifier.unchanged)
        tightening.checkNote = "'.allowsTightening' has no effect in a terminal: letters are one cell apart"
        modifiers.append(tightening)
        for (name, why) in [("activityBackgroundTint", "the Lock Screen banner's background"), ("activitySystemActionForegroundColor", "the banner's system buttons"),
                            ("keylineTint", "the Dynamic Island's outline")] {
            var modifier = BuiltinModifier(name, ["_:Color?"], note: "no effect in a terminal: it colours \(why)", body: BuiltinModifier.unchanged)
            modifier.checkNote = "'.\(name)' has no effect in a terminal: it colours \(why)"
            modifiers.append(modifier)
        }
        for modifier in modifiers { registry.register(modifier: modifier) }

        let insets = BuiltinType("EdgeInsets", instance: .named("EdgeInsets")) { _ in EnvironmentValues.edgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
        insets.sampleSource = "EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)"
        insets.add(.init("EdgeInsets", .initializer, ["top?:Double leading?:Double bottom?:Double trailing?:Double"], result: .named("EdgeInsets")) { i, _, args, r in
            func side(_ name: String) throws -> Double { try args.value(name).map { try i.number($0, "EdgeInsets", r) } ?? 0 }
            return EnvironmentValues.edgeInsets(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
        })
        for side in ["top", "leading", "bottom", "trailing"] {
            insets.add(.init(side, .property, result: .double) { _, v, _, _ in Interpreter.field(v, side) })
        }
        registry.register(type: insets)
    }
}

extension Interpreter {
    /// `.widgetLabel("x")`, `.widgetLabel { … }`: in accessoryCircular and accessoryCorner (where the watch curves it along
    /// the edge) the label under the view; elsewhere the view as it is.
    func widgetLabelled(_ node: ViewNode, _ args: [CallArgument], at range: SourceRange) throws -> ViewNode {
        guard family == "accessoryCircular" || family == "accessoryCorner" else { return node }
        var label: ViewNode
        if let text = args.value(nil) {
            label = ViewNode(.text(try describeCharged(text, at: range)))
        } else if let closure = args.first(where: { $0.label == "label" || $0.label == "{}" }), case .closure(let content) = closure.value {
            label = combine(try within(.view) { try callViewClosure(content, [], at: range) })
        } else {
            return node
        }
        label = label.modifier(.font(Font(textStyle: "caption2") ?? .system(size: 11, weight: nil))).modifier(.lineLimit(1))
        return ViewNode(.vStack(alignment: .center, spacing: 0, children: [node, label]))
    }

    /// `.placeholder`, `.privacy`, `.invalidated`, `[]`, `[.placeholder, .privacy]`.
    func redactionReasons(_ value: Value?, at range: SourceRange) throws -> [String] {
        switch value {
        case .member(let name, _)?:
            guard ["placeholder", "privacy", "invalidated"].contains(name) else {
                throw error("unknown redaction reason '.\(name)'; use .placeholder, .privacy or .invalidated", range)
            }
            return [name]
        case .array(let reasons)?:
            return try reasons.flatMap { try redactionReasons($0, at: range) }
        default:
            throw error("'.redacted(reason:)' takes a RedactionReasons such as .placeholder", range)
        }
    }
}
