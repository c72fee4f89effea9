/// `struct V: View`. A view made only of stored properties and `body` becomes a
/// `view` whose parameters are the memberwise initialiser's; one with other
/// members (computed properties, functions, initialisers) stays a struct that
/// conforms to `View`, whose `body` is drawn.
extension SwiftLowering {
    func lowerSimpleView(_ decl: SwiftDecl) -> ViewDecl? {
        guard let body = decl.computed("body"), decl.computed.count == 1, decl.functions.isEmpty, decl.initializers.isEmpty else { return nil }
        var parameters: [FunctionDecl.Parameter] = []
        var prelude: [Stmt] = []
        for field in decl.fields where !field.isStatic {
            if let environment = field.attribute("Environment") {
                // `@Environment(\.widgetFamily) var family`: the family being drawn.
                guard case .keyPath(_, let path)? = environment.arguments.first?.value.kind, path == ["widgetFamily"] else { return nil }
                if field.name != "family" {
                    prelude.append(Stmt(.binding(Binding(isConstant: true, name: field.name, nameRange: field.nameRange, type: nil,
                                                         value: Expr(.identifier("family"), field.nameRange))), field.range))
                }
                continue
            }
            if let query = field.attribute("Query"),
               let binding = QueryProperty.binding(name: field.name, nameRange: field.nameRange, type: resolve(field.type, in: decl.name),
                                                   arguments: query.arguments, range: field.range) {
                // `@Query(filter:sort:) var items: [Item]`: read from the store when the view is built.
                prelude.append(binding)
                continue
            }
            if field.attribute("Namespace") != nil, let value = field.defaultValue {
                // `@Namespace var ns`: a constant naming the namespace, not a parameter.
                prelude.append(Stmt(.binding(Binding(isConstant: true, name: field.name, nameRange: field.nameRange,
                                                     type: nil, value: value)), field.range))
                continue
            }
            if !field.attributes.isEmpty { return nil }
            if field.isConstant, let value = field.defaultValue {
                // `let formatter = ISO8601DateFormatter()`: not a parameter in Swift either.
                prelude.append(Stmt(.binding(Binding(isConstant: true, name: field.name, nameRange: field.nameRange,
                                                     type: resolve(field.type, in: decl.name), value: value)), field.range))
                continue
            }
            parameters.append(.init(label: field.name, name: field.name, type: resolve(field.type, in: decl.name),
                                    defaultValue: field.defaultValue, range: field.range))
        }
        return ViewDecl(parameters: parameters, body: prelude + body.getter)
    }

    /// `@EnvironmentObject var model: Model`: a widget draws one frame, and no ancestor's
    /// `.environmentObject(…)` reaches it here, so the object is made with its type's `init()`, noted where declared.
    mutating func withEnvironmentObjects(_ decl: SwiftDecl) -> SwiftDecl {
        guard decl.fields.contains(where: { $0.attribute("EnvironmentObject") != nil && $0.defaultValue == nil }) else { return decl }
        var decl = decl
        decl.members = decl.members.map { member in
            guard case .field(var field) = member, field.defaultValue == nil, let attribute = field.attribute("EnvironmentObject"),
                  case .named(let typeName)? = field.type?.kind else { return member }
            field.defaultValue = Expr(.call(callee: Expr(.identifier(typeName), field.nameRange), arguments: [], trailingClosures: []), field.nameRange)
            diagnostics.append(Diagnostic(.note, "'@EnvironmentObject var \(field.name)' is made with \(typeName)() here: "
                                              + "a terminal frame does not pass an ancestor's .environmentObject(…) down", at: attribute.range))
            return .field(field)
        }
        return decl
    }
}
