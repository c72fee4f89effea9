import Foundation
import WidgetLanguage
import WidgetRender

extension Interpreter {
    /// `ForEach(items) { item in … }`: the views of every element, spliced into the parent.
    func forEachViews(_ args: [CallArgument], at range: SourceRange) throws -> [ViewNode] {
        guard let items = args.first(where: { $0.label == nil })?.value,
              case .closure(let body)? = args.first(where: { $0.label == "{}" || $0.label == "content" })?.value else {
            throw error("ForEach takes a collection and a closure, as in ForEach(items) { item in … }", range)
        }
        var views: [ViewNode] = []
        for element in try elements(of: items, at: range) {
            views += try within(.view) { try callViewClosure(body, [element], at: range) }
        }
        return views
    }

    func memberName(_ value: Value?) -> String? {
        if case .member(let name, _)? = value { return name }
        if case .enumCase(_, let name, _)? = value { return name }
        return nil
    }

    /// What a button does: the intent and its arguments as `name=value` text.
    func buttonAction(_ value: Value?, at range: SourceRange) throws -> ButtonAction {
        guard case .object(let intent)? = value, program.symbols.types[intent.type]?.kind == .intent else {
            throw error("a Button needs 'intent:' with an intent, as in Button(intent: CompleteToDo(id: todo.id))", range)
        }
        return ButtonAction(intent: intent.type, arguments: intent.fields.map { "\($0.name)=\(ParameterText.encode($0.value))" })
    }
}
