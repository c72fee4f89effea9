import Foundation
import WidgetLanguage
import WidgetSources

extension Interpreter {
    /// `String(_:)` and its other initializers: `localized:`, `format:`, `contentsOf:`, `decoding:as:`, `data:encoding:`, `repeating:count:`, `radix:`.
    func stringInitializer(_ args: [CallArgument], at range: SourceRange) throws -> Value {
        let first = args.first?.value
        if let key = args.first, key.label == "localized" {
            // (`bundle:` and `locale:` name the app's own strings and the session's locale, the only ones here.)
            let text = try string(key.value, range)
            let fallback = try args.value("defaultValue").map { try string($0, range) } ?? text
            return .string(localizedText(text, table: args.value("table")) ?? fallback)
        }
        if let format = args.first, format.label == "format" {
            // (`locale:` formats as the session's locale does, the only one here.)
            let rest = args.dropFirst().filter { $0.label != "locale" }
            // `String(format: key, arguments: args)` where `args: CVarArg...` was passed on: the list's values.
            if rest.count == 1, rest[0].label == "arguments", case .array(let values) = rest[0].value {
                return .string(try formatString(try string(format.value, range), values, at: range))
            }
            return .string(try formatString(try string(format.value, range), rest.map(\.value), at: range))
        }
        if let file = args.first, file.label == "contentsOf" || file.label == "contentsOfFile" {
            // `String(contentsOf: url, encoding: .utf8)`: as `Data(contentsOf:)`, then the text.
            let data = try readFileData(try string(file.value, range), at: range)
            guard case .string(let text) = FoundationNetwork.string(from: .data(data), encoding: args.value("encoding"), self) else {
                let message = "CocoaError(.fileReadInapplicableStringEncoding): the file is not text in that encoding"
                throw RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
            }
            return .string(text)
        }
        if let data = args.first, data.label == "decoding", case .data(let bytes) = data.value {
            // `String(decoding: data, as: UTF8.self)`: invalid bytes become U+FFFD, as in Swift.
            try charge(bytes.count, at: range)
            return .string(TerminalText.sanitize(String(decoding: bytes, as: UTF8.self)))
        }
        if let bytes = args.first, bytes.label == "decoding", case .array(let items) = bytes.value {
            // `String(decoding: [72, 105], as: UTF8.self)`: the numbers as UTF-8 bytes.
            let data = try items.map { item -> UInt8 in
                guard let byte = UInt8(exactly: try int(item, range)) else { throw error("String(decoding:as:) takes bytes from 0 to 255", range) }
                return byte
            }
            try charge(data.count, at: range)
            return .string(TerminalText.sanitize(String(decoding: data, as: UTF8.self)))
        }
        if let data = args.first, data.label == "data" { return FoundationNetwork.string(from: data.value, encoding: args.value("encoding"), self) }
        if let piece = args.first, piece.label == "repeating" {
            // `String(repeating: "ab", count: 3)`: charged before it is built; a negative count traps in Swift.
            let text = try string(piece.value, range)
            guard case .int(let count)? = args.value("count"), count >= 0 else {
                throw error("String(repeating:count:) needs a count of 0 or more", range)
            }
            let (bytes, overflow) = text.utf8.count.multipliedReportingOverflow(by: count)
            try charge(overflow ? Int.max : bytes, at: range)
            return .string(String(repeating: text, count: count))
        }
        if let radix = args.value("radix") {
            // `String(255, radix: 16)`: the number's digits in that base.
            let base = try int(radix, range)
            guard (2...36).contains(base) else { throw error("String(_:radix:) takes a radix from 2 to 36, not \(base)", range) }
            let uppercase = args.value("uppercase").map { if case .bool(true) = $0 { true } else { false } } ?? false
            if case .sized(let n)? = first { return .string(n.description(radix: base, uppercase: uppercase)) }
            return .string(String(try int(first, range), radix: base, uppercase: uppercase))
        }
        if case .array(let items)? = first, args.count == 1, items.allSatisfy({ if case .string = $0 { true } else { false } }) {
            // `String(text.reversed())`, `String(characters)`: the characters joined.
            try chargeElements(items.count, at: range)
            return .string(items.map { if case .string(let s) = $0 { s } else { "" } }.joined())
        }
        return .string(try describeCharged(first ?? .null, at: range))
    }

