import Foundation
import WidgetLanguage

/// `Data` as the collection of bytes it is: `map`, `reduce`, `first`, `last`,
/// `contains`, `firstIndex(of:)`, `elementsEqual`, `starts(with:)` and
/// `hashValue`, each on the bytes as `UInt8` values (Ints here).
enum FoundationDataBytes {
    static func bytes(_ i: Interpreter, _ value: Value, _ range: SourceRange) throws -> [Value] {
        guard case .data(let data) = value else { throw i.error("expected Data, found \(i.typeName(of: value))", range) }
        try i.chargeElements(data.count, at: range)
        return data.map { .int(Int($0)) }
    }

    /// The bytes of `Data` or of an array of UInt8, for the argument of `elementsEqual` and `starts(with:)`.
    static func argumentBytes(_ i: Interpreter, _ value: Value?, _ range: SourceRange) throws -> [Value] {
        switch value {
        case .data?: return try bytes(i, value ?? .null, range)
        case .array(let items)?: return items
        default: throw i.error("expected Data or an array of UInt8, found \(value.map { i.typeName(of: $0) } ?? "nothing")", range)
        }
    }

    /// The indices `index` covers in `bytes`, as `low..<high`: a range (`2..<4`, `2...3`) or a partial
    /// range (`2...`, `..<4`, `...3`) of indices, counted as the data's own (a slice's start where
    /// it was cut); nil when `index` is no range of Ints.
    static func bounds(_ i: Interpreter, _ index: Value, in bytes: Data, at range: SourceRange) throws -> (Int, Int)? {
        if let (low, high, closed) = SwiftRanges.bounds(index) {
            guard closed else { return (low, high) }
            let (end, overflow) = high.addingReportingOverflow(1)
            if overflow { throw i.error("the range \(low)...\(high) is out of bounds (indices \(bytes.startIndex)..<\(bytes.endIndex))", range) }
            return (low, end)
        }
        // A range a built-in's call gave as its numbers (`subdata(in: 1..<3)`): consecutive indices.
        if case .array(let items) = index {
            let numbers = items.compactMap { if case .int(let n) = $0 { n } else { nil } }
            guard numbers.count == items.count else { return nil }
            guard let first = numbers.first, let last = numbers.last else { return (bytes.startIndex, bytes.startIndex) }
            guard zip(numbers, numbers.dropFirst()).allSatisfy({ $1 == $0 + 1 }) else { return nil }
            return (first, last + 1)
        }
        guard case .object(let object) = index else { return nil }
        switch object.type {
        case SwiftLazySequences.fromType: return (try i.int(object["lowerBound"], range), bytes.endIndex)
        case "PartialRangeUpTo": return (bytes.startIndex, try i.int(object["upperBound"], range))
        case "PartialRangeThrough":
            let (end, overflow) = try i.int(object["upperBound"], range).addingReportingOverflow(1)
            if overflow { throw i.error("the range ...\(Int.max) is out of bounds (indices \(bytes.startIndex)..<\(bytes.endIndex))", range) }
            return (bytes.startIndex, end)
        default: return nil
        }
    }

