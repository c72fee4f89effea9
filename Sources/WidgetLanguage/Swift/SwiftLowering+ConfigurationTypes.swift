/// A widget whose `body` is a value of the module's own `WidgetConfiguration` type:
///
/// ```swift
/// struct NoteConfiguration: WidgetConfiguration {
///     var note: NoteKind
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: kind, provider: Provider()) { entry in NoteView(note: self.note) }
///             .supportedFamilies(families)
///     }
///     private var kind: String { "note-\(note.rawValue)" }
///     private var families: [WidgetFamily] { [.systemSmall, .systemMedium] }
/// }
/// struct PrimaryWidget: Widget {
///     var body: some WidgetConfiguration { NoteConfiguration(note: .primary) }
/// }
/// ```
///
/// The configuration is the type's `body` with the value the widget makes: in its properties (kind, families,
/// display name, description) each of the type's stored properties is the argument given for it (or its default)
/// and each computed property of one expression is that expression; the view closure runs with `self` bound to
/// the value (`let self = NoteConfiguration(note: .primary)` at its start), so it reads the value's properties as
/// Swift does.
extension SwiftLowering {
    /// The configuration a widget's body means when it makes a value of a `WidgetConfiguration` type of the module:
    /// that type's `body`, its properties resolved as above, and the value itself (for `self` in the view).
    func userConfiguration(_ expr: Expr) -> (body: Expr, value: Expr, type: String)? {
        var callee: Expr
        var arguments: [Argument]
        switch expr.kind {
        case .call(let called, let given, let trailing) where trailing.isEmpty:
            callee = called
            arguments = given
        case .identifier:
            // `var body: some WidgetConfiguration { configuration }` of a stored value is not resolved here.
            return nil
        default:
            return nil
        }
        if case .member(let base, "init", _) = callee.kind { callee = base }
        guard case .identifier(let name) = callee.kind, let decl = types[name], decl.conforms(to: "WidgetConfiguration"),
              let body = decl.computed("body"), let configuration = SwiftLowering.singleExpression(body.getter) else { return nil }
        var values: [String: Expr] = [:]
        for field in decl.fields where !field.isStatic {
            guard let value = arguments.first(where: { $0.label == field.name })?.value ?? field.defaultValue else { continue }
            values[field.name] = SwiftLowering.qualified(value, as: field.type)
        }
        var computed: [String: Expr] = [:]
        for property in decl.computed where !property.isStatic && property.name != "body" {
            if let single = SwiftLowering.singleExpression(property.getter) { computed[property.name] = single }
        }
        var resolved = SwiftLowering.substituting(configuration, stored: values, computed: computed, depth: 0)
        let generics = SwiftLowering.genericArguments(of: decl, given: arguments)
        if !generics.isEmpty { resolved = SwiftLowering.substitutingTypes(generics, in: resolved) }
        return (resolved, Expr(.call(callee: Expr(.identifier(name), callee.range), arguments: arguments, trailingClosures: []), expr.range), name)
    }

    /// `struct Conf<T: Titled>: WidgetConfiguration { let intentType: T.Type … }` made with `intentType: Alpha.self` (or a
    /// property `let intent: T` with `intent: Alpha()`): `T` is `Alpha`, by parameter.
    static func genericArguments(of decl: SwiftDecl, given arguments: [Argument]) -> [String: String] {
        var generics: [String: String] = [:]
        for parameter in decl.genericParameters {
            for field in decl.fields where !field.isStatic {
                guard let type = field.type?.description, let value = arguments.first(where: { $0.label == field.name })?.value else { continue }
                // (A `T.Type` is read as `T`: the metatype is the type itself here.)
                guard type == parameter else { continue }
                if case .member(_, "self", _) = value.kind, let named = typeName(ofMetatype: value) {
                    generics[parameter] = named
                } else if case .call(let made, _, _) = value.kind, case .identifier(let named) = made.kind {
                    generics[parameter] = named
                }
            }
        }
        return generics
    }

