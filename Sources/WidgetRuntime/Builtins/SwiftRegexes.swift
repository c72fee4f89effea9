import Foundation
import WidgetLanguage
import WidgetSources

/// Swift's `Regex`, run by the standard library's own engine: a literal `/(\d+)-(\d+)/` (or `#/…/#`) and
/// `try Regex("…")` are a regex of that pattern (`ignoresCase()`, `dotMatchesNewlines()`,
/// `anchorsMatchLineEndings()` kept with it); `firstMatch(of:)`, `wholeMatch(of:)`, `prefixMatch(of:)`,
/// `matches(of:)`, `contains(_:)`, `replacing(_:with:)` (a string or a closure of the match),
/// `ranges(of:)`, `firstRange(of:)`, `split(separator:)` and `trimmingPrefix(_:)` on a string, and the
/// regex's own `firstMatch(in:)`, `wholeMatch(in:)`, `prefixMatch(in:)`. A match has its `output` (the
/// whole match, then each capture, named ones by name: `match.1`, `match.year`), its `range`, and
/// `match[1].substring` as a regex made from a string gives it. A capture is a Substring (a String here),
/// nil where an optional group did not take part. Indices are character offsets (`SwiftStringIndex`).
enum SwiftRegexes {
    static let typeName = "Regex"
    static let matchTypeName = "Regex.Match"
    static let elementTypeName = "AnyRegexOutput.Element"
    /// The output of a match of a regex made from a string (`try Regex("(a)(b)")`): Swift's `AnyRegexOutput`, a
    /// collection of its elements (`output[1].substring`, `output.count`, `output["name"]`), where a literal's is a tuple.
    static let outputTypeName = "AnyRegexOutput"

    /// The pattern of a literal as written: `/a+/` → `a+`, `#/a/b/#` → `a/b`.
    static func pattern(ofLiteral written: String) -> String {
        var text = Substring(written)
        let hashes = text.prefix { $0 == "#" }.count
        text = text.dropFirst(hashes)
        if text.hasPrefix("/") { text = text.dropFirst() }
        if hashes > 0, text.hasSuffix(String(repeating: "#", count: hashes)) { text = text.dropLast(hashes) }
        if text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }

    /// The regex value of a pattern.
    static func value(_ pattern: String, options: [String] = [], dynamic: Bool = false) -> Value {
        Interpreter.foundationObject(typeName, [("pattern", .string(pattern)), ("options", .array(options.map(Value.string)))]
                                     + (dynamic ? [("dynamic", .bool(true))] : []))
    }

    static func isRegex(_ value: Value?) -> Bool {
        if case .object(let object)? = value, object.type == typeName { return true }
        return false
    }

    /// The standard library's regex of a pattern, or the problem with the pattern.
    static func compile(_ pattern: String) -> Result<Regex<AnyRegexOutput>, Error> {
        Result { try Regex(pattern) }
    }

    /// The regex a value holds, with its options, compiled.
    static func regex(_ value: Value?, _ i: Interpreter, _ r: SourceRange) throws -> Regex<AnyRegexOutput> {
        guard case .object(let object)? = value, object.type == typeName, case .string(let pattern)? = object["pattern"] else {
            throw i.error("expected a Regex, not \(value.map(i.typeName(of:)) ?? "nothing")", r)
        }
        var regex: Regex<AnyRegexOutput>
        switch compile(pattern) {
        case .success(let compiled): regex = compiled
        case .failure(let problem):
            throw RuntimeError("the regex '\(TerminalText.sanitize(pattern))' does not parse: \(problem)", at: r, isCatchable: true,
                               thrown: .error("RegexError: \(problem)"))
        }
        if case .array(let options)? = object["options"] {
            for case .string(let option) in options {
                switch option {
                case "ignoresCase": regex = regex.ignoresCase()
                case "dotMatchesNewlines": regex = regex.dotMatchesNewlines()
                case "anchorsMatchLineEndings": regex = regex.anchorsMatchLineEndings()
                default: break
                }
            }
        }
        return regex
    }