    /// `Int(_:)`, `Int(_:radix:)`, `Int(exactly:)`, `Int(truncatingIfNeeded:)`, `Int(clamping:)`.
    func intInitializer(_ args: [CallArgument], at range: SourceRange) throws -> Value {
        if args.isEmpty { return .int(0) }
        let first = args.first?.value
        // `Int(truncating: number)`: an NSNumber's value, its fraction dropped.
        if args.first?.label == "truncating" {
            let number = FoundationNumberFormatter.numberValue(first).number ?? 0
            guard number.isFinite, abs(number) < 9e18 else { throw error("\(number) does not fit in an Int", range) }
            return .int(Int(number))
        }
        if let label = args.first?.label, ["exactly", "truncatingIfNeeded", "clamping", "bitPattern"].contains(label) {
            return try SwiftFixedWidthIntegers.convert(.int, self, args, range)
        }
        switch first {
        case .string(let s)?:
            // As Swift reads it: no spaces around the digits; `radix:` from 2 to 36.
            guard let radix = args.value("radix") else { return Int(s).map { .int($0) } ?? .null }
            let base = try int(radix, range)
            guard (2...36).contains(base) else { throw error("Int(_:radix:) takes a radix from 2 to 36, not \(base)", range) }
            return Int(s, radix: base).map { .int($0) } ?? .null
        case .double, .float, .decimal:
            // (A Float's or Decimal's value, its fraction dropped, as a Double's.)
            let d = first?.number ?? 0
            guard d.isFinite, abs(d) < 9e18 else { throw error("\(d) does not fit in an Int", range) }
            return .int(Int(d))
        case .int?: return first ?? .null
        case .sized(let n)?:
            guard let value = n.exactly(Int.self) else { throw error("Not enough bits to represent the passed value: Int(\(n.description))", range) }
            return .int(value)
        default: return .null
        }
    }

    /// `Double(_:)`, `TimeInterval(_:)`: nil for text that is no number.
    func doubleInitializer(_ args: [CallArgument]) -> Value {
        let first = args.first?.value
        // `Double(truncating: number)`: an NSNumber's value.
        if args.first?.label == "truncating" { return FoundationNumberFormatter.numberValue(first).number.map { .double($0) } ?? .null }
        // `Double(exactly: n)`: nil where the value has no Double of exactly its value (a large Int, NaN).
        if args.first?.label == "exactly" {
            switch first {
            case .int(let i)?: return Double(exactly: i).map { .double($0) } ?? .null
            case .sized(let n)?: return String(format: "%.0f", n.asDouble) == n.description ? .double(n.asDouble) : .null
            case .double(let d)?: return d.isNaN ? .null : .double(d)
            case .float(let f)?: return f.isNaN ? .null : .double(Double(f))
            default: return FoundationNumberFormatter.numberValue(first).number.flatMap { $0.isNaN ? nil : Value.double($0) } ?? .null
            }
        }
        switch first {
        // Swift's own reading: `" 42"` (with a space) is nil, `"0x1F"` is 31.0, as in Swift.
        case .string(let s)?: return Double(s).map { .double($0) } ?? .null
        case .int(let i)?: return .double(Double(i))
        case .sized(let n)?: return .double(n.asDouble)
        case .double?: return first ?? .null
        case .float(let f)?: return .double(Double(f))
        case .decimal(let d)?: return .double(FoundationDecimal.double(d))
        default: return .null
        }
    }

