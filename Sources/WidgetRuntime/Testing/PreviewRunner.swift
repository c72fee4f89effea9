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
            let interpreter = session.interpreter()
            let env = Environment(parent: nil)
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
