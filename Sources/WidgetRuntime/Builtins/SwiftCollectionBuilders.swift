import Foundation
import WidgetLanguage

/// Building collections as Swift does: `Dictionary(uniqueKeysWithValues:)`,
/// `Dictionary(_:uniquingKeysWith:)`, and the small members widget code reaches for:
/// an array's `description`, a dictionary's `first`, a string's `prefix(while:)`,
/// `Double.random(in:)` and `squareRoot()`.
enum SwiftCollectionBuilders {
    static func register(in registry: inout BuiltinRegistry) {
        // A collection's `debugDescription` is its `description`: both write the elements as debugPrint does.
        for name in ["description", "debugDescription"] {
            registry.types["Array"]?.add(.init(name, .property, result: .string, note: "as print writes it") { i, v, _, r in .string(try description(i, v, r)) })
            registry.types["Dictionary"]?.add(.init(name, .property, result: .string, note: "as print writes it") { i, v, _, r in .string(try description(i, v, r)) })
        }
        registry.types["Dictionary"]?.add(.init("first", .property, result: .unknown,
                                                resultFor: { .optional(SwiftSequences.pair($0)) }) { _, v, _, _ in
            guard case .dictionary(let pairs) = v, let pair = pairs.first else { return .null }
            return .tuple(TupleValue(labels: ["key", "value"], elements: [pair.key, pair.value]))
        })
        registry.types["String"]?.add(.init("prefix", .method, ["_:Int", "while:Closure"], result: .string) { i, v, args, r in
            guard args.first?.label == "while" else { return try i.valueMethod(v, "prefix", args, at: r) ?? .null }
            let test = try SwiftCollectionsExtras.closure(i, args, "prefix(while:)", r)
            var kept = ""
            for c in try i.string(v, r) {
                guard try i.truth(try i.callClosure(test, [.string(String(c))], at: r), r) else { break }
                kept.append(c)
            }
            return .string(kept)
        })
        registry.types["Double"]?.add(randomDouble)
        registry.types["String"]?.add(.init("localizedStringWithFormat", .staticMethod, ["_:String ..."], result: .string,
                                            note: "String(format:) in the render's locale") { i, _, args, r in
            .string(try i.formatString(try i.string(args.first?.value, r), args.dropFirst().map(\.value), at: r))
        })
        registry.types["Double"]?.add(.init("squareRoot", .method, [""], result: .double) { i, v, _, r in
            .double(try i.number(v, "squareRoot", r).squareRoot())
        })
    }

    /// A collection's `description`: in a Swift file as Swift prints it (strings quoted and escaped).
    static func description(_ i: Interpreter, _ value: Value, _ r: SourceRange) throws -> String {
        i.program.tree.isSwift ? try i.swiftText(value, nested: false, at: r) : i.describe(value)
    }

    /// `Dictionary(uniqueKeysWithValues:)` and `Dictionary(_:uniquingKeysWith:)`: from (key, value) pairs.
    static func dictionary(_ i: Interpreter, _ args: [CallArgument], _ r: SourceRange) throws -> Value {
        let pairs = try i.elements(of: args.value("uniqueKeysWithValues") ?? args.value(nil) ?? .null, at: r)
        let combine = args.value("uniquingKeysWith") ?? args.value("{}")
        var result: [DictionaryPair] = []
        try i.chargeElements(pairs.count, at: r)
        for pair in pairs {
            guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else { throw i.error("a dictionary is built from (key, value) pairs", r) }
            let (key, value) = (tuple.elements[0], tuple.elements[1])
            if let index = try firstIndex(i, result, key, r) {
                // Swift stops the program on a duplicate key; a widget gets a located error.
                guard let combine else { throw i.error("Dictionary(uniqueKeysWithValues:) found the key '\(i.describe(key))' twice", r) }
                result[index].value = try combineValues(i, combine, result[index].value, value, r)
            } else {
                result.append(DictionaryPair(key: key, value: value))
            }
        }
        return .dictionary(result)
    }

    static func firstIndex(_ i: Interpreter, _ pairs: [DictionaryPair], _ key: Value, _ r: SourceRange) throws -> Int? {
        for (index, pair) in pairs.enumerated() {
            try i.tick(r)
            if i.equal(pair.key, key) { return index }
        }
        return nil
    }

    /// `uniquingKeysWith: +` or a closure.
    static func combineValues(_ i: Interpreter, _ combine: Value, _ a: Value, _ b: Value, _ r: SourceRange) throws -> Value {
        if case .closure(let closure) = combine { return try i.callClosure(closure, [a, b], at: r) }
        if case .string(let op) = combine { return try i.binary(op, a, b, at: r) }
        throw i.error("uniquingKeysWith: takes a closure, as in { first, _ in first }", r)
    }
}

extension SwiftCollectionBuilders {
    /// `Double.random(in: 0...1)` (and `CGFloat`'s): the lower bound, so renders are reproducible.
    /// (`using: &generator` is accepted; the result is the same.)
    static let randomDouble = BuiltinMember("random", .staticMethod, ["in:Any using?:Any"], result: .double,
                                            note: "the lower bound, so renders are reproducible; with the program's own generator, its numbers") { i, _, args, r in
        if var generator = ProgramRandomGenerator(args, i), let (low, high, closed) = doubleBounds(args.value("in")) {
            return .double(try generator.double(try i.number(low, "random(in:)", r), try i.number(high, "random(in:)", r), closed: closed, i, at: r))
        }
        guard case .array(let items)? = args.value("in"), let first = items.first else {
            if case .object(let range)? = args.value("in"), let low = range["lowerBound"] { return .double(try i.number(low, "random(in:)", r)) }
            throw i.error("random(in:) takes a range", r)
        }
        return .double(try i.number(first, "random(in:)", r))
    }

    /// A range's bounds and whether it is closed: `0...1`, `0.5..<2.0` (an integer range is its list of numbers).
    static func doubleBounds(_ value: Value?) -> (Value, Value, Bool)? {
        switch value {
        case .array(let items)?: return items.first.flatMap { first in items.last.map { (first, $0, true) } }
        case let range?:
            if let (low, high, closed) = SwiftComparableRanges.bounds(range) { return (low, high, closed) }
            guard case .object(let object) = range, let low = object["lowerBound"], let high = object["upperBound"] else { return nil }
            return (low, high, object.type.hasPrefix("ClosedRange"))
        case nil: return nil
        }
    }
}
