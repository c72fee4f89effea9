/// Widgets, providers and previews as WidgetKit spells them.
extension SwiftLowering {
    /// The program's protocols a type conforms to, and those they refine, outwards.
    func programProtocols(of decl: SwiftDecl) -> [SwiftDecl] {
        var result: [SwiftDecl] = [], pending = decl.conformances, seen = Set<String>()
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let proto = types[name], proto.kind == .protocolDecl else { continue }
            result.append(proto)
            pending += proto.conformances
        }
        return result
    }

    /// `protocol LockScreenWidget: Widget` (or `where Self: Widget`), and those that refine one.
    func isWidgetProtocol(_ decl: SwiftDecl) -> Bool {
        conformsToWidgetKit(decl, "Widget") || programProtocols(of: decl).contains { conformsToWidgetKit($0, "Widget") }
    }

    /// `struct W: Widget`, or `struct W: LockScreenWidget` where `protocol LockScreenWidget: Widget` (or `where Self: Widget`).
    func isWidget(_ decl: SwiftDecl) -> Bool {
        conformsToWidgetKit(decl, "Widget") || (decl.kind != .protocolDecl && programProtocols(of: decl).contains { conformsToWidgetKit($0, "Widget") })
    }

    /// The type a name written as a type stands for: itself, or what the module's `typealias` of that name (nested too) names.
    func aliasedTypeName(_ written: String) -> String {
        guard types[written] == nil, case .named(let target) = resolveType(TypeRef(.named(written), .none)).kind else { return written }
        return target
    }

    /// Whether `decl` names WidgetKit's `name` after its colon: not where the module declares a type of that name
    /// (`class CounterWidget: Widget` under the program's own `class Widget` is its subclass, as in Swift), unless
    /// written qualified (`struct Arrival: SwiftUI.Widget` beside a bundle `struct Widget: WidgetBundle`).
    func conformsToWidgetKit(_ decl: SwiftDecl, _ name: String) -> Bool {
        decl.frameworkConformances.contains(name) || (decl.conforms(to: name) && types[name] == nil)
    }

    /// A widget with what its protocols' extensions give and it does not declare: the `body` they build the
    /// configuration in, the properties and methods it names (`widgetFamilies`).
    func withWidgetProtocolDefaults(_ decl: SwiftDecl) -> SwiftDecl {
        var widget = decl
        for proto in programProtocols(of: decl) {
            for member in proto.members {
                switch member {
                case .computed(let property) where !property.getter.isEmpty && widget.computed(property.name) == nil
                    && !widget.fields.contains { $0.name == property.name }:
                    widget.members.append(member)
                case .function(let function) where !function.body.isEmpty && widget.function(function.name) == nil:
                    widget.members.append(member)
                default: break
                }
            }
        }
        return widget
    }

    /// `struct W: Widget { let kind = "…"; var body: some WidgetConfiguration { StaticConfiguration(…) { entry in … }.modifiers } }`.
    mutating func lowerWidget(_ decl: SwiftDecl) -> WidgetDecl? {
        guard let body = decl.computed("body") else {
            diagnostics.append(.error("widget '\(decl.name)' needs 'var body: some WidgetConfiguration { StaticConfiguration(…) { entry in … } }'", at: decl.nameRange))
            return nil
        }
        guard let written = SwiftLowering.constantExpression(body.getter) else {
            // `let kind = …` then `return StaticConfiguration(…)`: Swift, but not a configuration Widgetry reads.
            return notDrawn(decl, "its body is not one configuration expression such as StaticConfiguration(kind:provider:) { entry in … }",
                            at: body.range, warn: true)
        }
        // `Self.steps(entry.days)` in the view closure: the widget's struct, as in its other members.
        let expr = SyntaxRewriter(after: { expr in
            if case .identifier("Self") = expr.kind { return Expr(.identifier(decl.name), expr.range) }
            return expr
        }).rewrite(written)
        var modifiers: [WidgetProperty] = []
        var current = expr
        // The modifiers, outermost first: `.configurationDisplayName(…)`, `.description(…)`, `.supportedFamilies(…)`.
        // Of a modifier given twice (on a configuration type's value and in its body), the outer one counts.
        var expansions = 0
        func peelModifiers() {
            while case .call(let callee, let arguments, _) = current.kind, case .member(let base, let name, let nameRange) = callee.kind {
                // `.contentMarginsDisabledIfAvailable()` of the program's `extension WidgetConfiguration`: the modifiers it gives.
                if expansions < 16, let expanded = configurationModifier(name, arguments, on: base) {
                    expansions += 1
                    current = expanded
                    continue
                }
                let value = arguments.first?.value
                var property: WidgetProperty?
                switch name {
                case "configurationDisplayName":
                    if let value {
                        property = .init(name: "displayName", nameRange: nameRange, value: SwiftLowering.displayText(SwiftLowering.ownValues(in: value, of: decl)),
                                         range: current.range)
                    }
                case "description":
                    if let value {
                        property = .init(name: "description", nameRange: nameRange, value: SwiftLowering.displayText(SwiftLowering.ownValues(in: value, of: decl)),
                                         range: current.range)
                    }
                case "supportedFamilies":
                    if let value {
                        property = .init(name: "families", nameRange: nameRange, value: SwiftLowering.implicitFamilies(SwiftLowering.ownValue(value, in: decl)),
                                         range: current.range)
                    }
                case "contentMarginsDisabled":
                    property = .init(name: "contentMarginsDisabled", nameRange: nameRange, value: Expr(.bool(true), nameRange), range: current.range)
                default:
                    // `.promptsForUserConfiguration()`, `.disfavoredLocations(…)`, `.pushHandler(…)`: no meaning here.
                    break
                }
                if let property, !modifiers.contains(where: { $0.name == property.name }) { modifiers.append(property) }
                current = base
            }
        }
        peelModifiers()
        // `var body: some WidgetConfiguration { NoteConfiguration(note: .primary) }`: the configuration is that type's body.
        var configurationValue: (value: Expr, type: String)?
        if let user = userConfiguration(current) {
            current = user.body
            configurationValue = (user.value, user.type)
            peelModifiers()
        }
        if case .call(let callee, let arguments, _) = current.kind, case .identifier("EmptyWidgetConfiguration") = callee.kind, arguments.isEmpty {
            // What a bundle gives for a widget it hides (`if #available … else { EmptyWidgetConfiguration() }`): no widget shows.
            return notDrawn(decl, "its configuration is EmptyWidgetConfiguration(), which shows no widget", at: current.range, warn: false)
        }
        guard case .call(let callee, let arguments, let closures) = current.kind, case .identifier(let configurationKind) = callee.kind,
              ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration"].contains(configurationKind) else {
            return notDrawn(decl, "its configuration is not StaticConfiguration(kind:provider:) { entry in … }, "
                                + "AppIntentConfiguration(kind:intent:provider:) { entry in … } or IntentConfiguration(kind:intent:provider:) { entry in … }",
                            at: current.range, warn: true)
        }
        if configurationKind == "ActivityConfiguration" {
            // A Live Activity shows on the Lock Screen and in the Dynamic Island, which a terminal has not.
            diagnostics.append(Diagnostic(.note, "'\(decl.name)' is a Live Activity (ActivityConfiguration): listed, not drawn or checked; "
                                              + "a terminal has no Lock Screen or Dynamic Island", at: callee.range))
            return WidgetDecl(properties: [], body: nil, notDrawn: .init(
                reason: "'\(decl.name)' is a Live Activity (ActivityConfiguration), which is not available in Widgetry: a terminal has no Lock Screen "
                    + "or Dynamic Island; a #Preview(as: .content, using: …) { \(decl.name)() } contentStates: { … } gives a sample to draw it with",
                range: current.range))
        }
        var properties: [WidgetProperty] = []
        for argument in arguments {
            switch argument.label {
            case "kind":
                // `kind: kind`, `kind: self.kind` name the widget's `let kind = "…"`; `kind: TickerWidget.kind` (or `Self.kind`) its
                // `static let kind = "…"` (`ownValue`).
                var value = SwiftLowering.ownValue(argument.value, in: decl)
                if value == argument.value, case .identifier(let name) = value.kind, let field = decl.fields.first(where: { $0.name == name }),
                   let literal = field.defaultValue {
                    value = SwiftLowering.namingSelf(literal, in: decl)
                }
                properties.append(.init(name: "kind", nameRange: argument.labelRange ?? argument.value.range, value: value, range: argument.value.range))
            case "provider":
                var made = SwiftLowering.ownValue(argument.value, in: decl)
                // `provider: Feed(state: state)`: the widget's own properties, read on the widget as WidgetKit makes it (`W()`).
                if decl.kind == .structure, let members = membersNamed(by: decl, in: Closure(parameters: [], body: [Stmt(.expr(made), made.range)], range: made.range)) {
                    made = SyntaxRewriter(after: { expr in
                        let widget = Expr(.call(callee: Expr(.identifier(decl.name), expr.range), arguments: [], trailingClosures: []), expr.range)
                        switch expr.kind {
                        case .identifier(let name) where members.contains(name):
                            return Expr(.member(base: widget, name: name, nameRange: expr.range), expr.range)
                        case .identifier("self"): return widget
                        default: return expr
                        }
                    }).rewrite(made)
                }
                if let name = SwiftLowering.typeName(constructedBy: made) {
                    properties.append(.init(name: "provider", nameRange: argument.labelRange ?? argument.value.range, value: Expr(.identifier(name), argument.value.range), range: argument.value.range))
                } else if let provider = providerMade(by: made) {
                    // `provider: provider` where `var provider = Feed(displayName: "BG")`: this widget's provider is that value,
                    // whose requirements WidgetKit calls (a provider of its own, named after the widget).
                    let name = "\(decl.name).provider"
                    widgetProviders.append(Decl(kind: .provider(providerCallingRequirements(of: provider, on: made)), name: name,
                                                nameRange: argument.value.range, range: argument.value.range))
                    properties.append(.init(name: "provider", nameRange: argument.labelRange ?? argument.value.range, value: Expr(.identifier(name), argument.value.range), range: argument.value.range))
                }
            case "intent":
                // (`intent: CountProvider.Intent.self`, a provider's `typealias Intent = CountConfig`: the type it names.)
                if let written = SwiftLowering.typeName(ofMetatype: argument.value), case let name = aliasedTypeName(written) {
                    if configurationKind == "IntentConfiguration", types[name] == nil {
                        // Xcode generates a SiriKit intent class from the .intentdefinition file; no Swift file declares it.
                        definitionFileIntents.append((name, argument.value.range))
                        diagnostics.append(Diagnostic(.note, "'\(name)' comes from a .intentdefinition file, which Widgetry does not read: it runs as an intent "
                                                          + "without parameters; declare a WidgetConfigurationIntent and use AppIntentConfiguration to configure the widget",
                                                      at: argument.value.range))
                    }
                    properties.append(.init(name: "configuration", nameRange: argument.labelRange ?? argument.value.range, value: Expr(.identifier(name), argument.value.range), range: argument.value.range))
                }
            default:
                break
            }
        }
        // `StaticConfiguration(kind:provider:content: { entry in … })`: the view as a labelled argument; `content: makeView`,
        // a method of the widget, is called with the entry.
        let contentArgument = arguments.first { $0.label == "content" }.flatMap { argument -> Closure? in
            if case .closure(let closure) = argument.value.kind { return closure }
            if case .identifier(let method) = argument.value.kind, decl.function(method) != nil {
                let range = argument.value.range
                let callee = Expr(.member(base: Expr(.identifier("self"), range), name: method, nameRange: range), range)
                let call = Expr(.call(callee: callee, arguments: [Argument(label: nil, value: Expr(.identifier("entry"), range))], trailingClosures: []), range)
                return Closure(parameters: [Closure.Parameter(name: "entry", type: nil, range: range)], body: [Stmt(.expr(call), range)], range: range)
            }
            // `content: WidgetView.init`, `content: makeView`: the function given, called with the entry.
            let range = argument.value.range
            let callee = Expr(.parenthesized(argument.value), range)
            let call = Expr(.call(callee: callee, arguments: [Argument(label: nil, value: Expr(.identifier("entry"), range))], trailingClosures: []), range)
            return Closure(parameters: [Closure.Parameter(name: "entry", type: nil, range: range)], body: [Stmt(.expr(call), range)], range: range)
        }
        guard let closure = closures.first?.closure ?? contentArgument else {
            diagnostics.append(.error("widget '\(decl.name)': the configuration needs its view, as in { entry in MyWidgetView(entry: entry) }", at: current.range))
            return nil
        }
        var parameter = closure.parameters.first.map { NamedBlock.Parameter(label: nil, name: $0.name, range: $0.range) }
        var viewStatements = closure.body
        if parameter == nil, closure.anonymousArgumentCount > 0 {
            // `{ MyView(entry: $0) }`: the closure called with the entry, which it sees as `$0`.
            let entry = Expr(.identifier("entry"), closure.range)
            let call = Expr(.call(callee: Expr(.closure(closure), closure.range), arguments: [Argument(label: nil, value: entry)], trailingClosures: []), closure.range)
            parameter = NamedBlock.Parameter(label: nil, name: "entry", range: closure.range)
            viewStatements = [Stmt(.expr(call), closure.range)]
        }
        if configurationValue == nil { viewStatements = readingOwnMembers(viewStatements, of: decl, in: closure) }
        if let configurationValue {
            // The view closure of a configuration type's body reads the value's properties through `self`.
            let binding = Binding(isConstant: true, name: "self", nameRange: configurationValue.value.range, type: TypeRef(.named(configurationValue.type), configurationValue.value.range),
                                  value: configurationValue.value)
            viewStatements.insert(Stmt(.binding(binding), configurationValue.value.range), at: 0)
        }
        let viewBody = NamedBlock(name: "body", nameRange: closure.range, parameters: parameter.map { [$0] } ?? [], body: viewStatements, range: closure.range)
        return WidgetDecl(properties: properties + modifiers.reversed(), body: viewBody)
    }

    /// `{ entry in LockScreenView(imageNamed: imageName) }`: the view closure's statements reading the widget's own
    /// properties and methods through `self`, the widget as WidgetKit makes it (`W()`); unchanged where it names none.
    func readingOwnMembers(_ statements: [Stmt], of decl: SwiftDecl, in closure: Closure) -> [Stmt] {
        guard decl.kind == .structure, let members = membersNamed(by: decl, in: closure) else { return statements }
        let range = closure.range
        var rewritten = SyntaxRewriter(after: { expr in
            guard case .identifier(let name) = expr.kind, members.contains(name) else { return expr }
            return Expr(.member(base: Expr(.identifier("self"), expr.range), name: name, nameRange: expr.range), expr.range)
        }).rewrite(statements)
        let made = Expr(.call(callee: Expr(.identifier(decl.name), range), arguments: [], trailingClosures: []), range)
        rewritten.insert(Stmt(.binding(Binding(isConstant: true, name: "self", nameRange: range, type: TypeRef(.named(decl.name), range),
                                               value: made)), range), at: 0)
        return rewritten
    }

    /// The widget's properties and methods (other than its `body`) its view closure names bare, none of its own
    /// names hiding them; nil when it names none of them, nor `self`.
    func membersNamed(by decl: SwiftDecl, in closure: Closure) -> Set<String>? {
        var names = Set(decl.fields.filter { !$0.isStatic }.map(\.name) + decl.computed.filter { !$0.isStatic }.map(\.name)
            + decl.functions.filter { !$0.isStatic }.map(\.name))
        names.remove("body")
        for parameter in closure.parameters { names.remove(parameter.name) }
        var named = Set<String>(), namesSelf = false
        _ = SyntaxRewriter(block: { statements in
            for case .binding(let binding) in statements.map(\.kind) { names.remove(binding.name) }
            return statements
        }, after: { expr in
            if case .identifier(let name) = expr.kind {
                if names.contains(name) { named.insert(name) }
                if name == "self" { namesSelf = true }
            }
            return expr
        }).rewrite(closure.body)
        return named.isEmpty && !namesSelf ? nil : named.intersection(names)
    }

    /// A widget listed but not drawn: `render` gives `reason` at `range`; with `warn`, `check` says so
    /// too (a configuration Widgetry does not read, where the author expects a drawing).
    mutating func notDrawn(_ decl: SwiftDecl, _ reason: String, at range: SourceRange, warn: Bool) -> WidgetDecl {
        let message = "widget '\(decl.name)' is not drawn in Widgetry: \(reason)"
        if warn { diagnostics.append(.warning(message + " (it is listed; rendering it is not available in Widgetry)", at: range)) }
        return WidgetDecl(properties: [], body: nil, notDrawn: .init(reason: message, range: range))
    }

    /// `struct P: TimelineProvider`: `placeholder(in:)`, `getSnapshot(in:completion:)`,
    /// `getTimeline(in:completion:)`; or, for `AppIntentTimelineProvider`,
    /// `snapshot(for:in:) async` and `timeline(for:in:) async`. A block's parameters
    /// keep their labels: `for` is the configuration, `in` the context, `completion`
    /// the completion handler (its argument is the block's result).
    /// A Swift provider's side WidgetKit calls: for each requirement it declares (`placeholder(in:)`,
    /// `getTimeline(in:completion:)`, `timeline(for:in:)`, …) a block with its parameters that calls it on
    /// a new instance (`Provider().getTimeline(in: context, completion: completion)`), as WidgetKit calls
    /// the provider the widget's configuration made.
    func providerCallingRequirements(of decl: SwiftDecl, on made: Expr? = nil) -> ProviderDecl {
        var blocks: [NamedBlock] = []
        for function in providerFunctions(of: decl) {
            guard SwiftLowering.isProviderRequirement(function), let name = SwiftLowering.providerBlockNames[function.name],
                  !blocks.contains(where: { $0.name == name }) else { continue }
            let range = function.nameRange
            let instance = made ?? Expr(.call(callee: Expr(.identifier(decl.name), range), arguments: [], trailingClosures: []), range)
            // (`for _: Intent, in _: Context`: a parameter the requirement does not name is passed on by a name of its own.)
            let names = function.parameters.enumerated().map { $1.name == "_" ? "unnamed\($0)" : $1.name }
            let arguments = zip(function.parameters, names).map { Argument(label: $0.label, value: Expr(.identifier($1), range)) }
            let call = Expr(.call(callee: Expr(.member(base: instance, name: function.name, nameRange: range), range), arguments: arguments, trailingClosures: []), range)
            let returnsValue = function.returnType.map { if case .named("Void") = $0.kind { return false } else { return true } } ?? false
            blocks.append(NamedBlock(name: name, nameRange: function.nameRange,
                                     parameters: zip(function.parameters, names).map { NamedBlock.Parameter(label: $0.label, name: $1, range: $0.range) },
                                     body: [Stmt(returnsValue ? .return(call) : .expr(call), range)], range: function.range))
        }
        var provider = ProviderDecl(blocks: blocks, functions: [])
        provider.entryType = resolve(providerFunctions(of: decl).first { $0.name == "placeholder" && !$0.isStatic }?.returnType, in: decl.name)
        return provider
    }

    /// A provider's functions, then those an extension of a protocol of the module gives it where that protocol refines
    /// WidgetKit's (`protocol AppProvider: AppIntentTimelineProvider` whose extension writes `timeline(for:in:)` once for
    /// every provider of the app): the provider's own first, as Swift picks them.
    func providerFunctions(of decl: SwiftDecl) -> [FunctionDecl] {
        var functions = decl.functions
        var queue = decl.conformances, seen: Set<String> = [decl.name]
        while let name = queue.first, seen.count < 16 {
            queue.removeFirst()
            guard seen.insert(name).inserted, let refined = types[name], refined.kind == .protocolDecl else { continue }
            functions += refined.functions.filter { inherited in !inherited.body.isEmpty && !functions.contains { $0.name == inherited.name } }
            queue += refined.conformances
        }
        return functions
    }

    /// `MainActor.assumeIsolated { W(state: .mocked) }`: what the closure gives (a preview runs on the main actor).
    static func withoutIsolation(_ expr: Expr) -> Expr {
        guard case .call(let callee, let arguments, let trailing) = expr.kind, arguments.isEmpty, trailing.count == 1,
              case .member(let base, "assumeIsolated", _) = callee.kind, case .identifier("MainActor") = base.kind,
              let inner = singleExpression(trailing[0].closure.body) else { return expr }
        return inner
    }

    static func isContentPreview(_ family: Expr) -> Bool {
        if case .implicitMember("content") = family.kind { return true }
        return false
    }

    /// `.content`, `.dynamicIsland(.compact)`: the places a Live Activity preview shows.
    static func isLiveActivityPreview(_ family: Expr) -> Bool {
        switch family.kind {
        case .implicitMember(let name): return name == "content" || name == "dynamicIsland"
        case .call(let callee, _, _): return isLiveActivityPreview(callee)
        default: return false
        }
    }

    /// The functions of `decl` among `local` that `function` calls, directly or through one another, as local
    /// closures made at the start of its body, callees before their callers.
    func localHelpers(for function: FunctionDecl, in decl: SwiftDecl, among local: [FunctionDecl]) -> [Stmt] {
        var needed: [FunctionDecl] = []
        var pending = [function]
        while let next = pending.popLast() {
            for other in local where other.range != function.range && !needed.contains(where: { $0.name == other.name })
                && calls(next, other.name) {
                needed.append(other)
                pending.append(other)
            }
        }
        return needed.reversed().map { helper in
            let parameters = helper.parameters.map { Closure.Parameter(name: $0.name, type: resolve($0.type, in: decl.name), range: $0.range) }
            let closure = Closure(parameters: parameters, body: resolve(helper, in: decl.name).body, range: helper.range)
            return Stmt(.binding(Binding(isConstant: true, name: helper.name, nameRange: helper.nameRange, type: nil,
                                         value: Expr(.closure(closure), helper.range))), helper.range)
        }
    }

    /// The widget previews Xcode writes, each a preview of the widget for the family `as:` names:
    ///
    ///     #Preview(as: .systemSmall) { W() } timeline: { E(…); E(…) }
    ///     #Preview("Name", as: .systemSmall, using: intent) { W() } timelineProvider: { Provider() }
    ///     #Preview(as: .systemSmall, widget: { W() }, timeline: { … })
    ///
    /// The closures may be trailing or labelled arguments (`widget:`, `timeline:`, `timelineProvider:`);
    /// the name is Xcode's and not kept.
    mutating func lowerPreview(arguments: [Argument], closures: [TrailingClosure], range: SourceRange) -> Decl? {
        if let family = arguments.first(where: { $0.label == "as" }), SwiftLowering.isLiveActivityPreview(family.value) {
            // `#Preview(as: .content, using: Attributes.preview) { Activity() } contentStates: { … }`: see ActivityConfiguration.
            // A `.content` preview with `contentStates:` is the sample the activity is drawn with (see `lowerActivity`).
            if !(SwiftLowering.previewClosures(arguments: arguments, closures: closures)["contentStates"] != nil && SwiftLowering.isContentPreview(family.value)) {
                diagnostics.append(Diagnostic(.note, "a Live Activity preview is not drawn: a terminal has no Lock Screen or Dynamic Island", at: family.value.range))
            }
            return nil
        }
        guard let family = arguments.first(where: { $0.label == "as" }) else {
            // `#Preview { SomeView() }` previews a view, not a widget: Xcode's canvas only.
            return nil
        }
        let parts = SwiftLowering.previewClosures(arguments: arguments, closures: closures)
        guard let widgetClosure = parts["widget"], let widgetExpr = SwiftLowering.previewedWidget(widgetClosure.closure.body, diagnostics: &diagnostics),
              let widget = SwiftLowering.typeName(constructedBy: widgetExpr) ?? SwiftLowering.typeName(constructedWithArguments: widgetExpr) else {
            diagnostics.append(.error("#Preview(as:) needs the widget, as in #Preview(as: .systemSmall) { MyWidget() } timeline: { … }", at: range))
            return nil
        }
        if SwiftLowering.typeName(constructedBy: widgetExpr) == nil {
            // `ElectricityPricesWidget(state: .mocked)`: the preview's entries are drawn by the widget as WidgetKit makes it.
            diagnostics.append(Diagnostic(.note, "the preview draws its timeline with '\(widget)' as WidgetKit makes it, '\(widget)()'; the arguments given here are not used",
                                          at: widgetExpr.range))
        }
        var preview = PreviewDecl(arguments: [Argument(label: nil, value: family.value)],
                                  entries: withWidgetNestedTypeNames(parts["timeline"]?.closure.body ?? []))
        preview.configuration = arguments.first { $0.label == "using" }?.value
        if let provider = parts["timelineProvider"], parts["timeline"] == nil {
            // `} timelineProvider: { Provider() }`: the entries are that provider's timeline for the family.
            guard let expr = SwiftLowering.singleExpression(provider.closure.body), let name = SwiftLowering.typeName(constructedBy: expr) else {
                diagnostics.append(.error("timelineProvider: makes the provider, as in timelineProvider: { Provider() }", at: provider.range))
                return nil
            }
            preview.provider = name
            preview.providerRange = expr.range
        }
        return Decl(kind: .preview(preview), name: widget, nameRange: widgetExpr.range, range: range)
    }

    /// A `#Preview`'s closures by their part: the first unlabelled one is `widget`; labelled
    /// trailing closures and closure arguments are named by their labels.
    static func previewClosures(arguments: [Argument], closures: [TrailingClosure]) -> [String: TrailingClosure] {
        var parts: [String: TrailingClosure] = [:]
        for argument in arguments {
            guard let label = argument.label, case .closure(let closure) = argument.value.kind, parts[label] == nil else { continue }
            parts[label] = TrailingClosure(label: label, closure: closure, range: argument.value.range)
        }
        for (index, closure) in closures.enumerated() {
            let label = closure.label ?? (index == 0 ? "widget" : nil)
            if let label, parts[label] == nil { parts[label] = closure }
        }
        return parts
    }

    // MARK: Helpers

    /// `config.marginsOffIfAvailable()` where the program's `extension WidgetConfiguration` declares
    /// `func marginsOffIfAvailable() -> some WidgetConfiguration { if #available(…) { return self.contentMarginsDisabled() } else { return self } }`:
    /// the expression it returns (in the branch `#available` takes), its `self` the configuration it is called on and its
    /// parameters the arguments given.
    func configurationModifier(_ name: String, _ arguments: [Argument], on base: Expr) -> Expr? {
        for ext in builtinExtensions where ext.name == "WidgetConfiguration" {
            guard let function = ext.functions.first(where: { $0.name == name && !$0.isStatic && $0.parameters.count == arguments.count }),
                  let returned = SwiftLowering.constantExpression(function.body) else { continue }
            var given: [String: Expr] = [:]
            for (parameter, argument) in zip(function.parameters, arguments) { given[parameter.name] = argument.value }
            let substituted = SyntaxRewriter(after: { expr in
                guard case .identifier(let identifier) = expr.kind else { return expr }
                if identifier == "self" { return base }
                return given[identifier] ?? expr
            }).rewrite(returned)
            return SwiftLowering.onImplicitSelf(substituted, base)
        }
        return nil
    }

    /// `configurationDisplayName(title).supportedFamilies(…)` in a method of the configuration: the chain's first
    /// call is on `self`, here `base`.
    static func onImplicitSelf(_ expr: Expr, _ base: Expr) -> Expr {
        guard case .call(let callee, let arguments, let trailing) = expr.kind else { return expr }
        switch callee.kind {
        case .identifier(let name):
            return Expr(.call(callee: Expr(.member(base: base, name: name, nameRange: callee.range), callee.range), arguments: arguments,
                              trailingClosures: trailing), expr.range)
        case .member(let inner, let name, let nameRange):
            return Expr(.call(callee: Expr(.member(base: onImplicitSelf(inner, base), name: name, nameRange: nameRange), callee.range),
                              arguments: arguments, trailingClosures: trailing), expr.range)
        default:
            return expr
        }
    }

    /// `[WidgetFamily.systemSmall, .systemMedium]`: each family as the implicit member it names (`.systemSmall`).
    static func implicitFamilies(_ value: Expr) -> Expr {
        guard case .array(let elements) = value.kind else { return value }
        return Expr(.array(elements.map { element in
            guard case .member(let base, let name, _) = element.kind, case .identifier("WidgetFamily") = base.kind else { return element }
            return Expr(.implicitMember(name: name), element.range)
        }), value.range)
    }

    /// `.description(provider.displayName)` where `var provider = Feed(displayName: "BG")`: each of the widget's own
    /// properties the expression names, as its value (`ownValue`).
    static func ownValues(in value: Expr, of decl: SwiftDecl) -> Expr {
        SyntaxRewriter(expression: { expr in
            // `displayName`, `self.description`, `Self.title`: the widget's own.
            switch expr.kind {
            case .identifier: break
            case .member(let base, _, _):
                guard case .identifier(let baseName) = base.kind, baseName == "self" || baseName == "Self" || baseName == decl.name else { return nil }
            default: return nil
            }
            let own = ownValue(expr, in: decl)
            return own == expr ? nil : own
        }).rewrite(value)
    }

    /// `.supportedFamilies(availableFamilies)` where `private var availableFamilies: [WidgetFamily] { [.systemMedium] }`
    /// (or `let families = […]`, or `self.families`): the widget's own property's expression; any other value as it is.
    /// A static of the widget's type is read as well (`.supportedFamilies(CountdownWidget.supportedFamilies)`, `Self.families`), and
    /// a property whose getter builds the list (`var families = [.systemSmall]`, `families.append(…)` where `#available` says).
    static func ownValue(_ value: Expr, in decl: SwiftDecl) -> Expr {
        namingSelf(ownValueAsWritten(value, in: decl), in: decl)
    }

    /// A value taken out of the type's members into the widget's declaration: `Self` there names the type
    /// (`let kind = Self.widgetKind.rawValue`), and so does `type(of: self)` (`kind: String(describing: type(of: self))`).
    static func namingSelf(_ value: Expr, in decl: SwiftDecl) -> Expr {
        SyntaxRewriter(after: { expr in
            switch expr.kind {
            case .identifier("Self"):
                return Expr(.identifier(decl.name), expr.range)
            case .call(let callee, let arguments, let trailing) where trailing.isEmpty && arguments.count == 1 && arguments[0].label == "of":
                guard case .identifier("type") = callee.kind, case .identifier("self") = arguments[0].value.kind else { return expr }
                return Expr(.member(base: Expr(.identifier(decl.name), expr.range), name: "self", nameRange: expr.range), expr.range)
            default:
                return expr
            }
        }).rewrite(value)
    }

    private static func ownValueAsWritten(_ value: Expr, in decl: SwiftDecl) -> Expr {
        let name: String
        var isStatic = false
        switch value.kind {
        case .call(let callee, let arguments, let trailing) where arguments.isEmpty && trailing.isEmpty:
            // `.supportedFamilies(widgetSupportedFamilies())`: the widget's method, whose body gives the list.
            guard case .identifier(let own) = callee.kind,
                  let function = decl.functions.first(where: { $0.name == own && $0.parameters.isEmpty && !$0.isStatic }) else { return value }
            return constantExpression(function.body) ?? builtArray(function.body) ?? value
        case .identifier(let own): name = own
        case .member(let base, let own, _):
            switch base.kind {
            case .identifier("self"): break
            case .identifier(let typeName) where typeName == decl.name || typeName == "Self": isStatic = true
            default: return value
            }
            name = own
        default: return value
        }
        if let property = decl.computed.first(where: { $0.name == name && $0.isStatic == isStatic }),
           let expr = constantExpression(property.getter) ?? builtArray(property.getter) {
            return expr
        }
        if isStatic, let field = decl.fields.first(where: { $0.name == name && $0.isStatic }), let literal = field.defaultValue {
            return calledClosureValue(literal) ?? literal
        }
        if let field = decl.fields.first(where: { $0.name == name && !$0.isStatic }) {
            if let literal = field.defaultValue { return calledClosureValue(literal) ?? literal }
            // `let supportedFamilies: [WidgetFamily]` that the widget's `init()` sets, in the branch `#available` takes.
            if let initializer = decl.initializers.first(where: { $0.parameters.isEmpty }),
               let assigned = constantExpression(initializer.body, assigning: name) {
                return assigned
            }
        }
        return value
    }

    /// `let families: [WidgetFamily] = { … return [.systemSmall] }()`: what the closure called at once gives; nil for another value.
    static func calledClosureValue(_ value: Expr) -> Expr? {
        guard case .call(let callee, let arguments, let trailing) = value.kind, arguments.isEmpty, trailing.isEmpty,
              case .closure(let closure) = callee.kind, closure.parameters.isEmpty else { return nil }
        return constantExpression(closure.body) ?? builtArray(closure.body)
    }

    /// The list a body builds without depending on running it: `var list = […]`, then `list.append(…)` or `list += […]`
    /// (in the branch an `if #available(…)` takes), then `return list`.
    static func builtArray(_ body: [Stmt]) -> Expr? {
        guard body.count >= 2, case .binding(let binding) = body[0].kind, !binding.isConstant, binding.pattern == nil, !binding.isFunction,
              let initial = binding.value, case .array(var elements) = initial.kind, let last = body.last else { return nil }
        let returned: Expr?
        switch last.kind {
        case .return(let value?): returned = value
        case .expr(let value): returned = value
        default: returned = nil
        }
        guard case .identifier(binding.name)? = returned?.kind else { return nil }
        func append(_ statements: ArraySlice<Stmt>) -> Bool {
            for statement in statements {
                switch statement.kind {
                case .expr(let expr):
                    if case .assign("+=", let target, let added) = expr.kind, case .identifier(binding.name) = target.kind,
                       case .array(let more) = added.kind {
                        elements += more
                        continue
                    }
                    guard case .call(let callee, let arguments, let trailing) = expr.kind, trailing.isEmpty, arguments.count == 1,
                          arguments[0].label == nil || arguments[0].label == "contentsOf",
                          case .member(let base, "append", _) = callee.kind, case .identifier(binding.name) = base.kind else { return false }
                    if arguments[0].label == "contentsOf" {
                        guard case .array(let more) = arguments[0].value.kind else { return false }
                        elements += more
                    } else {
                        elements.append(arguments[0].value)
                    }
                case .if(let conditions, let then, let elseClause):
                    var taken = true
                    for condition in conditions {
                        guard case .expr(let expr) = condition, case .bool(let value) = expr.kind else { return false }
                        taken = taken && value
                    }
                    if taken {
                        guard append(then[...]) else { return false }
                    } else if case .block(let statements)? = elseClause {
                        guard append(statements[...]) else { return false }
                    } else if elseClause != nil {
                        return false
                    }
                default:
                    return false
                }
            }
            return true
        }
        guard append(body.dropFirst().dropLast()) else { return nil }
        return Expr(.array(elements), initial.range)
    }

    /// The value a body assigns to the property `name` (`self.name = …` or `name = …`), where it does not depend on
    /// running it: its last such assignment, or the one of the branch an `if #available(…)` takes.
    static func constantExpression(_ body: [Stmt], assigning name: String) -> Expr? {
        var found: Expr?
        for statement in body {
            switch statement.kind {
            case .expr(let expr):
                guard case .assign("=", let target, let value) = expr.kind else { continue }
                switch target.kind {
                case .identifier(name): found = value
                case .member(let base, name, _): if case .identifier("self") = base.kind { found = value }
                default: continue
                }
            case .if(let conditions, let then, let elseClause):
                var taken = true
                for condition in conditions {
                    guard case .expr(let expr) = condition, case .bool(let value) = expr.kind else { return found }
                    taken = taken && value
                }
                let branch: [Stmt]?
                if taken {
                    branch = then
                } else {
                    switch elseClause {
                    case .block(let statements)?: branch = statements
                    case .elseIf(let statement)?: branch = [statement]
                    case nil: branch = nil
                    }
                }
                if let branch, let value = constantExpression(branch, assigning: name) { found = value }
            default:
                continue
            }
        }
        return found
    }

    /// The expression a body gives, where it does not depend on running it: its one expression, or the
    /// one of the branch an `if #available(…)` (true here) or `if #unavailable(…)` takes.
    static func constantExpression(_ body: [Stmt]) -> Expr? {
        if let expr = singleExpression(body) { return expr }
        // `let configuration = ActivityConfiguration(…) { … }` before what the body returns: the constant in its place.
        if body.count > 1, body.count <= 16, case .binding(let binding) = body[0].kind, binding.isConstant, binding.pattern == nil,
           !binding.isFunction, let value = binding.value, let rest = constantExpression(Array(body.dropFirst())) {
            return SyntaxRewriter(after: { expr in
                if case .identifier(binding.name) = expr.kind { return value }
                return expr
            }).rewrite(rest)
        }
        guard body.count == 1, case .if(let conditions, let then, let elseClause) = body[0].kind else { return nil }
        var taken = true
        for condition in conditions {
            guard case .expr(let expr) = condition, case .bool(let value) = expr.kind else { return nil }
            taken = taken && value
        }
        if taken { return constantExpression(then) }
        switch elseClause {
        case .block(let statements)?: return constantExpression(statements)
        case .elseIf(let statement)?: return constantExpression([statement])
        case nil: return nil
        }
    }

    /// The one expression of a body like `{ StaticConfiguration(…) }` or `{ return x }`.
    /// What a preview's widget closure gives: its one expression, or, after statements that prepare the app's state
    /// (`Keychain.shared = FakeKeychain()`), the widget its last statement returns; those statements are not run.
    static func previewedWidget(_ body: [Stmt], diagnostics: inout [Diagnostic]) -> Expr? {
        if let single = singleExpression(body) { return withoutIsolation(single) }
        guard let last = body.last, case .return(let expr?) = last.kind, let first = body.first else { return nil }
        diagnostics.append(Diagnostic(.note, "the statements before the preview's widget are not run: the preview draws its entries with the widget as WidgetKit makes it",
                                      at: SourceRange(start: first.range.start, end: body[body.count - 2].range.end)))
        return withoutIsolation(expr)
    }

    static func singleExpression(_ body: [Stmt]) -> Expr? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case .expr(let expr): return expr
        case .return(let expr?): return expr
        default: return nil
        }
    }

    /// `Provider()` → `Provider`.
    static func typeName(constructedBy expr: Expr) -> String? {
        switch expr.kind {
        // (`Provider<Alpha>()`, a generic provider, is made as a value: `providerMade(by:)`.)
        case .call(let callee, let arguments, _) where arguments.isEmpty:
            if case .identifier(let name) = callee.kind, !name.contains("<") { return name }
            return nil
        case .identifier(let name): return name
        default: return nil
        }
    }

    /// The provider type a `provider:` argument makes: `Feed(displayName: "BG")`, `IntentCoursesProvider<CoursesIntent>(…)` (a
    /// generic provider, named with its arguments), or a static property that holds one (`CompositionRoot.provider`, where
    /// `static let provider = WeatherProvider(…)`), which WidgetKit reads once.
    func providerMade(by made: Expr) -> SwiftDecl? {
        switch made.kind {
        case .call(let callee, _, _):
            guard case .identifier(let written) = callee.kind,
                  let provider = types[written.firstIndex(of: "<").map { String(written[..<$0]) } ?? written], isProvider(provider) else { return nil }
            return provider
        case .member(let base, let name, _):
            guard case .identifier(let owner) = base.kind, let holder = types[owner],
                  let field = holder.fields.first(where: { $0.isStatic && $0.name == name }) else { return nil }
            if case .named(let typeName)? = field.type?.kind, let provider = types[typeName], isProvider(provider) { return provider }
            return field.defaultValue.flatMap(providerMade(by:))
        default:
            return nil
        }
    }

    /// `Widget(state: .mocked)` → `Widget`.
    static func typeName(constructedWithArguments expr: Expr) -> String? {
        guard case .call(let callee, _, let trailing) = expr.kind, trailing.isEmpty, case .identifier(let name) = callee.kind,
              name.first?.isUppercase == true else { return nil }
        return name
    }

    /// `ConfigurationAppIntent.self` → `ConfigurationAppIntent`.
    static func typeName(ofMetatype expr: Expr) -> String? {
        if case .member(let base, "self", _) = expr.kind { return dottedName(base) }
        if case .identifier(let name) = expr.kind { return name }
        return nil
    }

    /// `CountProvider.Intent` written as a chain of members: the name with its dots.
    static func dottedName(_ expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name): return name
        case .member(let base, let name, _): return dottedName(base).map { "\($0).\(name)" }
        default: return nil
        }
    }

    /// The text of a widget's name or description as the gallery shows it: `Text("Unread", comment: "…")`
    /// and `LocalizedStringResource("…")` are their text.
    static func displayText(_ expr: Expr) -> Expr {
        if case .call(let callee, let arguments, _) = expr.kind, case .identifier("Text") = callee.kind,
           let first = arguments.first, first.label == nil || first.label == "verbatim", case .string = first.value.kind {
            return first.value
        }
        return unwrapResource(expr)
    }
}
