import Foundation
import WidgetLanguage

/// Math, `UUID`, `URL(string:)`, `NSURL(string:)`, `NSLocalizedString`, and the static values of `Int` and `Double`.
enum FoundationMisc {
    static func register(in registry: inout BuiltinRegistry) {
        let unary: [(String, @Sendable (Double) -> Double)] = [
            ("sqrt", { $0.squareRoot() }), ("floor", { $0.rounded(.down) }), ("ceil", { $0.rounded(.up) }),
            ("round", { $0.rounded() }), ("exp", { Foundation.exp($0) }), ("log", { Foundation.log($0) }),
            ("log10", { Foundation.log10($0) }), ("log2", { Foundation.log2($0) }), ("sin", { Foundation.sin($0) }),
            ("cos", { Foundation.cos($0) }), ("tan", { Foundation.tan($0) }), ("atan", { Foundation.atan($0) }),
            ("asin", { Foundation.asin($0) }), ("acos", { Foundation.acos($0) }), ("cbrt", { Foundation.cbrt($0) }),
            ("trunc", { Foundation.trunc($0) }), ("fabs", { Swift.abs($0) }),
            ("sinh", { Foundation.sinh($0) }), ("cosh", { Foundation.cosh($0) }), ("tanh", { Foundation.tanh($0) }),
            ("asinh", { Foundation.asinh($0) }), ("acosh", { Foundation.acosh($0) }), ("atanh", { Foundation.atanh($0) }),
            ("exp2", { Foundation.exp2($0) }), ("expm1", { Foundation.expm1($0) }), ("log1p", { Foundation.log1p($0) }),
            // C's `Float` spellings: a Float is a Double here.
            ("sqrtf", { $0.squareRoot() }), ("floorf", { $0.rounded(.down) }), ("ceilf", { $0.rounded(.up) }), ("roundf", { $0.rounded() }),
            ("fabsf", { Swift.abs($0) }),
        ]
        for (name, f) in unary {
            registry.register(function: BuiltinCallable(name, ["_:Double"], result: .double) { i, args, r in
                .double(f(try i.number(args.first?.value, name, r)))
            })
        }
        // `lroundf(r * 255)`: rounded half away from zero, as an Int.
        for name in ["lround", "lroundf", "llround"] {
            registry.register(function: BuiltinCallable(name, ["_:Double"], result: .int) { i, args, r in
                let rounded = try i.number(args.first?.value, name, r).rounded()
                guard let whole = Int(exactly: rounded) else { throw i.error("\(name): \(rounded) is not a whole number an Int can hold", r) }
                return .int(whole)
            })
        }
        let binary: [(String, @Sendable (Double, Double) -> Double)] = [
            ("fmod", { Foundation.fmod($0, $1) }), ("fmin", { Swift.min($0, $1) }), ("fmax", { Swift.max($0, $1) }),
            ("hypot", { Foundation.hypot($0, $1) }), ("remainder", { Foundation.remainder($0, $1) }),
            ("copysign", { Foundation.copysign($0, $1) }),
        ]
        for (name, f) in binary {
            registry.register(function: BuiltinCallable(name, ["_:Double _:Double"], result: .double) { i, args, r in
                guard args.count == 2 else { throw i.error("\(name) takes two numbers", r) }
                return .double(f(try i.number(args[0].value, name, r), try i.number(args[1].value, name, r)))
            })
        }
        registry.register(function: BuiltinCallable("pow", ["_:Double _:Double"], result: .double) { i, args, r in
            guard args.count == 2 else { throw i.error("pow takes two numbers", r) }
            return .double(Foundation.pow(try i.number(args[0].value, "pow", r), try i.number(args[1].value, "pow", r)))
        })
        registry.register(function: BuiltinCallable("atan2", ["_:Double _:Double"], result: .double) { i, args, r in
            guard args.count == 2 else { throw i.error("atan2 takes two numbers", r) }
            return .double(Foundation.atan2(try i.number(args[0].value, "atan2", r), try i.number(args[1].value, "atan2", r)))
        })
        registry.register(function: BuiltinCallable("NSLocalizedString", ["_:String tableName?:String? bundle?:Any value?:String comment?:String"],
                                                    result: .string, note: "the module's localized text (--locale), else the default value or the key") { i, args, r in
            let key = try i.string(args.first?.value, r)
            if let text = i.localizedText(key, table: args.value("tableName")) { return .string(text) }
            // An empty default (`value: ""`, as wrappers pass one along) is no default: the key, as Foundation gives.
            if case .string(let value)? = args.value("value"), !value.isEmpty { return .string(value) }
            return .string(key)
        })
        var url = BuiltinCallable("URL", ["string:String", "fileURLWithPath:String", "filePath:String", "fileURLWithPath:String isDirectory:Bool",
                                                   "string:String relativeTo:String?"], result: .optional(.string),
                                  note: "a URL is its text; URL members are the String table's (absoluteString, path, appendingPathComponent …); "
                                      + "one relative to a base is the absolute URL it names") { i, args, r in
            if let path = args.value("fileURLWithPath") ?? args.value("filePath") {
                if let directory = args.value("isDirectory") {
                    return .string(URL(fileURLWithPath: try i.string(path, r), isDirectory: try i.truth(directory, r)).absoluteString)
                }
                return .string(URL(fileURLWithPath: try i.string(path, r)).absoluteString)
            }
            let text = try i.string(args.value("string"), r)
            if case .string(let base)? = args.value("relativeTo") {
                // The base's text resolves the relative part, as Foundation's URL(string:relativeTo:).absoluteString.
                return URL(string: text, relativeTo: URL(string: base)).map { .string($0.absoluteString) } ?? .null
            }
            return URL(string: text) == nil || text.isEmpty ? .null : .string(text)
        }
        url.overloadResults = [.optional(.string), .string, .string, .string, .optional(.string)]
        registry.register(function: url)
        // `URL.documentsDirectory` (iOS 16): the widget's own container's folders, those FileManager's `urls(for:in:)` and
        // `temporaryDirectory` give. (A URL is its text: the type holds these statics only; `URL(…)` is the function above.)
        let urlStatics = BuiltinType("URL", instance: .named("URL")) { _ in .string("https://example.com") }
        for (name, folder) in [("documentsDirectory", "documentDirectory"), ("applicationSupportDirectory", "applicationSupportDirectory"),
                               ("cachesDirectory", "cachesDirectory"), ("libraryDirectory", "libraryDirectory"),
                               ("temporaryDirectory", "temporaryDirectory"), ("downloadsDirectory", "downloadsDirectory"),
                               ("homeDirectory", "homeDirectory")] {
            urlStatics.add(.init(name, .staticProperty, result: .string, note: "a folder of the widget's own container, beside its store") { i, _, _, r in
                let loader = try i.foundationLoader("URL.\(name)", at: r)
                return .string(URL(fileURLWithPath: loader.container("widget." + folder), isDirectory: true).absoluteString)
            })
        }
        registry.register(type: urlStatics)
        // `NSURL(string:)`, `NSURL(fileURLWithPath:)`: the object URL bridges to, its text as a URL's is
        // (`as URL`, `absoluteString`, a key of an `NSCache` equal to another of the same text).
        var nsURL = BuiltinCallable("NSURL", ["string:String", "fileURLWithPath:String"], result: .optional(.string),
                                    note: "a URL, as URL(string:) and URL(fileURLWithPath:) make it; nil for text that is not a URL") { i, args, r in
            if let path = args.value("fileURLWithPath") { return .string(URL(fileURLWithPath: try i.string(path, r)).absoluteString) }
            let text = try i.string(args.value("string"), r)
            return URL(string: text) == nil || text.isEmpty ? .null : .string(text)
        }
        nsURL.overloadResults = [.optional(.string), .string]
        registry.register(function: nsURL)
        // `NSUUID().uuidString`: the object UUID bridges to, a UUID here (its `uuidString`, `as UUID`).
        var nsUUID = BuiltinCallable("NSUUID", ["", "uuidString:String"], result: .named("UUID"),
                                     note: "a UUID, as UUID() and UUID(uuidString:) make it") { i, args, r in
            if let text = args.value("uuidString") { return UUID(uuidString: try i.string(text, r)).map(uuidValue) ?? .null }
            return uuidValue(UUID())
        }
        nsUUID.overloadResults = [.named("UUID"), .optional(.named("UUID"))]
        registry.register(function: nsUUID)

        let uuid = BuiltinType("UUID", instance: .named("UUID")) { _ in uuidValue(UUID()) }
        // `UUID(uuidString:)` is nil for text that is no UUID.
        var uuidInit = BuiltinMember("UUID", .initializer, ["", "uuidString:String"], result: .named("UUID")) { i, _, args, r in
            if let text = args.value("uuidString") { return UUID(uuidString: try i.string(text, r)).map(uuidValue) ?? .null }
            return uuidValue(UUID())
        }
        uuidInit.overloadResults = [.named("UUID"), .optional(.named("UUID"))]
        uuid.add(uuidInit)
        uuid.add(.init("uuidString", .property, result: .string) { _, u, _, _ in Interpreter.field(u, "uuidString") })
        // `id.uuid.0`: its sixteen bytes, a tuple of UInt8.
        uuid.add(.init("uuid", .property, result: .tuple(labels: Array(repeating: nil, count: 16), elements: Array(repeating: .int, count: 16))) { i, u, _, r in
            guard case .string(let text) = Interpreter.field(u, "uuidString"), let parsed = UUID(uuidString: text) else { throw i.error("expected a UUID", r) }
            let bytes = withUnsafeBytes(of: parsed.uuid) { Array($0) }
            return .tuple(TupleValue(bytes.map { .sized(SizedInt($0, kind: .uint8)) }))
        })
        registry.register(type: uuid)

        let int = BuiltinType("Int", instance: .int) { _ in .int(7) }
        int.sampleSource = "7"
        int.add(.init("max", .staticProperty, result: .int) { _, _, _, _ in .int(.max) })
        int.add(.init("intValue", .property, result: .int, note: "an intent definition's Integer parameter (an NSNumber in Xcode) read as its Int") { _, v, _, _ in v })
        int.add(.init("min", .staticProperty, result: .int) { _, _, _, _ in .int(.min) })
        int.add(.init("random", .staticMethod, ["in:Any using?:Any"], result: .int,
                      note: "the lower bound, so renders are reproducible; with the program's own generator, its numbers") { i, _, args, r in
            guard case .array(let items)? = args.value("in"), let first = items.first else { throw i.error("random(in:) takes a range", r) }
            if var generator = ProgramRandomGenerator(args, i), let last = items.last {
                return .int(try generator.integer(try i.int(first, r), try i.int(last, r), closed: true, i, at: r))
            }
            return first
        })
        int.add(formatted)
        int.add(.init("isMultiple", .method, ["of:Int"], result: .bool) { i, v, args, r in
            let divisor = try i.int(args.value("of"), r)
            return .bool(try i.int(v, r).isMultiple(of: divisor))
        })
        registry.register(type: int)
        // `Float(2.5)`: a Float of its own (`SwiftFloat`).
        let float = SwiftFloat.table()
        registry.register(type: float, byInstance: false)
        registry.register(type: SwiftFloat.halfTable(), byInstance: false)
        registry.register(type: nsString())
        let bool = BuiltinType("Bool", instance: .bool) { _ in .bool(true) }
        bool.sampleSource = "true"
        var boolInit = BuiltinMember("Bool", .initializer, ["_:Any", "truncating:NSNumber", "exactly:NSNumber"], result: .optional(.bool),
                                     note: "from a String: \"true\" or \"false\" exactly, else nil; Bool(truncating:) of an NSNumber: whether it is not 0; "
                                        + "Bool(exactly:): true for 1, false for 0, else nil") { i, _, args, r in
            if let number = args.value("truncating") { return .bool((FoundationNumberFormatter.numberValue(number).number ?? 0) != 0) }
            if let number = args.value("exactly") {
                switch FoundationNumberFormatter.numberValue(number).number {
                case 0?: return .bool(false)
                case 1?: return .bool(true)
                default: return .null
                }
            }
            switch args.first?.value {
            case .string(let s)?: return Bool(s).map { .bool($0) } ?? .null
            case .bool(let b)?: return .bool(b)
            default: throw i.error("Bool(_:) takes a String or a Bool", r)
            }
        }
        boolInit.overloadResults = [.optional(.bool), .bool, .optional(.bool)]
        bool.add(boolInit)
        bool.add(.init("random", .staticMethod, ["", "using:Any"], result: .bool,
                       note: "false, so renders are reproducible; with the program's own generator, its numbers") { i, _, args, r in
            guard var generator = ProgramRandomGenerator(args, i) else { return .bool(false) }
            return .bool(try generator.bool(i, at: r))
        })
        // A SiriKit intent definition's Boolean, Integer and Decimal parameters are NSNumbers in the classes Xcode
        // generates (`configuration.showDate?.boolValue`); Widgetry's are Bool, Int and Double, read through the same names.
        bool.add(.init("description", .property, result: .string) { i, v, _, r in .string(try i.truth(v, r) ? "true" : "false") })
        bool.add(.init("boolValue", .property, result: .bool, note: "an intent definition's Boolean parameter (an NSNumber in Xcode) read as its Bool") { _, v, _, _ in v })
        // Foundation's `ObjCBool(true)`: a Bool here (`SemanticType.builtinTypeNames`).
        registry.register(function: BuiltinCallable("ObjCBool", ["_:Bool"], result: .bool, note: "a Bool") { i, args, r in
            .bool(try i.truth(args.first?.value ?? .bool(false), r))
        })
        registry.register(type: bool)
        let double = BuiltinType("Double", instance: .double) { _ in .double(2.5) }
        double.sampleSource = "2.5"
        double.add(.init("pi", .staticProperty, result: .double) { _, _, _, _ in .double(.pi) })
        double.add(.init("doubleValue", .property, result: .double, note: "an intent definition's Decimal parameter (an NSNumber in Xcode) read as its Double") { _, v, _, _ in v })
        double.add(.init("infinity", .staticProperty, result: .double) { _, _, _, _ in .double(.infinity) })
        double.add(.init("greatestFiniteMagnitude", .staticProperty, result: .double) { _, _, _, _ in .double(.greatestFiniteMagnitude) })
        double.add(.init("nan", .staticProperty, result: .double) { _, _, _, _ in .double(.nan) })
        double.add(.init("zero", .staticProperty, result: .double) { _, _, _, _ in .double(0) })
        double.add(.init("magnitude", .property, result: .double) { i, v, _, r in .double(try i.number(v, "magnitude", r).magnitude) })
        double.add(.init("exponent", .property, result: .int, note: "the binary exponent (Decimal's is a power of ten)") { i, v, _, r in
            let d = try i.number(v, "exponent", r)
            guard d.isFinite, d != 0 else { return .int(d == 0 ? Int.min : Int.max) }
            return .int(Int(d.exponent))
        })
        // `Double.maximum(a, b)`, `Double.minimum(a, b)`: IEEE 754's, where a NaN loses to a number.
        for (name, pick) in [("maximum", Double.maximum), ("minimum", Double.minimum)] as [(String, @Sendable (Double, Double) -> Double)] {
            double.add(.init(name, .staticMethod, ["_:Double _:Double"], result: .double) { i, _, args, r in
                .double(pick(try i.number(args.first?.value, "Double.\(name)", r), try i.number(args.dropFirst().first?.value, "Double.\(name)", r)))
            })
        }
        for (name, number) in [("ulpOfOne", Double.ulpOfOne), ("leastNonzeroMagnitude", .leastNonzeroMagnitude),
                               ("leastNormalMagnitude", .leastNormalMagnitude)] {
            double.add(.init(name, .staticProperty, result: .double) { _, _, _, _ in .double(number) })
        }
        for name in ["isNaN", "isInfinite", "isFinite", "isZero"] {
            double.add(.init(name, .property, result: .bool) { i, v, _, r in
                guard let d = v.number else { throw i.error("\(name) needs a number", r) }
                switch name {
                case "isNaN": return .bool(d.isNaN)
                case "isInfinite": return .bool(d.isInfinite)
                case "isZero": return .bool(d.isZero)
                default: return .bool(d.isFinite)
                }
            })
        }
        // IEEE 754's comparisons by name: `a.isLess(than: b)` is `a < b`, NaN unordered as with the operators.
        let comparisons: [(String, String, @Sendable (Double, Double) -> Bool)] = [
            ("isLess", "than", { $0.isLess(than: $1) }), ("isLessThanOrEqualTo", "_", { $0.isLessThanOrEqualTo($1) }),
            ("isEqual", "to", { $0.isEqual(to: $1) }), ("isTotallyOrdered", "belowOrEqualTo", { $0.isTotallyOrdered(belowOrEqualTo: $1) }),
        ]
        for (name, label, compare) in comparisons {
            double.add(.init(name, .method, ["\(label):Double"], result: .bool) { i, v, args, r in
                guard let d = v.number else { throw i.error("\(name) needs a number", r) }
                return .bool(compare(d, try i.number(args.first?.value, name, r)))
            })
        }
        double.add(formatted)
        registry.register(type: double)
    }

