import WidgetLanguage
import WidgetRender

/// The views of an iOS 18 control (`ControlWidget`): `ControlWidgetToggle` drawn as a toggle whose
/// label is the control's title and value label, and whose tap runs its `SetValueIntent` with the
/// value turned over; `ControlWidgetButton` drawn as a button that runs its intent.
enum ControlWidgetViews {
    static func register(in registry: inout BuiltinRegistry) {
        let toggle = BuiltinCallable("ControlWidgetToggle", ["_ isOn:Bool action {}!", "_ isOn:Bool action", "_ systemImage isOn:Bool action",
                                                             "isOn:Bool action {}! valueLabel{}", "_ isOn:Bool action valueLabel:Closure",
                                                             "_ systemImage isOn:Bool action valueLabel:Closure",
                                                             "isOn:Bool action label:Closure valueLabel:Closure"], result: .view,
                                     note: "a toggle: the title and the value label (given isOn) beside the switch; a tap runs the action with value = !isOn") { i, args, r in
            let isOn = try i.truth(args.value("isOn") ?? .bool(false), r)
            var label: [ViewNode] = []
            if let title = args.value(nil) {
                let text = ViewNode(.text(try i.describeCharged(title, at: r)))
                if let symbol = args.value("systemImage") {
                    label.append(ViewNode(.label(title: text, icon: ViewNode(.systemImage(try i.describeCharged(symbol, at: r))))))
                } else {
                    label.append(text)
                }
            }
            // `{ isOn in Label(isOn ? "On" : "Off", …) }`: the value label, given the state; with a `valueLabel:` the
            // trailing closure is the title's label.
            // `label: { Label(name, systemImage: …) }`: the title's label, as a closure argument.
            if case .closure(let title)? = args.value("label") { label += try i.within(.view) { try i.callViewClosure(title, [], at: r) } }
            if case .closure(let valueLabel)? = args.value("valueLabel") {
                label += try i.contentViews(args, at: r)
                label += try i.within(.view) { try i.callViewClosure(valueLabel, [.bool(isOn)], at: r) }
            } else if let content = i.contentClosure(args) {
                label += try i.within(.view) { try i.callViewClosure(content, [.bool(isOn)], at: r) }
            }
            let action = try i.buttonAction(settingValue(args.value("action"), to: !isOn), at: r)
            return .view(ViewNode(.toggle(isOn: isOn, action: action, label: ViewNode(.hStack(alignment: .center, spacing: nil, children: label)))))
        }.takingInClosure(.bool)
        registry.register(view: toggle)
        // `ControlWidgetButton(title, action: intent) { isActive in Label(…) }` (iOS 18): the action label, given whether
        // the action is running (it is not, in a still frame), drawn in place of the title.
        let button = BuiltinCallable("ControlWidgetButton", ["action {}!", "_ systemImage action", "_ action", "_ action {}!"], result: .view,
                                     note: "a button with its label; a tap runs its intent") { i, args, r in
            var label: ViewNode
            if let content = i.contentClosure(args) {
                let isActive: [Value] = content.closure.parameters.isEmpty ? [] : [.bool(false)]
                label = i.combine(try i.within(.view) { try i.callViewClosure(content, isActive, at: r) })
            } else if let title = args.value(nil) {
                let text = ViewNode(.text(try i.describeCharged(title, at: r)))
                label = try args.value("systemImage").map { ViewNode(.label(title: text, icon: ViewNode(.systemImage(try i.describeCharged($0, at: r))))) } ?? text
            } else {
                label = i.combine([])
            }
            return .view(ViewNode(.button(action: try i.buttonAction(args.value("action"), at: r), label: label)))
        }.takingInClosure(.bool)
        registry.register(view: button)
    }

    /// A `SetValueIntent` given to a toggle is run with its `value` set to the state the tap makes.
    static func settingValue(_ intent: Value?, to value: Bool) -> Value? {
        guard case .object(var object)? = intent, object["value"] != nil else { return intent }
        object["value"] = .bool(value)
        return .object(object)
    }
}
