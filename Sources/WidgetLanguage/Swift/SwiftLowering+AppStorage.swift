/// `@AppStorage("key") var count = 0` and `@AppStorage("key", store: UserDefaults(suiteName: "g")) var name: String = ""`.
/// The value lives in `UserDefaults` (kept in the widget's store), through the built-in
/// `AppStorage(wrappedValue:_:store:)`:
/// - in a struct (a timeline provider too), class or view the property becomes a computed one that reads
///   `.wrappedValue` and assigns through `.set(newValue)`;
/// - an intent's members are blocks, not a struct: each of its functions
///   (`perform`, helpers) starts with `var count = AppStorage(…).wrappedValue`
///   and keeps a changed value when it ends (`defer { AppStorage(…).set(count) }`).
extension SwiftLowering {
    /// `@AppStorage` properties as blocks (intents) or computed properties (the rest).
    func withAppStorage(_ decl: SwiftDecl) -> SwiftDecl {
        guard decl.kind != .enumeration, decl.kind != .protocolDecl else { return decl }
        let isBlocks = decl.conforms(to: "WidgetConfigurationIntent")
            || decl.conformances.contains(where: SwiftLowering.intentProtocols.contains)
        return isBlocks ? SwiftLowering.withAppStorageBlocks(decl) : SwiftLowering.withAppStorageProperties(decl)
    }

    static func isAppStorage(_ field: FieldDecl) -> Bool { !field.isStatic && field.attribute("AppStorage") != nil }

    /// The intent's members with its `@AppStorage` properties read at the
    /// start of each function and kept at its end.
    static func withAppStorageBlocks(_ decl: SwiftDecl) -> SwiftDecl {
        let fields = decl.fields.filter(isAppStorage)
        guard !fields.isEmpty else { return decl }
        var decl = decl
        decl.members = decl.members.compactMap { member in
            switch member {
            case .field(let field) where isAppStorage(field):
                return nil
            case .function(var function) where !function.isStatic:
                // A parameter of the same name hides the property, as in Swift.
                let seen = fields.filter { field in !function.parameters.contains { $0.name == field.name } }
                function.body = seen.flatMap(appStorageLocal) + function.body
                return .function(function)
            default:
                return member
            }
        }
        return decl
    }

    /// A struct's, class's or view's `@AppStorage` properties as computed ones.
    static func withAppStorageProperties(_ decl: SwiftDecl) -> SwiftDecl {
        guard decl.fields.contains(where: isAppStorage) else { return decl }
        var decl = decl
        decl.members = decl.members.map { member in
            guard case .field(let field) = member, isAppStorage(field) else { return member }
            let range = field.range
            let getter = [defaultBinding(field), Stmt(.return(Expr(.member(base: storage(field), name: "wrappedValue", nameRange: range), range)), range)]
            let set = Expr(.call(callee: Expr(.member(base: storage(field), name: "set", nameRange: range), range),
                                 arguments: [Argument(label: nil, value: Expr(.identifier("newValue"), range))], trailingClosures: []), range)
            let setter = ComputedProperty.Setter(parameterName: "newValue", body: [defaultBinding(field), Stmt(.expr(set), range)])
            return .computed(ComputedProperty(isStatic: false, name: field.name, nameRange: field.nameRange, type: storedType(field),
                                              getter: getter, setter: setter, range: range))
        }
        return decl
    }

    /// `var count: Int = AppStorage(…).wrappedValue` and `defer { if count != count.initial { AppStorage(…).set(count) } }`:
    /// only a change is kept, so a helper function that changed the value is not undone.
    static func appStorageLocal(_ field: FieldDecl) -> [Stmt] {
        let range = field.range
        let read = Stmt(.binding(Binding(isConstant: false, name: field.name, nameRange: field.nameRange, type: storedType(field),
                                         value: Expr(.member(base: storage(field), name: "wrappedValue", nameRange: range), range))), range)
        let initialName = field.name + ".initial"
        let initial = Stmt(.binding(Binding(isConstant: true, name: initialName, nameRange: field.nameRange, type: storedType(field),
                                            value: Expr(.identifier(field.name), range))), range)
        let keep = Expr(.call(callee: Expr(.member(base: storage(field), name: "set", nameRange: range), range),
                              arguments: [Argument(label: nil, value: Expr(.identifier(field.name), range))], trailingClosures: []), range)
        let changed = Expr(.binary(op: "!=", lhs: Expr(.identifier(field.name), range), rhs: Expr(.identifier(initialName), range)), range)
        let keepChange = Stmt(.if(conditions: [.expr(changed)], then: [defaultBinding(field), Stmt(.expr(keep), range)], else: nil), range)
        return [defaultBinding(field), read, initial, Stmt(.defer([keepChange]), range)]
    }

    /// The default, typed as the property, so `.metric` is the enum's case: `let count.default: Int = 0`.
    static func defaultBinding(_ field: FieldDecl) -> Stmt {
        Stmt(.binding(Binding(isConstant: true, name: defaultName(field), nameRange: field.nameRange, type: storedType(field),
                              value: field.defaultValue ?? Expr(.nil, field.range))), field.range)
    }

    static func defaultName(_ field: FieldDecl) -> String { field.name + ".default" }

    /// `AppStorage(wrappedValue: count.default, "key", store: …)`.
    static func storage(_ field: FieldDecl) -> Expr {
        let range = field.range
        var arguments = [Argument(label: "wrappedValue", value: Expr(.identifier(defaultName(field)), range))]
        arguments += field.attribute("AppStorage")?.arguments ?? []
        return Expr(.call(callee: Expr(.identifier("AppStorage"), range), arguments: arguments, trailingClosures: []), range)
    }

    /// The property's type as written, or the type of a literal default (`= 0` is an `Int`).
    static func storedType(_ field: FieldDecl) -> TypeRef? {
        if let type = field.type { return type }
        let name: String?
        switch field.defaultValue?.kind {
        case .integer?: name = "Int"
        case .double?: name = "Double"
        case .bool?: name = "Bool"
        case .string?: name = "String"
        default: name = nil
        }
        return name.map { TypeRef(.named($0), field.nameRange) }
    }
}