    /// `Date()`, `Date(timeIntervalSinceNow:)`, `Date(timeIntervalSince1970:)`, `Date(timeInterval:since:)`, `Date(text, strategy:)`.
    func dateInitializer(_ args: [CallArgument], at range: SourceRange) throws -> Value {
        if let argument = args.first {
            switch (argument.label, argument.value) {
            case ("timeIntervalSinceNow", let v): return .date(now.addingTimeInterval(v.number ?? 0))
            case ("timeIntervalSince1970", let v): return .date(Date(timeIntervalSince1970: v.number ?? 0))
            case ("timeIntervalSinceReferenceDate", let v): return .date(Date(timeIntervalSinceReferenceDate: v.number ?? 0))
            case ("timeInterval", let v):
                let since = try date(args.first { $0.label == "since" }?.value, "Date(timeInterval:since:)", range)
                return .date(Date(timeInterval: v.number ?? 0, since: since))
            case (nil, .string(let text)) where args.contains { $0.label == "strategy" }:
                // `try Date(text, strategy: .iso8601)`: Foundation's ISO 8601 parse; its failure is an error the program can catch.
                do {
                    return .date(try Date.ISO8601FormatStyle().parse(text))
                } catch {
                    let message = "\(error)"
                    throw RuntimeError(message, at: range, isCatchable: true, thrown: .error(message))
                }
            case (nil, .string(let text)):
                guard let date = ISO8601.parse(text) else { throw error("'\(text)' is not an ISO-8601 date", range) }
                return .date(date)
            default: break
            }
        }
        return .date(now)
    }

