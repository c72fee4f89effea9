import Foundation

extension Interpreter {
    /// How a value reads inside string interpolation, as Swift prints it.
    func describe(_ value: Value) -> String {
        switch value {
        case .string(let s): return s
        default: return ValueFormatting.describe(value)
        }
    }

    func typeName(of value: Value) -> String { ValueFormatting.typeName(of: value) }
}

/// Text forms of values, shared by interpolation, `Text`, and the command line.
public enum ValueFormatting {
    public static func describe(_ value: Value) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .sized(let n): return n.description
        case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? String(format: "%.1f", d) : String(d)
        case .decimal(let d): return d.description
        case .float(let f): return f.description
        case .string(let s): return s
        case .date(let d): return DateFormatting.swiftDescription(d)
        case .duration(let s): return "\(ValueFormatting.describe(.double(s))) seconds"
        case .data(let d): return "\(d.count) bytes"
        case .array(let items): return "[" + items.map(quotedDescription).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            if pairs.isEmpty { return "[:]" }
            return "[" + pairs.map { "\(quotedDescription($0.key)): \(quotedDescription($0.value))" }.joined(separator: ", ") + "]"
        case .instance(let instance):
            // As Swift prints a class instance without CustomStringConvertible: its type's name.
            return instance.type
        case .object(let object):
            if let range = SwiftRanges.description(value) { return range }
            if let (low, high, closed) = SwiftComparableRanges.bounds(value) { return describe(low) + (closed ? "..." : "..<") + describe(high) }
            switch object.type {
            case SwiftLazySequences.fromType: return "\(quotedDescription(object["lowerBound"] ?? .null))..."
            case "PartialRangeUpTo": return "..<\(quotedDescription(object["upperBound"] ?? .null))"
            case "PartialRangeThrough": return "...\(quotedDescription(object["upperBound"] ?? .null))"
            case "DateComponents":
                // As Foundation prints one: each component that is set, `name: value `, in Foundation's order.
                // (A time zone by its identifier, as Foundation writes it there: `timeZone: GMT`.)
                return object.fields.filter { !$0.value.isNull }.map { field in
                    if case .object(let zone) = field.value, zone.type == "TimeZone", case .string(let identifier)? = zone["identifier"] {
                        return "\(field.name): \(identifier) "
                    }
                    return "\(field.name): \(describe(field.value)) "
                }.joined()
            default: break
            }
            // `Context(codingPath: …)`: a nested type prints by its own name, as Swift prints `DecodingError.Context`.
            let shown = object.type.contains("<") ? object.type : object.type.split(separator: ".").last.map(String.init) ?? object.type
            return "\(shown)(" + object.fields.map { "\($0.name): \(quotedDescription($0.value))" }.joined(separator: ", ") + ")"
        case .record(let record):
            let fields = record.values.keys.sorted().compactMap { key -> String? in
                guard let value = record.values[key] else { return nil }
                if case .record = value { return nil }
                if case .array = value { return nil }
                return "\(key): \(quotedDescription(value))"
            }
            return "\(record.model)(" + fields.joined(separator: ", ") + ")"
        case .enumCase(_, let name, _): return name
        case .member(let name, _): return name
        case .family(let f): return f
        case .view: return "View"
        case .closure: return "(closure)"
        case .keyPath(let path): return "\\." + path.joined(separator: ".")
        case .sortDescriptor(let path, let reverse): return "SortDescriptor(\\.\(path.joined(separator: ".")), order: \(reverse ? ".reverse" : ".forward"))"
        case .policy(let p): return p.description
        case .timeline(let t): return "Timeline(\(t.entries.count) entries, \(t.policy.description))"
        case .source(let source): return "source \(source.name ?? source.kind)"
        case .type(let name): return name
        case .error(let message): return message
        case .image(let image): return image.systemName.map { "Image(systemName: \"\($0)\")" } ?? "Image(\(image.byteCount) bytes)"
        case .tuple(let tuple):
            return "(" + zip(tuple.labels, tuple.elements).map { ($0.map { "\($0): " } ?? "") + quotedDescription($1) }.joined(separator: ", ") + ")"
        }
    }

    static func quotedDescription(_ value: Value) -> String {
        if case .string(let s) = value { return "\"\(s)\"" }
        return describe(value)
    }

    public static func typeName(of value: Value) -> String {
        switch value {
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .sized(let n): return n.kind.rawValue
        case .double: return "Double"
        case .decimal: return "Decimal"
        case .float: return "Float"
        case .string: return "String"
        case .date: return "Date"
        case .duration: return "Duration"
        case .data: return "Data"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .object(let o): return o.type
        case .instance(let i): return i.type
        case .record(let r): return r.model
        case .enumCase(let type, _, _): return type
        case .member(let name, _): return ".\(name)"
        case .family: return "WidgetFamily"
        case .view: return "View"
        case .closure: return "Closure"
        case .keyPath: return "KeyPath"
        case .sortDescriptor: return "SortDescriptor"
        case .policy: return "TimelineReloadPolicy"
        case .timeline: return "Timeline"
        case .source: return "Source"
        case .type(let name): return "\(name).Type"
        case .error: return "Error"
        case .image: return "Image"
        case .tuple(let tuple): return "(" + tuple.elements.map(typeName).joined(separator: ", ") + ")"
        }
    }
}
