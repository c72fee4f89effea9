import WidgetLanguage

/// Operators the program declares: `static func < (l: Version, r: Version) -> Bool` in a
/// type, or a global `func <+> (a: V, b: V) -> V`. As Swift's `Comparable` and `Equatable`
/// give them, `>`, `<=` and `>=` come from `<`, and `!=` from `==`.
extension Interpreter {
    /// The result of `a op b` by an operator the program declares; nil when it declares none.
    func userOperator(_ op: String, _ a: Value, _ b: Value, at range: SourceRange) throws -> Value? {
        if let symbol = userType(of: a) ?? userType(of: b), !(op == "==" && symbol.kind == .enumeration && !declares("==", symbol)) {
            // (A type's own operator runs as its static member: `allCases` in an enum's `<` is the enum's.)
            let owner = symbol.name
            if let function = binaryOperator(op, of: symbol, for: a, b) { return try callOperator(function, a, b, owner: owner, at: range) }
            switch op {
            case ">": if let less = userFunction("<", of: symbol, isStatic: true) { return try callOperator(less, b, a, owner: owner, at: range) }
            case "<=":
                if let less = userFunction("<", of: symbol, isStatic: true) { return .bool(!(try callOperator(less, b, a, owner: owner, at: range).isTrue)) }
            case ">=":
                if let less = userFunction("<", of: symbol, isStatic: true) { return .bool(!(try callOperator(less, a, b, owner: owner, at: range).isTrue)) }
            case "!=":
                if let same = userFunction("==", of: symbol, isStatic: true) { return .bool(!(try callOperator(same, a, b, owner: owner, at: range).isTrue)) }
            default: break
            }
        }
        // `static func <> (a: Int, b: Int)` in the program's `extension Int`: that operator on two built-in values.
        if !program.symbols.builtinExtensions.isEmpty, let typeName = extensionTypeName(of: a),
           let function = program.symbols.builtinExtensionFunctions(op, of: typeName, isStatic: true).first(where: { $0.parameters.count == 2 }) {
            return try callOperator(function, a, b, at: range)
        }
        // The checker chose the global overload here (or the standard operator, nil).
        if let bound = program.symbols.operatorBindings[range] {
            guard let function = bound else { return nil }
            return try callOperator(function, a, b, at: range)
        }
        if case .function(let function)? = program.declaration(op)?.kind, takes(function, [a, b]) { return try callOperator(function, a, b, at: range) }
        return nil
    }

    /// The type's static `op` taking two operands: of several (`static func * (a: Vec, k: Int)` and `(k: Int, a: Vec)`),
    /// the one whose parameter types the operands' are, as Swift's overload resolution picks it.
    private func binaryOperator(_ op: String, of symbol: TypeSymbol, for a: Value, _ b: Value) -> FunctionDecl? {
        let candidates = program.symbols.memberFunctions(op, of: symbol, isStatic: true).filter { $0.parameters.count == 2 }
        guard candidates.count > 1 else { return candidates.first ?? userFunction(op, of: symbol, isStatic: true) }
        return candidates.first { takes($0, [a, b]) && scalarsFit($0, [a, b]) } ?? candidates.first
    }

    /// Whether each operand written as a standard scalar type (`Int`, `Double`, `String`, `Bool`) is a value of it.
    private func scalarsFit(_ function: FunctionDecl, _ operands: [Value]) -> Bool {
        zip(function.parameters, operands).allSatisfy { parameter, operand in
            guard case .named(let name)? = parameter.type?.kind else { return true }
            switch (name, operand) {
            case ("Int", .int), ("Double", .double), ("Double", .int), ("String", .string), ("Bool", .bool): return true
            case ("Int", _), ("Double", _), ("String", _), ("Bool", _): return false
            default: return true
            }
        }
    }

    /// Whether a global operator function takes these operands: a parameter of a type parameter constrained to
    /// one of the program's protocols (`func ==<T: Coded>(lhs: T, rhs: Int)`) takes a value of a type that conforms
    /// to it, so `lhs.code == rhs` in its body is Swift's `==` of two Ints, not the function again.
    private func takes(_ function: FunctionDecl, _ operands: [Value]) -> Bool {
        for (parameter, operand) in zip(function.parameters, operands) {
            guard case .named(let name)? = parameter.type?.kind else { continue }
            if let constraint = function.genericConstraints[name] {
                guard let proto = program.symbols.types[constraint], proto.kind == .protocolType else { continue }
                guard let symbol = userType(of: operand), symbol.conformanceClosure(in: program.symbols.types).contains(constraint) else { return false }
            } else if let declared = program.symbols.types[name], declared.kind != .protocolType {
                // `func * (lhs: Matrix, rhs: Matrix)` takes Matrices, not two Ints (where the checker bound no place: `x *= 2`).
                guard let symbol = userType(of: operand), symbol.name == name || symbol.conformanceClosure(in: program.symbols.types).contains(name) else {
                    return false
                }
            }
        }
        return true
    }

    private func declares(_ op: String, _ symbol: TypeSymbol) -> Bool {
        userFunction(op, of: symbol, isStatic: true) != nil
    }

    /// An operator function's operands go to its parameters whatever their names.
    /// `owner`: the type whose static operator it is (its code's `self`), nil for a global one.
    func callOperator(_ function: FunctionDecl, _ a: Value, _ b: Value, owner: String? = nil, at range: SourceRange) throws -> Value {
        let labels = function.parameters.map(\.label)
        let args = zip(labels + [nil, nil], [a, b]).map { CallArgument(label: $0.0, value: $0.1, range: range) }
        return try callFunction(function, args, at: range, receiver: owner.map { Value.type($0) })
    }

    /// `SynSize.small < .large` for an enum that is `Comparable` without a `<` of its own: Swift
    /// orders its cases (without associated values) as they are declared.
    func caseOrder(_ a: Value, _ b: Value) -> Int? {
        var typeName: String?
        for case .enumCase(let type, _, _) in [a, b] { typeName = type }
        guard let typeName, let symbol = program.symbols.types[typeName], symbol.conformances.contains("Comparable"),
              userFunction("<", of: symbol, isStatic: true) == nil else { return nil }
        func index(_ value: Value) -> Int? {
            switch value {
            case .enumCase(_, let name, _): return symbol.cases.firstIndex(of: name)
            case .member(let name, let payload) where payload.isEmpty: return symbol.cases.firstIndex(of: name)
            default: return nil
            }
        }
        guard let x = index(a), let y = index(b) else { return nil }
        return x < y ? -1 : x == y ? 0 : 1
    }

    /// `a < b` for sorting by a type's own `<`; nil when the type declares none.
    func userOrder(_ a: Value, _ b: Value) -> Int? {
        guard let symbol = userType(of: a), let less = userFunction("<", of: symbol, isStatic: true) else { return nil }
        guard let before = try? callOperator(less, a, b, owner: symbol.name, at: less.nameRange).isTrue else { return nil }
        if before { return -1 }
        guard let after = try? callOperator(less, b, a, owner: symbol.name, at: less.nameRange).isTrue else { return nil }
        return after ? 1 : 0
    }
}

private extension Value {
    var isTrue: Bool { if case .bool(true) = self { return true } else { return false } }
}
