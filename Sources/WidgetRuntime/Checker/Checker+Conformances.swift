import WidgetLanguage

/// What a type takes from the types it names after `:`: a superclass's members,
/// and the requirements of a protocol of the file.
extension Checker {
    /// `class Dog: Animal`: a subclass has its superclass's stored properties (first),
    /// methods and computed properties it does not override, and its `init`s if it
    /// declares none, as in Swift. Run once every type's own members are known.
    func inheritSuperclasses() {
        var done: Set<String> = []
        func inherit(_ symbol: TypeSymbol, depth: Int) {
            guard symbol.isClass, !done.contains(symbol.name), depth < 32 else { return }
            done.insert(symbol.name)
            guard let superName = symbol.conformances.first, let superclass = symbols.types[superName],
                  superclass.isClass, superclass !== symbol else { return }
            inherit(superclass, depth: depth + 1)
            let own = Set(symbol.fields.map(\.name))
            symbol.fields = superclass.fields.filter { !own.contains($0.name) } + symbol.fields
            // A method the subclass overrides is its own; the superclass's other overloads of that name stay (`attr(_:)` beside
            // an overridden `attr(_:_:)`), as Swift overrides one signature, not a name.
            for function in superclass.functions where !symbol.functions.contains(where: { Checker.overrides($0, function) }) {
                symbol.functions.append(function)
            }
            for property in superclass.computed where symbol.computedProperty(property.name, isStatic: property.isStatic) == nil {
                symbol.computed.append(property)
            }
            // A subclass that declares no designated `init` (none, or only `convenience` ones, which call `self.init(…)`)
            // inherits its superclass's, as Swift gives them: `convenience init() { self.init(name: "Rex") }` beside `Dog(name:)`.
            let declares: (FunctionDecl) -> Bool = { inherited in
                symbol.initializers.contains { $0.parameters.map(\.label) == inherited.parameters.map(\.label) }
            }
            if symbol.initializers.allSatisfy(Checker.delegatesAcross) {
                symbol.initializers += superclass.initializers.filter { !declares($0) }
            } else if superclass.initializers.filter({ !Checker.delegatesAcross($0) }).allSatisfy(declares) {
                // One that overrides every designated `init` of its superclass inherits its convenience ones, as Swift gives them:
                // `CounterWidget(title:)` through `Widget`'s `convenience init(title:)`, which calls the subclass's `init(id:title:)`.
                symbol.initializers += superclass.initializers.filter { Checker.delegatesAcross($0) && !declares($0) }
            }
            for (name, path) in superclass.environmentFields where symbol.environmentFields[name] == nil {
                symbol.environmentFields[name] = path
            }
            symbol.conformances += superclass.conformances.filter { !symbol.conformances.contains($0) }
        }
        for symbol in symbols.typesInFileOrder where symbol.isClass { inherit(symbol, depth: 0) }
        for symbol in symbols.typesInFileOrder where symbol.isClass {
            if let builtin = builtinSuperclass(of: symbol) { symbols.builtinSuperclasses[symbol.name] = builtin }
        }
    }

    /// The built-in class at the top of a class's superclasses (`JSONDecoder` of `class SnakeDecoder: JSONDecoder`), nil
    /// where there is none: one the registry has and can make (a protocol, which a class may name first, has no initializer).
    private func builtinSuperclass(of symbol: TypeSymbol) -> String? {
        var current = symbol
        for _ in 0..<32 {
            guard let parent = current.conformances.first, parent != current.name else { return nil }
            if let next = symbols.types[parent] {
                guard next.isClass else { return nil }
                current = next
                continue
            }
            guard let type = registry.types[parent], !type.initializers.isEmpty, case .named(parent) = type.instanceType else { return nil }
            return parent
        }
        return nil
    }

    /// Whether an initializer calls `self.init(…)`, as a class's `convenience init` must: it makes the value through another.
    static func delegatesAcross(_ initializer: FunctionDecl) -> Bool {
        func isSelfInit(_ expr: Expr) -> Bool {
            switch expr.kind {
            case .call(let callee, _, _):
                if case .member(let base, "init", _) = callee.kind, case .identifier("self") = base.kind { return true }
                return false
            case .try(_, let inner), .forceUnwrap(let inner), .parenthesized(let inner): return isSelfInit(inner)
            default: return false
            }
        }
        func calls(_ statements: [Stmt], depth: Int) -> Bool {
            guard depth < 16 else { return false }
            return statements.contains { statement in
                switch statement.kind {
                case .expr(let expr): return isSelfInit(expr)
                case .if(_, let then, let otherwise):
                    if calls(then, depth: depth + 1) { return true }
                    switch otherwise {
                    case .block(let body)?: return calls(body, depth: depth + 1)
                    case .elseIf(let next)?: return calls([next], depth: depth + 1)
                    case nil: return false
                    }
                case .guard(_, let otherwise): return calls(otherwise, depth: depth + 1)
                case .do(let body, _, let handler): return calls(body, depth: depth + 1) || calls(handler ?? [], depth: depth + 1)
                default: return false
                }
            }
        }
        return calls(initializer.body, depth: 0)
    }

    /// Whether a subclass's method stands for its superclass's: the same name, labels and parameter types (an override may
    /// give a narrower result: `override func attr(_:_:) -> Element` of `func attr(_:_:) -> Node`).
    static func overrides(_ own: FunctionDecl, _ inherited: FunctionDecl) -> Bool {
        own.name == inherited.name && own.isStatic == inherited.isStatic && own.parameters.count == inherited.parameters.count
            && zip(own.parameters, inherited.parameters).allSatisfy { $0.label == $1.label && $0.type?.description == $1.type?.description }
    }

    /// A type that names a protocol of the file must have its requirements: a method
    /// (or a default in a protocol extension) and a property (stored or computed) of each name.
    func checkConformances() {
        for symbol in symbols.typesInFileOrder where symbol.kind != .protocolType {
            for name in symbol.conformances {
                guard let proto = symbols.types[name], proto.kind == .protocolType else { continue }
                var missing: [String] = []
                for requirement in proto.functions where requirement.body.isEmpty {
                    if instanceFunction(requirement.name, of: symbol, isStatic: requirement.isStatic) == nil {
                        missing.append("\(requirement.isStatic ? "static " : "")func \(requirement.name)")
                    }
                }
                for requirement in proto.computed where requirement.getter.isEmpty {
                    let stored = (requirement.isStatic ? symbol.staticFields : symbol.fields).contains { $0.name == requirement.name }
                        // An enum's `allCases` is its cases (Swift synthesises it).
                        || (symbol.kind == .enumeration && requirement.isStatic && requirement.name == "allCases")
                    if !stored, instanceComputed(requirement.name, of: symbol, isStatic: requirement.isStatic) == nil {
                        missing.append("\(requirement.isStatic ? "static " : "")var \(requirement.name)")
                    }
                }
                if !missing.isEmpty {
                    error("\(symbol.kindName) '\(symbol.name)' does not conform to protocol '\(name)': it needs \(missing.map { "'\($0)'" }.joined(separator: ", "))",
                          at: symbol.range)
                }
            }
        }
    }
}
