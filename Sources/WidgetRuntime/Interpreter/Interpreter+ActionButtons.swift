import WidgetLanguage
import WidgetRender

/// `Button("x") { … }`, `Button(action: { … }) { label }`, `Button("x", systemImage: "star", action: …)`:
/// a Button with an action closure compiles in a widget and is drawn, but since iOS 17 a tap
/// runs only an App Intent (`Button(intent:)`), so the closure never runs (a check-time note says so).
extension Interpreter {
    func actionButtonLabel(_ args: [CallArgument], at range: SourceRange) throws -> ViewNode {
        if let title = args.value(nil) {
            let text = ViewNode(.text(try describeCharged(title, at: range)))
            guard let symbol = args.value("systemImage") else { return text }
            return ViewNode(.label(title: text, icon: ViewNode(.systemImage(try describeCharged(symbol, at: range)))))
        }
        // With `action:` the trailing closure (or `label:`) is the label.
        if let label = try viewArgument(args, "label", at: range) { return label }
        if args.value("action") != nil, let content = contentClosure(args) {
            return combine(try within(.view) { try callViewClosure(content, [], at: range) })
        }
        return ViewNode(.empty)
    }
}
