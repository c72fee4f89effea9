import Foundation
import WidgetLanguage

extension Interpreter {
    /// Non-mutating methods of strings, numbers, dates and arrays; nil if there is no such method.
    func valueMethod(_ receiver: Value, _ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Value? {
        let first = args.first?.value
        // A `UInt8` or `Int32` value: the Int of the same value, where the member does not depend on its width.
        if case .sized(let n) = receiver, let value = n.exactly(Int.self) { return try valueMethod(.int(value), name, args, at: range) }
        switch receiver {
        case .string(let s):
            if Interpreter.stringBuilders.contains(name) { try chargeString(s, name, args, at: range) }
            switch name {
            case "uppercased": return .string(s.uppercased())
            case "lowercased": return .string(s.lowercased())
            case "hasPrefix": return .bool(s.hasPrefix(try string(first, range)))
            case "hasSuffix": return .bool(s.hasSuffix(try string(first, range)))
            case "contains": return .bool(s.contains(try string(first, range)))
            case "localizedCaseInsensitiveContains": return .bool(s.localizedCaseInsensitiveContains(try string(first, range)))
            case "localizedStandardContains": return .bool(s.localizedStandardContains(try string(first, range)))
            // (`prefix(upTo: index)` is the first `index` characters; `prefix(through: index)` takes that one too.)
            case "prefix": return .string(String(s.prefix(max(0, try int(first, range) + (args.first?.label == "through" ? 1 : 0)))))
            case "suffix":
                // `text.suffix(from: index)`: from that position to the end (a position is an offset in characters).
                if args.first?.label == "from" {
                    let start = try int(first, range)
                    guard start >= 0, start <= s.count else { throw error("suffix(from:): index \(start) is out of range for \(s.count) characters", range) }
                    return .string(String(s.dropFirst(start)))
                }
                return .string(String(s.suffix(max(0, try int(first, range)))))
            case "components" where FoundationCharacterSets.characterSet(first) != nil:
                let set = FoundationCharacterSets.characterSet(first) ?? .whitespaces
                return .array(s.components(separatedBy: set).map { .string($0) })
            case "split", "components":
                let separator = try string(first, range)
                guard !separator.isEmpty else { return .array(s.map { .string(String($0)) }) }
                return .array(s.components(separatedBy: separator).filter { name == "components" || !$0.isEmpty }.map { .string($0) })
            case "trimmingCharacters":
                guard let set = FoundationCharacterSets.characterSet(first) else {
                    throw error("trimmingCharacters(in:) takes a CharacterSet, such as .whitespaces or CharacterSet(charactersIn: \"-\")", range)
                }
                return .string(s.trimmingCharacters(in: set))
            case "replacingOccurrences":
                let target = try string(args.first { $0.label == "of" }?.value, range)
                let replacement = try string(args.first { $0.label == "with" }?.value, range)
                let options = compareOptions(args.first { $0.label == "options" }?.value)
                return .string(target.isEmpty ? s : s.replacingOccurrences(of: target, with: replacement, options: options))
            default: return nil
            }
        case .int, .double:
            switch name {
            case "formatted": return .string(try formatNumber(receiver, style: first, at: range))
            case "rounded":
                if case .double(let d) = receiver { return .double(d.rounded(try SwiftNumbers.rule(self, first, range))) }
                return receiver
            default: return nil
            }
        case .array(let items):
            let result = try arrayMethod(items, name, args, at: range)
            if case .array(let built)? = result, Interpreter.arrayBuilders.contains(name) { try chargeElements(built.count, at: range) }
            return result
        default:
            return nil
        }
    }

    /// String methods that build a string or an array from the receiver.
    static let stringBuilders: Set<String> = ["uppercased", "lowercased", "prefix", "suffix", "split", "components",
                                              "trimmingCharacters", "replacingOccurrences"]
    /// Array methods that build a new array (charged once it is built: it is no longer than the receiver).
    static let arrayBuilders: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast", "reversed", "shuffled", "filter", "map",
                                             "compactMap", "sorted", "enumerated"]

    /// Charges what a string method builds, before it builds it: about the
    /// receiver's size (and an element per piece it is cut into), more for a
    /// replacement that is longer than what it replaces.
    func chargeString(_ s: String, _ name: String, _ args: [CallArgument], at range: SourceRange) throws {
        var bytes = s.utf8.count
        if name == "split" || name == "components" { bytes += s.utf8.count * Interpreter.bytesPerElement }
        if name == "replacingOccurrences", case .string(let target)? = args.first(where: { $0.label == "of" })?.value,
           case .string(let replacement)? = args.first(where: { $0.label == "with" })?.value,
           !target.isEmpty, replacement.utf8.count > target.utf8.count {
            let (grown, overflow) = (s.utf8.count / target.utf8.count).multipliedReportingOverflow(by: replacement.utf8.count)
            bytes = overflow ? Int.max : bytes + grown
            if bytes > memoryBudget - bytesBuilt {
                // The bound assumes every byte starts a match; count the matches before refusing.
                let matches = s.components(separatedBy: target).count - 1
                let (exact, overflow) = matches.multipliedReportingOverflow(by: replacement.utf8.count - target.utf8.count)
                bytes = overflow ? Int.max : s.utf8.count + exact
            }
        }
        try charge(bytes, at: range)
    }

