import Foundation
import WidgetLanguage
import WidgetRender

extension WidgetTestRunner {
    /// Every entry of every `preview`, rendered for the preview's family (or
    /// the widget's first family) as plain text, in file order.
    public func renderPreviews() -> [PreviewRender] {
        var renders: [PreviewRender] = []
        var numbers: [String: Int] = [:]
        let session: WidgetSession
        do {
            session = try makeSession(named: "previews")
        } catch {
            let failure = error as? SessionError ?? SessionError("\(error)")
            return program.previews.map { decl in
                PreviewRender(widget: decl.name, family: "", number: 0, range: decl.range, result: .failure(failure))
            }
        }
        for decl in program.previews {
            guard case .preview(let preview) = decl.kind else { continue }
            let family = previewFamily(preview) ?? program.families(ofWidget: decl.name).first ?? "systemSmall"
            if let provider = preview.provider {
                // `timelineProvider: { Provider() }`: the provider's timeline for the family gives the entries.
                let range = preview.providerRange ?? decl.range
                do {
                    for entry in try session.previewEntries(provider: provider, widget: decl.name, family: family,
                                                            configuration: preview.configuration, at: range) {
                        let result = try session.renderEntry(widget: decl.name, entry: entry, family: family, options: RenderOptions(colorMode: .none))
                        numbers[family, default: 0] += 1
                        renders.append(PreviewRender(widget: decl.name, family: family, number: numbers[family, default: 0],
                                                     range: range, result: .success(result.text)))
                    }
                } catch {
                    renders.append(failed(decl.name, family, &numbers, range, error))
                }
                continue
            }
            let interpreter = session.interpreter()
            let env = Environment(parent: nil)
            // A `PreviewProvider`'s entries run as static code of its struct.
            if let owner = preview.owner { env.define("self", .type(owner)) }
            for statement in preview.entries {
                guard case .expr(let expr) = statement.kind else {
                    do { try interpreter.within(.preview) { try interpreter.exec(statement, env) } } catch {
                        renders.append(failed(decl.name, family, &numbers, statement.range, error))
                    }
                    continue
                }
                do {
                    let entry = try interpreter.within(.preview) { try interpreter.eval(expr, env) }
                    let result = try session.renderEntry(widget: decl.name, entry: entry, family: family, options: RenderOptions(colorMode: .none))
                    numbers[family, default: 0] += 1
                    renders.append(PreviewRender(widget: decl.name, family: family, number: numbers[family, default: 0],
                                                 range: expr.range, result: .success(result.text)))
                } catch {
                    renders.append(failed(decl.name, family, &numbers, expr.range, error))
                }
            }
        }
        return renders
    }

    func failed(_ widget: String, _ family: String, _ numbers: inout [String: Int], _ range: SourceRange, _ error: Error) -> PreviewRender {
        numbers[family, default: 0] += 1
        let failure: SessionError
        switch error {
        case let error as SessionError: failure = SessionError(error.message, at: error.range ?? range)
        case let error as RuntimeError: failure = SessionError(error.message, at: error.range)
        default: failure = SessionError("\(error)", at: range)
        }
        return PreviewRender(widget: widget, family: family, number: numbers[family, default: 0], range: range, result: .failure(failure))
    }

    /// `preview W(.systemSmall)` or `preview W(family: .systemSmall)`.
    func previewFamily(_ preview: PreviewDecl) -> String? {
        for argument in preview.arguments where argument.label == nil || argument.label == "family" {
            if case .implicitMember(let name) = argument.value.kind { return name }
        }
        return nil
    }
}

extension WidgetSession {
    /// The entries of a preview whose `timelineProvider:` names `provider`: that provider's
    /// timeline for the family, with `configuration` (the preview's `using:`) or else the
    /// widget's configuration as `widgetry render` resolves it; the placeholder when the
    /// timeline has no entry, so the preview shows what the widget would.
    func previewEntries(provider name: String, widget: String, family: String, configuration: Expr?, at range: SourceRange) throws -> [Value] {
        try refuseNotDrawn(widget)
        guard let provider = program.provider(name) else { throw SessionError("no provider named '\(name)'", at: range) }
        let interpreter = self.interpreter()
        interpreter.family = family
        let given: Value?
        if let configuration {
            do {
                var value = try interpreter.within(.preview) { try interpreter.eval(configuration, Environment(parent: nil)) }
                if let type = program.names(ofWidget: widget).configuration {
                    value = try interpreter.coerce(value, to: .named(type), at: configuration.range)
                }
                given = value
            } catch let error as RuntimeError {
                throw SessionError(error.message, at: error.range)
            }
        } else {
            switch try resolveConfiguration(widget, interpreter) {
            case .none: given = nil
            case .configured(let value): given = value
            case .unconfigured(let reason): throw SessionError("widget '\(widget)' is not configured: \(reason); give the preview 'using:'", at: range)
            }
        }
        guard let block = provider.block("timeline") else { throw SessionError("the provider '\(name)' has no timeline", at: range) }
        let value = try runProviderBlock(block, of: name, configuration: given, interpreter, kind: .timeline)
        guard case .timeline(let timeline) = value else {
            throw SessionError("the timeline must give Timeline(entries:policy:), not \(ValueFormatting.typeName(of: value))", at: block.nameRange)
        }
        if timeline.entries.isEmpty, let placeholder = provider.block("placeholder") {
            return [try runProviderBlock(placeholder, of: name, configuration: given, interpreter, kind: .placeholder)]
        }
        return timeline.entries
    }
}
