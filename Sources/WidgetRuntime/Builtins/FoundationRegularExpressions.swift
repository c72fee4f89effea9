import Foundation
import WidgetLanguage
import WidgetSources

/// Foundation's `NSRegularExpression`, run by Foundation's own engine: `try NSRegularExpression(pattern:options:)`,
/// `firstMatch(in:options:range:)`, `matches(in:options:range:)`, `numberOfMatches`, `rangeOfFirstMatch`,
/// `stringByReplacingMatches(in:options:range:withTemplate:)`; a match (`NSTextCheckingResult`) has its `range`,
/// `range(at:)`, `range(withName:)` and `numberOfRanges`. Ranges are `NSRange`s of UTF-16 offsets, as in Foundation:
/// `NSRange(text.startIndex..., in: text)`, `NSRange(location:length:)`, `NSMakeRange`, and `Range(range, in: text)`,
/// which gives the characters' `Range<String.Index>` (nil where the range does not fall on characters, or is
/// `NSNotFound`).
enum FoundationRegularExpressions {
    static let typeName = "NSRegularExpression", resultTypeName = "NSTextCheckingResult", rangeTypeName = "NSRange"
    static let optionsTypeName = "NSRegularExpression.Options", matchingOptionsTypeName = "NSRegularExpression.MatchingOptions"
    static let optionNames: [(String, NSRegularExpression.Options)] = [
        ("caseInsensitive", .caseInsensitive), ("allowCommentsAndWhitespace", .allowCommentsAndWhitespace),
        ("ignoreMetacharacters", .ignoreMetacharacters), ("dotMatchesLineSeparators", .dotMatchesLineSeparators),
        ("anchorsMatchLines", .anchorsMatchLines), ("useUnixLineSeparators", .useUnixLineSeparators),
        ("useUnicodeWordBoundaries", .useUnicodeWordBoundaries),
    ]
    static let matchingOptionNames: [(String, NSRegularExpression.MatchingOptions)] = [
        ("reportProgress", .reportProgress), ("reportCompletion", .reportCompletion), ("anchored", .anchored),
        ("withTransparentBounds", .withTransparentBounds), ("withoutAnchoringBounds", .withoutAnchoringBounds),
    ]

    // MARK: Values

    static func range(_ location: Int, _ length: Int) -> Value {
        Interpreter.foundationObject(rangeTypeName, [("location", .int(location)), ("length", .int(length))])
    }

    static func range(_ value: NSRange) -> Value { range(value.location, value.length) }

    static func nsRange(_ value: Value?, _ i: Interpreter, _ r: SourceRange) throws -> NSRange {
        guard case .object(let object)? = value, object.type == rangeTypeName else {
            throw i.error("expected an NSRange, not \(value.map(i.typeName(of:)) ?? "nothing")", r)
        }
        return NSRange(location: try i.int(object["location"] ?? .null, r), length: try i.int(object["length"] ?? .null, r))
    }

    /// The names of a pattern's named groups (`(?<year>\d+)`), in order.
    static func groupNames(_ pattern: String) -> [String] {
        var names: [String] = []
        var rest = Substring(pattern)
        while let start = rest.range(of: "(?<") {
            rest = rest[start.upperBound...]
            guard let first = rest.first, first.isLetter, let end = rest.firstIndex(of: ">") else { continue }
            let name = rest[..<end]
            if name.allSatisfy({ $0.isLetter || $0.isNumber }) { names.append(String(name)) }
        }
        return names
    }

    static func options<T: OptionSet>(_ value: Value?, _ table: [(String, T)], _ i: Interpreter) -> T where T.Element == T {
        guard let value else { return [] }
        let names: [String]
        if case .array(let items) = value { names = items.compactMap { i.caseName($0) } } else { names = i.caseName(value).map { [$0] } ?? [] }
        var result: T = []
        for name in names { if let option = table.first(where: { $0.0 == name })?.1 { result.insert(option) } }
        return result
    }

