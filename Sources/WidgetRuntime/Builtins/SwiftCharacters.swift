import Foundation
import WidgetLanguage

/// A `Character` is a one-character string here: `Character("a")`, and the properties
/// Swift gives characters (`isLetter`, `isNumber`, `asciiValue` …) on strings, read
/// from the first character. Also the `String` members widget code reaches for that
/// build on characters: `firstIndex(of:)` (a character offset), `localizedCapitalized`,
/// `padding(toLength:withPad:startingAt:)`, `localizedCompare`.
enum SwiftCharacters {
    /// `String.CompareOptions`, the options of `compare(_:options:)`, `range(of:options:)` and `folding(options:locale:)`.
    static let compareOptionsType = "String.CompareOptions"
    static let compareOptionNames = ["caseInsensitive", "literal", "backwards", "anchored", "numeric", "diacriticInsensitive",
                                     "widthInsensitive", "forcedOrdering", "regularExpression"]

    static let tests: [(String, @Sendable (Character) -> Bool)] = [
        ("isLetter", { $0.isLetter }), ("isNumber", { $0.isNumber }), ("isWholeNumber", { $0.isWholeNumber }),
        ("isUppercase", { $0.isUppercase }), ("isLowercase", { $0.isLowercase }), ("isWhitespace", { $0.isWhitespace }),
        ("isPunctuation", { $0.isPunctuation }), ("isSymbol", { $0.isSymbol }), ("isASCII", { $0.isASCII }),
        ("isHexDigit", { $0.isHexDigit }), ("isNewline", { $0.isNewline }), ("isCased", { $0.isCased }),
        ("isMathSymbol", { $0.isMathSymbol }), ("isCurrencySymbol", { $0.isCurrencySymbol }),
    ]

