import Foundation
import WidgetLanguage

/// `String.Index` as a character offset (an `Int`), so every index operation agrees:
/// `startIndex` is 0, `endIndex` the character count, `index(_:offsetBy:)` adds,
/// `text[i]` and `text[a..<b]` read characters, `firstIndex(of:)` gives the same offsets.
/// An index past the ends is a located error where Swift would stop the program.
/// `range(of:)` gives a `Range<String.Index>` of offsets (nil when the text is absent).
enum SwiftStringIndex {
    static let rangeType = "Range<String.Index>"

    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)` and `index(_:offsetBy:limitedBy:)` of a
    /// collection indexed by offsets from 0; `bounds` gives its count, how a message names an index, and
    /// how it says the count (`#` stands for the number: "the string has # characters").
    static func indexMember(note: String,
                            _ bounds: @escaping @Sendable (Interpreter, Value, SourceRange) throws -> (count: Int, index: String, elements: String)) -> BuiltinMember {
        var index = BuiltinMember("index", .method, ["_:Int offsetBy:Int", "_:Int offsetBy:Int limitedBy:Int", "after:Int", "before:Int", "of:Any"],
                                  result: .int, note: note) { i, v, args, r in
            // `index(of:)`, Swift's older name of `firstIndex(of:)`.
            if let element = args.value("of") {
                return try i.callMethod(v, "firstIndex", [CallArgument(label: "of", value: element, range: r)], at: r, nameRange: r)
            }
            return try moved(i, v, args, at: r, bounds).map(Value.int) ?? .null
        }
        index.overloadResults = [.int, .optional(.int), .int, .int, .optional(.int)]
        return index
    }

    /// `formIndex(after: &i)`, `formIndex(before: &i)`, `formIndex(&i, offsetBy: n)` and with `limitedBy:`: the variable
    /// given with `&` becomes `index(…)` of it; with a limit, it stops at the limit and the result says whether it was
    /// not reached, as Swift's.
    static func formIndexMember(_ bounds: @escaping @Sendable (Interpreter, Value, SourceRange) throws -> (count: Int, index: String, elements: String)) -> BuiltinMember {
        var form = BuiltinMember("formIndex", .method, ["after:Int", "before:Int", "_:Int offsetBy:Int", "_:Int offsetBy:Int limitedBy:Int"],
                                 result: .void, note: "changes the index variable given with &") { i, v, args, r in
            let label: String? = args.value("after") != nil ? "after" : args.value("before") != nil ? "before" : nil
            if let target = try moved(i, v, args, at: r, bounds) {
                i.inoutResults[label] = .int(target)
                return args.value("limitedBy") != nil ? .bool(true) : .null
            }
            i.inoutResults[label] = .int(try i.int(args.value("limitedBy"), r))
            return .bool(false)
        }
        form.overloadResults = [.void, .void, .void, .bool]
        return form
    }

    /// The offset `index(…)` gives: `after:`, `before:` or `_:offsetBy:` (nil past a `limitedBy:`), checked against the bounds.
    private static func moved(_ i: Interpreter, _ v: Value, _ args: [CallArgument], at r: SourceRange,
                              _ bounds: @Sendable (Interpreter, Value, SourceRange) throws -> (count: Int, index: String, elements: String)) throws -> Int? {
        let (count, indexName, elements) = try bounds(i, v, r)
        let start: Int, offset: Int
        if let after = args.value("after") { start = try i.int(after, r); offset = 1 }
        else if let before = args.value("before") { start = try i.int(before, r); offset = -1 }
        else { start = try i.int(args.value(nil), r); offset = try i.int(args.value("offsetBy"), r) }
        let (target, overflow) = start.addingReportingOverflow(offset)
        if let limit = args.value("limitedBy") {
            // nil when the limit lies between the start and the target, as in Swift.
            let bound = try i.int(limit, r)
            if overflow || (offset >= 0 ? (bound >= start && bound < target) : (bound <= start && bound > target)) { return nil }
        }
        guard !overflow, target >= 0, target <= count else {
            throw i.error("\(indexName) \(overflow ? "overflows" : String(target)) is out of bounds (\(elements.replacingOccurrences(of: "#", with: String(count))))", r)
        }
        return target
    }

    /// `distance(from:to:)` of two offsets.
    static func distanceMember() -> BuiltinMember {
        .init("distance", .method, ["from:Int to:Int"], result: .int) { i, _, args, r in
            let (d, overflow) = try i.int(args.value("to"), r).subtractingReportingOverflow(try i.int(args.value("from"), r))
            guard !overflow else { throw i.error("distance(from:to:) overflows", r) }
            return .int(d)
        }
    }

    static func register(string: BuiltinType, in registry: inout BuiltinRegistry) {
        string.add(.init("startIndex", .property, result: .int, note: "a character offset: 0") { _, _, _, _ in .int(0) })
        string.add(.init("endIndex", .property, result: .int, note: "a character offset: the character count") { i, v, _, r in
            .int(try i.string(v, r).count)
        })
        let stringBounds: @Sendable (Interpreter, Value, SourceRange) throws -> (count: Int, index: String, elements: String) = { i, v, r in
            (try i.string(v, r).count, "string index", "the string has # characters")
        }
        string.add(indexMember(note: "limitedBy: gives nil past the limit", stringBounds))
        string.add(formIndexMember(stringBounds))
        string.add(distanceMember())
        string.add(.init("range", .method, ["of:String", "of:String options:String.CompareOptions"], result: .optional(.named(rangeType)),
                         note: "a Range of character offsets; options (.caseInsensitive, .backwards, .anchored, .regularExpression …) as Foundation takes them") { i, v, args, r in
            let s = try i.string(v, r), needle = try i.string(args.value("of"), r)
            guard let found = s.range(of: needle, options: i.compareOptions(args.value("options"))) else { return .null }
            try i.chargeElements(s.count, at: r)
            let lower = s.distance(from: s.startIndex, to: found.lowerBound), upper = s.distance(from: s.startIndex, to: found.upperBound)
            return Interpreter.foundationObject(rangeType, [("lowerBound", .int(lower)), ("upperBound", .int(upper))])
        })
        string.add(.init("rangeOfCharacter", .method, ["from:CharacterSet", "from:CharacterSet options:String.CompareOptions"], result: .optional(.named(rangeType)),
                         note: "the first character of the set, as a Range of character offsets") { i, v, args, r in
            let s = try i.string(v, r)
            guard let set = FoundationCharacterSets.characterSet(args.value("from")) else { throw i.error("rangeOfCharacter(from:) takes a CharacterSet, such as .decimalDigits", r) }
            guard let found = s.rangeOfCharacter(from: set, options: i.compareOptions(args.value("options"))) else { return .null }
            try i.chargeElements(s.count, at: r)
            let lower = s.distance(from: s.startIndex, to: found.lowerBound), upper = s.distance(from: s.startIndex, to: found.upperBound)
            return Interpreter.foundationObject(rangeType, [("lowerBound", .int(lower)), ("upperBound", .int(upper))])
        })
        let range = BuiltinType(rangeType, instance: .named(rangeType)) { _ in
            Interpreter.foundationObject(rangeType, [("lowerBound", .int(7)), ("upperBound", .int(12))])
        }
        range.sampleSource = "\"Hello, World\".range(of: \"World\")!"
        for name in ["lowerBound", "upperBound"] {
            range.add(.init(name, .property, result: .int, note: "a character offset") { _, v, _, _ in Interpreter.field(v, name) })
        }
        range.add(.init("isEmpty", .property, result: .bool) { i, v, _, r in
            .bool(try i.int(Interpreter.field(v, "lowerBound"), r) == (try i.int(Interpreter.field(v, "upperBound"), r)))
        })
        registry.register(type: range)
    }

    /// The offsets of a `Range<String.Index>` value, for `text[range]`.
    static func positions(_ value: Value) -> [Value]? {
        guard case .object(let object) = value, object.type == rangeType,
              case .int(let low)? = object["lowerBound"], case .int(let high)? = object["upperBound"], low <= high else { return nil }
        return (low..<high).map { .int($0) }
    }
}
