import WidgetLanguage
import WidgetRender

/// `Edge.Set` as code computes with it: an option set of the four sides, written as one of its named sets (`.horizontal`)
/// or a list of them (`[.top, .leading]`), asked what it holds (`edges.contains(.bottom)`) and combined (`union`,
/// `intersection`, `subtracting`). A set that is one of the named ones is that name (`[.leading, .trailing]` is
/// `.horizontal`, so the two compare equal); any other is the list of its sides, top, leading, bottom, trailing.
enum SwiftUIEdgeSets {
    static let names: [(String, Edge.Set)] = [("all", .all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top),
                                              ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]

    /// The sides a value names: a named set, an `Edge`, or a list of them.
    static func sides(_ i: Interpreter, _ value: Value?, at range: SourceRange) throws -> Edge.Set {
        switch value {
        case .member(let name, _)?: return try i.edgeSet(name, at: range)
        case .array(let items)?:
            var sides: Edge.Set = []
            for item in items { sides.formUnion(try Self.sides(i, item, at: range)) }
            return sides
        default:
            throw i.error("an Edge.Set is .top, .leading, .bottom, .trailing, .horizontal, .vertical, .all or a list of them", range)
        }
    }

    static func value(_ sides: Edge.Set) -> Value {
        if let (name, _) = names.first(where: { $0.1 == sides }) { return .member(name: name, arguments: []) }
        let listed = names.suffix(4).filter { sides.contains($0.1) }
        return .array(listed.map { .member(name: $0.0, arguments: []) })
    }

    static func add(to type: BuiltinType) {
        type.isOptionSet = true
        let set = SemanticType.named("Edge.Set")
        type.add(.init("Edge.Set", .initializer, ["_:Any"], result: set, note: "an Edge or a list of sides") { i, _, args, r in value(try sides(i, args.first?.value, at: r)) })
        type.add(.init("contains", .method, ["_:Any"], result: .bool, note: "true when every side the argument names is in the set") { i, v, args, r in
            .bool(try sides(i, v, at: r).isSuperset(of: try sides(i, args.first?.value, at: r)))
        })
        type.add(.init("isEmpty", .property, result: .bool) { i, v, _, r in .bool(try sides(i, v, at: r).isEmpty) })
        for name in ["union", "intersection", "subtracting", "symmetricDifference"] {
            type.add(.init(name, .method, ["_:Any"], result: set) { i, v, args, r in
                let a = try sides(i, v, at: r), b = try sides(i, args.first?.value, at: r)
                switch name {
                case "union": return value(a.union(b))
                case "intersection": return value(a.intersection(b))
                case "subtracting": return value(a.subtracting(b))
                default: return value(a.symmetricDifference(b))
                }
            })
        }
        type.add(.init("isSuperset", .method, ["of:Any"], result: .bool) { i, v, args, r in
            .bool(try sides(i, v, at: r).isSuperset(of: try sides(i, args.value("of"), at: r)))
        })
        type.add(.init("isSubset", .method, ["of:Any"], result: .bool) { i, v, args, r in
            .bool(try sides(i, v, at: r).isSubset(of: try sides(i, args.value("of"), at: r)))
        })
    }
}
