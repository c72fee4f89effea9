/// Names as Swift looks them up: a name written inside a type is looked for in that type, then
/// in the types around it, outwards (two widgets may each keep a `Provider`; Xcode's control
/// template nests `Value` and `Provider` in the `ControlWidget` and names `MyControl.Value(…)`);
/// a name qualified by a module the target has is the name itself. A widget becomes a widget
/// declaration, not a type with members, so `Widget.Inner` is written as the type it stands for.
extension SwiftLowering {
    /// The types whose declaration is not a type once lowered: widgets, controls, bundles.
    func isWidgetNamespace(_ name: String) -> Bool {
        guard let decl = types[name] else { return false }
        return ["Widget", "ControlWidget", "WidgetBundle"].contains { conformsToWidgetKit(decl, $0) }
    }

    /// `Owner.Inner` → `Inner` (or the name it was given, `Owner.Inner` when two types share it) where
    /// `Owner` is a widget.
    ///
    /// `Models.Notification`, `SwiftUI.Color.red`, `Swift.max(a, b)`: a name qualified by a module the
    /// target has (a framework Widgetry provides, or a package or framework target it includes) is the
    /// name itself, as all of them are one module here.
    func withWidgetNestedTypeNames(_ body: [Stmt]) -> [Stmt] {
        SyntaxRewriter(after: { expr in
            if let typed = typedCase(expr) { return typed }
            guard case .member(let base, let name, _) = expr.kind, case .identifier(let owner) = base.kind else { return expr }
            if isWidgetNamespace(owner), case .named(let target)? = aliases["\(owner).\(name)"]?.kind {
                return Expr(.identifier(target), expr.range)
            }
            return unqualifiedByModule(expr)
        }).rewrite(body)
    }

    /// A case made through the type written as an expression (`Result<Int, E>.failure(…)`, `[Tag]?.some([])`): the case
    /// where that type goes.
    func typedCase(_ expr: Expr) -> Expr? {
        switch expr.kind {
        case .call: return typedResultCase(expr) ?? modifiedContent(expr)
        case .optionalChain: return typedOptionalArrayCase(expr)
        default: return nil
        }
    }

    /// `ModifiedContent(content: view, modifier: Bordered())` → `view.modifier(Bordered())`: SwiftUI's type for a view with a
    /// modifier applied, which `.modifier(_:)` makes.
    func modifiedContent(_ expr: Expr) -> Expr? {
        guard case .call(let callee, let arguments, let trailing) = expr.kind, case .identifier("ModifiedContent") = callee.kind,
              types["ModifiedContent"] == nil, trailing.isEmpty, arguments.count == 2,
              arguments[0].label == "content", arguments[1].label == "modifier" else { return nil }
        let method = Expr(.member(base: arguments[0].value, name: "modifier", nameRange: callee.range), callee.range)
        return Expr(.call(callee: method, arguments: [Argument(label: nil, value: arguments[1].value)], trailingClosures: []), expr.range)
    }

    /// `Result<Int, LoadError>.failure(.missing)` → `.failure(.missing) as Result<Int, LoadError>`: the case where a Result
    /// goes, and the type written, which the payload is checked against (`.missing` is a `LoadError`'s case).
    func typedResultCase(_ expr: Expr) -> Expr? {
        guard case .call(let callee, let arguments, let trailing) = expr.kind, case .member(let base, let name, _) = callee.kind,
              name == "success" || name == "failure", case .identifier(let typeName) = base.kind, typeName.hasPrefix("Result<"),
              types["Result"] == nil, aliases["Result"] == nil, let written = SwiftLowering.writtenType(typeName, base.range) else { return nil }
        let call = Expr(.call(callee: Expr(.implicitMember(name: name), callee.range), arguments: arguments, trailingClosures: trailing), expr.range)
        return Expr(.cast(op: .plain, expr: call, type: written), expr.range)
    }

    /// `[Recipe]?.some([])` → `[] as [Recipe]?`, `[Recipe]?.none` → `nil as [Recipe]?`: an optional array type written as an
    /// expression (an array literal of one type name, then `?`), and the case of it, as a property's default spells it.
    func typedOptionalArrayCase(_ expr: Expr) -> Expr? {
        guard case .optionalChain(let chain) = expr.kind else { return nil }
        let member: Expr, value: Expr, caseName: String
        switch chain.kind {
        case .call(let callee, let arguments, let trailing) where arguments.count == 1 && arguments[0].label == nil && trailing.isEmpty:
            (member, value, caseName) = (callee, arguments[0].value, "some")
        case .member:
            (member, value, caseName) = (chain, Expr(.nil, expr.range), "none")
        default:
            return nil
        }
        guard case .member(let base, let name, _) = member.kind, case .bindOptional(let literal) = base.kind,
              case .array(let elements) = literal.kind, elements.count == 1, case .identifier(let typeName) = elements[0].kind,
              name == caseName, typeName.first?.isUppercase == true, types["Optional"] == nil,
              let element = SwiftLowering.writtenType(typeName, elements[0].range) else { return nil }
        return Expr(.cast(op: .plain, expr: value, type: TypeRef(.optional(TypeRef(.array(element), literal.range)), literal.range)), expr.range)
    }

