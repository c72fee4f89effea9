import Foundation
import WidgetRender
import WidgetSources

/// Values as JSON, for the timelines and configuration kept in the store.
/// Records are kept as their id and fields (relationships load again when read).
enum ValueCodec {
    static func encode(_ value: Value, depth: Int = 0) -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let b): return .pairs([("$bool", .bool(b))])
        case .int(let i): return .pairs([("$int", .int(i))])
        case .sized(let n): return .pairs([("$sized", .string(n.kind.rawValue)), ("bits", .string(String(n.bits)))])
        case .double(let d): return .pairs([("$double", .double(d.isFinite ? d : 0))])
        case .decimal(let d): return .pairs([("$decimal", .string(d.description))])
        case .float(let f): return .pairs([("$float", .double(f.isFinite ? Double(f) : 0))])
        case .string(let s): return .string(s)
        case .date(let d): return .pairs([("$date", .double(d.timeIntervalSince1970))])
        case .duration(let s): return .pairs([("$duration", .double(s))])
        case .data(let d): return .pairs([("$data", .string(d.base64EncodedString()))])
        case .array(let items): return .array(items.map { encode($0, depth: depth) })
        case .dictionary(let pairs): return .pairs([("$dictionary", .array(pairs.map { .array([encode($0.key, depth: depth), encode($0.value, depth: depth)]) }))])
        case .object(let object):
            return .pairs([("$object", .string(object.type)), ("fields", .array(object.fields.map { .array([.string($0.name), encode($0.value, depth: depth)]) }))])
        case .record(let record):
            var fields: [(String, JSONValue)] = []
            for name in record.values.keys.sorted() where !record.unloadedRelationships.contains(name) {
                guard let value = record.values[name] else { continue }
                if case .record(let target) = value { fields.append((name, .pairs([("$ref", .string(target.id))]))); continue }
                if case .array(let items) = value, items.contains(where: { if case .record = $0 { return true } else { return false } }) { continue }
                fields.append((name, encode(value, depth: depth)))
            }
            return .pairs([("$record", .string(record.model)), ("id", .string(record.id)), ("fields", .pairs(fields)), ("inserted", .bool(record.isInserted))])
        case .enumCase(let type, let name, let payload):
            var pairs: [(String, JSONValue)] = [("$enum", .string(type)), ("case", .string(name))]
            if !payload.isEmpty { pairs.append(("payload", .array(payload.map { encode($0, depth: depth) }))) }
            return .pairs(pairs)
        case .member(let name, let arguments): return .pairs([("$member", .string(name)), ("arguments", .array(arguments.map { encode($0, depth: depth) }))])
        case .family(let f): return .pairs([("$family", .string(f))])
        case .keyPath(let path): return .pairs([("$keyPath", .array(path.map { .string($0) }))])
        case .policy(let policy): return .pairs([("$policy", .string(PolicyCodec.encode(policy)))])
        case .error(let message): return .pairs([("$error", .string(message))])
        case .image(let image): return ImageCodec.encode(image)
        case .tuple(let tuple):
            return .pairs([("$tuple", .array(tuple.elements.map { encode($0, depth: depth) })), ("labels", .array(tuple.labels.map { $0.map(JSONValue.string) ?? .null }))])
        case .instance(let instance):
            // A snapshot of its fields; instances that hold each other stop at a depth.
            guard depth < 32 else { return .null }
            return encode(.object(instance.snapshot), depth: depth + 1)
        case .view, .closure, .sortDescriptor, .timeline, .source, .type: return .null
        }
    }

    static func decode(_ json: JSONValue) -> Value {
        switch json {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .double(let n): return .double(n)
        case .int(let i): return .int(i)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(decode))
        case .object(let members):
            guard let first = members.first else { return .null }
            let (tag, payload) = (first.key, first.value)
            switch tag {
            case "$tuple":
                let elements = (payload.array ?? []).map(decode)
                var labels = (json["labels"]?.array ?? []).map(\.string)
                if labels.count != elements.count { labels = Array(repeating: nil, count: elements.count) }
                return .tuple(TupleValue(labels: labels, elements: elements))
            case "$bool": return .bool(payload.bool ?? false)
            case "$int": return .int(payload.int ?? 0)
            case "$sized":
                guard let kind = payload.string.flatMap(IntegerKind.init(rawValue:)), let bits = json["bits"]?.string.flatMap({ UInt64($0) }) else { return .null }
                return .integer(bits, .uint64).integerValue.map { SizedArithmetic.truncated($0, to: kind) } ?? .null
            case "$double": return .double(payload.number ?? 0)
            case "$float": return .float(Float(payload.number ?? 0))
            case "$decimal": return .decimal(payload.string.flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) } ?? 0)
            case "$date": return .date(Date(timeIntervalSince1970: payload.number ?? 0))
            case "$duration": return .duration(payload.number ?? 0)
            case "$data": return .data(payload.string.flatMap { Data(base64Encoded: $0) } ?? Data())
            case "$dictionary":
                return .dictionary((payload.array ?? []).compactMap { pair in
                    guard let items = pair.array, items.count == 2 else { return nil }
                    return DictionaryPair(key: decode(items[0]), value: decode(items[1]))
                })
            case "$object":
                let fields = (json["fields"]?.array ?? []).compactMap { pair -> (name: String, value: Value)? in
                    guard let items = pair.array, items.count == 2, let name = items[0].string else { return nil }
                    return (name, decode(items[1]))
                }
                return .object(ObjectValue(type: payload.string ?? "", fields: fields))
            case "$record":
                guard let model = payload.string, let id = json["id"]?.string else { return .null }
                var values: [String: Value] = [:]
                if case .object(let fields)? = json["fields"] {
                    for member in fields {
                        let (name, field) = (member.key, member.value)
                        if let ref = field["$ref"]?.string { values[name] = .string(ref) } else { values[name] = decode(field) }
                    }
                }
                return .record(ModelObject(model: model, id: id, values: values, isInserted: json["inserted"]?.bool ?? true))
            case "$enum":
                return .enumCase(type: payload.string ?? "", name: json["case"]?.string ?? "", payload: (json["payload"]?.array ?? []).map(decode))
            case "$member": return .member(name: payload.string ?? "", arguments: (json["arguments"]?.array ?? []).map(decode))
            case "$family": return .family(payload.string ?? "")
            case "$keyPath": return .keyPath((payload.array ?? []).compactMap(\.string))
            case "$policy": return .policy(PolicyCodec.decode(payload.string ?? ""))
            case "$error": return .error(payload.string ?? "")
            case "$image": return ImageCodec.decode(json)
            default: return .null
            }
        }
    }
}

enum PolicyCodec {
    static func encode(_ policy: ReloadPolicy) -> String {
        switch policy {
        case .atEnd: return "atEnd"
        case .never: return "never"
        case .after(let date): return "after:\(date.timeIntervalSince1970)"
        }
    }

    static func decode(_ text: String) -> ReloadPolicy {
        if text == "never" { return .never }
        if text.hasPrefix("after:"), let t = Double(text.dropFirst(6)) { return .after(Date(timeIntervalSince1970: t)) }
        return .atEnd
    }
}
