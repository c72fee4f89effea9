/// The `.widget` short forms, lowered into the Swift declarations they stand for,
/// so that nothing after the front end sees which spelling a file used.
///
/// `model M { … }` is `@Model class M { … }`, whose records are kept in the store.
/// `view V(a: T, b: U = d) { … }` is `struct V: View { var a: T; var b: U = d; var body: some View { … } }`,
/// with an `init` when a parameter's label is not its name (`_ x: T`).
/// `entry E { … }` is `struct E: TimelineEntry { var date: Date = .now; … }`: every
/// entry has a date, the moment it is shown, which an author may leave out when making
/// one (it is then the evaluation's now).
public enum ShortForms {
    /// `tree` with its short forms replaced by Swift declarations.
    public static func lowered(_ tree: WidgetFile) -> WidgetFile {
        var tree = tree
        tree.declarations = tree.declarations.flatMap { decl -> [Decl] in
            var lowered = decl
            switch decl.kind {
            case .entry(let body):
                lowered.kind = .structure(body.timelineEntry(dateRange: decl.nameRange))
            case .model(var body):
                body.isModel = true
                lowered.kind = .structure(body)
            case .view(let view):
                lowered.kind = .structure(TypeBody.viewStruct(view, at: decl))
            case .provider(var provider):
                // The struct holds the functions; WidgetKit's side, of the same name, runs the blocks as its methods.
                let structure = TypeBody(fields: [], functions: provider.functions, conformances: ["TimelineProvider"])
                provider.functions = []
                provider.blocksAreMethods = true
                lowered.kind = .provider(provider)
                return [Decl(kind: .structure(structure), name: decl.name, nameRange: decl.nameRange, range: decl.range), lowered]
            case .widget:
                // The struct (`Counter()` is a value, as in Swift); WidgetKit's side, of the same name, is the widget drawn.
                let structure = TypeBody(fields: [], functions: [], conformances: ["Widget"])
                return [Decl(kind: .structure(structure), name: decl.name, nameRange: decl.nameRange, range: decl.range), decl]
            default:
                break
            }
            return [lowered]
        }
        return tree
    }
}

extension TypeBody {
    /// This body as a `TimelineEntry` struct's: the conformance, and a `date` field first
    /// (located at `dateRange`, the entry's name, where the checker reports a second `date`).
    public func timelineEntry(dateRange: SourceRange) -> TypeBody {
        var body = self
        if !body.conforms(to: "TimelineEntry") { body.conformances.insert("TimelineEntry", at: 0) }
        // The type and default were not written: they take no room in the text, so that no
        // position in the file (a hover, a reference) lands on them.
        let unwritten = SourceRange(start: dateRange.start, end: dateRange.start)
        let now = Expr(.implicitMember(name: "now"), unwritten)
        let date = FieldDecl(attributes: [], isStatic: false, isConstant: false, name: "date", nameRange: dateRange,
                             type: TypeRef(.named("Date"), unwritten), defaultValue: now, range: dateRange)
        body.fields.insert(date, at: 0)
        return body
    }

    /// The field a short form adds (an entry's `date`): it is located at the declaration's name.
    public func isImplicit(_ field: FieldDecl, of decl: Decl) -> Bool { field.nameRange == decl.nameRange }

    /// The struct a `view` declaration stands for: its parameters are stored properties,
    /// its body the `body` property SwiftUI draws.
    static func viewStruct(_ view: ViewDecl, at decl: Decl) -> TypeBody {
        let fields = view.parameters.map { parameter in
            FieldDecl(attributes: [], isStatic: false, isConstant: false, name: parameter.name, nameRange: parameter.range,
                      type: parameter.type, defaultValue: parameter.defaultValue, range: parameter.range)
        }
        let unwritten = SourceRange(start: decl.nameRange.start, end: decl.nameRange.start)
        let body = ComputedProperty(isStatic: false, name: "body", nameRange: decl.nameRange,
                                    type: TypeRef(.named("View"), unwritten),
                                    getter: view.body, range: decl.range)
        var lowered = TypeBody(fields: fields, functions: [], computed: [body], conformances: ["View"])
        if view.parameters.contains(where: { $0.label != $0.name }) {
            // `view Badge(_ count: Int)`: called as `Badge(3)`, which a memberwise initializer does not allow.
            let assignments = view.parameters.map { parameter in
                let target = Expr(.member(base: Expr(.identifier("self"), parameter.range), name: parameter.name, nameRange: parameter.range), parameter.range)
                return Stmt(.expr(Expr(.assign(op: "=", target: target, value: Expr(.identifier(parameter.name), parameter.range)), parameter.range)), parameter.range)
            }
            lowered.initializers = [FunctionDecl(isStatic: false, name: "init", nameRange: decl.nameRange, parameters: view.parameters,
                                                 returnType: nil, body: assignments, range: decl.nameRange)]
        }
        return lowered
    }
}
