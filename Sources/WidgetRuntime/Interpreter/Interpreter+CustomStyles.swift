import WidgetLanguage
import WidgetRender

/// Styles of the widget's own: `struct Pill: ButtonStyle { func makeBody(configuration: Configuration) -> some View }`
/// applied with `.buttonStyle(Pill())` (or a static of the program's `extension ButtonStyle where Self == Pill`).
/// As SwiftUI's environment passes a style down, the style a modifier gives is a scope of the interpreter while
/// the view it modifies is built (see `Interpreter+Environment`): a `Button`, `Toggle`, `ProgressView`, `Label` or
/// `Gauge` built inside it is drawn as the view `makeBody` gives for its configuration; a button or toggle keeps
/// its intent, so a tap on what the style draws runs it. A built-in style (`.bordered`) inside ends the scope
/// for the views inside it, and inside `makeBody` the style is not applied again.
enum CustomStyles {
    /// The modifiers that take a style of the program's own.
    static let modifiers: Set<String> = ["buttonStyle", "progressViewStyle", "labelStyle", "toggleStyle", "gaugeStyle"]

    /// `PrimitiveButtonStyleConfiguration.trigger`: a tap on a styled button runs its intent, not this.
    static let doingNothing = ClosureValue(closure: Closure(parameters: [], body: [], range: .none), environment: Environment(parent: nil))
}

extension Interpreter {
    /// `.buttonStyle(Pill())` and the other style modifiers: the views built while `base` is evaluated take the style
    /// (or, for a built-in one, no style of the program's); then the modifier is applied. Nil when the modifier needs
    /// no scope: a built-in style with no style of the program's around it (the usual case), or another form.
    func styleScoped(_ base: Expr, _ name: String, _ arguments: [Argument], _ trailing: [TrailingClosure], _ env: Environment,
                     at range: SourceRange, nameRange: SourceRange) throws -> Value? {
        guard trailing.isEmpty, arguments.count == 1, arguments[0].label == nil else { return nil }
        let args = try evalArguments(arguments, [], env)
        let style = try customStyle(args[0].value, for: name, at: args[0].range)
        if style == nil, styleOverrides.isEmpty {
            let receiver = try evalReceiver(base, env)
            return try callMethod(receiver, name, args, at: range, nameRange: nameRange)
        }
        styleOverrides[name, default: []].append(style ?? .null)
        defer { popStyle(name) }
        let receiver = try evalReceiver(base, env)
        return try callMethod(receiver, name, args, at: range, nameRange: nameRange)
    }

    private func popStyle(_ modifier: String) {
        styleOverrides[modifier]?.removeLast()
        if styleOverrides[modifier]?.isEmpty == true { styleOverrides[modifier] = nil }
    }