    /// `expr` with the type parameters named as the types they stand for: `T.title` → `Alpha.title`, `Provider<T>()` →
    /// `Provider<Alpha>()`, in its closures too.
    static func substitutingTypes(_ types: [String: String], in expr: Expr) -> Expr {
        SyntaxRewriter(after: { expr in
            guard case .identifier(let name) = expr.kind else { return expr }
            if let type = types[name] { return Expr(.identifier(type), expr.range) }
            guard name.contains("<") else { return expr }
            // (The names inside the generic arguments, word by word.)
            var result = "", word = ""
            for character in name + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    result += types[word] ?? word
                    word = ""
                    result.append(character)
                }
            }
            return Expr(.identifier(String(result.dropLast())), expr.range)
        }).rewrite(expr)
    }

    /// `.primary` given for `var note: NoteKind`: `NoteKind.primary`, so it means the same where no type is expected.
    static func qualified(_ value: Expr, as type: TypeRef?) -> Expr {
        guard let type, case .named(let typeName) = type.kind else { return value }
        switch value.kind {
        case .implicitMember(let name):
            return Expr(.member(base: Expr(.identifier(typeName), value.range), name: name, nameRange: value.range), value.range)
        case .call(let callee, let arguments, let trailing):
            guard case .implicitMember = callee.kind else { return value }
            return Expr(.call(callee: qualified(callee, as: type), arguments: arguments, trailingClosures: trailing), value.range)
        default:
            return value
        }
    }

    /// `expr` with `self.name` (and a bare `name`) replaced by the stored value or computed expression of that name,
    /// computed ones resolved in turn (a few levels deep). Closures are left as they are: they read `self`.
    static func substituting(_ expr: Expr, stored: [String: Expr], computed: [String: Expr], depth: Int) -> Expr {
        func member(_ name: String) -> Expr? {
            if let value = stored[name] { return value }
            if depth < 8, let value = computed[name] { return substituting(value, stored: stored, computed: computed, depth: depth + 1) }
            return nil
        }
        func walk(_ expr: Expr) -> Expr { substituting(expr, stored: stored, computed: computed, depth: depth) }
        func walk(_ arguments: [Argument]) -> [Argument] {
            arguments.map { Argument(label: $0.label, labelRange: $0.labelRange, value: walk($0.value)) }
        }
        let kind: ExprKind
        switch expr.kind {
        case .identifier(let name):
            return member(name) ?? expr
        case .member(let base, let name, let nameRange):
            if case .identifier("self") = base.kind, let value = member(name) { return value }
            kind = .member(base: walk(base), name: name, nameRange: nameRange)
        case .call(let callee, let arguments, let trailing):
            kind = .call(callee: walk(callee), arguments: walk(arguments), trailingClosures: trailing)
        case .subscript(let base, let arguments): kind = .subscript(base: walk(base), arguments: walk(arguments))
        case .unary(let op, let operand): kind = .unary(op: op, operand: walk(operand))
        case .binary(let op, let lhs, let rhs): kind = .binary(op: op, lhs: walk(lhs), rhs: walk(rhs))
        case .ternary(let condition, let then, let otherwise): kind = .ternary(condition: walk(condition), then: walk(then), else: walk(otherwise))
        case .array(let elements): kind = .array(elements.map(walk))
        case .dictionary(let entries): kind = .dictionary(entries.map { DictionaryEntry(key: walk($0.key), value: walk($0.value)) })
        case .string(let parts):
            kind = .string(parts.map { part in
                if case .expr(let inner) = part { return .expr(walk(inner)) }
                return part
            })
        case .try(let tryKind, let inner): kind = .try(kind: tryKind, expr: walk(inner))
        case .forceUnwrap(let inner): kind = .forceUnwrap(walk(inner))
        case .bindOptional(let inner): kind = .bindOptional(walk(inner))
        case .optionalChain(let inner): kind = .optionalChain(walk(inner))
        case .parenthesized(let inner): kind = .parenthesized(walk(inner))
        case .tuple(let elements): kind = .tuple(walk(elements))
        case .cast(let op, let inner, let type): kind = .cast(op: op, expr: walk(inner), type: type)
        default: return expr
        }
        return Expr(kind, expr.range)
    }
}
