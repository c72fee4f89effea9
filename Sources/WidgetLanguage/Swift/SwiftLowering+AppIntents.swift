/// Intents, configuration intents, entities and their queries as AppIntents spells them.
extension SwiftLowering {
    /// `struct I: AppIntent { static var title …; @Parameter(…) var id: String; init(…); func perform() async throws -> some IntentResult }`.
    mutating func lowerIntent(_ decl: SwiftDecl) -> IntentDecl {
        var metadata: [FieldDecl] = []
        var parameters: [FieldDecl] = []
        for field in decl.fields {
            if field.isStatic {
                var field = field
                field.defaultValue = field.defaultValue.map(SwiftLowering.unwrapResource)
                // `static var title: LocalizedStringResource = "…"`: the text is what is kept.
                if let type = field.type, SwiftLowering.resourceTypes.contains(type.description) { field.type = nil }
                metadata.append(field)
            } else {
                var field = resolve(field, in: decl.name)
                // `@Parameter(title: "…", default: 5) var count: Int`: the default is the attribute's.
                if field.defaultValue == nil, let value = field.attribute("Parameter")?.arguments.first(where: { $0.label == "default" })?.value {
                    field.defaultValue = value
                }
                // A `SetValueIntent`'s `value` is set by the control that runs it (`ToggleLight()` leaves it out): off until then.
                if decl.conforms(to: "SetValueIntent"), field.name == "value", field.defaultValue == nil, case .named("Bool")? = field.type?.kind {
                    field.defaultValue = Expr(.bool(false), field.nameRange)
                }
                parameters.append(field)
            }
        }
        // `static var parameterSummary: some ParameterSummary { Summary("Add \(\.$title)") }` is the sentence
        // the Shortcuts app shows for the intent; no widget shows it, so it is not kept.
        for property in decl.computed where property.isStatic && property.setter == nil && property.name != "parameterSummary" {
            // `static var preview: MyIntent { let intent = MyIntent(); …; return intent }`: computed once, as a `static let` would be.
            let closure = Expr(.closure(Closure(parameters: [], body: property.getter, range: property.range)), property.range)
            let value = Expr(.call(callee: closure, arguments: [], trailingClosures: []), property.range)
            metadata.append(FieldDecl(attributes: [], isStatic: true, isConstant: true, name: property.name, nameRange: property.nameRange,
                                      type: resolve(property.type, in: decl.name), defaultValue: value, range: property.range))
        }
        var perform: NamedBlock?
        var functions: [FunctionDecl] = []
        for function in decl.functions {
            if function.name == "perform", function.parameters.isEmpty, !function.isStatic {
                // The intent's own functions it calls (`touchedAction()`, in an extension too) are local closures there.
                let helpers = localHelpers(for: function, in: decl, among: decl.functions.filter { !$0.isStatic && $0.name != "perform" })
                perform = NamedBlock(name: "perform", nameRange: function.nameRange, parameters: [],
                                     body: helpers + SwiftLowering.withoutIntentResults(resolve(function, in: decl.name).body), range: function.range)
            } else {
                functions.append(resolve(function, in: decl.name))
            }
        }
        var intent = IntentDecl(metadata: metadata, parameters: parameters, perform: perform, functions: functions)
        // `init() { page = 0 }`, `init(name: String) { self.name = name.uppercased(); … }`: run when the intent is made.
        intent.initializers = decl.initializers.map { resolve($0, in: decl.name) }
        intent.computed = decl.computed.filter { !$0.isStatic }.map { resolve($0, in: decl.name) }
        return intent
    }

    static func onlyStoresParameters(_ initializer: FunctionDecl) -> Bool {
        initializer.body.allSatisfy { stmt in
            guard case .expr(let expr) = stmt.kind, case .assign("=", let target, _) = expr.kind,
                  case .member(let base, _, _) = target.kind, case .identifier("self") = base.kind else { return false }
            return true
        }
    }

    /// The AppIntents types a text is made into (`TypeDisplayRepresentation(name: "Month")`): here, the text itself.
    static let textResourceTypes: Set<String> = ["LocalizedStringResource", "IntentDescription", "TypeDisplayRepresentation", "DisplayRepresentation"]
    static let resourceTypes: Set<String> = textResourceTypes.union(["LocalizedStringKey", "String"])

    /// `IntentDescription("…")`, `LocalizedStringResource("…")` → the string.
    /// (`.init(title: "Next Month")` where the type says which, and each value of `[.next: .init(title: …)]`, too.)
    static func unwrapResource(_ expr: Expr) -> Expr {
        if case .dictionary(let entries) = expr.kind {
            return Expr(.dictionary(entries.map { DictionaryEntry(key: $0.key, value: unwrapResource($0.value)) }), expr.range)
        }
        guard case .call(let callee, let arguments, _) = expr.kind, let first = arguments.first,
              first.label == nil || first.label == "title" || first.label == "name" else { return expr }
        switch callee.kind {
        case .identifier(let name) where textResourceTypes.contains(name):
            return first.value
        case .implicitMember("init"):
            return first.value
        default:
            return expr
        }
    }

    /// `static var typeDisplayRepresentation: TypeDisplayRepresentation { .init(name: "Month") }` and
    /// `static var caseDisplayRepresentations: [Self: DisplayRepresentation] { [.next: .init(title: "Next")] }` of an
    /// `AppEnum`: computed as written, their texts kept as Strings (as the stored forms are).
    static func resourceText(_ property: ComputedProperty) -> ComputedProperty {
        guard property.isStatic, let type = property.type, let value = singleExpression(property.getter) else { return property }
        var changed = property
        if resourceTypes.contains(type.description) {
            changed.type = TypeRef(.named("String"), type.range)
        } else if case .dictionary(let key, let element) = type.kind, element.description == "DisplayRepresentation" {
            changed.type = TypeRef(.dictionary(key: key, value: TypeRef(.named("String"), element.range)), type.range)
        } else {
            return property
        }
        changed.getter = [Stmt(.return(unwrapResource(value)), value.range)]
        return changed
    }