    static func offset(_ s: String, _ index: String.Index) -> Int { s.distance(from: s.startIndex, to: index) }

    static func range(_ s: String, _ range: Range<String.Index>) -> Value {
        Interpreter.foundationObject(SwiftStringIndex.rangeType, [("lowerBound", .int(offset(s, range.lowerBound))), ("upperBound", .int(offset(s, range.upperBound)))])
    }

    /// A match as a value: its captures (a tuple of the whole match and each capture, named ones labelled; the `output`
    /// property gives it, or an `AnyRegexOutput` of it), their ranges and its range.
    static func match(_ s: String, _ match: Regex<AnyRegexOutput>.Match, dynamic: Bool) -> Value {
        var labels: [String?] = [], elements: [Value] = [], ranges: [Value] = []
        for element in match.output {
            labels.append(element.name)
            elements.append(element.substring.map { .string(String($0)) } ?? .null)
            ranges.append(element.range.map { range(s, $0) } ?? .null)
        }
        return Interpreter.foundationObject(matchTypeName, [("captures", .tuple(TupleValue(labels: labels, elements: elements))),
                                                            ("range", range(s, match.range)), ("ranges", .array(ranges))]
                                                + (dynamic ? [("dynamic", .bool(true))] : []))
    }

    /// Whether a regex value was made from a string (its matches' output is an `AnyRegexOutput`).
    static func isDynamic(_ regex: Value?) -> Bool {
        if case .object(let object)? = regex, case .bool(true)? = object["dynamic"] { return true }
        return false
    }

    /// A match's `output`: the tuple of a literal's match; of a regex made from a string, an `AnyRegexOutput`.
    static func output(of match: Value) -> Value {
        guard case .bool(true) = Interpreter.field(match, "dynamic") else { return Interpreter.field(match, "captures") }
        return Interpreter.foundationObject(outputTypeName, [("captures", Interpreter.field(match, "captures")), ("ranges", Interpreter.field(match, "ranges"))])
    }

    /// The elements of an `AnyRegexOutput`: the whole match, then each capture.
    static func outputElements(_ output: Value, _ i: Interpreter, _ r: SourceRange) throws -> [Value] {
        guard case .tuple(let tuple) = Interpreter.field(output, "captures") else { return [] }
        return try tuple.elements.indices.map { try element(output, $0, i, r) }
    }

    /// `output["year"]`: the capture of that name, nil when the pattern names none so.
    static func namedElement(_ output: Value, _ name: String, _ i: Interpreter, _ r: SourceRange) throws -> Value {
        guard case .tuple(let tuple) = Interpreter.field(output, "captures"), let index = tuple.labels.firstIndex(of: name) else { return .null }
        return try element(output, index, i, r)
    }

    /// `match[1]`: the capture as an `AnyRegexOutput.Element` (its `substring` and `range`).
    static func element(_ match: Value, _ index: Int, _ i: Interpreter, _ r: SourceRange) throws -> Value {
        guard case .tuple(let output) = Interpreter.field(match, "captures"), case .array(let ranges) = Interpreter.field(match, "ranges"),
              output.elements.indices.contains(index), ranges.indices.contains(index) else {
            throw i.error("the match has no capture \(index)", r)
        }
        return Interpreter.foundationObject(elementTypeName, [("substring", output.elements[index]), ("range", ranges[index])])
    }

