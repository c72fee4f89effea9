import WidgetLanguage

/// `Set`'s algebra on the arrays sets are here (`union`, `intersection`, `subtracting`,
/// `symmetricDifference`, `isSubset(of:)`, `isSuperset(of:)`, `isDisjoint(with:)`), in
/// first-seen order, `update(with:)`, and the array members built on cutting: `split(separator:)`,
/// `split(whereSeparator:)`, `partition(by:)` (Swift's own algorithm, so the order agrees).
enum SwiftSetAlgebra {
    /// Whether `list` holds `x`: each comparison is a step, so sets of a million elements meet the step budget, not a hang.
    static func holds(_ i: Interpreter, _ list: [Value], _ x: Value, _ range: SourceRange) throws -> Bool {
        for item in list {
            try i.tick(range)
            if i.equal(item, x) { return true }
        }
        return false
    }

    static func register(array: BuiltinType) {
        let same: @Sendable (SemanticType) -> SemanticType = { $0 }
        for name in ["union", "intersection", "subtracting", "symmetricDifference"] {
            array.add(.init(name, .method, ["_:[Any]"], result: .unknown, note: "a Set is an array of distinct elements", resultFor: same) { i, v, args, r in
                let items = try SwiftCollectionsExtras.items(i, v, r), other = try SwiftCollectionsExtras.items(i, args.first?.value ?? .null, r)
                try i.chargeElements(items.count + other.count, at: r)
                var result: [Value] = []
                func add(_ x: Value) throws { if !(try holds(i, result, x, r)) { result.append(x) } }
                switch name {
                case "union": for x in items + other { try add(x) }
                case "intersection": for x in items where try holds(i, other, x, r) { try add(x) }
                case "subtracting": for x in items where !(try holds(i, other, x, r)) { try add(x) }
                default:
                    for x in items where !(try holds(i, other, x, r)) { try add(x) }
                    for x in other where !(try holds(i, items, x, r)) { try add(x) }
                }
                return .array(result)
            })
        }
        for (name, algebra) in [("formUnion", "union"), ("formIntersection", "intersection"), ("subtract", "subtracting"),
                                ("formSymmetricDifference", "symmetricDifference")] {
            array.add(.init(name, .method, ["_:[Any]"], result: .void, note: "changes the set: its \(algebra)(_:)") { i, v, args, r in
                var copy = v
                return try i.mutate(&copy, name, args, at: r)
            })
        }
        array.add(.init("update", .method, ["with:Any"], result: .unknown, note: "a Set's: the element takes the place of an equal one, or joins",
                        resultFor: { .optional(SwiftCollections.element($0)) }) { i, v, args, r in
            var copy = v
            return try i.mutate(&copy, "update", args, at: r)
        })
        for name in ["isStrictSubset", "isStrictSuperset"] {
            array.add(.init(name, .method, ["of:[Any]"], result: .bool, note: "a subset or superset that is not equal") { i, v, args, r in
                let items = try SwiftCollectionsExtras.items(i, v, r), other = try SwiftCollectionsExtras.items(i, args.first?.value ?? .null, r)
                let (small, large) = name == "isStrictSubset" ? (items, other) : (other, items)
                for x in small where !(try holds(i, large, x, r)) { return .bool(false) }
                for x in large where !(try holds(i, small, x, r)) { return .bool(true) }
                return .bool(false)
            })
        }
        for (name, label) in [("isSubset", "of"), ("isSuperset", "of"), ("isDisjoint", "with")] {
            array.add(.init(name, .method, ["\(label):[Any]"], result: .bool) { i, v, args, r in
                let items = try SwiftCollectionsExtras.items(i, v, r), other = try SwiftCollectionsExtras.items(i, args.first?.value ?? .null, r)
                switch name {
                case "isSubset": for x in items where !(try holds(i, other, x, r)) { return .bool(false) }
                case "isSuperset": for x in other where !(try holds(i, items, x, r)) { return .bool(false) }
                default: for x in items where try holds(i, other, x, r) { return .bool(false) }
                }
                return .bool(true)
            })
        }
        array.add(.init("split", .method, ["separator:Any", "separator:Any maxSplits:Int", "separator:Any omittingEmptySubsequences:Bool",
                                           "separator:Any maxSplits:Int omittingEmptySubsequences:Bool", "whereSeparator:Closure",
                                           "maxSplits:Int whereSeparator:Closure", "omittingEmptySubsequences:Bool whereSeparator:Closure",
                                           "maxSplits:Int omittingEmptySubsequences:Bool whereSeparator:Closure"], result: .unknown,
                        resultFor: { .array($0) }) { i, v, args, r in
            let items = try SwiftCollectionsExtras.items(i, v, r)
            let maxSplits = try args.value("maxSplits").map { try i.int($0, r) } ?? Int.max
            guard maxSplits >= 0 else { throw i.error("split(maxSplits:) needs a count of 0 or more, not \(maxSplits)", r) }
            let omitting = try args.value("omittingEmptySubsequences").map { try i.truth($0, r) } ?? true
            let closureArgument = args.value("whereSeparator") ?? args.value("{}")
            let test = closureArgument.flatMap { value -> ClosureValue? in if case .closure(let c) = value { c } else { nil } }
            let separator = args.value("separator") ?? .null
            // Swift's own split, on the elements, so empty pieces and maxSplits count as Swift counts them.
            let pieces = try items.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) { item in
                try test.map { try i.truth(try i.callClosure($0, [item], at: r), r) } ?? i.equal(item, separator)
            }
            try i.chargeElements(items.count + pieces.count, at: r)
            return .array(pieces.map { .array(Array($0)) })
        })
        array.add(.init("partition", .method, ["by:Closure"], result: .int, note: "changes the variable it is called on") { i, v, args, r in
            var copy = v
            return try i.mutate(&copy, "partition", args, at: r)
        })
    }
}

extension Interpreter {
    /// Swift's `partition(by:)` for a bidirectional collection: the same swaps, so the same order.
    func partition(_ items: inout [Value], by test: ClosureValue, at range: SourceRange) throws -> Int {
        func second(_ x: Value) throws -> Bool { try truth(try callClosure(test, [x], at: range), range) }
        var lo = 0, hi = items.count
        while true {
            while true {
                guard lo < hi else { return lo }
                if try second(items[lo]) { break }
                lo += 1
            }
            hi -= 1
            while true {
                guard lo < hi else { return lo }
                if try !second(items[hi]) { break }
                hi -= 1
            }
            items.swapAt(lo, hi)
            lo += 1
        }
    }
}
