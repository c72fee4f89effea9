import WidgetLanguage
import WidgetStore

extension Checker {
    /// A query filter the store cannot compute runs in the interpreter, record by
    /// record; say so, pointing at the part that forces it.
    func warnIfNotCompilable(_ closure: Closure, model: String) {
        let compiler = QueryFilterCompiler(
            parameter: closure.parameters.first?.name ?? "$0",
            fieldType: { self.storedType(at: $0, in: model) },
            constant: { _ in .string("") },
            enumRaw: { _, name in .string(name) })
        do {
            _ = try compiler.compile(closure)
        } catch let unsupported as QueryFilterCompiler.Unsupported {
            warning("this filter runs in the interpreter, record by record, not in SQL: \(unsupported.reason)", at: unsupported.range)
        } catch {
            return
        }
    }

    /// The store type of a field path of a model (following to-one relationships).
    func storedType(at path: [String], in model: String) -> FieldType? {
        var current = model
        for (index, name) in path.enumerated() {
            guard let field = symbols.types[current]?.field(name) else { return nil }
            var type = field.type
            if case .optional(let inner) = type { type = inner }
            if index == path.count - 1, case .array(.named(let target)) = type, symbols.types[target]?.kind == .model {
                return .array(.id)
            }
            if index == path.count - 1 {
                if let scalar = FieldType.scalar(type) { return scalar }
                switch type {
                case .named(let target):
                    guard let symbol = symbols.types[target] else { return nil }
                    if symbol.kind == .enumeration { return .enumeration(name: target, raw: .string, cases: symbol.cases.map { .string($0) }) }
                    if symbol.kind == .model { return .id }
                    return nil
                default: return nil
                }
            }
            guard case .named(let target) = type, symbols.types[target]?.kind == .model else { return nil }
            current = target
        }
        return nil
    }
}
