import WidgetLanguage

extension Interpreter {
    /// The value of a name where the checker's binding says it is (`NameBinding`); nil where the binding's place holds
    /// nothing at run time.
    func boundName(_ name: String, _ binding: NameBinding, _ env: Environment, at range: SourceRange) throws -> Value? {
        switch binding {
        case .local:
            return env.lookup(name)
        case .member:
            if let value = try implicitSelfMember(name, env, at: range) { return value }
            return env.lookup(name)
        case .selfMethod(let method, let labels):
            guard let receiver = env.lookup("self") else { return nil }
            let parameters = labels.enumerated().map { FunctionDecl.Parameter(label: $1, name: "_\($0)", type: nil, defaultValue: nil, range: range) }
            let captured = Environment(parent: nil)
            captured.define("self", receiver)
            let closure = Interpreter.reference(to: method, parameters, at: range, on: Expr(.identifier("self"), range))
            return .closure(ClosureValue(closure: closure, environment: captured))
        case .builtinSelfProperty:
            guard let receiver = env.lookup("self") else { return nil }
            return try member(of: receiver, name, at: range)
        case .builtinStatic(let typeName), .enclosingStatic(let typeName):
            return try staticMember(typeName, name, at: range)
        case .global:
            return try global(name, at: range)
        case .source:
            return try declaredSource(name, at: range)
        case .type(let typeName):
            return .type(typeName)
        case .builtinValue:
            switch name {
            case "now": return .date(now)
            case "family": return .family(family)
            default: return nil
            }
        }
    }
}
