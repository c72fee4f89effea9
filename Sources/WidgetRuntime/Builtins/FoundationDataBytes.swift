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

    static func addMembers(to data: BuiltinType) {
        let forms: [(String, [String], SemanticType)] = [
            ("map", ["_:Closure", "{}"], .array(.unknown)), ("reduce", ["_:Any _:Closure", "into:Any _:Closure", "_:Any {}", "into:Any {}"], .unknown),
            ("contains", ["_:Int", "where:Closure", "{}"], .bool), ("firstIndex", ["of:Int", "where:Closure", "{}"], .optional(.int)),
        ]
        for (name, signatures, result) in forms {
            data.add(.init(name, .method, signatures, result: result, note: "on the bytes, as UInt8 values") { i, v, args, r in
                guard let value = try i.valueMethod(.array(try bytes(i, v, r)), name, args, at: r) else { throw i.error("Data has no method '\(name)'", r) }
                return value
            })
        }
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
                switch name {
                case "prefix": return .data(Data(bytes.prefix(count)))
                case "suffix": return .data(Data(bytes.suffix(count)))
                case "dropFirst": return .data(Data(bytes.dropFirst(count)))
                default: return .data(Data(bytes.dropLast(count)))
                }
            })
        }
        data.add(SwiftCollections.mutating("append", ["_:Int", "contentsOf:Any"]))
        data.add(.init("range", .method, ["of:Data"], result: .optional(.named(SwiftRanges.halfOpenName)), note: "the first place the bytes appear") { i, v, args, r in
            guard case .data(let bytes) = v, case .data(let wanted)? = args.value("of") else { throw i.error("range(of:) takes Data", r) }
            try i.chargeElements(bytes.count, at: r)
            guard let found = bytes.range(of: wanted) else { return .null }
            return SwiftRanges.value("..<", found.lowerBound - bytes.startIndex, found.upperBound - bytes.startIndex) ?? .null
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