    /// Foundation's expression a value holds, compiled with its options; a pattern that does not parse is an error `try` catches.
    static func expression(_ value: Value?, _ i: Interpreter, _ r: SourceRange) throws -> NSRegularExpression {
        guard case .object(let object)? = value, object.type == typeName, case .string(let pattern)? = object["pattern"] else {
            throw i.error("expected an NSRegularExpression, not \(value.map(i.typeName(of:)) ?? "nothing")", r)
        }
        return try compile(pattern, options(object["options"], optionNames, i), at: r)
    }

    static func compile(_ pattern: String, _ options: NSRegularExpression.Options, at r: SourceRange) throws -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: options)
        } catch {
            throw RuntimeError("the regular expression '\(TerminalText.sanitize(pattern))' does not parse", at: r, isCatchable: true,
                               thrown: .error("NSError: The value “\(pattern)” is invalid."))
        }
    }

    static func result(_ match: NSTextCheckingResult, names: [String]) -> Value {
        let ranges = (0..<match.numberOfRanges).map { range(match.range(at: $0)) }
        let named = names.map { range(match.range(withName: $0)) }
        return Interpreter.foundationObject(resultTypeName, [("ranges", .array(ranges)), ("names", .array(names.map(Value.string))),
                                                             ("namedRanges", .array(named))])
    }

    /// The text, the expression, its group names, the matching options and the range a matching method is given.
    static func matching(_ i: Interpreter, _ v: Value, _ args: [CallArgument], _ r: SourceRange)
        throws -> (text: String, expression: NSRegularExpression, names: [String], options: NSRegularExpression.MatchingOptions, range: NSRange) {
        let text = try i.string(args.value("in"), r)
        let expression = try expression(v, i, r)
        let range = try nsRange(args.value("range"), i, r)
        let length = (text as NSString).length
        guard range.location >= 0, range.length >= 0, range.location <= length, range.length <= length - range.location else {
            throw i.error("the range {\(range.location), \(range.length)} is outside the text (\(length) UTF-16 units)", r)
        }
        try i.chargeElements(length, at: r)
        return (text, expression, groupNames(expression.pattern), options(args.value("options"), matchingOptionNames, i), range)
    }

    /// The UTF-16 offsets of a range of a string's characters (`text.startIndex..<text.endIndex`, `text.startIndex...`,
    /// `text.range(of: "b")!`).
    static func utf16Range(_ value: Value?, in text: String, _ i: Interpreter, _ r: SourceRange) throws -> NSRange {
        var lower = 0, upper = text.count
        if let value, let bounds = SwiftRanges.bounds(value) {
            lower = bounds.lower
            upper = bounds.closed ? bounds.upper + 1 : bounds.upper
        } else if case .object(let object)? = value, object.type == SwiftStringIndex.rangeType || object.type == SwiftLazySequences.fromType
                    || object.type == "Range" || object.type == "ClosedRange" {
            lower = try i.int(object["lowerBound"] ?? .null, r)
            if object.type != SwiftLazySequences.fromType {
                upper = try i.int(object["upperBound"] ?? .null, r) + (object.type == "ClosedRange" ? 1 : 0)
            }
        } else {
            throw i.error("NSRange(_:in:) takes a range of the string's indices, not \(value.map(i.typeName(of:)) ?? "nothing")", r)
        }
        guard lower >= 0, lower <= upper, upper <= text.count else { throw i.error("the range \(lower)..<\(upper) is outside the string", r) }
        let start = text.index(text.startIndex, offsetBy: lower), end = text.index(text.startIndex, offsetBy: upper)
        return NSRange(start..<end, in: text)
    }

    // MARK: Registration

    static func register(in registry: inout BuiltinRegistry) {
        let options = FoundationDates.enumeration(optionsTypeName, optionNames.map(\.0))
        options.isOptionSet = true
        registry.register(type: options)
        let matchingOptions = FoundationDates.enumeration(matchingOptionsTypeName, matchingOptionNames.map(\.0))
        matchingOptions.isOptionSet = true
        registry.register(type: matchingOptions)
        registry.register(type: expressionType())
        registry.register(type: resultType())
        registry.register(type: rangeType())
        registry.register(function: BuiltinCallable("NSMakeRange", ["_:Int _:Int"], result: .named(rangeTypeName)) { i, args, r in
            range(try i.int(args.first?.value ?? .null, r), try i.int(args.dropFirst().first?.value ?? .null, r))
        })
        registry.register(function: BuiltinCallable("Range", ["_:NSRange in:String"], result: .optional(.named(SwiftStringIndex.rangeType)),
                                                    note: "the characters an NSRange covers, nil where it does not fall on characters") { i, args, r in
            let given = try nsRange(args.first?.value, i, r), text = try i.string(args.value("in"), r)
            guard let found = Range(given, in: text) else { return .null }
            return SwiftRegexes.range(text, found)
        })
    }

    static func expressionType() -> BuiltinType {
        let instance = SemanticType.named(typeName)
        let type = BuiltinType(typeName, instance: instance) { _ in
            Interpreter.foundationObject(typeName, [("pattern", .string("[a-z]+")), ("options", .array([]))])
        }
        type.sampleSource = "try! NSRegularExpression(pattern: \"[a-z]+\")"
        type.add(.init(typeName, .initializer, ["pattern:String options?:NSRegularExpression.Options"], result: instance,
                       note: "throws when the pattern does not parse") { i, _, args, r in
            let pattern = try i.string(args.value("pattern"), r)
            let given = args.value("options")
            _ = try compile(pattern, options(given, optionNames, i), at: r)
            let names: [Value] = given.map { value -> [Value] in
                if case .array(let items) = value { return items.compactMap { i.caseName($0).map(Value.string) } }
                return i.caseName(value).map { [.string($0)] } ?? []
            } ?? []
            return Interpreter.foundationObject(typeName, [("pattern", .string(pattern)), ("options", .array(names))])
        })
        type.add(.init("pattern", .property, result: .string) { _, v, _, _ in Interpreter.field(v, "pattern") })
        type.add(.init("numberOfCaptureGroups", .property, result: .int) { i, v, _, r in .int(try expression(v, i, r).numberOfCaptureGroups) })
        let signature = ["in:String options?:NSRegularExpression.MatchingOptions range:NSRange"]
        type.add(.init("firstMatch", .method, signature, result: .optional(.named(resultTypeName))) { i, v, args, r in
            let m = try matching(i, v, args, r)
            return m.expression.firstMatch(in: m.text, options: m.options, range: m.range).map { result($0, names: m.names) } ?? .null
        })
        type.add(.init("matches", .method, signature, result: .array(.named(resultTypeName))) { i, v, args, r in
            let m = try matching(i, v, args, r)
            return .array(m.expression.matches(in: m.text, options: m.options, range: m.range).map { result($0, names: m.names) })
        })
        type.add(.init("numberOfMatches", .method, signature, result: .int) { i, v, args, r in
            let m = try matching(i, v, args, r)
            return .int(m.expression.numberOfMatches(in: m.text, options: m.options, range: m.range))
        })
        type.add(.init("rangeOfFirstMatch", .method, signature, result: .named(rangeTypeName)) { i, v, args, r in
            let m = try matching(i, v, args, r)
            return range(m.expression.rangeOfFirstMatch(in: m.text, options: m.options, range: m.range))
        })
        type.add(.init("stringByReplacingMatches", .method, ["in:String options?:NSRegularExpression.MatchingOptions range:NSRange withTemplate:String"],
                       result: .string) { i, v, args, r in
            let m = try matching(i, v, args, r)
            let template = try i.string(args.value("withTemplate"), r)
            let replaced = m.expression.stringByReplacingMatches(in: m.text, options: m.options, range: m.range, withTemplate: template)
            try i.chargeElements(replaced.utf16.count, at: r)
            return .string(replaced)
        })
        type.add(.init("escapedPattern", .staticMethod, ["for:String"], result: .string) { i, _, args, r in
            .string(NSRegularExpression.escapedPattern(for: try i.string(args.value("for"), r)))
        })
        type.add(.init("escapedTemplate", .staticMethod, ["for:String"], result: .string) { i, _, args, r in
            .string(NSRegularExpression.escapedTemplate(for: try i.string(args.value("for"), r)))
        })
        return type
    }

    static func ranges(_ v: Value) -> [Value] { if case .array(let items) = Interpreter.field(v, "ranges") { items } else { [] } }

    static func resultType() -> BuiltinType {
        let type = BuiltinType(resultTypeName, instance: .named(resultTypeName)) { _ in
            Interpreter.foundationObject(resultTypeName, [("ranges", .array([range(0, 1)])), ("names", .array([])), ("namedRanges", .array([]))])
        }
        type.sampleSource = "try! NSRegularExpression(pattern: \"a\").firstMatch(in: \"a\", range: NSRange(location: 0, length: 1))!"
        type.add(.init("range", .property, result: .named(rangeTypeName), note: "the whole match") { _, v, _, _ in ranges(v).first ?? range(NSNotFound, 0) })
        type.add(.init("numberOfRanges", .property, result: .int, note: "the whole match and each capture group") { _, v, _, _ in .int(ranges(v).count) })
        type.add(.init("range", .method, ["at:Int", "withName:String"], result: .named(rangeTypeName),
                       note: "{NSNotFound, 0} for a group that took no part in the match") { i, v, args, r in
            if let given = args.value("withName") {
                let name = try i.string(given, r)
                guard case .array(let names) = Interpreter.field(v, "names"), case .array(let named) = Interpreter.field(v, "namedRanges"),
                      let index = names.firstIndex(where: { if case .string(name) = $0 { true } else { false } }), named.indices.contains(index) else {
                    return range(NSNotFound, 0)
                }
                return named[index]
            }
            let index = try i.int(args.value("at"), r), all = ranges(v)
            guard all.indices.contains(index) else { throw i.error("the match has no range \(index) (it has \(all.count))", r) }
            return all[index]
        })
        return type
    }

    static func rangeType() -> BuiltinType {
        let instance = SemanticType.named(rangeTypeName)
        let type = BuiltinType(rangeTypeName, instance: instance) { _ in range(0, 1) }
        type.sampleSource = "NSRange(location: 0, length: 1)"
        type.add(.init(rangeTypeName, .initializer, ["location:Int length:Int", "_:Any in:String", "_:Any"], result: instance,
                       note: "of a range of the string's indices: its UTF-16 offsets; of a range of Ints, its numbers") { i, _, args, r in
            if let text = args.value("in") {
                return range(try utf16Range(args.first?.value, in: try i.string(text, r), i, r))
            }
            if args.count == 1, args[0].label == nil {
                // `NSRange(2..<5)`: location 2, length 3.
                guard let (low, high, closed) = SwiftRanges.bounds(args[0].value) else { throw i.error("NSRange(_:) takes a range of Ints", r) }
                let (end, overflow) = high.addingReportingOverflow(closed ? 1 : 0)
                let (length, tooLong) = end.subtractingReportingOverflow(low)
                guard !overflow, !tooLong, length >= 0 else { throw i.error("NSRange(_:) takes a range of Ints of at most Int.max numbers", r) }
                return range(low, length)
            }
            return range(try i.int(args.value("location"), r), try i.int(args.value("length"), r))
        })
        for name in ["location", "length"] {
            type.add(.init(name, .property, result: .int) { _, v, _, _ in Interpreter.field(v, name) })
        }
        type.add(.init("lowerBound", .property, result: .int) { _, v, _, _ in Interpreter.field(v, "location") })
        type.add(.init("upperBound", .property, result: .int) { i, v, _, r in
            let range = try nsRange(v, i, r)
            let (sum, overflow) = range.location.addingReportingOverflow(range.length)
            return .int(overflow ? Int.max : sum)
        })
        return type
    }
}
