import Foundation
import WidgetLanguage

/// What Swift gives every `Sequence`, on strings (their characters), dictionaries (their
/// `(key, value)` pairs) and arrays: `map`, `filter`, `forEach`, `reduce`, `first(where:)` …,
/// and the `Character` properties widget code asks of a string's characters. A string or a
/// dictionary is read as the array of its elements and the array's method runs on it.
enum SwiftSequences {
    /// The methods a string and a dictionary share with an array, with what each gives
    /// (`same` for the receiver's own type: a filtered string is a string).
    static let shared: [(name: String, forms: [String], result: Result)] = [
        ("map", ["_:Closure"], .array), ("compactMap", ["_:Closure"], .array), ("flatMap", ["_:Closure"], .array),
        ("filter", ["_:Closure"], .same), ("forEach", ["_:Closure"], .void), ("reduce", ["_:Any _:Closure"], .unknown),
        ("allSatisfy", ["_:Closure"], .bool), ("first", ["where:Closure"], .optionalElement),
        ("sorted", ["", "by:Closure"], .elements), ("min", ["", "by:Closure"], .optionalElement),
        ("max", ["", "by:Closure"], .optionalElement), ("count", ["where:Closure"], .int),
        ("randomElement", [""], .optionalElement), ("enumerated", [""], .enumerated),
    ]

    enum Result { case array, same, void, unknown, bool, int, optionalElement, elements, enumerated }

    /// The forms with, for each whose last argument is a closure, the same written as a trailing closure
    /// (`map { … }`, `reduce(0) { … }`, `first { … }`).
    static func withTrailingClosures(_ forms: [String]) -> [String] {
        forms + forms.compactMap { form in
            var parts = form.split(separator: " ").map(String.init)
            guard let last = parts.last, last.hasSuffix(":Closure") else { return nil }
            parts[parts.count - 1] = "{}"
            return parts.joined(separator: " ")
        }
    }

