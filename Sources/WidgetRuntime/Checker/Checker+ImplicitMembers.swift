import WidgetLanguage

/// Implicit members bound to what they name: `.placeholder`, `.init(…)`, `.named("x")`, `.loaded(3)`
/// resolved against the contextual type when that is one of the program's types, as Swift resolves them.
/// The binding (the owner type, by the offset of the `.name`) goes into the program's symbols, and the
/// interpreter evaluates `Owner.name` there (`Interpreter+ImplicitMembers`); an implicit member the checker
/// could not bind (its contextual type unknown) is kept as a symbolic value and given its type where it is
/// used, from the value it meets at run time.
extension Checker {
    /// The program's type an implicit member `.name` is looked up in, when the contextual type is one that
    /// declares it: an enum case, a static stored or computed property, a static function (its own or a
    /// protocol extension's default), or `init` of a struct, class or model. Nil for anything else.
    func implicitMemberOwner(_ name: String, expected: SemanticType?) -> String? {
        guard case .named(let typeName)? = expected?.unwrapped, let symbol = symbols.types[typeName] else { return nil }
        if symbol.kind == .enumeration, symbol.cases.contains(name) || name == "allCases" { return typeName }
        if name == "init" { return symbol.kind == .protocolType ? nil : typeName }
        if symbol.staticFields.contains(where: { $0.name == name }) { return typeName }
        if instanceComputed(name, of: symbol, isStatic: true) != nil { return typeName }
        if symbol.function(name, isStatic: true, orDefaultIn: symbols.types) != nil { return typeName }
        return nil
    }

    /// A built-in type whose program extension declares the static `.name` (`extension Color { static let brand = … }`)
    /// or an `init`:
    /// bound as the program's own statics are, when the built-in type has no member of that name. A call's labels
    /// (`callLabels`) that fit a static function of the extension choose it over the built-in member of that name,
    /// as Swift's overloading does (`extension Font { static func title2(pixel: Bool = false) -> Font }` beside
    /// `Font.title2`: `.title2(pixel: true)` and `.title2()` are the extension's, `.title2` the built-in).
    func implicitExtensionOwner(_ name: String, expected: SemanticType?, callLabels: [String?]? = nil) -> String? {
        guard !symbols.builtinExtensions.isEmpty, let expected else { return nil }
        let table = builtinTable(for: expected.unwrapped)
        guard let typeName = table?.name ?? Checker.extensionTypeName(of: expected.unwrapped), symbols.types[typeName] == nil else { return nil }
        if table?.statics[name] != nil {
            guard let callLabels, symbols.builtinExtensionFunctions(name, of: typeName, isStatic: true).contains(where: {
                Checker.labelsMatch($0.parameters, callLabels)
            }) else { return nil }
            return typeName
        }
        // `.init(joining: "a", "b")` where a `String` goes: an `init` the program's extension adds.
        if name == "init" { return (symbols.builtinExtensions[typeName] ?? []).contains { !$0.initializers.isEmpty } ? typeName : nil }
        return extensionStaticOwner(name, of: typeName)
    }

    /// The built-in type or protocol whose program extension declares the static `name` for values of `typeName`: the
    /// type's own extension (`extension Color { static let brand … }`), else that of a protocol the type's values are
    /// looked up in (`extension FormatStyle where Self == Date.FormatStyle { static var yearOnly … }`, read from the
    /// extension by `Interpreter.boundImplicitMember`); nil when none does.
    func extensionStaticOwner(_ name: String, of typeName: String) -> String? {
        func declares(_ extended: String) -> Bool {
            symbols.builtinExtensionStatic(name, of: extended) != nil || symbols.builtinExtensionProperty(name, of: extended, isStatic: true) != nil
                || symbols.builtinExtensionFunction(name, of: extended, isStatic: true) != nil
        }
        if declares(typeName) { return typeName }
        return Checker.protocolStaticTypes.keys.sorted().first { Checker.protocolStaticTypes[$0]?.contains(typeName) == true && declares($0) }
    }

    /// Keeps the type an implicit member is bound to, and the type's name at its place: the interpreter runs
    /// `Owner.name` there (`Interpreter.boundImplicitMember`), whose `Owner` means the type whatever the block names.
    func bindImplicitMember(at range: SourceRange, to owner: String) {
        symbols.implicitMembers[range.start.offset] = owner
        bindName(owner, .type(owner), at: range)
    }

    /// `.placeholder`, `.dark` where a program type goes: the static's type, bound to the type.
    func boundImplicitMemberType(_ name: String, expected: SemanticType?, at range: SourceRange) -> SemanticType? {
        if let owner = implicitMemberOwner(name, expected: expected) {
            bindImplicitMember(at: range, to: owner)
            guard let symbol = symbols.types[owner], !(symbol.kind == .enumeration && symbol.cases.contains(name)) else { return .named(owner) }
            let type = staticMemberType(owner, name, at: range)
            return type == .unknown || type == .closure ? .named(owner) : type
        }
        if let owner = implicitExtensionOwner(name, expected: expected) {
            bindImplicitMember(at: range, to: owner)
        }
        return nil
    }

    /// `.init(name: "x")`, `.named("x")` where a program type goes: checked as `Owner(name: "x")` and
    /// `Owner.named("x")` are, and bound to the type. Nil when the member is not the program's.
    func boundImplicitMemberCall(_ name: String, call: Expr, callee: Expr, arguments: [Argument], trailing: [TrailingClosure],
                                 in scope: Scope, expected: SemanticType?) -> SemanticType? {
        let labels = arguments.map(\.label) + trailing.map { _ in nil }
        guard let owner = implicitMemberOwner(name, expected: expected) ?? implicitExtensionOwner(name, expected: expected, callLabels: labels) else { return nil }
        bindImplicitMember(at: callee.range, to: owner)
        let written = Checker.explicitMember(owner, name, at: callee.range)
        return infer(Expr(.call(callee: written, arguments: arguments, trailingClosures: trailing), call.range), in: scope, expected: expected)
    }

    /// What `.name` stands for once its type is known: `Owner.name`, or for `.init` the type itself (`Owner(…)`).
    static func explicitMember(_ owner: String, _ name: String, at range: SourceRange) -> Expr {
        let type = Expr(.identifier(owner), range)
        return name == "init" ? type : Expr(.member(base: type, name: name, nameRange: range), range)
    }

    /// `imSides(.triangle)` where the parameter is `some ImShape`: a static that an extension of the program's
    /// protocol declares (`extension ImShape where Self == ImTriangle { static var triangle: … }`), bound to
    /// the protocol, as Swift looks up an implicit member of a protocol type in its constrained extensions.
    func bindProtocolStatic(_ value: Expr, written: TypeRef?) {
        guard let written else { return }
        var type = written
        while true {
            switch type.kind {
            case .opaque(_, let inner), .optional(let inner): type = inner; continue
            default: break
            }
            break
        }
        let member: (name: String, range: SourceRange)
        switch value.kind {
        case .implicitMember(let name): member = (name, value.range)
        case .call(let callee, _, _):
            guard case .implicitMember(let name) = callee.kind else { return }
            member = (name, callee.range)
        default: return
        }
        guard case .named(let protocolName) = type.kind, let symbol = symbols.types[protocolName], symbol.kind == .protocolType,
              symbol.staticFields.contains(where: { $0.name == member.name })
                || symbol.computedProperty(member.name, isStatic: true) != nil
                || symbol.function(member.name, isStatic: true) != nil else { return }
        bindImplicitMember(at: member.range, to: protocolName)
    }
}
