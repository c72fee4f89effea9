import Foundation
import WidgetRender

/// Values as JSON, for the timelines and configuration kept in the store.
/// Records are kept as their id and fields (relationships load again when read).
enum ValueCodec {
    static func encode(_ value: Value) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let b): return ["$bool": b]
        case .int(let i): return ["$int": i]
        case .double(let d): return ["$double": d.isFinite ? d : 0]
        case .string(let s): return s
        case .date(let d): return ["$date": d.timeIntervalSince1970]
        case .duration(let s): return ["$duration": s]
        case .data(let d): return ["$data": d.base64EncodedString()]
        case .array(let items): return items.map(encode)
        case .dictionary(let pairs): return ["$dictionary": pairs.map { [encode($0.key), encode($0.value)] }]
        case .object(let object):
            return ["$object": object.type, "fields": object.fields.map { [$0.name, encode($0.value)] }]
        case .record(let record):
            var fields: [String: Any] = [:]
            for (name, value) in record.values where !record.unloadedRelationships.contains(name) {
                if case .record(let target) = value { fields[name] = ["$ref": target.id]; continue }
                if case .array(let items) = value, items.contains(where: { if case .record = $0 { return true } else { return false } }) { continue }
                fields[name] = encode(value)
            }
            return ["$record": record.model, "id": record.id, "fields": fields, "inserted": record.isInserted]
        case .enumCase(let type, let name): return ["$enum": type, "case": name]
        case .member(let name, let arguments): return ["$member": name, "arguments": arguments.map(encode)]
        case .family(let f): return ["$family": f]
        case .keyPath(let path): return ["$keyPath": path]
        case .policy(let policy): return ["$policy": PolicyCodec.encode(policy)]
        case .error(let message): return ["$error": message]
        case .image(let image): return ["$image": image.systemName ?? "", "bytes": image.byteCount]
        case .view, .closure, .sortDescriptor, .timeline, .source, .type: return NSNull()
        }
    }

    static func decode(_ json: Any?) -> Value {
        switch json {
        case nil, is NSNull: return .null
        case let s as String: return .string(s)
        case let items as [Any]: return .array(items.map(decode))
        case let object as [String: Any]:
            if let b = object["$bool"] as? Bool { return .bool(b) }
            if let i = object["$int"] as? Int { return .int(i) }
            if let d = object["$double"] as? Double { return .double(d) }
            if let t = object["$date"] as? Double { return .date(Date(timeIntervalSince1970: t)) }
            if let s = object["$duration"] as? Double { return .duration(s) }
            if let d = object["$data"] as? String { return .data(Data(base64Encoded: d) ?? Data()) }
            if let pairs = object["$dictionary"] as? [[Any]] {
                return .dictionary(pairs.compactMap { $0.count == 2 ? DictionaryPair(key: decode($0[0]), value: decode($0[1])) : nil })
            }
            if let type = object["$object"] as? String {
                let fields = (object["fields"] as? [[Any]] ?? []).compactMap { pair -> (name: String, value: Value)? in
                    guard pair.count == 2, let name = pair[0] as? String else { return nil }
                    return (name, decode(pair[1]))
                }
                return .object(ObjectValue(type: type, fields: fields))
            }
            if let model = object["$record"] as? String, let id = object["id"] as? String {
                var values: [String: Value] = [:]
                for (name, field) in object["fields"] as? [String: Any] ?? [:] {
                    if let ref = (field as? [String: Any])?["$ref"] as? String { values[name] = .string(ref); continue }
                    values[name] = decode(field)
                }
                let record = ModelObject(model: model, id: id, values: values, isInserted: object["inserted"] as? Bool ?? true)
                return .record(record)
            }
            if let type = object["$enum"] as? String, let name = object["case"] as? String { return .enumCase(type: type, name: name) }
            if let name = object["$member"] as? String { return .member(name: name, arguments: (object["arguments"] as? [Any] ?? []).map(decode)) }
            if let f = object["$family"] as? String { return .family(f) }
            if let path = object["$keyPath"] as? [String] { return .keyPath(path) }
            if let policy = object["$policy"] as? String { return .policy(PolicyCodec.decode(policy)) }
            if let message = object["$error"] as? String { return .error(message) }
            if let name = object["$image"] as? String { return .image(ImageValue(systemName: name.isEmpty ? nil : name, byteCount: object["bytes"] as? Int ?? 0)) }
            return .null
        default:
            if let number = json as? NSNumber { return .double(number.doubleValue) }
            return .null
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