    static func register(in registry: inout BuiltinRegistry) {
        guard let string = registry.types["String"], let dictionary = registry.types["Dictionary"], let array = registry.types["Array"] else { return }
        for entry in shared {
            string.add(member(entry.name, entry.forms, entry.result, element: { _ in .string }))
            dictionary.add(member(entry.name, entry.forms, entry.result, element: pair))
        }
        // A string's `contains` takes text or, as a sequence, a test of each character.
        string.add(member("contains", ["_:String", "_:Regex", "where:Closure"], .bool, element: { _ in .string }))
        dictionary.add(member("contains", ["where:Closure"], .bool, element: pair))
        for name in ["forEach", "count"] {
            let entry = shared.first { $0.name == name }
            array.add(member(name, entry?.forms ?? [], entry?.result ?? .void, element: SwiftCollections.element))
        }
        // `elementsEqual`, `starts(with:)`, `lexicographicallyPrecedes`: against any sequence (an array, a range),
        // with `==` / `<` or the closure given.
        for name in ["elementsEqual", "starts", "lexicographicallyPrecedes"] {
            let label = name == "starts" ? "with" : "_"
            array.add(.init(name, .method, ["\(label):Any", "\(label):Any by:Closure", "\(label):Any {}"], result: .bool) { i, v, args, r in
                let items = try SwiftCollectionsExtras.items(i, v, r)
                let other = try i.elements(of: args.first?.value ?? .null, at: r)
                let closure = (args.value("by") ?? args.value("{}")).flatMap { value -> ClosureValue? in if case .closure(let c) = value { c } else { nil } }
                func same(_ a: Value, _ b: Value) throws -> Bool {
                    try closure.map { try i.truth(try i.callClosure($0, [a, b], at: r), r) } ?? i.equal(a, b)
                }
                func less(_ a: Value, _ b: Value) throws -> Bool {
                    if let closure { return try i.truth(try i.callClosure(closure, [a, b], at: r), r) }
                    guard let order = i.compare(a, b) else { throw i.error("these values cannot be compared", r) }
                    return order < 0
                }
                switch name {
                case "elementsEqual": return .bool(try items.elementsEqual(other, by: same))
                case "starts": return .bool(try items.starts(with: other, by: same))
                default: return .bool(try items.lexicographicallyPrecedes(other, by: less))
                }
            })
        }
        array.add(.init("lazy", .property, result: .unknown, note: "its map, filter, prefix … wait until an element is read (SwiftLazySequences)",
                        resultFor: { $0 }) { _, v, _, _ in SwiftLazySequences.lazy(v, []) })
        // `sort` is `FoundationSorting`'s (it also takes `using:` comparators).
        for name in ["reverse", "shuffle"] { array.add(SwiftCollections.mutating(name, [""])) }
        array.add(SwiftCollections.mutating("swapAt", ["_:Int _:Int"]))
        // `removeValue(forKey:)` and `updateValue(_:forKey:)` give the value the key had (nil when it had none).
        let formerValue: @Sendable (SemanticType) -> SemanticType = { if case .dictionary(_, let value) = $0 { .optional(value) } else { .optional(.unknown) } }
        dictionary.add(SwiftCollections.mutating("removeValue", ["forKey:Any"], resultFor: formerValue))
        dictionary.add(SwiftCollections.mutating("removeAll", ["", "keepingCapacity:Bool"]))
        dictionary.add(SwiftCollections.mutating("updateValue", ["_:Any forKey:Any"], resultFor: formerValue))
        dictionary.add(SwiftCollections.mutating("merge", ["_:Any uniquingKeysWith:Closure", "_:Any _:Closure"]))
        registerIterators(in: &registry, string: string, dictionary: dictionary, array: array)
        SwiftCharacters.register(in: &registry, string: string)
        // A property written `UUID` holds the text (see `SemanticType.isAssignable`): its `uuidString` is itself.
        string.add(.init("uuidString", .property, result: .string, note: "the text of a value a `UUID` property holds") { _, v, _, _ in v })
        // A `Notification.Name`, `NSNotification.Name` or `LocalizedStringKey`-like name is its text: its `rawValue` is itself.
        string.add(.init("rawValue", .property, result: .string, note: "the text of a Notification.Name, which is its text") { _, v, _, _ in v })
    }

    static let iteratorType = "IndexingIterator"

    /// `var it = items.makeIterator()` then `while let item = it.next()`: an iterator over the elements
    /// (a string's characters, a dictionary's `(key, value)` pairs) as they were when it was made; its
    /// position is kept in a box, so `next()` moves it.
    static func registerIterators(in registry: inout BuiltinRegistry, string: BuiltinType, dictionary: BuiltinType, array: BuiltinType) {
        @Sendable func iterator(_ elements: [Value]) -> Value {
            .instance(ClassInstance(type: iteratorType, fields: [("elements", .array(elements)), ("index", .int(0))]))
        }
        for type in [string, dictionary, array] {
            type.add(.init("makeIterator", .method, [""], result: .named(iteratorType), note: "the elements as they are now") { i, v, _, r in
                if case .dictionary(let pairs) = v {
                    return iterator(pairs.map { .tuple(TupleValue(labels: ["key", "value"], elements: [$0.key, $0.value])) })
                }
                return iterator(try i.elements(of: v, at: r))
            })
        }
        let type = BuiltinType(iteratorType, instance: .named(iteratorType)) { _ in iterator([.int(1), .int(2)]) }
        type.sampleSource = "[1, 2].makeIterator()"
        type.add(.init("next", .method, [""], result: .unknown, note: "the next element, nil after the last") { _, v, _, _ in advance(v) })
        registry.register(type: type)
    }

    /// An array's iterator moved on: the element it was at, nil after the last.
    static func advance(_ iterator: Value) -> Value {
        guard case .instance(let state) = iterator, case .array(let elements)? = state["elements"], case .int(let index)? = state["index"],
              index < elements.count else { return .null }
        if let at = state.fields.firstIndex(where: { $0.name == "index" }) { state.fields[at].value = .int(index + 1) }
        return elements[index]
    }

