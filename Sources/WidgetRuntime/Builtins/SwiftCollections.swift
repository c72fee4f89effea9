import Foundation
import WidgetLanguage

/// The `String`, `Array` and `Dictionary` API widget code uses. Entries the
/// interpreter has long implemented by name run through `valueMethod`,
/// `member(of:)` and `mutate`; the table says which exist and what they give.
enum SwiftCollections {
    static func element(_ type: SemanticType) -> SemanticType {
        if case .array(let element) = type { return element }
        return .unknown
    }

    static func property(_ name: String, _ result: SemanticType, resultFor: (@Sendable (SemanticType) -> SemanticType)? = nil) -> BuiltinMember {
        .init(name, .property, result: result, resultFor: resultFor) { i, v, _, r in try i.member(of: v, name, at: r) }
    }

    static func method(_ name: String, _ forms: [String], _ result: SemanticType, note: String = "",
                       resultFor: (@Sendable (SemanticType) -> SemanticType)? = nil) -> BuiltinMember {
        .init(name, .method, forms, result: result, note: note, resultFor: resultFor) { i, v, args, r in
            guard let value = try i.valueMethod(v, name, args, at: r) else { throw i.error("\(i.typeName(of: v)) has no method '\(name)'", r) }
            return value
        }
    }

    /// A method that changes its receiver: run on a variable it changes it in place (`+Mutation`).
    static func mutating(_ name: String, _ forms: [String], resultFor: (@Sendable (SemanticType) -> SemanticType)? = nil) -> BuiltinMember {
        .init(name, .method, forms, result: .void, note: "changes the variable it is called on", resultFor: resultFor) { i, v, args, r in
            var copy = v
            return try i.mutate(&copy, name, args, at: r)
        }
    }

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: string())
        registry.register(type: array())
        registry.register(type: dictionary())
        SwiftSequences.register(in: &registry)
        if let string = registry.types["String"], let array = registry.types["Array"] {
            SwiftStringIndex.register(string: string, in: &registry)
            SwiftSetAlgebra.register(array: array)
        }
    }

    static func string() -> BuiltinType {
        let string = BuiltinType("String", instance: .string) { _ in .string("Hello, World") }
        string.sampleSource = "\"Hello, World\""
        string.add(property("count", .int))
        string.add(property("isEmpty", .bool))
        string.add(property("first", .optional(.string)))
        string.add(property("last", .optional(.string)))
        string.add(property("capitalized", .string))
        // Foundation's locale-aware forms; the locale changes nothing for the languages a widget shows here.
        let localized: [(String, @Sendable (String) -> String)] = [("localizedUppercase", { $0.uppercased() }),
                                                                  ("localizedLowercase", { $0.lowercased() })]
        for (name, change) in localized {
            string.add(.init(name, .property, result: .string) { i, v, _, r in .string(change(try i.string(v, r))) })
        }
        for name in ["uppercased", "lowercased"] { string.add(method(name, [""], .string)) }
        // A string's `description` is the string itself.
        string.add(.init("description", .property, result: .string) { i, v, _, r in .string(try i.string(v, r)) })
        // `contains` is `SwiftSequences`' (text or a test of each character).
        for name in ["hasPrefix", "hasSuffix", "localizedCaseInsensitiveContains", "localizedStandardContains"] {
            string.add(method(name, ["_:String"], .bool))
        }
        string.add(method("suffix", ["_:Int", "from:Int"], .string))
        string.add(method("replacingOccurrences", ["of:String with:String", "of:String with:String options:String.CompareOptions"], .string))
        SwiftCollectionsExtras.addStringMembers(to: string)
        FoundationURL.addMembers(to: string)
        return string
    }

    static func array() -> BuiltinType {
        let array = BuiltinType("Array", instance: .array(.unknown)) { _ in .array([.int(3), .int(1), .int(2)]) }
        array.sampleSource = "[3, 1, 2]"
        let same: @Sendable (SemanticType) -> SemanticType = { $0 }
        let optionalElement: @Sendable (SemanticType) -> SemanticType = { .optional(element($0)) }
        array.add(property("count", .int))
        array.add(property("isEmpty", .bool))
        array.add(property("first", .unknown, resultFor: optionalElement))
        array.add(property("last", .unknown, resultFor: optionalElement))
        array.add(property("indices", .named(SwiftRanges.halfOpenName)))
        array.add(method("suffix", ["_:Int", "from:Int"], .unknown, resultFor: same))
        for name in ["dropFirst", "dropLast"] { array.add(method(name, ["_?:Int"], .unknown, resultFor: same)) }
        for name in ["reversed", "shuffled"] { array.add(method(name, [""], .unknown, note: name == "shuffled" ? "keeps the order, so renders are reproducible; with the program's own generator (using:), shuffled by it" : "", resultFor: same)) }
        array.add(method("filter", ["_:Closure"], .unknown, resultFor: same))
        array.add(method("map", ["_:Closure"], .array(.unknown)))
        array.add(method("enumerated", [""], .array(.unknown), note: "(offset, element) tuples",
                         resultFor: { .array(.tuple(labels: ["offset", "element"], elements: [.int, element($0)])) }))
        array.add(method("compactMap", ["_:Closure"], .array(.unknown)))
        array.add(method("contains", ["_:Any", "where:Closure"], .bool))
        array.add(method("allSatisfy", ["_:Closure"], .bool))
        array.add(method("first", ["where:Closure"], .unknown, resultFor: optionalElement))
        array.add(method("last", ["where:Closure"], .unknown, resultFor: optionalElement))
        array.add(method("firstIndex", ["of:Any", "where:Closure"], .optional(.int)))
        array.add(method("randomElement", [""], .unknown, note: "the first element, so renders are reproducible; with the program's own generator (using:), the one it draws", resultFor: optionalElement))
        array.add(method("joined", ["separator?:Any"], .string, note: "an array of arrays joins into one array",
                         resultFor: { if case .array = element($0) { return element($0) } else { return .string } }))
        array.add(method("reduce", ["_:Any _:Closure", "into:Any _:Closure"], .unknown,
                         note: "reduce(into:) changes its first parameter (`$0` or a named one) in place, as Swift's inout"))
        // `popFirst()` is a slice's and a set's (both arrays here): the first element, taken out.
        for name in ["popLast", "popFirst"] {
            array.add(.init(name, .method, [""], result: .unknown, note: "changes the variable it is called on", resultFor: optionalElement) { i, v, args, r in
                var copy = v
                return try i.mutate(&copy, name, args, at: r)
            })
        }
        array.add(mutating("append", ["_:Any", "contentsOf:[Any]"]))
        // `set.insert(x)` gives Swift's (inserted:memberAfterInsert:); insert(_:at:) nothing (its result is not used).
        array.add(.init("insert", .method, ["_:Any at:Int", "_:Any", "contentsOf:Any at:Int"], result: .void, note: "changes the variable it is called on",
                        resultFor: { .tuple(labels: ["inserted", "memberAfterInsert"], elements: [.bool, element($0)]) }) { i, v, args, r in
            var copy = v
            return try i.mutate(&copy, "insert", args, at: r)
        })
        array.add(mutating("replaceSubrange", ["_:Any with:Any"]))
        // `remove(at:)`, `removeFirst()`, `removeLast()` give the element they take out (`removeFirst(2)` nothing).
        // A Set's `remove(_:)` gives the member it takes out, or nil.
        for (name, forms) in [("remove", ["at:Int", "atOffsets:[Int]", "_:Any"]), ("removeFirst", ["", "_:Int"]), ("removeLast", ["", "_:Int"])] {
            var entry = BuiltinMember(name, .method, forms, result: .unknown, note: "changes the variable it is called on; gives the element removed",
                                      resultFor: { element($0) }) { i, v, args, r in
                var copy = v
                return try i.mutate(&copy, name, args, at: r)
            }
            if name == "remove" { entry.formResultFor = { receiver, labels in labels == [nil] ? .optional(element(receiver)) : nil } }
            array.add(entry)
        }
        array.add(mutating("removeSubrange", ["_:Any"]))
        // SwiftUI's `move(fromOffsets:toOffset:)`, what a list's `onMove` is given.
        array.add(mutating("move", ["fromOffsets:[Int] toOffset:Int"]))
        array.add(mutating("removeAll", ["", "where:Closure"]))
        // `entries.reserveCapacity(n)`: storage grows as it is needed here; nothing to do.
        array.add(.init("reserveCapacity", .method, ["_:Int"], result: .void, note: "does nothing: storage grows as needed") { i, _, args, r in
            _ = try i.int(args.first?.value ?? .int(0), r)
            return .null
        })
        array.add(.init("Array", .initializer, ["", "_:Any", "repeating:Any count:Int", "arrayLiteral? ..."], result: .array(.unknown),
                        note: "Array(sequence) lists a sequence (a range, enumerated(), a string's characters)") { i, _, args, r in
            // `[Int](arrayLiteral: 1, 2)`: the elements as given.
            if args.first?.label == "arrayLiteral" { return .array(args.map(\.value)) }
            if let count = args.value("count") {
                let n = try i.int(count, r)
                guard n >= 0, n <= 1_000_000 else { throw i.error("Array(repeating:count:) takes a count from 0 to 1000000, not \(n)", r) }
                try i.chargeElements(n, at: r)
                return .array(Array(repeating: args.value("repeating") ?? .null, count: n))
            }
            guard let sequence = args.first?.value else { return .array([]) }
            return .array(try i.elements(of: sequence, at: r))
        })
        SwiftCollectionsExtras.addArrayMembers(to: array)
        return array
    }

    static func dictionary() -> BuiltinType {
        let dictionary = BuiltinType("Dictionary", instance: .dictionary(.unknown, .unknown)) { _ in
            .dictionary([DictionaryPair(key: .string("a"), value: .int(1))])
        }
        dictionary.sampleSource = "[\"a\": 1]"
        dictionary.add(.init("Dictionary", .initializer, ["", "grouping:[Any] by:Closure", "grouping:[Any] {}", "uniqueKeysWithValues:Any",
                                                          "_:Any uniquingKeysWith:Closure", "_:Any {}", "minimumCapacity:Int"],
                             result: .dictionary(.unknown, .unknown)) { i, _, args, r in
            // `Dictionary<Int, Int>()`, `Dictionary(minimumCapacity: 8)`: an empty dictionary.
            if args.isEmpty || args.first?.label == "minimumCapacity" { return .dictionary([]) }
            guard args.value("grouping") != nil else { return try SwiftCollectionBuilders.dictionary(i, args, r) }
            let items = try SwiftCollectionsExtras.items(i, args.value("grouping") ?? .null, r)
            let key: ClosureValue
            if case .keyPath(let path)? = args.value("by") { key = Interpreter.keyPathClosure(path, at: r) } else {
                key = try SwiftCollectionsExtras.closure(i, args, "Dictionary(grouping:by:)", r)
            }
            var groups: [DictionaryPair] = []
            for item in items {
                let k = try i.callClosure(key, [item], at: r)
                try i.chargeElements(1, at: r)
                if let index = groups.firstIndex(where: { i.equal($0.key, k) }), case .array(var members) = groups[index].value {
                    groups[index].value = .null
                    members.append(item)
                    groups[index].value = .array(members)
                } else {
                    groups.append(DictionaryPair(key: k, value: .array([item])))
                }
            }
            return .dictionary(groups)
        })
        dictionary.add(.init("mapValues", .method, ["_:Closure"], result: .dictionary(.unknown, .unknown),
                             resultFor: { if case .dictionary(let k, _) = $0 { return .dictionary(k, .unknown) } else { return .dictionary(.unknown, .unknown) } }) { i, v, args, r in
            guard case .dictionary(let pairs) = v else { throw i.error("mapValues needs a dictionary", r) }
            let f = try SwiftCollectionsExtras.closure(i, args, "mapValues", r)
            try i.chargeElements(pairs.count, at: r)
            return .dictionary(try pairs.map { DictionaryPair(key: $0.key, value: try i.callClosure(f, [$0.value], at: r)) })
        })
        dictionary.add(.init("compactMapValues", .method, ["_:Closure"], result: .dictionary(.unknown, .unknown),
                             resultFor: { if case .dictionary(let k, _) = $0 { return .dictionary(k, .unknown) } else { return .dictionary(.unknown, .unknown) } }) { i, v, args, r in
            guard case .dictionary(let pairs) = v else { throw i.error("compactMapValues needs a dictionary", r) }
            let f = try SwiftCollectionsExtras.closure(i, args, "compactMapValues", r)
            try i.chargeElements(pairs.count, at: r)
            return .dictionary(try pairs.compactMap { pair in
                let mapped = try i.callClosure(f, [pair.value], at: r)
                return mapped.isNull ? nil : DictionaryPair(key: pair.key, value: mapped)
            })
        })
        dictionary.add(.init("merging", .method, ["_:Any uniquingKeysWith:Closure", "_:Any _:Closure"], result: .dictionary(.unknown, .unknown),
                             note: "the closure picks the value of a key both hold", resultFor: { $0 }) { i, v, args, r in
            var copy = v
            _ = try i.mutate(&copy, "merge", args, at: r)
            return copy
        })
        dictionary.add(property("count", .int))
        dictionary.add(property("isEmpty", .bool))
        dictionary.add(property("keys", .array(.unknown)) { if case .dictionary(let k, _) = $0 { return .array(k) } else { return .array(.unknown) } })
        dictionary.add(property("values", .array(.unknown)) { if case .dictionary(_, let v) = $0 { return .array(v) } else { return .array(.unknown) } })
        return dictionary
    }
}
