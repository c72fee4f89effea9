import WidgetLanguage

extension Checker {
    /// The configuration type of the widget that uses this provider, if any.
    func configurationType(forProvider provider: String) -> SemanticType {
        guard let configuration = providerConfigurations[provider] else { return .unknown }
        return .named(configuration)
    }

    /// Provider name → configuration name, from the widgets in file order; the
    /// first widget naming both a provider and a declared configuration wins.
    func collectProviderConfigurations() -> [String: String] {
        var result: [String: String] = [:]
        // The widgets that claimed their names (not every declaration of the file), in file order.
        for decl in symbols.widgets.values.sorted(by: { $0.range.start < $1.range.start }) {
            guard case .widget(let widget) = decl.kind,
                  case .identifier(let name)? = widget.property("provider")?.value.kind, result[name] == nil,
                  case .identifier(let configuration)? = widget.property("configuration")?.value.kind,
                  symbols.types[configuration]?.kind == .configuration else { continue }
            result[name] = configuration
        }
        return result
    }

    func checkProvider(_ decl: Decl, _ provider: ProviderDecl) {
        let configType = configurationType(forProvider: decl.name)
        var seen: [String: SourceRange] = [:]
        var entryType: SemanticType = .unknown
        for block in provider.blocks {
            if let first = seen[block.name] {
                error("'\(block.name)' is already defined in provider '\(decl.name)'", at: block.nameRange,
                      notes: [.init("first defined here", range: first)])
            }
            seen[block.name] = block.nameRange
            // A `.widget` provider's blocks are methods of its struct: `self`, and its functions by name.
            let methodOf = provider.blocksAreMethods ? symbols.types[decl.name] : nil
            let scope = Scope(parent: nil)
            if methodOf != nil { scope.declare("self", .named(decl.name), range: block.nameRange) }
            // Swift's spelling labels them: `for` the configuration, `in` the context,
            // `completion` the completion handler (whose argument is the block's result).
            var configurations = 0
            for parameter in block.parameters {
                switch ProviderParameter(label: parameter.label) {
                case .context: scope.declare(parameter.name, .named(ProviderParameter.contextType), range: parameter.range, isDeclaration: true)
                case .completion: scope.declare(parameter.name, .closure, range: parameter.range, isDeclaration: true)
                case .configuration:
                    configurations += 1
                    if configurations > 1 || block.name == "placeholder" {
                        error("'\(block.name)' takes at most one configuration parameter\(block.name == "placeholder" ? " (none in 'placeholder')" : "")", at: parameter.range)
                    }
                    scope.declare(parameter.name, configType, range: parameter.range, isDeclaration: true)
                }
            }
            let kind: BlockContext.Kind = block.name == "placeholder" ? .placeholder : block.name == "snapshot" ? .snapshot : .timeline
            let result = within(kind) {
                guard let methodOf else { return checkBody(block.body, in: scope) }
                return withSelf(methodOf, isStatic: false) { checkBody(block.body, in: scope) }
            }
            // With a completion handler the result is what the body passes to it.
            let usesCompletion = block.parameters.contains { ProviderParameter(label: $0.label) == .completion }
            switch usesCompletion ? "" : block.name {
            case "": break
            case "timeline":
                if !result.isAssignable(to: .timeline) {
                    error("'timeline' must give Timeline(entries: …, policy: …), not \(result)", at: block.nameRange)
                }
            default:
                if case .named(let name) = result, let symbol = symbols.types[name], symbol.kind == .entry || symbol.conformances.contains("TimelineEntry") {
                    if block.name == "placeholder" { entryType = result }
                } else if !result.isUnknown {
                    error("'\(block.name)' must give an entry, not \(result)", at: block.nameRange)
                }
            }
        }
        if tree.isSwift {
            missingSwiftRequirements(of: decl, seen: seen)
        } else {
            if seen["placeholder"] == nil {
                error("provider '\(decl.name)' needs a 'placeholder { … }' block", at: decl.nameRange)
            }
            if seen["timeline"] == nil {
                error("provider '\(decl.name)' needs a 'timeline { … }' block", at: decl.nameRange)
            }
        }
        // `func placeholder(in:) -> SimpleEntry { .init(date: .now) }`: the entry type the Swift provider names.
        if entryType.isUnknown, let written = provider.entryType, case .named(let name) = resolveQuietly(written),
           let symbol = symbols.types[name], symbol.kind == .entry || symbol.conformances.contains("TimelineEntry") {
            entryType = .named(name)
        }
        providerEntries[decl.name] = entryType
    }

