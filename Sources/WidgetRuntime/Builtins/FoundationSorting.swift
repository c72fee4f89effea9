import Foundation
import WidgetLanguage

/// `KeyPathComparator(\.x, order:)` and `SortDescriptor(\.x, order:)` (SwiftData's, see
/// `StandardFunctions`) on plain values,
/// with `sorted(using:)` / `sort(using:)` taking one comparator or a list of them
/// (ties fall to the next, and the sort is stable, as Foundation's is).
enum FoundationSorting {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: FoundationDates.enumeration("SortOrder", ["forward", "reverse"]))
        for name in ["KeyPathComparator"] {
            let type = SemanticType.named(name)
            let comparator = BuiltinType(name, instance: type) { _ in make(name, .keyPath(["self"]), "forward") }
            comparator.sampleSource = "\(name)(\\.self)"
            comparator.add(.init(name, .initializer, ["_:Any", "_:Any order:SortOrder"], result: type) { i, _, args, r in
                guard case .keyPath? = args.first?.value else { throw i.error("\(name) takes a key path, as in \(name)(\\.name)", r) }
                return make(name, args.first?.value ?? .null, i.caseName(args.value("order")) ?? "forward")
            })
            comparator.add(.init("order", .property, result: .named("SortOrder")) { _, v, _, _ in Interpreter.field(v, "order") })
            registry.register(type: comparator)
        }
        guard let array = registry.types["Array"] else { return }
        array.add(.init("sorted", .method, ["", "by:Closure", "using:Any"], result: .unknown, resultFor: { $0 }) { i, v, args, r in
            guard let comparators = args.value("using") else { return try i.valueMethod(v, "sorted", args, at: r) ?? .null }
            return .array(try i.sorted(try SwiftCollectionsExtras.items(i, v, r), using: comparators, at: r))
        })
        array.add(SwiftCollections.mutating("sort", ["", "by:Closure", "using:Any"]))
    }

    static func make(_ type: String, _ keyPath: Value, _ order: String) -> Value {
        Interpreter.foundationObject(type, [("keyPath", keyPath), ("order", .member(name: order, arguments: []))])
    }
}

extension Interpreter {
    /// The items ordered by a comparator or a list of them.
    func sorted(_ items: [Value], using comparators: Value, at range: SourceRange) throws -> [Value] {
        let list: [Value]
        if case .array(let many) = comparators { list = many } else { list = [comparators] }
        let keys: [(ClosureValue, Bool)] = try list.map { comparator in
            if case .sortDescriptor(let path, let reverse) = comparator { return (Interpreter.keyPathClosure(path, at: range), reverse) }
            guard case .keyPath(let path) = Interpreter.field(comparator, "keyPath") else {
                throw error("sorted(using:) takes a KeyPathComparator or a SortDescriptor, found \(typeName(of: comparator))", range)
            }
            return (Interpreter.keyPathClosure(path, at: range), caseName(Interpreter.field(comparator, "order")) == "reverse")
        }
        return try sortValues(items) { a, b in
            for (key, reverse) in keys {
                let x = try self.callClosure(key, [a], at: range), y = try self.callClosure(key, [b], at: range)
                guard let order = self.compare(x, y) else { throw self.error("these values cannot be sorted", range) }
                if order != 0 { return reverse ? order > 0 : order < 0 }
            }
            return false
        }
    }
}