    /// `NSString(string: text)`: Foundation's string object, which holds the text and counts it
    /// in UTF-16 code units (`length`), as Objective-C's strings do; it prints as its text.
    static func nsString() -> BuiltinType {
        let type = SemanticType.named("NSString")
        let nsString = BuiltinType("NSString", instance: type) { _ in Interpreter.foundationObject("NSString", [("string", .string("abc"))]) }
        nsString.sampleSource = "NSString(string: \"abc\")"
        var initializer = BuiltinMember("NSString", .initializer, ["string:String", "data:Data encoding:Int"], result: type,
                           note: "an object holding the text; from data, its text in the encoding (a String.Encoding's rawValue), nil where it is not that encoding's") { i, _, args, r in
            guard let given = args.value("data") else {
                return Interpreter.foundationObject("NSString", [("string", .string(try i.string(args.value("string"), r)))])
            }
            guard case .data(let data) = given else { throw i.error("'NSString(data:encoding:)' takes Data", r) }
            try i.charge(data.count * 2, at: r)
            let encoding = FoundationStringEncodings.encoding(args.value("encoding"), i)
            return String(data: data, encoding: encoding).map { Interpreter.foundationObject("NSString", [("string", .string($0))]) } ?? .null
        }
        initializer.overloadResults = [type, .optional(type)]
        nsString.add(initializer)
        nsString.add(.init("length", .property, result: .int, note: "the number of UTF-16 code units, as String's utf16.count") { i, v, _, r in
            .int(try i.string(Interpreter.field(v, "string"), r).utf16.count)
        })
        // The numbers at the start of the text, as Foundation reads them ("12.5 kg" is 12.5, "abc" is 0).
        let numbers: [(String, SemanticType, String, @Sendable (NSString) -> Value)] = [
            ("doubleValue", .double, "", { .double($0.doubleValue) }),
            ("floatValue", .double, "the Double the text starts with (a Float is a Double here)", { .double($0.doubleValue) }),
            ("integerValue", .int, "", { .int($0.integerValue) }),
            ("intValue", .int, "", { .int(Int($0.intValue)) }),
            ("longLongValue", .int, "", { .int(Int($0.longLongValue)) }),
            ("boolValue", .bool, "", { .bool($0.boolValue) }),
        ]
        for (name, result, note, read) in numbers {
            nsString.add(.init(name, .property, result: result, note: note) { i, v, _, r in
                read(NSString(string: try i.string(Interpreter.field(v, "string"), r)))
            })
        }
        // A path's parts, as `(path as NSString).lastPathComponent` reads them (Foundation's own).
        let pathProperties: [(String, SemanticType, @Sendable (NSString) -> Value)] = [
            ("lastPathComponent", .string, { .string($0.lastPathComponent) }),
            ("deletingLastPathComponent", .string, { .string($0.deletingLastPathComponent) }),
            ("pathExtension", .string, { .string($0.pathExtension) }),
            ("deletingPathExtension", .string, { .string($0.deletingPathExtension) }),
            ("pathComponents", .array(.string), { .array($0.pathComponents.map(Value.string)) }),
            ("lowercased", .string, { .string($0.lowercased) }),
            ("uppercased", .string, { .string($0.uppercased) }),
        ]
        for (name, result, read) in pathProperties {
            nsString.add(.init(name, .property, result: result) { i, v, _, r in
                read(NSString(string: try i.string(Interpreter.field(v, "string"), r)))
            })
        }
        // The text an `NSRange` of UTF-16 offsets covers (`(text as NSString).substring(with: match.range)`).
        nsString.add(.init("substring", .method, ["with:NSRange"], result: .string, note: "an error where the range is outside the text") { i, v, args, r in
            let text = NSString(string: try i.string(Interpreter.field(v, "string"), r))
            let range = try FoundationRegularExpressions.nsRange(args.value("with"), i, r)
            guard range.location >= 0, range.length >= 0, range.location <= text.length, range.length <= text.length - range.location else {
                throw i.error("the range {\(range.location), \(range.length)} is outside the text (\(text.length) UTF-16 units)", r)
            }
            return .string(text.substring(with: range))
        })
        nsString.add(.init("range", .method, ["of:String"], result: .named(FoundationRegularExpressions.rangeTypeName),
                           note: "{NSNotFound, 0} where the text is absent") { i, v, args, r in
            FoundationRegularExpressions.range(NSString(string: try i.string(Interpreter.field(v, "string"), r)).range(of: try i.string(args.value("of"), r)))
        })
        nsString.add(.init("appendingPathComponent", .method, ["_:String"], result: .string) { i, v, args, r in
            .string(NSString(string: try i.string(Interpreter.field(v, "string"), r)).appendingPathComponent(try i.string(args.first?.value, r)))
        })
        nsString.add(.init("appendingPathExtension", .method, ["_:String"], result: .optional(.string)) { i, v, args, r in
            NSString(string: try i.string(Interpreter.field(v, "string"), r)).appendingPathExtension(try i.string(args.first?.value, r)).map(Value.string) ?? .null
        })
        nsString.add(.init("replacingOccurrences", .method, ["of:String with:String"], result: .string) { i, v, args, r in
            let text = try i.string(Interpreter.field(v, "string"), r), target = try i.string(args.value("of"), r)
            let replaced = target.isEmpty ? text : text.replacingOccurrences(of: target, with: try i.string(args.value("with"), r))
            try i.charge(replaced.utf8.count, at: r)
            return .string(replaced)
        })
        nsString.add(.init("components", .method, ["separatedBy:String"], result: .array(.string)) { i, v, args, r in
            let text = try i.string(Interpreter.field(v, "string"), r), separator = try i.string(args.value("separatedBy"), r)
            let parts = separator.isEmpty ? [text] : text.components(separatedBy: separator)
            try i.chargeElements(parts.count, at: r)
            return .array(parts.map(Value.string))
        })
        return nsString
    }