    /// The type a generic type's name in an expression spells (`Result<[String], Error>`): its arguments named types,
    /// arrays, dictionaries and optionals of them; nil for other spellings.
    static func writtenType(_ text: String, _ range: SourceRange) -> TypeRef? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("?") { return writtenType(String(text.dropLast()), range).map { TypeRef(.optional($0), range) } }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast())
            let parts = GenericArgumentText.split(inner, at: ":")
            if parts.count == 2, let key = writtenType(parts[0], range), let value = writtenType(parts[1], range) {
                return TypeRef(.dictionary(key: key, value: value), range)
            }
            return parts.count == 1 ? writtenType(inner, range).map { TypeRef(.array($0), range) } : nil
        }
        if let open = text.firstIndex(of: "<"), text.hasSuffix(">") {
            let name = String(text[..<open])
            let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            let arguments = GenericArgumentText.split(inner, at: ",").map { writtenType($0, range) }
            guard SwiftLowering.isPlainTypeName(name), !arguments.isEmpty else { return nil }
            let written = arguments.compactMap { $0 }
            return written.count == arguments.count ? TypeRef(.generic(name, arguments: written), range) : nil
        }
        return SwiftLowering.isPlainTypeName(text) ? TypeRef(.named(text), range) : nil
    }

    private static func isPlainTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// `Models.Notification`, `SwiftUI.Color` → `Notification`, `Color`. `NSNotification.Name`, Foundation's other
    /// spelling of `Notification.Name`, → `Notification.Name`.
    func unqualifiedByModule(_ expr: Expr) -> Expr {
        // `Result<Int, Failure>.success(4)`, `Result.failure(error)`: the case, as `.success(4)` is where a Result goes.
        if case .member(let base, let name, _) = expr.kind, name == "success" || name == "failure", case .identifier(let typeName) = base.kind,
           typeName == "Result" || (typeName.hasPrefix("Result<") && SwiftLowering.writtenType(typeName, base.range) == nil),
           types["Result"] == nil, aliases["Result"] == nil {
            return Expr(.implicitMember(name: name), expr.range)
        }
        // `String.LocalizationValue(stringLiteral: key)`: the localization key, a String here (the key is its own text).
        if case .member(let base, "LocalizationValue", _) = expr.kind, case .identifier("String") = base.kind, types["String"] == nil {
            return Expr(.identifier("String"), expr.range)
        }
        if case .member(let base, "Name", let nameRange) = expr.kind, case .identifier("NSNotification") = base.kind, types["NSNotification"] == nil {
            return Expr(.member(base: Expr(.identifier("Notification"), base.range), name: "Name", nameRange: nameRange), expr.range)
        }
        // `Shared.ConnectionsData`: a framework's type renamed where it clashes (`SwiftModuleNames`).
        if case .member(let base, let name, _) = expr.kind, case .identifier(let module) = base.kind, types["\(module).\(name)"] != nil,
           SwiftModules.included.contains(module) {
            return Expr(.identifier("\(module).\(name)"), expr.range)
        }
        guard case .member(let base, let name, _) = expr.kind, case .identifier(let module) = base.kind,
              module.first?.isUppercase == true, SwiftModules.isProvided(module), types[module] == nil, aliases[module] == nil else { return expr }
        return Expr(.identifier(name), expr.range)
    }

    /// A type name written inside `owner` (`Provider()` in a control): the nested type it names, else itself.
    func typeName(_ name: String, writtenIn owner: String) -> String {
        if case .named(let target)? = nestedAlias(name, from: owner)?.kind { return target }
        return name
    }

    /// `let segment: Segment = []` in a member of a type that declares `typealias Segment = [Point]`: the
    /// type's own alias (or nested type), which shadows a type of the module with that name, as in Swift.
    func withOwnerTypeNames(_ owner: String?, _ body: [Stmt]) -> [Stmt] {
        guard let owner, aliasOwners.contains(owner) || enclosingTypes[owner] != nil else { return body }
        return SyntaxRewriter(block: { statements in
            statements.map { statement in
                guard case .binding(var binding) = statement.kind, let type = binding.type else { return statement }
                binding.type = resolveType(type, in: owner)
                return Stmt(.binding(binding), statement.range)
            }
        }, after: { expr in
            // `values as? Configurations`: the type's own alias, where the cast names it.
            guard case .cast(let op, let inner, let type) = expr.kind else { return expr }
            return Expr(.cast(op: op, expr: inner, type: resolveType(type, in: owner)), expr.range)
        }).rewrite(body)
    }

    /// The alias `name` has written inside `owner`: the owner's own, else its enclosing type's, outwards
    /// (`Entry` inside `AppGroupWidget.Provider` is `AppGroupWidget`'s `Entry`).
    func nestedAlias(_ name: String, from owner: String) -> TypeRef? {
        var current: String? = owner
        var depth = 0
        while let type = current, depth < 16 {
            // (`Provider.Entry` written `-> Entry` names the `Entry` further out.)
            if let alias = aliases["\(type).\(name)"], alias.kind != .named(name) { return alias }
            current = enclosingTypes[type]
            depth += 1
        }
        return nil
    }

    /// The type an unqualified type name written inside `owner` names, when it is a type nested in
    /// `owner` or in a type around it whose name in the module differs (two widgets that each have a
    /// `Provider`: `AppGroupWidget.Provider`); nil when the name stands for itself.
    ///
    /// An alias of a type the module does not declare (`typealias Index = Int` in `OrderedSet<T>`) is that type's name too, so
    /// `[T: Index]()` in the type's code makes a dictionary of Ints.
    func nestedTypeName(_ name: String, from owner: String) -> String? {
        // (A type's name may start with underscores: `struct _ETA`.)
        guard let first = name.unicodeScalars.first(where: { $0 != "_" }), first.properties.isUppercase,
              case .named(let target)? = nestedAlias(name, from: owner)?.kind, target != name else { return nil }
        return target
    }

    /// The members of a type with the names written in them (`Provider()`, `Entry.placeholder`) made the names
    /// of the nested types they stand for, where those differ.
    ///
    /// And names qualified by a module (`SwiftUI.Color`), in every type's members: see `withWidgetNestedTypeNames`.
    func withNestedTypeNames(_ decl: SwiftDecl) -> SwiftDecl {
        let owner = decl.name
        let nests = enclosingTypes[decl.name] != nil || aliasOwners.contains(decl.name)
        let rewriter = SyntaxRewriter(after: { expr in
            if nests, case .identifier(let name) = expr.kind, let target = nestedTypeName(name, from: owner) {
                return Expr(.identifier(target), expr.range)
            }
            // `D<EnergyMode?>(key)` with `typealias D = TypedDefaults` in the type: the alias's type, with the arguments written.
            if nests, case .identifier(let name) = expr.kind, let open = name.firstIndex(of: "<"), name.hasSuffix(">"),
               let target = nestedTypeName(String(name[..<open]), from: owner), !target.contains("<") {
                return Expr(.identifier(target + name[open...]), expr.range)
            }
            if let typed = typedCase(expr) { return typed }
            return unqualifiedByModule(expr)
        })
        var rewritten = decl.rewritingMemberBodies(rewriter)
        // `final class StartTag: Tag` inside `class Token`: the superclass and protocols named after `:` are looked
        // for from the type around the declaration, outwards (`Token.Tag`, not a `Tag` of the module).
        if let enclosing = enclosingTypes[decl.name] {
            rewritten.conformances = decl.conformances.map { nestedTypeName($0, from: enclosing) ?? $0 }
        }
        return rewritten
    }
}

extension SwiftDecl {
    /// The type with `rewriter` applied to the code of its members: functions, initializers, getters
    /// and stored properties' values.
    func rewritingMemberBodies(_ rewriter: SyntaxRewriter) -> SwiftDecl {
        var rewritten = self
        rewritten.members = members.map { member in
            switch member {
            case .function(var function):
                function.body = rewriter.rewrite(function.body)
                return .function(function)
            case .initializer(var function):
                function.body = rewriter.rewrite(function.body)
                return .initializer(function)
            case .computed(var property):
                property.getter = rewriter.rewrite(property.getter)
                return .computed(property)
            case .field(var field):
                field.defaultValue = field.defaultValue.map(rewriter.rewrite)
                return .field(field)
            default:
                return member
            }
        }
        return rewritten
    }
}

/// A generic type's argument list as written in an expression, split at its top-level separators (not those inside
/// `<>`, `[]` or `()`).
public enum GenericArgumentText {
    public static func split(_ text: String, at separator: Character) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            switch character {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            default: break
            }
            if character == separator, depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }
}