    static let widgetProperties = ["displayName", "description", "families", "provider", "configuration", "kind", "contentMarginsDisabled"]

    func checkWidget(_ decl: Decl, _ widget: WidgetDecl) {
        // A widget Widgetry lists but does not draw has no provider or body to check; `render` says why.
        if widget.notDrawn != nil { return }
        var seen: Set<String> = []
        var entryType: SemanticType = .unknown
        for property in widget.properties {
            if !seen.insert(property.name).inserted {
                error("'\(property.name):' is given twice in widget '\(decl.name)'", at: property.nameRange)
            }
            switch property.name {
            case "provider":
                guard case .identifier(let name) = property.value.kind else {
                    error("'provider:' names a provider declared in this file", at: property.value.range)
                    continue
                }
                if symbols.providers[name] == nil {
                    error("unknown provider '\(name)'\(suggestion(name, Array(symbols.providers.keys)))", at: property.value.range)
                } else {
                    entryType = providerEntryType(name)
                }
            case "configuration":
                guard case .identifier(let name) = property.value.kind else {
                    error("'configuration:' names a configuration declared in this file", at: property.value.range)
                    continue
                }
                if symbols.types[name]?.kind != .configuration {
                    let candidates = symbols.types.values.filter { $0.kind == .configuration }.map(\.name)
                    error("unknown configuration '\(name)'\(suggestion(name, candidates))", at: property.value.range)
                }
            case "families":
                guard case .array(let elements) = property.value.kind else {
                    // Swift computes the list as it likes; Widgetry reads it where it is written (a literal, or a property,
                    // method or closure of the widget that gives one without running anything else).
                    if tree.isSwift {
                        warning("Widgetry reads the supported families where they are written as a list, and cannot read them from this expression; the widget is offered in .systemSmall, .systemMedium and .systemLarge",
                                at: property.value.range)
                    } else {
                        error("'families:' is a list such as [.systemSmall, .systemMedium]", at: property.value.range)
                    }
                    continue
                }
                for element in elements { checkFamily(element) }
            case "displayName", "description", "kind":
                let type = within(.global) { infer(property.value, in: Scope(parent: nil)) }
                if !type.isAssignable(to: .string) {
                    error("'\(property.name):' must be a String, not \(type)", at: property.value.range)
                }
            case "contentMarginsDisabled":
                _ = within(.global) { infer(property.value, in: Scope(parent: nil), expected: .bool) }
            default:
                error("unknown widget property '\(property.name)'\(suggestion(property.name, Checker.widgetProperties))", at: property.nameRange)
            }
        }
        if !seen.contains("provider") {
            error("widget '\(decl.name)' needs 'provider: SomeProvider'", at: decl.nameRange)
        }
        guard let body = widget.body else {
            error("widget '\(decl.name)' needs a 'body(entry) { … }' block", at: decl.nameRange)
            return
        }
        let scope = Scope(parent: nil)
        if body.parameters.count > 1 {
            error("'body' takes one parameter, the entry", at: body.nameRange)
        }
        if let parameter = body.parameters.first {
            scope.declare(parameter.name, entryType, range: parameter.range, isDeclaration: true)
        }
        within(.view) { checkStatements(body.body, in: scope) }
    }

    /// The entry type a provider gives, checking the provider first if it comes later in the file.
    func providerEntryType(_ name: String) -> SemanticType {
        if let known = providerEntries[name] { return known }
        return .unknown
    }

    func checkFamily(_ expr: Expr) {
        guard case .implicitMember(let name) = expr.kind else {
            error("a widget family is written like '.systemSmall'", at: expr.range)
            return
        }
        if !BuiltinRegistry.familyNames.contains(name) {
            error("unknown widget family '.\(name)'\(suggestion(name, BuiltinRegistry.familyNames, prefix: "."))", at: expr.range)
        } else if let table = builtinTable(for: .family) {
            // Bound to `WidgetFamily`'s static: the interpreter makes the family, as where a `WidgetFamily` goes.
            bindBuiltinImplicitMember(name, of: table, called: false, at: expr.range)
        }
    }

