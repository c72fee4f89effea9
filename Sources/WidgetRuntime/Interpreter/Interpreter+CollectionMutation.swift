import WidgetLanguage

/// The mutating methods of arrays, dictionaries and strings beyond `append`/`insert`/`remove`:
/// `sort`, `reverse`, `swapAt`, `removeValue(forKey:)`, `updateValue(_:forKey:)`, `merge`,
/// a string's `append`. Each runs on the value of a variable and leaves the changed value there.
extension Interpreter {
    /// The result of the method, or nil when `value` has no such mutating method here.
    func mutateCollection(_ value: inout Value, _ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Value? {
        switch (value, name) {
        case (.array(var items), "sort"):
            value = .null
            defer { value = .array(items) }
            if let comparators = args.first(where: { $0.label == "using" })?.value {
                items = try sorted(items, using: comparators, at: range)
            } else {
                items = try sorted(items, by: args.first?.value, at: range)
            }
            return .null
        case (.array(var items), "popLast"), (.array(var items), "popFirst"):
            guard !items.isEmpty else { return .null }
            value = .null
            defer { value = .array(items) }
            return name == "popLast" ? items.removeLast() : items.removeFirst()
        case (.array(let items), "reverse"):
            value = .array(items.reversed())
            return .null
        case (.array(let items), "shuffle"):
            // Kept in order, as `shuffled()` is: renders are reproducible; with the program's own generator, shuffled by it.
            if var generator = ProgramRandomGenerator(args, self) { value = .array(try generator.shuffled(items, self, at: range)) }
            return .null
        case (.array(var items), "move"):
            // `move(fromOffsets: [1, 3], toOffset: 0)`: those elements, in order, go before the element at the destination.
            guard let source = args.first(where: { $0.label == "fromOffsets" }), let target = args.first(where: { $0.label == "toOffset" }) else {
                throw error("move takes fromOffsets: and toOffset:", range)
            }
            let offsets = Set(try elements(of: source.value, at: range).map { try int($0, range) })
            let destination = try int(target.value, range)
            guard offsets.allSatisfy(items.indices.contains), destination >= 0, destination <= items.count else {
                throw error("move(fromOffsets:toOffset:) is out of range (count \(items.count))", range)
            }
            value = .null
            defer { value = .array(items) }
            let moving = items.enumerated().filter { offsets.contains($0.offset) }.map(\.element)
            let staying = items.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
            let place = destination - offsets.count(where: { $0 < destination })
            items = Array(staying[..<place]) + moving + Array(staying[place...])
            return .null
        case (.array(var items), "swapAt"):
            guard args.count == 2 else { throw error("swapAt takes two indices", range) }
            let i = try int(args[0].value, range), j = try int(args[1].value, range)
            guard items.indices.contains(i), items.indices.contains(j) else {
                throw error("swapAt(\(i), \(j)) is out of range (count \(items.count))", range)
            }
            value = .null
            defer { value = .array(items) }
            items.swapAt(i, j)
            return .null
        case (.dictionary(var pairs), "removeValue"):
            guard let key = args.first?.value else { return .null }
            guard let index = pairs.firstIndex(where: { equal($0.key, key) }) else { return .null }
            value = .null
            defer { value = .dictionary(pairs) }
            return pairs.remove(at: index).value
        case (.dictionary(var pairs), "removeAll"):
            // `removeAll()`, `removeAll(keepingCapacity:)`.
            value = .null
            defer { value = .dictionary(pairs) }
            pairs.removeAll()
            return .null
        case (.dictionary(var pairs), "updateValue"):
            guard let new = args.first?.value, let key = args.first(where: { $0.label == "forKey" })?.value else {
                throw error("updateValue takes a value and forKey:", range)
            }
            value = .null
            defer { value = .dictionary(pairs) }
            if let index = pairs.firstIndex(where: { equal($0.key, key) }) {
                let old = pairs[index].value
                pairs[index].value = new
                return old
            }
            try chargeElements(1, at: range)
            pairs.append(DictionaryPair(key: key, value: new))
            return .null
        case (.dictionary(var pairs), "merge"):
            // `merge(other) { current, new in … }`: the closure decides a key both hold. (`merge([("k", 1)]) { … }`: a sequence of
            // (key, value) pairs, as Swift's other `merge`.)
            let other: [DictionaryPair]
            switch args.first?.value {
            case .dictionary(let given)?: other = given
            case .array(let items)?:
                other = try items.map { item in
                    guard case .tuple(let tuple) = item, tuple.elements.count == 2 else { throw error("merge takes a dictionary or (key, value) pairs", range) }
                    return DictionaryPair(key: tuple.elements[0], value: tuple.elements[1])
                }
            default: throw error("merge takes a dictionary or (key, value) pairs", range)
            }
            let combine = args.dropFirst().first?.value
            try chargeElements(other.count, at: range)
            value = .null
            defer { value = .dictionary(pairs) }
            for pair in other {
                if let index = pairs.firstIndex(where: { equal($0.key, pair.key) }) {
                    pairs[index].value = try combine.map { try SwiftCollectionBuilders.combineValues(self, $0, pairs[index].value, pair.value, range) } ?? pair.value
                } else {
                    pairs.append(pair)
                }
            }
            return .null
        case (.array(var items), "partition"):
            let test = try SwiftCollectionsExtras.closure(self, args, "partition", range)
            value = .null
            defer { value = .array(items) }
            return .int(try partition(&items, by: test, at: range))
        case (.string(let s), "append"):
            guard let added = args.first?.value else { return .null }
            let text = try string(added, range)
            try charge(text.utf8.count, at: range)
            value = .string(s + text)
            return .null
        default:
            return nil
        }
    }

    /// The items in order: by the closure `less` when one is given, else by their values.
    func sorted(_ items: [Value], by less: Value?, at range: SourceRange) throws -> [Value] {
        if case .closure(let closure)? = less {
            return try sortValues(items) { try self.truth(try self.callClosure(closure, [$0, $1], at: range), range) }
        }
        return try sortValues(items) { a, b in
            guard let order = self.compare(a, b) else { throw self.error("these values cannot be sorted", range) }
            return order < 0
        }
    }
}