    static func register(in registry: inout BuiltinRegistry) {
        let instance = SemanticType.named(typeName)
        let type = BuiltinType(typeName, instance: instance) { _ in value("[a-z]+") }
        type.sampleSource = "try Regex(\"[a-z]+\")"
        type.add(.init(typeName, .initializer, ["_:String"], result: instance, note: "throws when the pattern does not parse") { i, _, args, r in
            let pattern = try i.string(args.first?.value, r)
            if case .failure(let problem) = compile(pattern) {
                throw RuntimeError("the regex '\(TerminalText.sanitize(pattern))' does not parse: \(problem)", at: r, isCatchable: true,
                                   thrown: .error("RegexError: \(problem)"))
            }
            return value(pattern, dynamic: true)
        })
        for option in ["ignoresCase", "dotMatchesNewlines", "anchorsMatchLineEndings"] {
            type.add(.init(option, .method, ["", "_:Bool"], result: instance) { i, v, args, r in
                guard case .object(var object) = v, case .array(var options)? = object["options"] else { return v }
                options.removeAll { $0.isEqualString(option) }
                if try args.first.map({ try i.truth($0.value, r) }) ?? true { options.append(.string(option)) }
                object["options"] = .array(options)
                return .object(object)
            })
        }
        let matchType = SemanticType.named(matchTypeName)
        for name in ["firstMatch", "wholeMatch", "prefixMatch"] {
            type.add(.init(name, .method, ["in:String"], result: .optional(matchType)) { i, v, args, r in
                let s = try i.string(args.value("in"), r)
                return try find(name, in: s, v, i, r)
            })
        }
        registry.register(type: type)

        let match = BuiltinType(matchTypeName, instance: matchType) { _ in
            Interpreter.foundationObject(matchTypeName, [("captures", .tuple(TupleValue(labels: [nil], elements: [.string("a")]))), ("range", .null), ("ranges", .array([.null]))])
        }
        match.sampleSource = "\"a1\".firstMatch(of: /\\d/)!"
        match.add(.init("output", .property, result: .unknown, note: "the whole match, then each capture: a tuple, or of a regex made from a string an AnyRegexOutput") { _, v, _, _ in
            SwiftRegexes.output(of: v)
        })
        match.add(.init("range", .property, result: .named(SwiftStringIndex.rangeType)) { _, v, _, _ in Interpreter.field(v, "range") })
        registry.register(type: match)
        let element = BuiltinType(elementTypeName, instance: .named(elementTypeName)) { _ in
            Interpreter.foundationObject(elementTypeName, [("substring", .string("a")), ("range", .null)])
        }
        element.sampleSource = "\"a1\".firstMatch(of: /\\d/)![0]"
        element.add(.init("substring", .property, result: .optional(.string)) { _, v, _, _ in Interpreter.field(v, "substring") })
        element.add(.init("range", .property, result: .optional(.named(SwiftStringIndex.rangeType))) { _, v, _, _ in Interpreter.field(v, "range") })
        registry.register(type: element)
        let output = BuiltinType(outputTypeName, instance: .named(outputTypeName)) { _ in
            Interpreter.foundationObject(outputTypeName, [("captures", .tuple(TupleValue(labels: [nil], elements: [.string("a")]))), ("ranges", .array([.null]))])
        }
        output.sampleSource = "try Regex(\"[0-9]\").firstMatch(in: \"a1\")!.output"
        output.add(.init("count", .property, result: .int, note: "the whole match and each capture") { _, v, _, _ in
            guard case .tuple(let tuple) = Interpreter.field(v, "captures") else { return .int(0) }
            return .int(tuple.elements.count)
        })
        registry.register(type: output)
        registerStringMembers(in: &registry)
    }

    /// `text.firstMatch(of: regex)` and the regex's `firstMatch(in: text)`; `wholeMatch`, `prefixMatch`.
    static func find(_ name: String, in s: String, _ regexValue: Value?, _ i: Interpreter, _ r: SourceRange) throws -> Value {
        let regex = try regex(regexValue, i, r)
        try i.chargeElements(s.count, at: r)
        let found: Regex<AnyRegexOutput>.Match?
        do {
            switch name {
            case "wholeMatch": found = try regex.wholeMatch(in: s)
            case "prefixMatch": found = try regex.prefixMatch(in: s)
            default: found = try regex.firstMatch(in: s)
            }
        } catch {
            throw RuntimeError("the regex failed: \(error)", at: r, isCatchable: true, thrown: .error("RegexError: \(error)"))
        }
        return found.map { match(s, $0, dynamic: isDynamic(regexValue)) } ?? .null
    }

