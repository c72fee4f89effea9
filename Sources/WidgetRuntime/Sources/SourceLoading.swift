import WidgetLanguage

/// Loads data for a `source`: `repo.load()`, `http(url).image()`.
/// The interpreter asks it; the host decides which sources exist.
protocol SourceLoading: AnyObject {
    func load(_ source: SourceReference, method: String, arguments: [CallArgument],
              interpreter: Interpreter, at range: SourceRange) throws -> Value
}

extension Interpreter {
    /// A declared `source NAME = kind(…)`: its arguments are evaluated when it is used.
    func declaredSource(_ name: String, at range: SourceRange) throws -> Value {
        guard case .source(let expr)? = program.declaration(name)?.kind,
              case .call(let callee, let arguments, _) = expr.kind, case .identifier(let kind) = callee.kind else {
            throw error("'\(name)' is not a source", range)
        }
        let args = try arguments.map { (label: $0.label, value: try eval($0.value, Environment(parent: nil))) }
        return .source(SourceReference(name: name, kind: kind, arguments: args, range: expr.range))
    }

    func loadSource(_ source: SourceReference, method: String, _ args: [CallArgument], at range: SourceRange) throws -> Value {
        switch blockKind {
        case .placeholder, .view, .preview:
            throw error("\(blockKind == .placeholder ? "a placeholder" : "a view") must not perform I/O; load data in the timeline", range)
        default: break
        }
        guard let sources else {
            throw RuntimeError("data sources are not available here", at: range, isCatchable: true, thrown: .error("data sources are not available"))
        }
        return try sources.load(source, method: method, arguments: args, interpreter: self, at: range)
    }

    /// Runs I/O that does not count against the evaluation's time limit: a
    /// source may take its own timeout (10 s by default), the program may not;
    /// and the store's reads and writes, whose commits wait for the disk.
    func waitingForIO<T>(_ body: () throws -> T) rethrows -> T {
        let start = monotonicNow()
        defer { deadline += monotonicNow() - start }
        return try body()
    }
}
