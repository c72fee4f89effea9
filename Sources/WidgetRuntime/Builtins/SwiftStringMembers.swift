import Foundation
import WidgetLanguage

/// The `String` members of Swift's standard library computed with Swift's own: `split`
/// with `maxSplits:`, `omittingEmptySubsequences:` and `whereSeparator:` (empty pieces
/// omitted unless asked for, where `components(separatedBy:)` keeps them), `drop(while:)`,
/// `trimmingPrefix`, `indices`, `utf16`, `ranges(of:)`, `firstRange(of:)`,
/// `replacing(_:with:maxReplacements:)`, `lexicographicallyPrecedes(_:)`, and the mutating
/// `insert`, `remove(at:)`, `removeFirst`, `removeLast`, `removeAll(where:)`,
/// `removeSubrange`, `replaceSubrange`, `replace`, `trimPrefix`. Indices are character
/// offsets (`SwiftStringIndex`); a character is a one-character string.
enum SwiftStringMembers {
    /// The mutating members this file runs (`mutateString`), for the interpreter's list.
    static let mutating: Set<String> = ["insert", "remove", "removeFirst", "removeLast", "removeAll", "removeSubrange",
                                        "replaceSubrange", "replace", "trimPrefix", "append"]

    static func register(in registry: inout BuiltinRegistry) {
        guard let string = registry.types["String"] else { return }
        string.add(.init("split", .method, ["separator:String", "separator:String maxSplits:Int",
                                            "separator:String omittingEmptySubsequences:Bool",
                                            "separator:String maxSplits:Int omittingEmptySubsequences:Bool",
                                            "separator:Regex", "separator:Regex maxSplits:Int", "separator:Regex omittingEmptySubsequences:Bool",
                                            "separator:Regex maxSplits:Int omittingEmptySubsequences:Bool",
                                            "whereSeparator:Closure", "maxSplits:Int whereSeparator:Closure",
                                            "omittingEmptySubsequences:Bool whereSeparator:Closure",
                                            "maxSplits:Int omittingEmptySubsequences:Bool whereSeparator:Closure"],
                         result: .array(.string), note: "empty pieces are omitted unless omittingEmptySubsequences is false") { i, v, args, r in
            let s = try i.string(v, r)
            try i.chargeString(s, "split", args, at: r)
            let maxSplits = try args.value("maxSplits").map { try i.int($0, r) } ?? Int.max
            guard maxSplits >= 0 else { throw i.error("split needs a maxSplits of 0 or more", r) }
            let omitting = args.value("omittingEmptySubsequences").map { if case .bool(false) = $0 { false } else { true } } ?? true
            let pieces: [Substring]
            if SwiftRegexes.isRegex(args.value("separator")) {
                return try SwiftRegexes.split(s, args.value("separator"), maxSplits: maxSplits, omitting: omitting, i, r)
            }
            if let separator = args.value("separator") {
                let text = try i.string(separator, r)
                if text.count == 1, let c = text.first {
                    pieces = s.split(separator: c, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                } else {
                    pieces = s.split(separator: text, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                }
            } else {
                let test = try closure(i, args.last?.value, "split(whereSeparator:)", r)
                pieces = try s.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) {
                    try i.truth(try i.callClosure(test, [.string(String($0))], at: r), r)
                }
            }
            return .array(pieces.map { .string(String($0)) })
        })
        string.add(.init("drop", .method, ["while:Closure"], result: .string) { i, v, args, r in
            let s = try i.string(v, r)
            let test = try closure(i, args.last?.value, "drop(while:)", r)
            return .string(String(try s.drop { try i.truth(try i.callClosure(test, [.string(String($0))], at: r), r) }))
        })
        string.add(.init("trimmingPrefix", .method, ["_:String", "_:Regex", "while:Closure"], result: .string) { i, v, args, r in
            let s = try i.string(v, r)
            if SwiftRegexes.isRegex(args.value(nil)) { return try SwiftRegexes.trimmingPrefix(s, args.value(nil), i, r) }
            if let prefix = args.value(nil) { return .string(String(s.trimmingPrefix(try i.string(prefix, r)))) }
            let test = try closure(i, args.last?.value, "trimmingPrefix(while:)", r)
            return .string(String(try s.trimmingPrefix { try i.truth(try i.callClosure(test, [.string(String($0))], at: r), r) }))
        })
        string.add(.init("indices", .property, result: .array(.int), note: "the character offsets, 0 to count - 1") { i, v, _, r in
            let count = try i.string(v, r).count
            try i.chargeElements(count, at: r)
            return .array((0..<count).map { .int($0) })
        })
        string.add(.init("utf16", .property, result: .array(.int), note: "the UTF-16 code units, as numbers") { i, v, _, r in
            let s = try i.string(v, r)
            try i.chargeElements(s.utf16.count, at: r)
            return .array(s.utf16.map { .int(Int($0)) })
        })
        string.add(.init("ranges", .method, ["of:String", "of:Regex"], result: .array(.named(SwiftStringIndex.rangeType)),
                         note: "the non-overlapping ranges of the text, as Ranges of character offsets") { i, v, args, r in
            if SwiftRegexes.isRegex(args.value("of")) { return try SwiftRegexes.ranges(try i.string(v, r), args.value("of"), first: false, i, r) }
            let s = try i.string(v, r), needle = try i.string(args.value("of"), r)
            try i.chargeElements(s.count + 1, at: r)
            return .array(s.ranges(of: needle).map { range(s, $0) })
        })
        string.add(.init("firstRange", .method, ["of:String", "of:Regex"], result: .optional(.named(SwiftStringIndex.rangeType))) { i, v, args, r in
            if SwiftRegexes.isRegex(args.value("of")) { return try SwiftRegexes.ranges(try i.string(v, r), args.value("of"), first: true, i, r) }
            let s = try i.string(v, r), needle = try i.string(args.value("of"), r)
            try i.chargeElements(s.count, at: r)
            return s.firstRange(of: needle).map { range(s, $0) } ?? .null
        })
        string.add(.init("replacing", .method, ["_:String with:String", "_:String with:String maxReplacements:Int", "_:Regex with:String",
                                                "_:Regex with:String maxReplacements:Int", "_:Regex with:Closure", "_:Regex maxReplacements:Int with:Closure"],
                         result: .string) { i, v, args, r in
            let most = try args.value("maxReplacements").map { try i.int($0, r) } ?? Int.max
            guard most >= 0 else { throw i.error("replacing needs a maxReplacements of 0 or more", r) }
            if SwiftRegexes.isRegex(args.value(nil)) {
                return try SwiftRegexes.replacing(try i.string(v, r), args.value(nil), with: args.value("with") ?? args.last?.value, maxReplacements: most, i, r)
            }
            let s = try i.string(v, r), target = try i.string(args.value(nil), r), replacement = try i.string(args.value("with"), r)
            try chargeReplacing(i, s, target, replacement, r)
            return .string(s.replacing(target, with: replacement, maxReplacements: most))
        })
        string.add(.init("debugDescription", .property, result: .string, note: "quoted and escaped, as debugPrint writes it") { i, v, _, r in
            .string(try i.string(v, r).debugDescription)
        })
        string.add(.init("UnicodeScalarView", .staticMethod, ["_:Any"], result: .array(.string),
                         note: "String.UnicodeScalarView(text.unicodeScalars): the scalars, each a one-scalar string") { i, _, args, r in
            .array(try i.elements(of: args.first?.value ?? .array([]), at: r))
        })
        string.add(.init("lexicographicallyPrecedes", .method, ["_:String"], result: .bool) { i, v, args, r in
            .bool(try i.string(v, r).lexicographicallyPrecedes(try i.string(args.value(nil), r)))
        })
        for (name, forms) in [("insert", ["_:String at:Int", "contentsOf:String at:Int"]), ("remove", ["at:Int"]),
                              ("removeFirst", ["", "_:Int"]), ("removeLast", ["", "_:Int"]), ("removeAll", ["", "where:Closure"]),
                              ("removeSubrange", ["_:Any"]), ("replaceSubrange", ["_:Any with:String"]),
                              ("replace", ["_:String with:String", "_:String with:String maxReplacements:Int"]),
                              ("trimPrefix", ["_:String", "while:Closure"]), ("append", ["_:String", "contentsOf:String"])] {
            let result: SemanticType = ["remove", "removeFirst", "removeLast"].contains(name) ? .string : .void
            string.add(.init(name, .method, forms, result: result, note: "changes the variable it is called on") { i, v, args, r in
                var copy = v
                return try i.mutate(&copy, name, args, at: r)
            })
        }
    }

    /// A mutating member run on a string variable's value; nil when `name` is none of them.
    static func mutateString(_ i: Interpreter, _ value: inout Value, _ name: String, _ args: [CallArgument], _ r: SourceRange) throws -> Value? {
        guard case .string(var s) = value, mutating.contains(name) else { return nil }
        // Taken out of the value while it changes, so a string held by one variable grows in place.
        value = .null
        defer { value = .string(s) }
        var result: Value = .null
        switch name {
        case "append" where args.first?.label == "queryItems":
            // `url.append(queryItems: […])`, `url.append(path: "v1")`: a URL (its text here) changed in place.
            if case .string(let changed) = FoundationURLComponents.appending(args.first?.value ?? .null, to: .string(s)) { s = changed }
        case "append" where args.first?.label == "path" || args.first?.label == "component":
            let component = try i.string(args.first?.value, r)
            if case .string(let changed) = FoundationURL.text(.string(s), { $0.appendingPathComponent(component) }) { s = changed }
        case "append":
            let text = try i.string(args.first?.value, r)
            try i.charge(text.utf8.count, at: r)
            s += text
        case "insert":
            let text = try i.string(args.first?.value, r)
            let at = try offset(i, s, args.value("at"), r, inclusive: true)
            try i.charge(s.utf8.count + text.utf8.count, at: r)
            s.insert(contentsOf: text, at: s.index(s.startIndex, offsetBy: at))
        case "remove":
            let at = try offset(i, s, args.value("at"), r, inclusive: false)
            result = .string(String(s.remove(at: s.index(s.startIndex, offsetBy: at))))
        case "removeFirst", "removeLast":
            let count = try args.value(nil).map { try i.int($0, r) }
            guard (count ?? 1) >= 0, (count ?? 1) <= s.count else {
                throw i.error("\(name) takes no more characters than the string has (\(s.count))", r)
            }
            if let count {
                if name == "removeFirst" { s.removeFirst(count) } else { s.removeLast(count) }
            } else {
                result = .string(String(name == "removeFirst" ? s.removeFirst() : s.removeLast()))
            }
        case "removeAll":
            if let test = args.first?.value { s = try filtered(i, s, name, test, r) } else { s = "" }
        case "removeSubrange", "replaceSubrange":
            let replacement = try args.value("with").map { try i.string($0, r) } ?? ""
            if let (low, high) = try bounds(i, s, args.value(nil), r) {
                try i.charge(s.utf8.count + replacement.utf8.count, at: r)
                s.replaceSubrange(s.index(s.startIndex, offsetBy: low)..<s.index(s.startIndex, offsetBy: high), with: replacement)
            }
        case "replace":
            let target = try i.string(args.value(nil), r), replacement = try i.string(args.value("with"), r)
            let most = try args.value("maxReplacements").map { try i.int($0, r) } ?? Int.max
            guard most >= 0 else { throw i.error("replace needs a maxReplacements of 0 or more", r) }
            try chargeReplacing(i, s, target, replacement, r)
            s.replace(target, with: replacement, maxReplacements: most)
        default: // trimPrefix
            if let prefix = args.value(nil) { s.trimPrefix(try i.string(prefix, r)) } else { s = try filtered(i, s, name, args.last?.value, r) }
        }
        return result
    }

    /// `removeAll(where:)` or `trimPrefix(while:)` with the program's closure: the changed text.
    /// (Run on a variable, the closure runs before the variable changes: it may read it.)
    static func filtered(_ i: Interpreter, _ s: String, _ name: String, _ test: Value?, _ r: SourceRange) throws -> String {
        let closure = try closure(i, test, name == "removeAll" ? "removeAll(where:)" : "trimPrefix(while:)", r)
        var changed = s
        if name == "removeAll" {
            try changed.removeAll { try i.truth(try i.callClosure(closure, [.string(String($0))], at: r), r) }
        } else {
            try changed.trimPrefix { try i.truth(try i.callClosure(closure, [.string(String($0))], at: r), r) }
        }
        return changed
    }

    static func isClosure(_ value: Value) -> Bool {
        switch value {
        case .closure, .keyPath: return true
        default: return false
        }
    }

    /// A closure argument, or a key path used as one (`split(whereSeparator: \.isWhitespace)`).
    static func closure(_ i: Interpreter, _ value: Value?, _ name: String, _ r: SourceRange) throws -> ClosureValue {
        switch value {
        case .closure(let closure)?: return closure
        case .keyPath(let path)?: return Interpreter.keyPathClosure(path, at: r)
        default: throw i.error("'\(name)' needs a closure, as in \(name) { $0 == \" \" }", r)
        }
    }

    /// A `Range<String.Index>` of character offsets for a range of `s`.
    static func range(_ s: String, _ found: Range<String.Index>) -> Value {
        let lower = s.distance(from: s.startIndex, to: found.lowerBound), upper = s.distance(from: s.startIndex, to: found.upperBound)
        return Interpreter.foundationObject(SwiftStringIndex.rangeType, [("lowerBound", .int(lower)), ("upperBound", .int(upper))])
    }

    /// A character offset of `s`: `0...count` where one may insert, `0..<count` where a character is read.
    static func offset(_ i: Interpreter, _ s: String, _ value: Value?, _ r: SourceRange, inclusive: Bool) throws -> Int {
        let at = try i.int(value, r), count = s.count
        guard at >= 0, inclusive ? at <= count : at < count else {
            throw i.error("string index \(at) is out of bounds (the string has \(count) characters)", r)
        }
        return at
    }

    /// The offsets a range of a string covers (`a..<b` is the list of its offsets here, or a `Range<String.Index>`);
    /// nil for an empty list.
    static func bounds(_ i: Interpreter, _ s: String, _ value: Value?, _ r: SourceRange) throws -> (Int, Int)? {
        let positions: [Value]
        if case .array(let items)? = value { positions = items } else if let value, let items = SwiftStringIndex.positions(value) { positions = items } else {
            throw i.error("a string's subrange is a range of its indices", r)
        }
        guard let first = positions.first, let last = positions.last else {
            if case .object(let object)? = value, case .int(let low)? = object["lowerBound"], low >= 0, low <= s.count { return (low, low) }
            return nil
        }
        let low = try i.int(first, r), (high, overflow) = try i.int(last, r).addingReportingOverflow(1)
        guard !overflow, low >= 0, low <= high, high <= s.count else { throw i.error("the range \(low)..<\(high) is out of bounds (the string has \(s.count) characters)", r) }
        return (low, high)
    }

    /// Charges a replacement by the most it can build: every byte a match.
    static func chargeReplacing(_ i: Interpreter, _ s: String, _ target: String, _ replacement: String, _ r: SourceRange) throws {
        // An empty target matches before every character and at the end.
        let matches = target.isEmpty ? s.count + 1 : s.utf8.count / target.utf8.count
        let (grown, overflow) = matches.multipliedReportingOverflow(by: max(replacement.utf8.count, 1))
        try i.charge(overflow ? Int.max : s.utf8.count + grown, at: r)
    }
}