    static func register(in registry: inout BuiltinRegistry, string: BuiltinType) {
        for (name, test) in tests {
            string.add(.init(name, .property, result: .bool, note: "of the first character, as of a Character") { _, v, _, _ in
                guard case .string(let s) = v, let c = s.first else { return .bool(false) }
                return .bool(test(c))
            })
        }
        string.add(.init("asciiValue", .property, result: .optional(.int)) { _, v, _, _ in
            guard case .string(let s) = v, let value = s.first?.asciiValue else { return .null }
            return .int(Int(value))
        })
        string.add(.init("wholeNumberValue", .property, result: .optional(.int)) { _, v, _, _ in
            guard case .string(let s) = v, let value = s.first?.wholeNumberValue else { return .null }
            return .int(value)
        })
        string.add(.init("hexDigitValue", .property, result: .optional(.int)) { _, v, _, _ in
            guard case .string(let s) = v, let value = s.first?.hexDigitValue else { return .null }
            return .int(value)
        })
        string.add(.init("value", .property, result: .int, note: "of a Unicode.Scalar (a one-scalar string): its code point") { i, v, _, r in
            guard let scalar = try i.string(v, r).unicodeScalars.first else { throw i.error("an empty string has no scalar value", r) }
            return .int(Int(scalar.value))
        })
        string.add(.init("localizedCapitalized", .property, result: .string) { _, v, _, _ in
            guard case .string(let s) = v else { return v }
            return .string(s.capitalized)
        })
        for name in ["utf8", "unicodeScalars"] {
            string.add(.init(name, .property, result: .array(name == "utf8" ? .int : .string),
                             note: name == "utf8" ? "the bytes, as numbers" : "the scalars, each as a one-scalar string") { i, v, _, r in
                guard case .string(let s) = v else { return .array([]) }
                try i.chargeElements(s.utf8.count, at: r)
                return .array(name == "utf8" ? s.utf8.map { .int(Int($0)) } : s.unicodeScalars.map { .string(String($0)) })
            })
        }
        string.add(.init("folding", .method, ["options:String.CompareOptions locale:Any?"], result: .string,
                         note: "Foundation's folding: .caseInsensitive, .diacriticInsensitive, .widthInsensitive") { i, v, args, r in
            let s = try i.string(v, r)
            try i.charge(s.utf8.count, at: r)
            return .string(s.folding(options: i.compareOptions(args.value("options")), locale: nil))
        })
        string.add(.init("lengthOfBytes", .method, ["using:String.Encoding"], result: .int, note: "0 when the text cannot be encoded so") { i, v, args, r in
            let s = try i.string(v, r)
            return .int(s.lengthOfBytes(using: FoundationStringEncodings.encoding(args.value("using"), i)))
        })
        string.add(.init("cString", .method, ["using:String.Encoding"], result: .optional(.array(.int)),
                         note: "the bytes as CChar numbers, ending in 0; nil when the text cannot be encoded so") { i, v, args, r in
            let s = try i.string(v, r)
            try i.chargeElements(s.utf8.count, at: r)
            return s.cString(using: FoundationStringEncodings.encoding(args.value("using"), i)).map { .array($0.map { .int(Int($0)) }) } ?? .null
        })
        string.add(.init("appendingFormat", .method, ["_:String ..."], result: .string, note: "the text, then String(format:) of the rest") { i, v, args, r in
            let s = try i.string(v, r)
            let formatted = try i.formatString(try i.string(args.first?.value, r), args.dropFirst().map(\.value), at: r)
            try i.charge(formatted.utf8.count, at: r)
            return .string(s + formatted)
        })
        // `text.withCString { String(format: "%s", $0) }`: the closure gets the text as the C string it
        // reads (`%s` of String(format:) takes it), and its result is the call's.
        string.add(.init("withCString", .method, ["_:Closure", "{}"], result: .unknown, note: "the closure's result; it gets the text as its C string") { i, v, args, r in
            let s = try i.string(v, r)
            let body = try SwiftCollectionsExtras.closure(i, args, "withCString", r)
            return try i.callClosure(body, [.string(s)], at: r)
        })
        string.add(.init("enumerateLines", .method, ["_:Closure", "{}"], result: .void, note: "each line as Foundation splits them; the stop flag is not read") { i, v, args, r in
            let s = try i.string(v, r)
            let body = try SwiftCollectionsExtras.closure(i, args, "enumerateLines", r)
            var lines: [String] = []
            s.enumerateLines { line, _ in lines.append(line) }
            try i.chargeElements(lines.count, at: r)
            for line in lines { _ = try i.callClosure(body, [.string(line), .bool(false)], at: r) }
            return .null
        })
        string.add(.init("replacingCharacters", .method, ["in:Any with:String"], result: .string, note: "the characters of a range of range(of:) replaced") { i, v, args, r in
            let s = try i.string(v, r), replacement = try i.string(args.value("with"), r)
            let range = args.value("in") ?? .null
            // `i...j` (and `...j`) of indices, offsets here, takes the character at `j` too; `..<j` starts at the start,
            // `i...` ends at the end.
            var closed = SwiftRanges.bounds(range)?.closed == true
            if case .object(let object) = range, object.type == "PartialRangeThrough" { closed = true }
            let lowerBound = Interpreter.field(range, "lowerBound"), upperBound = Interpreter.field(range, "upperBound")
            let lower = lowerBound.isNull ? 0 : try i.int(lowerBound, r)
            let upper = upperBound.isNull ? s.count : try i.int(upperBound, r) + (closed ? 1 : 0)
            guard lower >= 0, lower <= upper, upper <= s.count else { throw i.error("replacingCharacters(in:with:): the range is out of bounds", r) }
            let start = s.index(s.startIndex, offsetBy: lower), end = s.index(s.startIndex, offsetBy: upper)
            try i.charge(s.utf8.count + replacement.utf8.count, at: r)
            return .string(s.replacingCharacters(in: start..<end, with: replacement))
        })
        string.add(.init("capitalized", .method, ["with:Any"], result: .string, note: "Foundation's capitalized(with: locale); the locale is not read") { i, v, _, r in
            let s = try i.string(v, r)
            try i.charge(s.utf8.count, at: r)
            return .string(s.capitalized(with: nil))
        })
        string.add(.init("commonPrefix", .method, ["with:String"], result: .string) { i, v, args, r in
            let s = try i.string(v, r)
            return .string(s.commonPrefix(with: try i.string(args.value("with"), r)))
        })
        for name in ["firstIndex", "lastIndex"] {
            string.add(.init(name, .method, ["of:String", "where:Closure"], result: .optional(.int),
                             note: "the character's offset: widgets use it with prefix(_:) and dropFirst(_:)") { i, v, args, r in
                guard case .string(let s) = v else { return .null }
                let characters = s.map { Value.string(String($0)) }
                try i.chargeElements(characters.count, at: r)
                let indices = name == "firstIndex" ? Array(characters.indices) : characters.indices.reversed()
                if let needle = args.value("of") { return indices.first { i.equal(characters[$0], needle) }.map { .int($0) } ?? .null }
                let test = try SwiftCollectionsExtras.closure(i, args, name, r)
                for index in indices where try i.truth(try i.callClosure(test, [characters[index]], at: r), r) { return .int(index) }
                return .null
            })
        }
        string.add(.init("padding", .method, ["toLength:Int withPad:String startingAt:Int"], result: .string) { i, v, args, r in
            guard case .string(let s) = v else { return v }
            let length = try i.int(args.value("toLength"), r)
            let pad = try i.string(args.value("withPad"), r)
            guard length >= 0, length <= 1_000_000, !pad.isEmpty else { throw i.error("padding(toLength:withPad:startingAt:) needs a length from 0 to 1000000 and a pad", r) }
            try i.charge(length, at: r)
            return .string(s.padding(toLength: length, withPad: pad, startingAt: max(0, min(pad.count - 1, try i.int(args.value("startingAt"), r)))))
        })
        for name in ["localizedCompare", "compare", "localizedStandardCompare", "localizedCaseInsensitiveCompare", "caseInsensitiveCompare"] {
            string.add(.init(name, .method, name == "compare" ? ["_:String", "_:String options:String.CompareOptions"] : ["_:String"], result: .named("ComparisonResult"),
                             note: "Swift's result: .orderedAscending, .orderedSame or .orderedDescending") { i, v, args, r in
                let a = try i.string(v, r), b = try i.string(args.first?.value, r)
                let order: ComparisonResult
                switch name {
                case "compare": order = a.compare(b, options: i.compareOptions(args.value("options")))
                case "localizedCaseInsensitiveCompare", "caseInsensitiveCompare": order = a.caseInsensitiveCompare(b)
                default: order = a.localizedStandardCompare(b)
                }
                return .member(name: order == .orderedAscending ? "orderedAscending" : order == .orderedSame ? "orderedSame" : "orderedDescending", arguments: [])
            })
        }
        let comparison = BuiltinType("ComparisonResult", instance: .named("ComparisonResult")) { _ in .member(name: "orderedSame", arguments: []) }
        comparison.sampleSource = "ComparisonResult.orderedSame"
        for name in ["orderedAscending", "orderedSame", "orderedDescending"] {
            comparison.add(.init(name, .staticProperty, result: .named("ComparisonResult")) { _, _, _, _ in .member(name: name, arguments: []) })
        }
        // `date.compare(other).rawValue < 0`: -1, 0 or 1, as Foundation numbers the cases.
        comparison.add(.init("rawValue", .property, result: .int) { i, v, _, r in
            switch i.caseName(v) {
            case "orderedAscending": return .int(-1)
            case "orderedSame": return .int(0)
            case "orderedDescending": return .int(1)
            default: throw i.error("expected a ComparisonResult", r)
            }
        })
        registry.register(type: comparison)
        registry.register(function: BuiltinCallable("Character", ["_:String"], result: .string, note: "a one-character String") { i, args, r in
            let text = try i.string(args.first?.value, r)
            guard text.count == 1 else { throw i.error("Character(_:) takes exactly one character, not \"\(text)\"", r) }
            return .string(text)
        })
        registry.register(function: BuiltinCallable("Substring", ["", "_:String"], result: .string, note: "a String: a Substring is kept as the String it holds") { i, args, r in
            guard let text = args.first?.value else { return .string("") }
            return .string(try i.string(text, r))
        })
    }
}

extension Interpreter {
    /// `String.CompareOptions` from a program's `options:` argument: one option (`.caseInsensitive`)
    /// or an array of them (`[.numeric, .caseInsensitive]`); nothing is no option.
    func compareOptions(_ value: Value?) -> String.CompareOptions {
        guard let value else { return [] }
        let names: [String]
        if case .array(let items) = value { names = items.compactMap { caseName($0) } } else { names = caseName(value).map { [$0] } ?? [] }
        var options: String.CompareOptions = []
        for name in names {
            // (The names are `SwiftCharacters.compareOptionNames`.)
            switch name {
            case "caseInsensitive": options.insert(.caseInsensitive)
            case "literal": options.insert(.literal)
            case "backwards": options.insert(.backwards)
            case "anchored": options.insert(.anchored)
            case "numeric": options.insert(.numeric)
            case "diacriticInsensitive": options.insert(.diacriticInsensitive)
            case "widthInsensitive": options.insert(.widthInsensitive)
            case "forcedOrdering": options.insert(.forcedOrdering)
            case "regularExpression": options.insert(.regularExpression)
            default: break
            }
        }
        return options
    }
}
