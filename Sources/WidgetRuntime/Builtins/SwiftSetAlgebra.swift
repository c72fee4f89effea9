import WidgetLanguage

/// `Set`'s algebra on the arrays sets are here (`union`, `intersection`, `subtracting`,
/// `symmetricDifference`, `isSubset(of:)`, `isSuperset(of:)`, `isDisjoint(with:)`), in
/// first-seen order, and the array members built on cutting: `split(separator:)`,
/// `split(whereSeparator:)`, `partition(by:)` (Swift's own algorithm, so the order agrees).
enum SwiftSetAlgebra {
    static func register(array: BuiltinType) {
        let same: @Sendable (SemanticType) -> SemanticType = { $0 }
        for name in ["union", "intersection", "subtracting", "symmetricDifference"] {
            array.add(.init(name, .method, ["_:[Any]"], result: .unknown, note: "a Set is an array of distinct elements", resultFor: same) { i, v, args, r in
                let items = try SwiftCollectionsExtras.items(i, v, r), other = try SwiftCollectionsExtras.items(i, args.first?.value ?? .null, r)
                try i.chargeElements(items.count + other.count, at: r)
                func holds(_ list: [Value], _ x: Value) -> Bool { list.contains { i.equal($0, x) } }
                var result: [Value] = []
                func add(_ x: Value) { if !holds(result, x) { result.append(x) } }
                switch name {
                case "union": (items + other).forEach(add)
                case "intersection": items.filter { holds(other, $0) }.forEach(add)
                case "subtracting": items.filter { !holds(other, $0) }.forEach(add)
                default: (items.filter { !holds(other, $0) } + other.filter { !holds(items, $0) }).forEach(add)
                }
                return .array(result)
            })
        }
        for (name, label) in [("isSubset", "of"), ("isSuperset", "of"), ("isDisjoint", "with")] {
            array.add(.init(name, .method, ["\(label):[Any]"], result: .bool) { i, v, args, r in
                let items = try SwiftCollectionsExtras.items(i, v, r), other = try SwiftCollectionsExtras.items(i, args.first?.value ?? .null, r)
                func holds(_ list: [Value], _ x: Value) -> Bool { list.contains { i.equal($0, x) } }
                switch name {
                case "isSubset": return .bool(items.allSatisfy { holds(other, $0) })
                case "isSuperset": return .bool(other.allSatisfy { holds(items, $0) })
                default: return .bool(!items.contains { holds(other, $0) })
                }
            })
        }
        array.add(.init("split", .method, ["separator:Any", "separator:Any maxSplits:Int", "whereSeparator:Closure"], result: .unknown,
                        resultFor: { .array($0) }) { i, v, args, r in
            let items = try SwiftCollectionsExtras.items(i, v, r)
            let maxSplits = try args.value("maxSplits").map { try i.int($0, r) } ?? Int.max
            guard maxSplits >= 0 else { throw i.error("split(maxSplits:) needs a count of 0 or more, not \(maxSplits)", r) }
            let test = args.value("whereSeparator").flatMap { value -> ClosureValue? in if case .closure(let c) = value { c } else { nil } }
            var pieces: [Value] = [], current: [Value] = []
            for item in items {
                var cuts = false
                if pieces.count < maxSplits {
                    cuts = try test.map { try i.truth(try i.callClosure($0, [item], at: r), r) } ?? i.equal(item, args.value("separator") ?? .null)
                }
                if cuts {
                    // Swift omits empty pieces by default.
                    if !current.isEmpty { pieces.append(.array(current)) }
                    current = []
                } else {
                    current.append(item)
                }
            }
            if !current.isEmpty { pieces.append(.array(current)) }
            try i.chargeElements(items.count + pieces.count, at: r)
            return .array(pieces)
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