    static let formatted = BuiltinMember("formatted", .method, ["", "_:NumberFormatStyle"], result: .string) { i, v, args, r in
        guard let text = try i.valueMethod(v, "formatted", args, at: r) else { throw i.error("formatted needs a number", r) }
        return text
    }

    static func uuidValue(_ uuid: UUID) -> Value {
        Interpreter.foundationObject("UUID", [("uuidString", .string(uuid.uuidString))])
    }
}

/// Foundation's `IndexSet`: a list's offsets (what `onDelete` and `onMove` give, `IndexSet(integer:)`,
/// `IndexSet(integersIn:)`), held as the array of its integers in ascending order, each once; it is read
/// as that array (`contains`, `first`, `for … in`). It prints as that array, where Foundation prints "2 indexes".
enum FoundationIndexSet {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(function: BuiltinCallable("IndexSet", ["", "integer:Int", "integersIn:Any", "_:Any"], result: .array(.int),
                                                     note: "the array of its integers, ascending, each once") { i, args, r in
            var numbers: [Int] = []
            if let one = args.value("integer") { numbers = [try i.int(one, r)] }
            else if let given = args.value("integersIn") ?? args.first?.value { numbers = try i.elements(of: given, at: r).map { try i.int($0, r) } }
            try i.chargeElements(numbers.count, at: r)
            return .array(Set(numbers).sorted().map(Value.int))
        })
    }
}

