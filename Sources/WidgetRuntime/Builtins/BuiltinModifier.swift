import WidgetLanguage
import WidgetRender

/// A built-in view modifier in one value: its forms, result and notes (`callable`, which the
/// checker, the docs and the editor read) and what it does to the view it is applied to
/// (`body`, which the interpreter runs with the evaluated arguments). Every modifier has
/// a body, so a modifier the checker accepts is never unknown when a view is built.
public struct BuiltinModifier: Sendable {
    typealias Body = @Sendable (Interpreter, [CallArgument], ViewNode, SourceRange) throws -> ViewNode

    public var callable: BuiltinCallable
    let body: Body

    init(_ name: String, _ overloads: [String], result: SemanticType = .view, note: String = "", body: @escaping Body) {
        callable = BuiltinCallable(name, overloads, result: result)
        callable.note = note
        self.body = body
    }

    public var name: String { callable.name }
    public var overloads: [Signature] { callable.overloads }
    public var result: SemanticType { callable.result }
    public var note: String { callable.note }
    /// A note the checker gives where the modifier is used (that it has no effect in a terminal); nil for none.
    public var checkNote: String? {
        get { callable.checkNote }
        set { callable.checkNote = newValue }
    }

    /// Whether its unlabelled first argument is a colour or `ShapeStyle` (`.foregroundStyle(.secondary)`):
    /// a bare `.name` there must be a style the interpreter draws, and the editor completes styles there.
    public private(set) var takesStyle = false
    /// Whether on a `Text` it gives a `Text` back, as SwiftUI's does (`Text("a").bold() + Text("b")` is text).
    public private(set) var keepsText = false

    /// The checker's own rules for a call of it beyond its signature's types, given its arguments and the
    /// range of its name (`.frame(alignment:)` takes a frame's alignments; `.widgetLabel` notes where no
    /// widget of the file is circular); nil for none.
    var check: (@Sendable (Checker, [Argument], SourceRange) -> Void)?

    /// This modifier with the checker's own rules for a call of it.
    func checked(_ check: @escaping @Sendable (Checker, [Argument], SourceRange) -> Void) -> BuiltinModifier {
        var copy = self
        copy.check = check
        return copy
    }

    /// This modifier, whose first argument is a style.
    func takingStyle() -> BuiltinModifier {
        var copy = self
        copy.takesStyle = true
        return copy
    }

    /// This modifier, which gives a `Text` back on a `Text`.
    func keepingText() -> BuiltinModifier {
        var copy = self
        copy.keepsText = true
        return copy
    }

    /// This modifier with a note for docs/apple-api.md.
    func noted(_ note: String) -> BuiltinModifier {
        var copy = self
        copy.callable.note = note
        return copy
    }

    /// The body of a modifier a terminal's frame cannot show: the view as it is.
    static let unchanged: Body = { _, _, node, _ in node }
}

extension Interpreter {
    /// Applies a built-in modifier to a view: its entry's body. Modifiers a terminal cannot
    /// show (opacity on text, shadow, …) are accepted and leave the view as it is.
    func applyModifier(_ name: String, _ args: [CallArgument], to node: ViewNode, at range: SourceRange) throws -> ViewNode {
        guard let modifier = registry.modifiers[name] else { throw error("unknown modifier '.\(name)'", range) }
        return try modifier.body(self, args, node, range)
    }

    /// `.bold()`, `.italic(false)`: the flag given, true when none is.
    func flag(_ args: [CallArgument]) -> Bool {
        if case .bool(let on)? = args.first?.value { return on }
        return true
    }
}