    static func addMembers(to data: BuiltinType) {
        let forms: [(String, [String], SemanticType)] = [
            ("map", ["_:Closure", "{}"], .array(.unknown)), ("reduce", ["_:Any _:Closure", "into:Any _:Closure", "_:Any {}", "into:Any {}"], .unknown),
            ("contains", ["_:Int", "where:Closure", "{}"], .bool), ("firstIndex", ["of:Int", "where:Closure", "{}"], .optional(.int)),
        ]
        for (name, signatures, result) in forms {
            data.add(.init(name, .method, signatures, result: result, note: "on the bytes, as UInt8 values") { i, v, args, r in
                guard let value = try i.valueMethod(.array(try bytes(i, v, r)), name, args, at: r) else { throw i.error("Data has no method '\(name)'", r) }
                // An index is the byte's position in the data it was cut from, as the data's own are.
                if name == "firstIndex", case .int(let offset) = value, case .data(let bytes) = v { return .int(bytes.startIndex + offset) }
                return value
            })
        }
        // The rest of what a Sequence gives (`compactMap`, `filter`, `forEach`, `enumerated` …), on the bytes.
        for entry in SwiftSequences.shared where !forms.contains(where: { $0.0 == entry.name }) {
            data.add(SwiftSequences.member(entry.name, SwiftSequences.withTrailingClosures(entry.forms), entry.result, element: { _ in .int }))
        }
        for name in ["startIndex", "endIndex"] {
            let note = name == "startIndex" ? "0, or for a slice the index of its first byte in the data it was cut from"
                : "the count, or for a slice the index after its last byte in the data it was cut from"
            data.add(.init(name, .property, result: .int, note: note) { i, v, _, r in
                guard case .data(let bytes) = v else { throw i.error("\(name) needs Data", r) }
                return .int(name == "startIndex" ? bytes.startIndex : bytes.endIndex)
            })
        }
        data.add(.init("indices", .property, result: .named(SwiftRanges.halfOpenName), note: "startIndex..<endIndex") { i, v, _, r in
            guard case .data(let bytes) = v else { throw i.error("indices needs Data", r) }
            return SwiftRanges.value("..<", bytes.startIndex, bytes.endIndex) ?? .null
        })
        data.add(.init("subdata", .method, ["in:Range<Int>"], result: .data, note: "a copy of the bytes at those indices, indexed from 0") { i, v, args, r in
            guard case .data(let bytes) = v, let index = args.value("in") else { throw i.error("subdata(in:) takes a range of indices", r) }
            guard let (low, high) = try bounds(i, index, in: bytes, at: r), bytes.startIndex <= low, high <= bytes.endIndex, low <= high else {
                throw i.error("subdata(in:) needs a range within the indices \(bytes.startIndex)..<\(bytes.endIndex)", r)
            }
            return .data(Data(bytes[low..<high]))
        })
        for name in ["first", "last"] {
            data.add(.init(name, .property, result: .optional(.int), note: "a byte, nil when the data is empty") { i, v, _, r in
                let items = try bytes(i, v, r)
                return (name == "first" ? items.first : items.last) ?? .null
            })
        }
        for name in ["prefix", "suffix", "dropFirst", "dropLast"] {
            data.add(.init(name, .method, name.hasPrefix("drop") ? ["", "_:Int"] : ["_:Int"], result: .data, note: "Data of the bytes kept") { i, v, args, r in
                guard case .data(let bytes) = v else { throw i.error("\(name) needs Data", r) }
                let count = try args.first.map { try i.int($0.value, r) } ?? 1
                guard count >= 0 else { throw i.error("\(name) needs a count of 0 or more, not \(count)", r) }
                // A slice, as Foundation's: the bytes keep their indices.
                switch name {
                case "prefix": return .data(bytes.prefix(count))
                case "suffix": return .data(bytes.suffix(count))
                case "dropFirst": return .data(bytes.dropFirst(count))
                default: return .data(bytes.dropLast(count))
                }
            })
        }
        // `append(_:)` takes a byte or another Data, as Foundation's overloads do.
        data.add(SwiftCollections.mutating("append", ["_:Any", "contentsOf:Any"]))
        data.add(.init("range", .method, ["of:Data"], result: .optional(.named(SwiftRanges.halfOpenName)), note: "the first place the bytes appear") { i, v, args, r in
            guard case .data(let bytes) = v, case .data(let wanted)? = args.value("of") else { throw i.error("range(of:) takes Data", r) }
            try i.chargeElements(bytes.count, at: r)
            guard let found = bytes.range(of: wanted) else { return .null }
            return SwiftRanges.value("..<", found.lowerBound, found.upperBound) ?? .null
        })
        data.add(.init("reversed", .method, [""], result: .array(.int), note: "the bytes, last first") { i, v, _, r in
            .array(try bytes(i, v, r).reversed())
        })
        data.add(.init("hashValue", .property, result: .int, note: "equal data hash equally") { i, v, _, r in
            guard case .data(let bytes) = v else { throw i.error("hashValue needs Data", r) }
            return .int(bytes.hashValue)
        })
        data.add(.init("elementsEqual", .method, ["_:Any"], result: .bool) { i, v, args, r in
            let mine = try bytes(i, v, r), other = try argumentBytes(i, args.first?.value, r)
            return .bool(mine.count == other.count && zip(mine, other).allSatisfy { i.equal($0, $1) })
        })
        data.add(.init("starts", .method, ["with:Any"], result: .bool) { i, v, args, r in
            let mine = try bytes(i, v, r), prefix = try argumentBytes(i, args.first?.value, r)
            return .bool(mine.count >= prefix.count && zip(mine, prefix).allSatisfy { i.equal($0, $1) })
        })
    }
}

extension FoundationDataBytes {
    /// `data.append(4)`, `data.append(contentsOf: [5, 6])` or of another Data, on a Data variable's value in place;
    /// nil when `value` is not Data or `name` not such a member.
    static func mutate(_ i: Interpreter, _ value: inout Value, _ name: String, _ args: [CallArgument], _ r: SourceRange) throws -> Value? {
        guard name == "append", case .data(var bytes) = value else { return nil }
        var added: [UInt8] = []
        for argument in args {
            let items: [Value]
            switch argument.value {
            case .data(let more): items = more.map { .int(Int($0)) }
            case .array(let more) where argument.label == "contentsOf": items = more
            default: items = [argument.value]
            }
            for item in items {
                guard let byte = item.integerValue.flatMap({ $0.exactly(UInt8.self) }) else {
                    throw i.error("Data holds bytes (UInt8, 0 to 255), not \(ValueFormatting.describe(item))", r)
                }
                added.append(byte)
            }
        }
        try i.charge(bytes.count + added.count, at: r)
        value = .null
        defer { value = .data(bytes) }
        bytes.append(contentsOf: added)
        return .null
    }
}