    static func registerStringMembers(in registry: inout BuiltinRegistry) {
        guard let string = registry.types["String"] else { return }
        let matchType = SemanticType.named(matchTypeName)
        for name in ["firstMatch", "wholeMatch", "prefixMatch"] {
            string.add(.init(name, .method, ["of:Regex"], result: .optional(matchType)) { i, v, args, r in
                try find(name, in: try i.string(v, r), args.value("of"), i, r)
            })
        }
        string.add(.init("matches", .method, ["of:Regex"], result: .array(matchType)) { i, v, args, r in
            let s = try i.string(v, r)
            let regex = try regex(args.value("of"), i, r)
            try i.chargeElements(s.count, at: r)
            let dynamic = isDynamic(args.value("of"))
            return .array(s.matches(of: regex).map { match(s, $0, dynamic: dynamic) })
        })
    }

    /// `text.contains(regex)`.
    static func contains(_ s: String, _ regexValue: Value?, _ i: Interpreter, _ r: SourceRange) throws -> Value {
        let regex = try regex(regexValue, i, r)
        try i.chargeElements(s.count, at: r)
        return .bool(s.contains(regex))
    }

    /// `text.replacing(regex, with: "…")` and `text.replacing(regex) { match in … }`.
    static func replacing(_ s: String, _ regexValue: Value?, with replacement: Value?, maxReplacements: Int, _ i: Interpreter, _ r: SourceRange) throws -> Value {
        let regex = try regex(regexValue, i, r)
        try i.chargeElements(s.count, at: r)
        var out = "", last = s.startIndex, count = 0
        for found in s.matches(of: regex) {
            guard count < maxReplacements else { break }
            out += s[last..<found.range.lowerBound]
            if case .closure(let closure)? = replacement {
                out += try i.string(try i.callClosure(closure, [match(s, found, dynamic: isDynamic(regexValue))], at: r), r)
            } else {
                out += try i.string(replacement, r)
            }
            try i.charge(out.utf8.count / 16 + 1, at: r)
            last = found.range.upperBound
            count += 1
        }
        out += s[last...]
        return .string(out)
    }

    /// `text.ranges(of: regex)`, `firstRange(of:)`.
    static func ranges(_ s: String, _ regexValue: Value?, first: Bool, _ i: Interpreter, _ r: SourceRange) throws -> Value {
        let regex = try regex(regexValue, i, r)
        try i.chargeElements(s.count, at: r)
        if first { return s.firstRange(of: regex).map { range(s, $0) } ?? .null }
        return .array(s.ranges(of: regex).map { range(s, $0) })
    }

    /// `text.split(separator: regex)`, empty pieces omitted unless asked for.
    static func split(_ s: String, _ regexValue: Value?, maxSplits: Int, omitting: Bool, _ i: Interpreter, _ r: SourceRange) throws -> Value {
        let regex = try regex(regexValue, i, r)
        try i.chargeElements(s.count, at: r)
        return .array(s.split(separator: regex, maxSplits: maxSplits, omittingEmptySubsequences: omitting).map { .string(String($0)) })
    }

    /// `text.trimmingPrefix(regex)`.
    static func trimmingPrefix(_ s: String, _ regexValue: Value?, _ i: Interpreter, _ r: SourceRange) throws -> Value {
        let regex = try regex(regexValue, i, r)
        try i.chargeElements(s.count, at: r)
        return .string(String(s.trimmingPrefix(regex)))
    }
}

private extension Value {
    func isEqualString(_ text: String) -> Bool {
        if case .string(let s) = self { return s == text }
        return false
    }
}
