/// iOS 18's controls (`struct X: ControlWidget`) as widgets that draw their control: the
/// configuration's content closure is the widget's body, given the value the control's value
/// provider computes. `StaticControlConfiguration(kind:) { … }` has no value;
/// `StaticControlConfiguration(kind:provider:)` asks a `ControlValueProvider`'s
/// `currentValue()`; `AppIntentControlConfiguration(kind:provider:)` asks an
/// `AppIntentControlValueProvider`'s `currentValue(configuration:)`, whose
/// `ControlConfigurationIntent` is the widget's configuration. Each control becomes
/// an entry type holding the value, a provider that asks for it, and the widget.
extension SwiftLowering {
    mutating func lowerControl(_ decl: SwiftDecl) -> [Decl]? {
        guard let body = decl.computed("body"), let expr = SwiftLowering.singleExpression(body.getter) else {
            diagnostics.append(.error("control '\(decl.name)' needs 'var body: some ControlWidgetConfiguration { StaticControlConfiguration(kind:) { … } }'", at: decl.nameRange))
            return nil
        }
        var properties: [WidgetProperty] = []
        var current = expr
        // `.displayName(…)`, `.description(…)`; `.promptsForUserConfiguration()` has no meaning here.
        while case .call(let callee, let arguments, _) = current.kind, case .member(let base, let name, let nameRange) = callee.kind {
            if let value = arguments.first?.value, name == "displayName" || name == "description" {
                // `.displayName(Self.displayName)`: the control's own constant.
                properties.append(.init(name: name, nameRange: nameRange, value: SwiftLowering.displayText(SwiftLowering.ownValues(in: value, of: decl)),
                                        range: current.range))
            }
            current = base
        }
        guard case .call(let callee, let arguments, let closures) = current.kind, case .identifier(let configurationKind) = callee.kind,
              ["StaticControlConfiguration", "AppIntentControlConfiguration"].contains(configurationKind),
              let closure = closures.first?.closure ?? arguments.first(where: { $0.label == "content" }).flatMap({ argument -> Closure? in
                  if case .closure(let closure) = argument.value.kind { return closure }
                  return nil
              }) else {
            diagnostics.append(.error("control '\(decl.name)': expected StaticControlConfiguration(kind:) { … } or AppIntentControlConfiguration(kind:provider:) { value in … }",
                                      at: current.range))
            return nil
        }
        let range = decl.nameRange
        if let kind = arguments.first(where: { $0.label == "kind" }) {
            var value = kind.value
            // `kind: Self.kind` / `kind: kind`: the control's own constant.
            if case .member(let base, let name, _) = value.kind, case .identifier(let owner) = base.kind, owner == decl.name || owner == "Self",
               let literal = decl.fields.first(where: { $0.name == name && $0.isStatic })?.defaultValue {
                value = literal
            } else if case .identifier(let name) = value.kind, let literal = decl.fields.first(where: { $0.name == name })?.defaultValue {
                value = literal
            }
            properties.append(.init(name: "kind", nameRange: kind.labelRange ?? kind.value.range, value: value, range: kind.value.range))
        }
        // The value provider, its value's type and (for an AppIntent one) its configuration intent.
        var valueType: TypeRef?
        var configuration: String?
        var valueProvider: String?
        if let argument = arguments.first(where: { $0.label == "provider" }), let written = SwiftLowering.typeName(constructedBy: argument.value),
           case let name = typeName(written, writtenIn: decl.name), let provider = types[name] {
            valueProvider = name
            let current = provider.function("currentValue")
            // `-> Value`: a type of the provider's, else of the control's (both may be nested in it).
            valueType = current?.returnType.map { type in
                let resolved = resolveType(type, in: name)
                guard case .named(let written) = resolved.kind, types[written] == nil else { return resolved }
                return resolveType(type, in: decl.name)
            }
            if let parameter = current?.parameters.first(where: { $0.label == "configuration" }), case .named(let intent)? = parameter.type?.kind {
                configuration = intent
            }
        }
        let entryName = freeTypeName(decl.name + "ControlEntry")
        let providerName = freeTypeName(decl.name + "ControlProvider")
        var entryFields: [FieldDecl] = []
        if let valueType {
            entryFields.append(FieldDecl(attributes: [], isStatic: false, isConstant: true, name: "value", nameRange: range, type: valueType, defaultValue: nil, range: range))
        }
        let entry = TypeBody(fields: entryFields, functions: [])

        func identifier(_ name: String) -> Expr { Expr(.identifier(name), range) }
        func call(_ callee: Expr, _ arguments: [(String?, Expr)] = []) -> Expr {
            Expr(.call(callee: callee, arguments: arguments.map { Argument(label: $0.0, value: $0.1) }, trailingClosures: []), range)
        }
        func member(_ base: Expr, _ name: String) -> Expr { Expr(.member(base: base, name: name, nameRange: range), range) }
        /// `Entry(value: try await Provider().currentValue(configuration: configuration))`, or `Entry()` for a control without a value.
        func makeEntry(current: Bool) -> Expr {
            guard valueType != nil, let valueProvider else { return call(identifier(entryName)) }
            let provider = call(identifier(valueProvider))
            let given: [(String?, Expr)] = configuration == nil ? [] : [("configuration", current ? identifier("configuration") : call(identifier(configuration ?? "")))]
            var value: Expr
            if current {
                value = call(member(provider, "currentValue"), given)
                value = Expr(.try(kind: .plain, expr: value), range)
            } else if types[valueProvider]?.function("previewValue") != nil {
                value = call(member(provider, "previewValue"), given)
            } else {
                // A `ControlValueProvider`'s `var previewValue: Value`.
                value = member(provider, "previewValue")
            }
            return call(identifier(entryName), [("value", value)])
        }
        let timeline = call(identifier("Timeline"), [("entries", Expr(.array([makeEntry(current: true)]), range)), ("policy", Expr(.implicitMember(name: "never"), range))])
        var currentParameters = [NamedBlock.Parameter(label: "in", name: "context", range: range)]
        if configuration != nil { currentParameters.insert(NamedBlock.Parameter(label: "for", name: "configuration", range: range), at: 0) }
        let blocks = [
            NamedBlock(name: "placeholder", nameRange: range, parameters: [NamedBlock.Parameter(label: "in", name: "context", range: range)],
                       body: [Stmt(.return(makeEntry(current: false)), range)], range: range),
            NamedBlock(name: "snapshot", nameRange: range, parameters: currentParameters, body: [Stmt(.return(makeEntry(current: true)), range)], range: range),
            NamedBlock(name: "timeline", nameRange: range, parameters: currentParameters, body: [Stmt(.return(timeline), range)], range: range),
        ]
        properties.append(.init(name: "provider", nameRange: range, value: identifier(providerName), range: range))
        if let configuration { properties.append(.init(name: "configuration", nameRange: range, value: identifier(configuration), range: range)) }
        // The content closure's value parameter is the entry's value; `Self.title`, `StartControl.title` read the control's
        // own constants (the control is a widget here, not a type whose statics a body reads).
        var content = SyntaxRewriter(expression: { expr in
            guard case .member(let base, _, _) = expr.kind, case .identifier(let owner) = base.kind, owner == "Self" || owner == decl.name else { return nil }
            let own = SwiftLowering.ownValue(expr, in: decl)
            return own == expr ? nil : own
        }).rewrite(closure.body)
        // (`AppIntentControlConfiguration(kind:intent: OpenApp.self) { configuration in … }`, with no value provider: the
        // closure is given the intent as configured, here as its type makes it; `{ _ in … }` reads nothing.)
        let intentType = arguments.first(where: { $0.label == "intent" }).flatMap { argument -> String? in
            guard case .member(let base, "self", _) = argument.value.kind, case .identifier(let name) = base.kind else { return nil }
            return name
        }
        if let parameter = closure.parameters.first, parameter.name != "_" {
            let given = valueType != nil ? member(identifier("entry"), "value") : intentType.map { call(identifier($0)) }
            if let given {
                let value = Stmt(.binding(Binding(isConstant: true, name: parameter.name, nameRange: parameter.range, type: nil, value: given)), parameter.range)
                content = [value] + content
            }
        }
        let widget = WidgetDecl(properties: properties, body: NamedBlock(name: "body", nameRange: closure.range,
                                                                          parameters: [NamedBlock.Parameter(label: nil, name: "entry", range: closure.range)],
                                                                          body: content, range: closure.range))
        diagnostics.append(Diagnostic(.note, "'\(decl.name)' is a control (ControlWidget): drawn as its toggle or button with its label, "
                                          + "as Control Center would show it; a terminal has no Control Center", at: decl.nameRange))
        return [
            Decl(kind: .structure(entry.timelineEntry(dateRange: range)), name: entryName, nameRange: range, range: decl.range),
            Decl(kind: .provider(ProviderDecl(blocks: blocks, functions: [])), name: providerName, nameRange: range, range: decl.range),
            Decl(kind: .widget(widget), name: decl.name, nameRange: decl.nameRange, range: decl.range),
        ]
    }

    /// `name`, or `name_`, `name__`… when the module already declares it.
    func freeTypeName(_ name: String) -> String {
        var candidate = name
        while types[candidate] != nil { candidate += "_" }
        return candidate
    }
}
