import Foundation
import WidgetStore

/// The runtime's own records in the store: cached timelines, per-instance
/// configuration and change counters (one in all, one per model), as key → JSON text rows of the
/// hidden model `WidgetryState`.
struct StateTable {
    static let model = "WidgetryState"
    static let schema = ModelSchema(model, fields: [
        FieldSchema("key", .string, indexed: true),
        FieldSchema("value", .string, default: .string("")),
    ])

    let store: Store

    func get(_ key: String) throws -> String? {
        let query = Query(StateTable.model, filter: .field("key", .equal, .string(key)), limit: 1)
        return try store.fetch(query).first?["value"].stringValue
    }

    func set(_ key: String, _ value: String) throws {
        let query = Query(StateTable.model, filter: .field("key", .equal, .string(key)), limit: 1)
        if let record = try store.fetch(query).first {
            _ = try store.update(StateTable.model, id: record.id, ["value": .string(value)])
        } else {
            _ = try store.insert(StateTable.model, ["key": .string(key), "value": .string(value)])
        }
    }

    func remove(prefix: String) throws {
        let query = Query(StateTable.model, filter: .text("key", .hasPrefix, prefix, caseSensitive: true))
        for record in try store.fetch(query) { try store.delete(StateTable.model, id: record.id) }
    }

    func getJSON(_ key: String) throws -> JSONValue? {
        guard let text = try get(key) else { return nil }
        return JSONValue.parse(text: text)
    }

    func setJSON(_ key: String, _ value: JSONValue) throws {
        try set(key, value.text)
    }

    /// A string-to-string map kept as a JSON object (configuration texts).
    func getStrings(_ key: String) throws -> [String: String] {
        guard case .object(let members)? = try getJSON(key) else { return [:] }
        var result: [String: String] = [:]
        for member in members { if let text = member.value.string { result[member.key] = text } }
        return result
    }

    func setStrings(_ key: String, _ map: [String: String]) throws {
        try setJSON(key, .pairs(map.keys.sorted().map { ($0, JSONValue.string(map[$0] ?? "")) }))
    }

    /// Bumped by every write transaction the runtime makes, so cached timelines know the data changed.
    func changeCounter() throws -> Int { Int(try get("changes") ?? "0") ?? 0 }

    /// Bumped by every write transaction that wrote records of `model` (or of a
    /// model related to it, see `ModelReads.closure`): a widget that does not
    /// read the model keeps its cached timeline and is not drawn again.
    func changeCounter(model: String) throws -> Int { Int(try get("changes/\(model)") ?? "0") ?? 0 }

    /// Bumps the total counter and the counter of each model in `models`.
    func bumpChangeCounters(models: Set<String>) throws {
        try set("changes", String(try changeCounter() + 1))
        for model in models.sorted() { try set("changes/\(model)", String(try changeCounter(model: model) + 1)) }
    }

    /// The counters of `models` as one text (`A=3,B=0`), to compare with a later one.
    func changeStamp(models: [String]) throws -> String {
        try models.map { "\($0)=\(try changeCounter(model: $0))" }.joined(separator: ",")
    }
}