    /// `insert(record)`, `delete(record)`: in `perform`, `seed` and `test` blocks only.
    func insertOrDelete(_ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Value {
        guard case .record(let object)? = args.first?.value else { throw error("'\(name)' takes a model record", range) }
        try models.requireWrites(blockKind, "'\(name)'", at: range)
        try waitingForIO { if name == "insert" { try models.insert(object, at: range) } else { try models.delete(object, at: range) } }
        return .null
    }

    /// `Timeline(entries:policy:)`.
    func timeline(_ args: [CallArgument]) throws -> Value {
        var entries: [Value] = []
        var policy = ReloadPolicy.atEnd
        for argument in args {
            if argument.label == "entries" {
                guard case .array(let items) = argument.value else { throw error("'entries:' takes a list of entries", argument.range) }
                entries = items
            } else if argument.label == "policy" {
                policy = try reloadPolicy(argument.value, at: argument.range)
            }
        }
        return .timeline(TimelineValue(entries: entries, policy: policy))
    }

    /// `min(a, b, …)`, `max(a, b, …)`.
    func extreme(_ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Value {
        var args = args
        // `max(radius, .leastNormalMagnitude)`: a static of the numbers' type written without it.
        if let number = args.first(where: { $0.value.number != nil })?.value {
            for index in args.indices {
                if case .member(let member, let payload) = args[index].value, payload.isEmpty,
                   let value = try numberStaticValue(member, beside: number, at: range) { args[index].value = value }
            }
        }
        var best: Value?
        for argument in args {
            guard let current = best else { best = argument.value; continue }
            guard let order = compare(argument.value, current) else { throw error("cannot compare these values", range) }
            if (name == "min" && order < 0) || (name == "max" && order > 0) { best = argument.value }
        }
        // `min(3, 4.5)`, `max(x, 0)` with a Double `x`: the arguments share one type, so an integer literal is a Double.
        if case .int(let n)? = best, args.contains(where: { if case .double = $0.value { true } else { false } }) { return .double(Double(n)) }
        // `max(Float(1), 2.5)`: the literal is of the other argument's type.
        if let best, args.contains(where: { if case .float = $0.value { true } else { false } }) { return SwiftFloat.float(best).map(Value.float) ?? best }
        if let best, args.contains(where: { if case .decimal = $0.value { true } else { false } }) { return FoundationDecimal.decimal(best).map(Value.decimal) ?? best }
        return best ?? .null
    }

    /// A function a `test` block has (`expect`, `render`, …): the runner's hook, else not available here.
    func hookedBuiltin(_ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Value {
        if let hook = extraBuiltins[name] { return try hook(self, args, range) }
        throw error("'\(name)' is not available here", range)
    }

    func reloadPolicy(_ value: Value, at range: SourceRange) throws -> ReloadPolicy {
        switch value {
        case .policy(let policy): return policy
        case .member("atEnd", _): return .atEnd
        case .member("never", _): return .never
        case .member("after", let arguments):
            guard let first = arguments.first, case .date(let date) = try coerce(first, to: .date, at: range) else { throw error(".after takes a Date, as in .after(now + 12.hours)", range) }
            return .after(date)
        default:
            throw error("a reload policy is .atEnd, .never or .after(date)", range)
        }
    }
}

extension Interpreter {
    /// `type(of: value)`: the type's name as Swift writes it, told from the value (`Int`, `Circle`,
    /// `Array<Int>`, `(Int, String)`); a located error where the value does not tell it (an empty
    /// collection, nil).
    func dynamicTypeName(_ value: Value, qualified: Bool = false, at range: SourceRange, depth: Int = 0) throws -> String {
        guard depth < 16 else { throw error("type(of:) cannot tell the type of a value nested this deeply", range) }
        // (Qualified, in a description of a generic type's value inside a collection: `main.Box<Swift.Int>`.)
        let swift = qualified ? "Swift." : "", foundation = qualified ? "Foundation." : "", module = qualified ? "\(moduleName)." : ""
        switch value {
        case .int: return swift + "Int"
        case .double: return swift + "Double"
        case .string: return swift + "String"
        case .bool: return swift + "Bool"
        case .date: return foundation + "Date"
        case .data: return foundation + "Data"
        case .sized(let n): return swift + n.kind.rawValue
        case .type(let name): return "\(name).Type"
        case .object(let object) where program.symbols.types[object.type] != nil:
            return module + genericTypeName(qualified ? swiftTypePath(object.type) : object.type, of: value, qualified: qualified, depth: depth)
        case .instance(let instance):
            return module + genericTypeName(qualified ? swiftTypePath(instance.type) : instance.type, of: value, qualified: qualified, depth: depth)
        case .enumCase(let type, _, _): return module + genericTypeName(qualified ? swiftTypePath(type) : type, of: value, qualified: qualified, depth: depth)
        case .member where userType(of: value) != nil: return module + (userType(of: value)?.name ?? "")
        case .array(let items) where !items.isEmpty:
            let element = try dynamicTypeName(items[0], qualified: qualified, at: range, depth: depth + 1)
            return "\(swift)Array<\(element)>"
        case .dictionary(let pairs) where !pairs.isEmpty:
            return "\(swift)Dictionary<\(try dynamicTypeName(pairs[0].key, qualified: qualified, at: range, depth: depth + 1)), \(try dynamicTypeName(pairs[0].value, qualified: qualified, at: range, depth: depth + 1))>"
        case .tuple(let tuple):
            // `(name: String, size: Int)`: a labelled element's type follows its label, as Swift writes a tuple's type.
            let elements = try zip(tuple.labels, tuple.elements).map { label, element in
                (label.map { "\($0): " } ?? "") + (try dynamicTypeName(element, qualified: qualified, at: range, depth: depth + 1))
            }
            return "(" + elements.joined(separator: ", ") + ")"
        // A Foundation value (`DateInterval`, `Locale`); a CryptoKit digest by the name Swift gives its type (`SHA256Digest`).
        case .object(let object) where registry.types[object.type] != nil:
            if CryptoKitDigests.digestBytes(value) != nil, let function = CryptoKitDigests.function(of: value) {
                return (qualified ? "CryptoKit." : "") + function.shortName + "Digest"
            }
            return foundation + object.type
        // A Foundation error the built-ins threw (`DecodingError.keyNotFound: …`): its type.
        case .error(let message):
            if let type = Interpreter.thrownErrorTypes.first(where: { message.hasPrefix($0 + ".") }) { return swift + type }
            throw error("type(of:) cannot tell the type of \(typeName(of: value)) here", range)
        default:
            throw error("type(of:) cannot tell the type of \(typeName(of: value)) here", range)
        }
    }
}
