import WidgetLanguage

/// Enum cases with associated values are `.enumCase` values with their payload:
/// `LoadState.loaded(repo)` makes one as `.loaded(repo)` does where a `LoadState` goes.
extension Interpreter {
    func enumCaseCall(callee: Expr, arguments: [Argument], _ env: Environment) throws -> Value? {
        guard case .member(let base, let name, _) = callee.kind, let typeName = declaredTypeName(base, env),
              let symbol = program.symbols.types[typeName], symbol.kind == .enumeration,
              symbol.cases.contains(name) else { return nil }
        var given = try arguments.map { try eval($0.value, env) }
        // `.notifyAt(hour: 7)` of `case notifyAt(weekday: Int = 0, hour: Int)`: the defaults of the values left out.
        if let values = enumDeclaration(typeName)?.cases.first(where: { $0.name == name })?.associatedValues,
           values.count > arguments.count, let slots = Checker.associatedValueSlots(values, labels: arguments.map(\.label)) {
            given = try zip(slots, values).map { slot, value in
                if let slot { return given[slot] }
                guard let defaultValue = value.defaultValue else { return .null }
                return try eval(defaultValue, env)
            }
        }
        let value = Value.member(name: name, arguments: given)
        // `Weather.sunny(temp: 1)`: each associated value converted to its declared type (`temp` holds 1.0).
        return given.isEmpty ? value : try coerce(value, to: .named(typeName), at: callee.range)
    }

    /// The program's type an expression names (the checker's `declaredTypeName`): `Statuses`, `Api.Statuses`.
    func declaredTypeName(_ expr: Expr, _ env: Environment) -> String? {
        switch expr.kind {
        case .identifier("Self"):
            // `Self.notes(ids)` in a member: the type `self` is.
            guard case .type(let held)?? = try? implicitSelfMember("Self", env, at: expr.range) else { return nil }
            let name = GenericName.base(held) ?? held
            return program.symbols.types[name] != nil ? name : nil
        case .identifier(let name):
            // The type a static's reference holds as its receiver (`Interpreter.staticReference`).
            if name == Interpreter.boundReceiverName, case .type(let held)? = env.lookup(name) { return program.symbols.types[held] != nil ? held : nil }
            // `Either<Int, String>`: the program's generic type, its arguments written.
            if let base = GenericName.base(name), program.symbols.types[base] != nil, env.lookup(name) == nil { return base }
            return program.symbols.types[name] != nil && env.lookup(name) == nil ? name : nil
        case .member(let base, let name, _):
            guard let owner = declaredTypeName(base, env) else { return nil }
            if program.symbols.types["\(owner).\(name)"] != nil { return "\(owner).\(name)" }
            if let target = aliasTarget("\(owner).\(name)"), program.symbols.types[target] != nil { return target }
            return program.symbols.types[name] != nil ? name : nil
        default:
            return nil
        }
    }
}