    /// A dictionary's element: `(key: K, value: V)`.
    static func pair(_ type: SemanticType) -> SemanticType {
        guard case .dictionary(let key, let value) = type else { return .tuple(labels: ["key", "value"], elements: [.unknown, .unknown]) }
        return .tuple(labels: ["key", "value"], elements: [key, value])
    }

    static func member(_ name: String, _ forms: [String], _ result: Result,
                       element: @escaping @Sendable (SemanticType) -> SemanticType) -> BuiltinMember {
        let type: SemanticType
        var resultFor: (@Sendable (SemanticType) -> SemanticType)?
        switch result {
        case .array: type = .array(.unknown)
        case .same: type = .unknown; resultFor = { $0 }
        case .void: type = .void
        case .unknown: type = .unknown
        case .bool: type = .bool
        case .int: type = .int
        case .optionalElement: type = .unknown; resultFor = { .optional(element($0)) }
        case .elements: type = .array(.unknown); resultFor = { .array(element($0)) }
        case .enumerated:
            type = .array(.unknown)
            resultFor = { .array(.tuple(labels: ["offset", "element"], elements: [.int, element($0)])) }
        }
        return .init(name, .method, forms, result: type, resultFor: resultFor) { i, v, args, r in
            try run(i, v, name, args, r)
        }
    }

    /// Runs `name` on the elements of `receiver` as an array's method does.
    static func run(_ i: Interpreter, _ receiver: Value, _ name: String, _ args: [CallArgument], _ r: SourceRange) throws -> Value {
        let items: [Value]
        switch receiver {
        case .string(let s):
            // `text.contains("World")` is a substring test; only a closure asks about characters.
            if name == "contains", let first = args.first, case .string = first.value { return .bool(s.contains(try i.string(first.value, r))) }
            if name == "contains", let first = args.first, SwiftRegexes.isRegex(first.value) { return try SwiftRegexes.contains(s, first.value, i, r) }
            try i.chargeElements(s.count, at: r)
            items = s.map { .string(String($0)) }
        case .dictionary(let pairs):
            try i.chargeElements(pairs.count, at: r)
            items = pairs.map { .tuple(TupleValue(labels: ["key", "value"], elements: [$0.key, $0.value])) }
        case .array(let array):
            items = array
        // Data and a CryptoKit digest: their bytes, as UInt8 values (Ints here), as a `for` loop reads them.
        case .data,
             .object where CryptoKitDigests.digestBytes(receiver) != nil:
            items = try i.elements(of: receiver, at: r)
        default:
            throw i.error("\(i.typeName(of: receiver)) has no method '\(name)'", r)
        }
        switch name {
        case "forEach":
            let body = try SwiftCollectionsExtras.closure(i, args, name, r)
            for item in items { _ = try i.callClosure(body, [item], at: r) }
            return .null
        case "count":
            let test = try SwiftCollectionsExtras.closure(i, args, name, r)
            return .int(try items.reduce(0) { try i.truth(try i.callClosure(test, [$1], at: r), r) ? $0 + 1 : $0 })
        default:
            break
        }
        // The array's own entry (`flatMap` and `max(by:)` live in the table, most others in `valueMethod`).
        guard let entry = i.registry.types["Array"]?.methods[name] else { throw i.error("\(i.typeName(of: receiver)) has no method '\(name)'", r) }
        let result = try entry.body(i, .array(items), args, r)
        guard name == "filter", case .array(let kept) = result else { return result }
        switch receiver {
        case .string: return .string(kept.map { i.describe($0) }.joined())
        // (Data's `filter` is Data, as a RangeReplaceableCollection's is.)
        case .data: return .data(Data(kept.compactMap { $0.integerValue?.exactly(UInt8.self) }))
        case .dictionary:
            return .dictionary(kept.compactMap { item in
                guard case .tuple(let pair) = item, pair.elements.count == 2 else { return nil }
                return DictionaryPair(key: pair.elements[0], value: pair.elements[1])
            })
        default: return result
        }
    }
}
