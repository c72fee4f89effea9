import Foundation
import WidgetLanguage

/// Foundation's `Scanner`: a class that reads a string from its current place on, skipping white space and
/// newlines before each scan (`charactersToBeSkipped`'s default). Widget code reaches for it to read a hex
/// colour (`Scanner(string: hex).scanHexInt64(&int)`): the `inout` forms give their number back through the
/// `&` variable and say whether they read one; the newer forms (`scanInt()`, `scanUInt64(representation:)`,
/// `scanString(_:)`, `scanUpToString(_:)`) give the value or nil. A scan that reads nothing leaves the place
/// where it was.
enum FoundationScanner {
    static let typeName = "Scanner"

    static func make(_ text: String) -> Value {
        .instance(ClassInstance(type: typeName, fields: [("string", .string(text)), ("offset", .int(0)),
                                                          ("charactersToBeSkipped", .member(name: "whitespacesAndNewlines", arguments: []))]))
    }

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(typeName)
        let scanner = BuiltinType(typeName, instance: type) { _ in make("") }
        scanner.sampleSource = "Scanner(string: \"ff8800\")"
        scanner.add(.init(typeName, .initializer, ["string:String"], result: type) { i, _, args, r in
            make(try i.string(args.value("string"), r))
        })
        scanner.add(.init("string", .property, result: .string) { _, v, _, _ in Interpreter.field(v, "string") })
        scanner.add(.init("charactersToBeSkipped", .property, result: .optional(.named("CharacterSet")),
                          note: "white space and newlines at first; set it (nil skips nothing) before scanning") { _, v, _, _ in
            Interpreter.field(v, "charactersToBeSkipped")
        })
        scanner.add(.init("isAtEnd", .property, result: .bool, note: "true when only white space is left") { _, v, _, _ in
            guard let (text, offset) = state(v) else { return .bool(true) }
            return .bool(skipping(v, text, offset) == text.count)
        })
        scanner.add(.init("scanLocation", .property, result: .int, note: "the place reached, in characters") { _, v, _, _ in
            .int(state(v)?.offset ?? 0)
        })
        for (name, hexadecimal) in [("scanHexInt64", true), ("scanHexInt32", true), ("scanInt", false), ("scanInt64", false)] {
            var member = BuiltinMember(name, .method, ["_:Int", ""], result: .bool,
                                       note: "with an argument, the number is given back through it and the result says whether one was read") { i, v, args, r in
                let number = scan(v) { text, offset in hexadecimal ? hexNumber(text, offset) : decimalNumber(text, offset) }
                if args.isEmpty { return number.map { .int($0) } ?? .null }
                // (A scan that reads nothing sets the variable to 0, as Foundation here does.)
                i.inoutResults[nil] = .int(number ?? 0)
                return .bool(number != nil)
            }
            member.overloadResults = [.bool, .optional(.int)]
            scanner.add(member)
        }
        var double = BuiltinMember("scanDouble", .method, ["_:Double", ""], result: .bool) { i, v, args, r in
            let number = scan(v, doubleNumber)
            if args.isEmpty { return number.map { .double($0) } ?? .null }
            i.inoutResults[nil] = .double(number ?? 0)
            return .bool(number != nil)
        }
        double.overloadResults = [.bool, .optional(.double)]
        scanner.add(double)
        scanner.add(.init("scanUInt64", .method, ["representation?:Any"], result: .optional(.int),
                          note: "representation: .hexadecimal or .decimal (the default)") { i, v, args, _ in
            let hexadecimal = i.memberName(args.value("representation")) == "hexadecimal"
            return scan(v) { text, offset in hexadecimal ? hexNumber(text, offset) : decimalNumber(text, offset, signed: false) }.map { .int($0) } ?? .null
        })
        scanner.add(.init("scanString", .method, ["_:String"], result: .optional(.string), note: "the text when it comes next, else nil") { i, v, args, r in
            let wanted = Array(try i.string(args.first?.value, r))
            return scan(v) { text, offset in
                guard !wanted.isEmpty, offset + wanted.count <= text.count, Array(text[offset..<offset + wanted.count]) == wanted else { return nil }
                return (String(wanted), offset + wanted.count)
            }.map { .string($0) } ?? .null
        })
        scanner.add(.init("scanUpToString", .method, ["_:String"], result: .optional(.string),
                          note: "the text before the next place the string comes (or to the end); nil when that is nothing") { i, v, args, r in
            let wanted = Array(try i.string(args.first?.value, r))
            return scan(v) { text, offset in
                var end = offset
                while end < text.count, wanted.isEmpty || end + wanted.count > text.count || Array(text[end..<end + wanted.count]) != wanted { end += 1 }
                return end == offset ? nil : (String(text[offset..<end]), end)
            }.map { .string($0) } ?? .null
        })
        registry.register(type: scanner)
    }

    /// The scanner's text (as characters) and its place.
    static func state(_ v: Value) -> (text: [Character], offset: Int)? {
        guard case .string(let text) = Interpreter.field(v, "string"), case .int(let offset) = Interpreter.field(v, "offset") else { return nil }
        return (Array(text), offset)
    }

    /// Runs one scan from the place after white space; on success the scanner moves past what was read.
    static func scan<T>(_ v: Value, _ read: ([Character], Int) -> (T, Int)?) -> T? {
        guard case .instance(let scanner) = v, let (text, offset) = state(v), let (value, end) = read(text, skipping(v, text, offset)) else { return nil }
        if let index = scanner.fields.firstIndex(where: { $0.name == "offset" }) { scanner.fields[index].value = .int(end) }
        return value
    }

    /// The place after the characters the scanner skips (`charactersToBeSkipped`) from `offset` on.
    static func skipping(_ scanner: Value, _ text: [Character], _ offset: Int) -> Int {
        var offset = max(0, min(offset, text.count))
        let skipped = FoundationCharacterSets.characterSet(Interpreter.field(scanner, "charactersToBeSkipped"))
        guard let skipped else { return offset }
        while offset < text.count, text[offset].unicodeScalars.allSatisfy(skipped.contains) { offset += 1 }
        return offset
    }

    /// Hex digits, after an optional `0x`/`0X`; a number wider than 64 bits keeps its low bits, as an overflow does.
    static func hexNumber(_ text: [Character], _ start: Int) -> (Int, Int)? {
        var offset = start
        if offset + 2 < text.count, text[offset] == "0", text[offset + 1] == "x" || text[offset + 1] == "X", text[offset + 2].isHexDigit {
            offset += 2
        }
        var value: UInt64 = 0
        let digitsStart = offset
        while offset < text.count, let digit = text[offset].hexDigitValue {
            value = value &* 16 &+ UInt64(digit)
            offset += 1
        }
        return offset == digitsStart ? nil : (Int(truncatingIfNeeded: value), offset)
    }

    static func decimalNumber(_ text: [Character], _ start: Int, signed: Bool = true) -> (Int, Int)? {
        var offset = start
        var negative = false
        if signed, offset < text.count, text[offset] == "-" || text[offset] == "+" { negative = text[offset] == "-"; offset += 1 }
        let digitsStart = offset
        var value = 0
        while offset < text.count, let digit = text[offset].wholeNumberValue, text[offset].isASCII {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            value = overflow ? Int.max : times &+ digit
            offset += 1
        }
        return offset == digitsStart ? nil : (negative ? -value : value, offset)
    }

    static func doubleNumber(_ text: [Character], _ start: Int) -> (Double, Int)? {
        var end = start
        var best: (Double, Int)?
        while end < text.count, "+-0123456789.eE".contains(text[end]) {
            end += 1
            if let value = Double(String(text[start..<end])) { best = (value, end) }
        }
        return best
    }
}