    /// `return .result()` and `return .result(dialog: …)` end `perform`; the result itself
    /// has no meaning in a terminal.
    static func withoutIntentResults(_ body: [Stmt]) -> [Stmt] {
        body.map { stmt in
            switch stmt.kind {
            case .return(let value?):
                if case .call(let callee, _, _) = value.kind, case .implicitMember("result") = callee.kind {
                    return Stmt(.return(nil), stmt.range)
                }
                return stmt
            case .if(let conditions, let then, let otherwise):
                return Stmt(.if(conditions: conditions, then: withoutIntentResults(then), else: otherwise.map(withoutIntentResults)), stmt.range)
            case .guard(let conditions, let otherwise):
                return Stmt(.guard(conditions: conditions, else: withoutIntentResults(otherwise)), stmt.range)
            case .do(let body, let name, let catchBody):
                return Stmt(.do(body: withoutIntentResults(body), catchName: name, catchBody: catchBody.map(withoutIntentResults)), stmt.range)
            case .switch(let subject, let cases):
                return Stmt(.switch(subject: subject, cases: cases.map { var c = $0; c.body = withoutIntentResults(c.body); return c }), stmt.range)
            default:
                return stmt
            }
        }
    }

    static func withoutIntentResults(_ clause: ElseClause) -> ElseClause {
        switch clause {
        case .block(let body): return .block(withoutIntentResults(body))
        case .elseIf(let stmt): return .elseIf(withoutIntentResults([stmt])[0])
        }
    }

    /// `struct X: AppEntity { let id: String; …; static var defaultQuery = XQuery() }` and
    /// `struct XQuery: EntityQuery { func entities(for:) …; func suggestedEntities() …; func defaultResult() … }`.
    mutating func lowerEntity(_ decl: SwiftDecl) -> EntityDecl {
        // Its statics are kept (`static let medium = SymbolSize(…)`), but for what Shortcuts reads: the query
        // (whose functions become the `query` blocks) and how the type is shown.
        let fields = decl.fields.filter { !$0.isStatic || !["defaultQuery", "typeDisplayRepresentation"].contains($0.name) }
            .map { resolve($0, in: decl.name) }
        var query: [NamedBlock] = []
        var queryRange: SourceRange?
        if let queryName = queryTypeName(of: decl), let queryDecl = types[queryName],
           let made = decl.fields.first(where: { $0.name == "defaultQuery" })?.defaultValue {
            // The query is its struct, run as any other type (its statics, `Self`, its helpers); what Shortcuts asks
            // of it is a block that calls the requirement on the entity's `defaultQuery`, made as the entity makes it.
            queryRange = queryDecl.nameRange
            for function in queryDecl.functions where !function.isStatic && ["entities", "suggestedEntities", "defaultResult"].contains(function.name)
                && !query.contains(where: { $0.name == function.name }) {
                let range = function.nameRange
                let parameters = function.parameters.map { NamedBlock.Parameter(label: $0.label, name: $0.name, range: $0.range) }
                let arguments = function.parameters.map { Argument(label: $0.label, value: Expr(.identifier($0.name), range)) }
                let call = Expr(.call(callee: Expr(.member(base: made, name: function.name, nameRange: range), range), arguments: arguments,
                                      trailingClosures: []), range)
                query.append(NamedBlock(name: function.name, nameRange: function.nameRange, parameters: parameters,
                                        body: [Stmt(.return(call), range)], range: function.range))
            }
        }
        var entity = EntityDecl(fields: fields, functions: decl.functions.map { resolve($0, in: decl.name) }, query: query, queryRange: queryRange)
        entity.initializers = decl.initializers.map { resolve($0, in: decl.name) }
        // How Shortcuts shows the entity (`displayRepresentation`) is not drawn by a widget.
        entity.computed = typeBody(decl, dropping: ["typeDisplayRepresentation", "displayRepresentation"]).computed
        return entity
    }

    /// The type named by `static var defaultQuery = XQuery()`.
    func queryTypeName(of entity: SwiftDecl) -> String? {
        guard let field = entity.fields.first(where: { $0.name == "defaultQuery" }), let value = field.defaultValue else { return nil }
        return SwiftLowering.typeName(constructedBy: value)
    }

    /// Whether the text of `function` calls `name`: the name as a whole word followed by `(` or,
    /// called with a trailing closure alone, `{` (spaces between allowed).
    func calls(_ function: FunctionDecl, _ name: String) -> Bool {
        mentions(name, in: function.range, followedBy: ["(", "{"])
    }

    /// Whether the text in `range` has `word` as a whole word followed (after spaces) by one of `next`.
    func mentions(_ word: String, in range: SourceRange, followedBy next: Set<Unicode.Scalar>) -> Bool {
        guard let text = source?.text(of: range), !word.isEmpty else { return false }
        let characters = Array(text.unicodeScalars)
        let word = Array(word.unicodeScalars)
        func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }
        var start = 0
        while start + word.count <= characters.count {
            defer { start += 1 }
            guard characters[start] == word[0], Array(characters[start..<start + word.count]) == word else { continue }
            if start > 0, isNamePart(characters[start - 1]) || characters[start - 1] == "`" { continue }
            var index = start + word.count
            if index < characters.count, isNamePart(characters[index]) { continue }
            while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
            if index < characters.count, next.contains(characters[index]) { return true }
        }
        return false
    }
}
