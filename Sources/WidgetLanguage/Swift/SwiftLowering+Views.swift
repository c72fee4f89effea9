/// What a Swift type's members are made into before the checker reads them. (A view,
/// `struct V: View`, is its struct: its `body` is drawn.)
extension SwiftLowering {
    /// `@EnvironmentObject var model: Model`: the object a view around it gives with `.environmentObject(…)`
    /// (found when the view is built, `Interpreter.environmentObject`); when none does, one made with the
    /// type's `init()`, which this default is (the interpreter notes it then). `@Dependency private var
    /// navigation: NavigationModel` in an app intent: not a parameter of the intent's initialiser (`OpenIntent()`
    /// leaves it out), but the object the app registered with `AppDependencyManager.shared.add(dependency:)`,
    /// whose start-up code does not run here: made with its type's `init()`, noted where it is declared.
    mutating func withObjectsMadeByInit(_ written: SwiftDecl) -> SwiftDecl {
        var decl = withIntentParameterDependencies(written)
        let reasons: [String: String?] = [
            "EnvironmentObject": nil,
            "Dependency": "the app's AppDependencyManager.shared.add(dependency:) does not run in a widget",
        ]
        guard decl.fields.contains(where: { field in field.defaultValue == nil && reasons.keys.contains { field.attribute($0) != nil } }) else { return decl }
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

    /// `@IntentParameterDependency<PerformAction>(\.$server) var intent` in an entity query: the parameters of the intent
    /// being configured, which the system gives while a person edits it. Nothing is being edited when a widget is drawn, so
    /// it is nil (as when the query runs outside that editing), and not a parameter of the query's initialiser.
    mutating func withIntentParameterDependencies(_ decl: SwiftDecl) -> SwiftDecl {
        guard decl.fields.contains(where: { $0.defaultValue == nil && $0.attribute("IntentParameterDependency") != nil }) else { return decl }
        var decl = decl
        decl.members = decl.members.map { member in
            guard case .field(var field) = member, field.defaultValue == nil, let attribute = field.attribute("IntentParameterDependency") else { return member }
            field.defaultValue = Expr(.nil, field.nameRange)
            field.isConstant = false
            diagnostics.append(Diagnostic(.note, "'@IntentParameterDependency var \(field.name)' is nil here: no intent is being configured while a widget is drawn",
                                          at: attribute.range))
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
        // `DataModel.shared.modelExecutor.modelContext`: the executor the macro adds, which holds the same context.
        let executorType = "DefaultSerialModelExecutor"
        let makeExecutor = Expr(.call(callee: Expr(.identifier(executorType), range),
                                      arguments: [Argument(label: "modelContext", value: Expr(.identifier("modelContext"), range))], trailingClosures: []), range)
        let executor = ComputedProperty(isStatic: false, name: "modelExecutor", nameRange: range, type: TypeRef(.named(executorType), range),
                                        getter: [Stmt(.return(makeExecutor), range)], setter: nil, range: range)
        decl.members = [.field(container), .computed(context)]
            + (decl.computed("modelExecutor") == nil && !decl.fields.contains(where: { $0.name == "modelExecutor" }) ? [.computed(executor)] : [])
            + decl.members
        return decl
    }
}

extension SwiftLowering {
    /// `@Observable class Settings`: the two methods the macro adds, which a property written by hand calls to take part in
    /// observation (`get { access(keyPath: \.theme); return store.theme }`, `set { withMutation(keyPath: \.theme) { … } }`).
    /// A widget is drawn once per entry, so nothing observes: `access` does nothing and `withMutation` runs its closure.
    static func withObservationMethods(_ decl: SwiftDecl) -> SwiftDecl {
        guard decl.attribute("Observable") != nil,
              !decl.functions.contains(where: { $0.name == "access" || $0.name == "withMutation" }) else { return decl }
        var decl = decl
        let range = decl.nameRange
        func type(_ kind: TypeRef.Kind) -> TypeRef { TypeRef(kind, range) }
        let keyPath = FunctionDecl.Parameter(label: "keyPath", name: "keyPath",
                                             type: type(.generic("KeyPath", arguments: [type(.named("Self")), type(.named("Member"))])),
                                             defaultValue: nil, range: range)
        var access = FunctionDecl(isStatic: false, name: "access", nameRange: range, parameters: [keyPath], returnType: nil, body: [], range: range)
        access.genericParameters = ["Member"]
        let mutation = FunctionDecl.Parameter(label: nil, name: "mutation",
                                              type: type(.function(parameters: [], result: type(.named("Result")), effects: "throws")),
                                              defaultValue: nil, range: range)
        let run = Expr(.try(kind: .plain, expr: Expr(.call(callee: Expr(.identifier("mutation"), range), arguments: [], trailingClosures: []), range)), range)
        var withMutation = FunctionDecl(isStatic: false, name: "withMutation", nameRange: range, parameters: [keyPath, mutation],
                                        returnType: type(.named("Result")), body: [Stmt(.return(run), range)], range: range)
        withMutation.genericParameters = ["Member", "Result"]
        decl.members += [.function(access), .function(withMutation)]
        return decl
    }
}