    /// The style of the program's own a style modifier's argument is: an instance of a type with `makeBody`, or
    /// `.pill`, a static (property, stored or function) the program's extension of the style's protocol declares.
    func customStyle(_ value: Value, for modifier: String, at range: SourceRange) throws -> Value? {
        switch value {
        case .object, .instance:
            guard let symbol = userType(of: value), userFunction("makeBody", of: symbol, isStatic: false) != nil else { return nil }
            return value
        case .member(let name, let payload):
            guard !program.symbols.builtinExtensions.isEmpty else { return nil }
            let symbols = program.symbols
            for (protocolName, styleModifier) in SwiftUIStyleProtocols.modifiers.sorted(by: { $0.key < $1.key }) where styleModifier == modifier {
                if let function = symbols.builtinExtensionFunctions(name, of: protocolName, isStatic: true)
                    .first(where: { $0.parameters.count >= payload.count }) {
                    let args = zip(function.parameters, payload).map { CallArgument(label: $0.label, value: $1, range: range) }
                    return try customStyle(try callMember(function, args, self: .type(protocolName), at: range).0, for: modifier, at: range)
                }
                if payload.isEmpty, symbols.builtinExtensionStatic(name, of: protocolName) != nil
                    || symbols.builtinExtensionProperty(name, of: protocolName, isStatic: true) != nil {
                    return try customStyle(try staticMember(protocolName, name, at: range), for: modifier, at: range)
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether a style modifier's argument is a style of the program's own (its built-in body then leaves the view as it is).
    func isCustomStyle(_ value: Value?, for modifier: String, at range: SourceRange) -> Bool {
        guard let value else { return false }
        return ((try? customStyle(value, for: modifier, at: range)) ?? nil) != nil
    }

    /// The style of the program's own that `modifier` gives the view being built, if one does.
    func activeStyle(_ modifier: String) -> Value? {
        guard !styleOverrides.isEmpty, let style = styleOverrides[modifier]?.last, !style.isNull else { return nil }
        return style
    }

    /// The view the style's `makeBody(configuration:)` gives; inside it the style is not applied again.
    func styledBody(_ style: Value, _ modifier: String, _ configuration: [(String, Value)], type: String, at range: SourceRange) throws -> ViewNode {
        guard let symbol = userType(of: style), let makeBody = userFunction("makeBody", of: symbol, isStatic: false) else {
            throw error("'\(typeName(of: style))' has no makeBody(configuration:)", range)
        }
        styleOverrides[modifier, default: []].append(.null)
        defer { popStyle(modifier) }
        let argument = CallArgument(label: makeBody.parameters.first?.label, value: Interpreter.foundationObject(type, configuration), range: range)
        let body = try within(.view) { try callMember(makeBody, [argument], self: style, at: range).0 }
        return try viewNode(from: body, at: range) ?? ViewNode(.empty)
    }

    /// What a tap on a styled button or toggle does: the intent it was given, over what the style draws.
    private func tappable(_ body: ViewNode, _ action: ButtonAction?) -> ViewNode {
        guard let action else { return body }
        // `.plain`: the button draws its label (the style's view) as it is.
        return ViewNode(.button(action: action, label: body)).modifier(.buttonStyle(.plain))
    }

    /// A `Button` as the style of the program's own around it draws it (the node as it is without one).
    func styledButton(_ node: ViewNode, role: Value?, at range: SourceRange) throws -> ViewNode {
        guard let style = activeStyle("buttonStyle") else { return node }
        return try styledButton(node, style, role: role, at: range)
    }

    /// A button (a `.button` node, or the label of one without an intent) drawn by the style's `makeBody`; what
    /// it gives is marked `.buttonStyle(.plain)`: drawn as it is, and not styled again by a style around it.
    private func styledButton(_ node: ViewNode, _ style: Value, role: Value?, at range: SourceRange) throws -> ViewNode {
        var action: ButtonAction?
        var label = node
        if case .button(let given, let buttonLabel) = node.kind {
            action = given
            label = buttonLabel
        }
        let role = role ?? .null
        let body: ViewNode
        if userType(of: style)?.conformances.contains("PrimitiveButtonStyle") == true {
            let configuration: [(String, Value)] = [("label", .view(label)), ("role", role), ("trigger", .closure(CustomStyles.doingNothing))]
            body = try styledBody(style, "buttonStyle", configuration, type: "PrimitiveButtonStyleConfiguration", at: range)
        } else {
            let configuration: [(String, Value)] = [("label", .view(label)), ("isPressed", .bool(false)), ("role", role)]
            body = try styledBody(style, "buttonStyle", configuration, type: "ButtonStyleConfiguration", at: range)
        }
        var styled = action == nil ? body.modifier(.buttonStyle(.plain)) : tappable(body, action)
        if action != nil { styled.modifiers += node.modifiers }
        return styled
    }

    /// `.buttonStyle(Pill())` on a view built before the style was given (`self.buttonStyle(Pill())` in an
    /// `extension View`): its buttons that no style of their own marks, drawn by the style (their roles unknown).
    func restyledButtons(_ node: ViewNode, _ style: Value, at range: SourceRange) throws -> ViewNode {
        if node.modifiers.contains(where: { if case .buttonStyle = $0 { return true } else { return false } }) { return node }
        if case .button = node.kind { return try styledButton(node, style, role: nil, at: range) }
        var failure: Error?
        let mapped = node.mapChildren { child in
            guard failure == nil else { return child }
            do { return try restyledButtons(child, style, at: range) } catch { failure = error; return child }
        }
        if let failure { throw failure }
        return mapped
    }

    /// A `Toggle` as the style of the program's own around it draws it.
    func styledToggle(isOn: Bool, action: ButtonAction?, label: ViewNode, at range: SourceRange) throws -> ViewNode? {
        guard let style = activeStyle("toggleStyle") else { return nil }
        let configuration: [(String, Value)] = [("label", .view(label)), ("isOn", .bool(isOn)),
                                                ("$isOn", .member(name: "constant", arguments: [.bool(isOn)])), ("isMixed", .bool(false))]
        return tappable(try styledBody(style, "toggleStyle", configuration, type: "ToggleStyleConfiguration", at: range), action)
    }

    /// A `ProgressView` as the style of the program's own around it draws it: `fractionCompleted` is value / total.
    func styledProgress(value: Double?, total: Double, label: ViewNode?, currentValueLabel: ViewNode?, at range: SourceRange) throws -> ViewNode? {
        guard let style = activeStyle("progressViewStyle") else { return nil }
        let fraction: Value = value.map { .double(total > 0 ? min(1, max(0, $0 / total)) : 0) } ?? .null
        let configuration: [(String, Value)] = [("fractionCompleted", fraction), ("label", label.map { .view($0) } ?? .null),
                                                ("currentValueLabel", currentValueLabel.map { .view($0) } ?? .null)]
        return try styledBody(style, "progressViewStyle", configuration, type: "ProgressViewStyleConfiguration", at: range)
    }

    /// A `Label` as the style of the program's own around it draws it.
    func styledLabel(title: ViewNode, icon: ViewNode, at range: SourceRange) throws -> ViewNode? {
        guard let style = activeStyle("labelStyle") else { return nil }
        return try styledBody(style, "labelStyle", [("title", .view(title)), ("icon", .view(icon))], type: "LabelStyleConfiguration", at: range)
    }

    /// A `Gauge` as the style of the program's own around it draws it: `value` is its place between the bounds.
    func styledGauge(_ gauge: GaugeView, at range: SourceRange) throws -> ViewNode? {
        guard let style = activeStyle("gaugeStyle") else { return nil }
        func view(_ node: ViewNode?) -> Value { node.map { .view($0) } ?? .null }
        let span = gauge.maximum - gauge.minimum
        let fraction = span > 0 && span.isFinite && gauge.value.isFinite ? min(1, max(0, (gauge.value - gauge.minimum) / span)) : 0
        let configuration: [(String, Value)] = [("value", .double(fraction)), ("label", .view(gauge.label ?? ViewNode(.empty))),
                                                ("currentValueLabel", view(gauge.currentValueLabel)),
                                                ("minimumValueLabel", view(gauge.minimumValueLabel)), ("maximumValueLabel", view(gauge.maximumValueLabel))]
        return try styledBody(style, "gaugeStyle", configuration, type: "GaugeStyleConfiguration", at: range)
    }

    /// The configuration a style's `makeBody` was given, passed on as the one argument of `Label(configuration)`,
    /// `Toggle(configuration)`, `Button(configuration)` or `ProgressView(configuration)`.
    func styleConfiguration(_ args: [CallArgument], _ type: String) -> ObjectValue? {
        guard args.count == 1, args[0].label == nil, case .object(let object) = args[0].value, object.type == type else { return nil }
        return object
    }
}

extension ObjectValue {
    /// A view of a style's configuration (`label`, `title`); empty when it has none.
    func view(_ name: String) -> ViewNode {
        if case .view(let node)? = self[name] { return node }
        return ViewNode(.empty)
    }
}