    func arrayMethod(_ items: [Value], _ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Value? {
        // A key path where a function goes (`map(\.name)`, `sorted(by:)` aside) is the closure `{ $0.name }`.
        let args = args.map { argument in
            guard case .keyPath(let path) = argument.value else { return argument }
            return CallArgument(label: argument.label, value: .closure(Interpreter.keyPathClosure(path, at: argument.range)), range: argument.range)
        }
        let first = args.first?.value
        func predicate() throws -> (Value) throws -> Bool {
            guard case .closure(let closure)? = args.first(where: { $0.label == nil || $0.label == "where" || $0.label == "{}" })?.value else {
                throw error("'\(name)' needs a closure, as in \(name) { $0.isDone }", range)
            }
            return { try self.truth(try self.callClosure(closure, [$0], at: range), range) }
        }
        switch name {
        case "enumerated":
            try chargeElements(items.count, at: range)
            return .array(items.enumerated().map { .tuple(TupleValue(labels: ["offset", "element"], elements: [.int($0.offset), $0.element])) })
        case "prefix": return .array(Array(items.prefix(max(0, try int(first, range)))))
        case "suffix":
            if args.first?.label == "from" {
                let start = try int(first, range)
                guard start >= 0, start <= items.count else { throw error("suffix(from:): index \(start) is out of range for \(items.count) elements", range) }
                return .array(Array(items[start...]))
            }
            return .array(Array(items.suffix(max(0, try int(first, range)))))
        case "dropFirst": return .array(Array(items.dropFirst(max(0, (try? int(first, range)) ?? 1))))
        case "dropLast": return .array(Array(items.dropLast(max(0, (try? int(first, range)) ?? 1))))
        case "reversed": return .array(items.reversed())
        case "shuffled":
            guard var generator = ProgramRandomGenerator(args, self) else { return .array(items) }
            return .array(try generator.shuffled(items, self, at: range))
        case "filter":
            let test = try predicate()
            return .array(try items.filter(test))
        case "map", "compactMap":
            guard case .closure(let closure)? = first else { throw error("'\(name)' needs a closure", range) }
            let mapped = try items.map { try callClosure(closure, [$0], at: range) }
            return .array(name == "compactMap" ? mapped.filter { !$0.isNull } : mapped)
        case "contains":
            if case .closure = first { let test = try predicate(); return .bool(try items.contains(where: test)) }
            guard let needle = first else { return .bool(false) }
            return .bool(items.contains { equal($0, needle) })
        case "allSatisfy":
            let test = try predicate()
            return .bool(try items.allSatisfy(test))
        case "first":
            if args.isEmpty { return items.first ?? .null }
            let test = try predicate()
            return try items.first(where: test) ?? .null
        case "last":
            if args.isEmpty { return items.last ?? .null }
            let test = try predicate()
            return try items.last(where: test) ?? .null
        case "firstIndex":
            if let needle = args.first(where: { $0.label == "of" })?.value {
                return items.firstIndex { equal($0, needle) }.map { .int($0) } ?? .null
            }
            let test = try predicate()
            return try items.firstIndex(where: test).map { .int($0) } ?? .null
        case "sorted":
            return .array(try sorted(items, by: first, at: range))
        case "min", "max":
            var best: Value?
            for item in items {
                guard let current = best else { best = item; continue }
                guard let order = compare(item, current) else { throw error("these values cannot be compared", range) }
                if (name == "min" && order < 0) || (name == "max" && order > 0) { best = item }
            }
            return best ?? .null
        case "joined" where !items.isEmpty && items.allSatisfy({ if case .array = $0 { true } else { false } }):
            // An array of arrays joins into one array, with the separator's elements between them.
            var separatorItems: [Value] = []
            if let separator = args.first(where: { $0.label == "separator" })?.value {
                if case .array(let inner) = separator { separatorItems = inner } else { return nil }
            }
            var joined: [Value] = []
            for (index, item) in items.enumerated() {
                if index > 0 { joined += separatorItems }
                if case .array(let inner) = item { joined += inner }
            }
            try chargeElements(joined.count, at: range)
            return .array(joined)
        case "joined":
            let separator = (try? string(args.first { $0.label == "separator" }?.value, range)) ?? ""
            let (separators, overflow) = max(0, items.count - 1).multipliedReportingOverflow(by: separator.utf8.count)
            let remaining = memoryBudget - bytesBuilt
            let limit = remaining - separators
            if overflow || limit < 0 { throw memoryError(at: range) }
            if try describedLength(items, within: limit, at: range) > limit { throw memoryError(at: range) }
            let text = items.map(describe).joined(separator: separator)
            try charge(text.utf8.count, at: range)
            return .string(text)
        case "reduce":
            guard args.count >= 2, case .closure(let closure) = args[1].value else { throw error("reduce takes an initial value and a closure", range) }
            var accumulator = args[0].value
            if args[0].label == "into" {
                // `reduce(into: [:]) { $0[$1, default: 0] += 1 }`: the closure changes its first argument in place.
                for item in items { accumulator = try callChanging(closure, accumulator, item, at: range) }
                return accumulator
            }
            for item in items { accumulator = try callClosure(closure, [accumulator, item], at: range) }
            return accumulator
        case "randomElement":
            guard !items.isEmpty, var generator = ProgramRandomGenerator(args, self) else { return items.first ?? .null }
            return items[try generator.integer(0, items.count, closed: false, self, at: range)]
        default: return nil
        }
    }

    /// A stable merge sort that lets the comparison throw.
    func sortValues(_ items: [Value], by less: (Value, Value) throws -> Bool) throws -> [Value] {
        if items.count < 2 { return items }
        let middle = items.count / 2
        let left = try sortValues(Array(items[..<middle]), by: less)
        let right = try sortValues(Array(items[middle...]), by: less)
        var merged: [Value] = []
        merged.reserveCapacity(items.count)
        var i = 0, j = 0
        while i < left.count, j < right.count {
            if try less(right[j], left[i]) { merged.append(right[j]); j += 1 } else { merged.append(left[i]); i += 1 }
        }
        merged += left[i...]
        merged += right[j...]
        return merged
    }

    func string(_ value: Value?, _ range: SourceRange) throws -> String {
        guard case .string(let s)? = value else { throw error("expected a String, found \(value.map(typeName) ?? "nothing")", range) }
        return s
    }

    func int(_ value: Value?, _ range: SourceRange) throws -> Int {
        switch value {
        case .int(let i)?: return i
        case .sized(let n)?:
            guard let i = n.exactly(Int.self) else { throw error("\(n.kind.rawValue) value \(n.description) does not fit in an Int", range) }
            return i
        case .double(let d)? where d.isFinite && abs(d) < 1e15: return Int(d)
        default: throw error("expected an Int, found \(value.map(typeName) ?? "nothing")", range)
        }
    }
}

extension Interpreter {
    /// `\.name.count` used as a function: the closure `{ $0.name.count }` (`\.self` is `{ $0 }`; `\.tags[0]` is
    /// `{ $0.tags[0] }`).
    static func keyPathClosure(_ path: [String], at range: SourceRange) -> ClosureValue {
        // `\.address?.city` (the parser keeps no `?`): a nil part gives nil, as the optional chain
        // `$0.address?.city` does; a part that is not optional reads as it is.
        var chain = Expr(.anonymousArgument(0), range)
        var chained = false
        for component in path where component != "self" {
            let base = chained ? Expr(.bindOptional(chain), range) : chain
            if let index = KeyPathSubscript(component: component) {
                // `\.tags[0]`, `\.scores["x"]`: the subscript read, as `$0.tags[0]` reads it.
                chain = Expr(.subscript(base: base, arguments: [index.argument(at: range)]), range)
            } else {
                chain = Expr(.member(base: base, name: component, nameRange: range), range)
            }
            chained = true
        }
        if chained { chain = Expr(.optionalChain(chain), range) }
        var closure = Closure(parameters: [], body: [Stmt(.expr(chain), range)], range: range)
        closure.anonymousArgumentCount = 1
        return ClosureValue(closure: closure, environment: Environment(parent: nil))
    }
}

extension Interpreter {
    /// Runs `closure(first, second)` where the closure's first parameter is `inout`; gives its value after the call.
    func callChanging(_ closure: ClosureValue, _ first: Value, _ second: Value, at range: SourceRange) throws -> Value {
        try enter(range)
        defer { leave() }
        let env = environment(for: closure, [first, second])
        _ = try evalBody(closure.closure.body, env)
        if let parameter = closure.closure.parameters.first { return env.lookup(parameter) ?? .null }
        return env.anonymousArguments?.first ?? .null
    }
}

