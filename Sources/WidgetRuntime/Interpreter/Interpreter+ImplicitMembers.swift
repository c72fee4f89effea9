import WidgetLanguage

/// Implicit members the checker bound (`Checker+ImplicitMembers`): `.placeholder`, `.init(…)`, `.named("x")`
/// run as the `Owner.name` they stand for. One the checker could not bind is a symbolic `.member` value,
/// given its type where it meets one (`coerce`).
extension Interpreter {
    /// The type the checker bound the implicit member at `range` to, if it did.
    func boundImplicitMember(at range: SourceRange) -> String? {
        let bound = program.symbols.implicitMembers
        return bound.isEmpty ? nil : bound[range.start.offset]
    }

    /// The entry of a built-in type's table the checker bound the implicit member at `range` to (`.red` where a
    /// `Color` goes), if it did.
    func boundBuiltinImplicitMember(_ name: String, at range: SourceRange) -> BoundBuiltinMember? {
        let bound = program.symbols.builtinImplicitMembers
        return bound.isEmpty ? nil : bound[OverloadSite(range, name)]
    }

    /// The entry of a built-in type's table the checker bound the property named at `range` to (`rawValue` of a
    /// `String.Encoding`), if it did: a symbolic value, which does not carry its type, runs it.
    func boundBuiltinProperty(at range: SourceRange) -> BoundBuiltinMember? {
        let bound = program.symbols.builtinProperties
        return bound.isEmpty ? nil : bound[range.start.offset]
    }

    /// `.dark` bound to `Theme`: `Theme.dark`.
    func boundImplicitMember(_ name: String, owner: String, _ env: Environment, at range: SourceRange) throws -> Value {
        // A built-in protocol's static the program's extension adds (`extension ShapeStyle where Self == Color`): the
        // protocol is no value to name, so the static is read from the extension.
        if program.symbols.types[owner] == nil, Checker.protocolStaticTypes[owner] != nil { return try staticMember(owner, name, at: range) }
        return try eval(Checker.explicitMember(owner, name, at: range), env)
    }

    /// `.init(name: "x")`, `.named("x")`, `.loaded(3)` bound to their type: `Owner(name: "x")`, `Owner.named("x")`.
    func boundImplicitMemberCall(_ name: String, owner: String, call: Expr, callee: Expr, arguments: [Argument],
                                 trailing: [TrailingClosure], _ env: Environment) throws -> Value {
        let written = Checker.explicitMember(owner, name, at: callee.range)
        return try eval(Expr(.call(callee: written, arguments: arguments, trailingClosures: trailing), call.range), env)
    }
}
