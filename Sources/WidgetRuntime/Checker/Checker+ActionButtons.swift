import WidgetLanguage

/// A `Button` with an action closure and a `Toggle` without an intent compile in a
/// widget and are drawn; a tap runs only an App Intent, so a note at the name says so.
extension Checker {
    /// Adds a note or warning about a call unless it is already there (a view body of a Swift
    /// file may be checked twice where its type is inferred).
    func noteOnce(_ diagnostic: Diagnostic) {
        if diagnostics.reversed().prefix(16).contains(diagnostic) { return }
        diagnostics.append(diagnostic)
    }

    static let actionButtonNote = "a Button's action closure does not run in a widget: a tap runs only an App Intent (use Button(intent:)); it is drawn"

    static let bindingToggleNote = "a Toggle without an intent does nothing when tapped in a widget (use Toggle(isOn:intent:)); it is drawn as on or off"

    /// A Button or Toggle without `intent:`: a Button's action closure is checked as code, a label as views.
    func checkActionButton(callee: Expr, arguments: [Argument], trailing: [TrailingClosure], in scope: Scope) {
        guard case .identifier(let name) = callee.kind else { return }
        // In a style's `makeBody`, `Button(action: configuration.trigger)` and `Toggle(isOn: configuration.$isOn)`
        // are the styled control itself, whose intent a tap runs: no note.
        if !arguments.contains(where: { isStyledControl($0, in: scope) }) {
            noteOnce(Diagnostic(.note, name == "Toggle" ? Checker.bindingToggleNote : Checker.actionButtonNote, at: callee.range))
        }
        let actionIsArgument = name == "Toggle" || arguments.contains { $0.label == "action" }
        for argument in arguments {
            if argument.label == "label", case .closure(let closure) = argument.value.kind {
                within(.view) { inferClosure(closure, in: scope, parameterTypes: []) }
            } else if argument.label == "systemImage" {
                infer(argument.value, in: scope, expected: .string)
                checkSymbolNames(in: argument.value)
            } else if argument.label == "isOn", case .call(let inner, _, _) = argument.value.kind, case .implicitMember("constant") = inner.kind {
                infer(argument.value, in: scope)  // `.constant(true)`: a Binding
            } else if argument.label == nil, isStyledControl(argument, in: scope) {
                infer(argument.value, in: scope)  // `Button(configuration)`, `Toggle(configuration)` in a style's makeBody
            } else {
                infer(argument.value, in: scope, expected: argument.label == nil ? .string : argument.label == "isOn" ? .bool : nil)
            }
        }
        // The first trailing closure is the action unless `action:` is an argument; `label:` is views.
        for closure in trailing {
            if actionIsArgument || closure.label == "label" {
                checkContent([closure], in: scope)
            } else {
                inferTrailing([closure], in: scope, parameterTypes: [])
            }
        }
    }

    /// `action: configuration.trigger` of a `PrimitiveButtonStyle`, `isOn: configuration.$isOn` of a `ToggleStyle`, and
    /// `Button(configuration)`, `Toggle(configuration)` (read from the scope, quietly: the argument is checked after).
    private func isStyledControl(_ argument: Argument, in scope: Scope) -> Bool {
        var base = argument.value
        if argument.label != nil {
            guard case .member(let owner, let member, _) = argument.value.kind,
                  (argument.label == "action" && member == "trigger") || (argument.label == "isOn" && member == "$isOn") else { return false }
            base = owner
        }
        guard case .identifier(let name) = base.kind, let type = scope.lookup(name)?.type else { return false }
        return type == .named("PrimitiveButtonStyleConfiguration") || type == .named("ToggleStyleConfiguration")
    }
}
