/// `struct V: View`. A view made only of stored properties and `body` becomes a
/// `view` whose parameters are the memberwise initialiser's; one with other
/// members (computed properties, functions, initialisers) stays a struct that
/// conforms to `View`, whose `body` is drawn.
extension SwiftLowering {
    func lowerSimpleView(_ decl: SwiftDecl) -> ViewDecl? {
        guard let body = decl.computed("body"), decl.computed.count == 1, decl.functions.isEmpty, decl.initializers.isEmpty,
              // `switch self.widgetFamily`: a body that reads `self` is drawn as the struct's body, where `self` is the view.
              !mentions("self", in: body.range, followedBy: ["."]) else { return nil }
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

    /// `@EnvironmentObject var model: Model`: the object a view around it gives with `.environmentObject(…)`
    /// (found when the view is built, `Interpreter.environmentObject`); when none does, one made with the
    /// type's `init()`, which this default is (the interpreter notes it then). `@Dependency private var
    /// navigation: NavigationModel` in an app intent: not a parameter of the intent's initialiser (`OpenIntent()`
    /// leaves it out), but the object the app registered with `AppDependencyManager.shared.add(dependency:)`,
    /// whose start-up code does not run here: made with its type's `init()`, noted where it is declared.
    mutating func withObjectsMadeByInit(_ decl: SwiftDecl) -> SwiftDecl {
        let reasons: [String: String?] = [
            "EnvironmentObject": nil,
            "Dependency": "the app's AppDependencyManager.shared.add(dependency:) does not run in a widget",
        ]
        guard decl.fields.contains(where: { field in field.defaultValue == nil && reasons.keys.contains { field.attribute($0) != nil } }) else { return decl }
        var decl = decl
        decl.members = decl.members.map { member in
            guard case .field(var field) = member, field.defaultValue == nil,
                  let (name, reason) = reasons.sorted(by: { $0.key < $1.key }).first(where: { field.attribute($0.key) != nil }),
                  let attribute = field.attribute(name), case .named(let typeName)? = field.type?.kind else { return member }
            field.defaultValue = Expr(.call(callee: Expr(.identifier(typeName), field.nameRange), arguments: [], trailingClosures: []), field.nameRange)
            if let reason {
                diagnostics.append(Diagnostic(.note, "'@\(name) var \(field.name)' is made with \(typeName)() here: \(reason)", at: attribute.range))
            }
            return .field(field)
        }
        return decl
    }

    /// `init(…) { _items = Query(filter: …, sort: …) }`: the property reads what that `Query` reads, with the
    /// initialiser's parameters in scope (`self.items = Item.query(filter: …, sort: …)`).
    static func withQueryInitializers(_ decl: SwiftDecl) -> SwiftDecl {
        let queries = Dictionary(decl.fields.filter { $0.attribute("Query") != nil }.map { ("_" + $0.name, $0) }, uniquingKeysWith: { first, _ in first })
        guard !queries.isEmpty, !decl.initializers.isEmpty else { return decl }
        var decl = decl
        decl.members = decl.members.map { member in
            guard case .initializer(var initializer) = member else { return member }
            initializer.body = initializer.body.map { stmt in
                guard case .expr(let expr) = stmt.kind, case .assign("=", let target, let value) = expr.kind,
                      case .identifier(let name) = target.kind, let field = queries[name],
                      case .call(let callee, let arguments, _) = value.kind, case .identifier("Query") = callee.kind,
                      let read = QueryProperty.value(type: field.type, arguments: arguments, range: value.range) else { return stmt }
                let property = Expr(.member(base: Expr(.identifier("self"), target.range), name: field.name, nameRange: target.range), target.range)
                return Stmt(.expr(Expr(.assign(op: "=", target: property, value: read), expr.range)), stmt.range)
            }
            return .initializer(initializer)
        }
        return decl
    }

    /// `@ModelActor actor Store { … }`: the macro's `init(modelContainer:)`, `modelContainer` and `modelContext`
    /// (a context on that container, so the actor's reads and writes are the store's).
    static func withModelActor(_ decl: SwiftDecl) -> SwiftDecl {
        guard decl.attribute("ModelActor") != nil, !decl.fields.contains(where: { $0.name == "modelContainer" }) else { return decl }
        var decl = decl
        let range = decl.nameRange
        let container = FieldDecl(attributes: [], isStatic: false, isConstant: true, name: "modelContainer", nameRange: range,
                                  type: TypeRef(.named("ModelContainer"), range), defaultValue: nil, range: range)
        let make = Expr(.call(callee: Expr(.identifier("ModelContext"), range),
                              arguments: [Argument(label: nil, value: Expr(.identifier("modelContainer"), range))], trailingClosures: []), range)
        let context = ComputedProperty(isStatic: false, name: "modelContext", nameRange: range, type: TypeRef(.named("ModelContext"), range),
                                       getter: [Stmt(.return(make), range)], setter: nil, range: range)
        decl.members = [.field(container), .computed(context)] + decl.members
        return decl
    }
}