    func checkPreview(_ decl: Decl, _ preview: PreviewDecl) {
        var entryType: SemanticType = .unknown
        var configurationType: SemanticType = .unknown
        if let widget = symbols.widgets[decl.name], case .widget(let w) = widget.kind {
            if case .identifier(let provider)? = w.property("provider")?.value.kind {
                entryType = providerEntryType(provider)
            }
            if case .identifier(let configuration)? = w.property("configuration")?.value.kind, symbols.types[configuration] != nil {
                configurationType = .named(configuration)
            }
        } else {
            error("unknown widget '\(decl.name)'\(suggestion(decl.name, Array(symbols.widgets.keys)))", at: decl.nameRange)
        }
        for argument in preview.arguments {
            if argument.label == nil || argument.label == "family" { checkFamily(argument.value) } else {
                error("a preview takes the widget family, as in 'preview \(decl.name)(.systemSmall)'", at: argument.labelRange ?? argument.value.range)
            }
        }
        if let provider = preview.provider, symbols.providers[provider] == nil {
            error("unknown provider '\(provider)'\(suggestion(provider, Array(symbols.providers.keys)))", at: preview.providerRange ?? decl.range)
        }
        if let configuration = preview.configuration {
            // `using: ConfigurationAppIntent.smiley`, `using: .smiley`: the configuration the provider is given.
            let type = within(.preview) { infer(configuration, in: Scope(parent: nil), expected: configurationType) }
            if !type.isAssignable(to: configurationType) {
                error("a preview's 'using:' gives the widget's configuration, \(configurationType); this is \(type)", at: configuration.range)
            }
        }
        // A `PreviewProvider`'s entries are static code of its struct.
        let owner = preview.owner.flatMap { symbols.types[$0] }
        let checkEntries = { self.within(.preview) {
            let scope = Scope(parent: owner.map { self.memberScope(of: $0, isStatic: true, mutableFields: false, at: $0.range) })
            for statement in preview.entries {
                guard case .expr(let expr) = statement.kind else {
                    self.checkStatement(statement, in: scope)
                    continue
                }
                let type = self.infer(expr, in: scope, expected: entryType)
                if !type.isAssignable(to: entryType) {
                    // Swift's `#Preview(as:)` takes entries of any `TimelineEntry` type: the compiler accepts it, and only Xcode's canvas fails.
                    let message = "a preview lists entries of type \(entryType); this is \(type)"
                    if self.tree.isSwift { self.warning(message + ": the widget cannot draw it, so the preview fails", at: expr.range) }
                    else { self.error(message, at: expr.range) }
                }
            }
        } }
        if let owner { withSelf(owner, isStatic: true, checkEntries) } else { checkEntries() }
    }
}

extension Checker {
    /// A Swift provider without `placeholder` or `timeline`, which a widget needs to be drawn, does not conform, as the compiler says; the
    /// iOS 14 beta's names (`snapshot(with:completion:)`, `timeline(with:completion:)`) are named for what they became.
    func missingSwiftRequirements(of decl: Decl, seen: [String: SourceRange]) {
        let conformance = symbols.types[decl.name].flatMap { symbol in
            symbol.conformances.first { $0.hasSuffix("TimelineProvider") }
        } ?? "TimelineProvider"
        let isAppIntent = conformance == "AppIntentTimelineProvider"
        var missing: [String] = []
        if seen["placeholder"] == nil { missing.append("placeholder(in:)") }
        if seen["timeline"] == nil { missing.append(isAppIntent ? "timeline(for:in:)" : conformance == "IntentTimelineProvider" ? "getTimeline(for:in:completion:)" : "getTimeline(in:completion:)") }
        guard !missing.isEmpty else { return }
        let beta = symbols.types[decl.name]?.functions.contains { $0.name == "snapshot" || $0.name == "timeline" } == true && !isAppIntent
        error("type '\(decl.name)' does not conform to protocol '\(conformance)': it has no \(missing.joined(separator: ", "))"
                + (beta ? "; snapshot(with:completion:) and timeline(with:completion:) are the iOS 14 beta's names, which WidgetKit no longer calls" : ""),
              at: decl.nameRange)
    }
}
