import WidgetLanguage

/// Enum cases with associated values are `.member(name:arguments:)` values:
/// `LoadState.loaded(repo)` makes one as `.loaded(repo)` does.
extension Interpreter {
    func enumCaseCall(callee: Expr, arguments: [Argument], _ env: Environment) throws -> Value? {
        guard case .member(let base, let name, _) = callee.kind, case .identifier(let typeName) = base.kind,
              let symbol = program.symbols.types[typeName], symbol.kind == .enumeration,
              symbol.cases.contains(name), env.lookup(typeName) == nil else { return nil }
        return .member(name: name, arguments: try arguments.map { try eval($0.value, env) })
    }
}