/// `ArraySlice(keys)`, `ContiguousArray(range)`: the sequence's elements as an array, which these
/// types are at run time. A slice made this way starts at index 0, as Swift's does.
enum SwiftArrayKinds {
    static func register(in registry: inout BuiltinRegistry) {
        for name in ["ArraySlice", "ContiguousArray"] {
            registry.register(function: BuiltinCallable(name, ["", "_:Any", "repeating:Any count:Int"], result: .array(.unknown),
                                                         note: "an array of the sequence's elements") { i, args, r in
                if let count = args.value("count") {
                    let n = try i.int(count, r)
                    guard n >= 0, n <= 1_000_000 else { throw i.error("\(name)(repeating:count:) takes a count from 0 to 1000000, not \(n)", r) }
                    try i.chargeElements(n, at: r)
                    return .array(Array(repeating: args.value("repeating") ?? .null, count: n))
                }
                let items = try i.elements(of: args.first?.value ?? .array([]), at: r)
                try i.chargeElements(items.count, at: r)
                return .array(items)
            })
        }
    }
}

/// `Set(array)`: the language has no Set type; a set is the array of its distinct elements, in first-seen order.
enum SwiftSet {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(function: BuiltinCallable("Set", ["", "_:Any"], result: .array(.unknown),
                                                     note: "an array of the distinct elements (of an array, a range or a string's characters)") { i, args, r in
            let items = try i.elements(of: args.first?.value ?? .array([]), at: r)
            var distinct: [Value] = []
            for item in items where !(try SwiftSetAlgebra.holds(i, distinct, item, r)) { distinct.append(item) }
            try i.chargeElements(distinct.count, at: r)
            return .array(distinct)
        })
    }
}
