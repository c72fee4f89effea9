import Foundation
import WidgetSources
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

    /// The value of the first of `keys` that has one, in one query.
    func first(of keys: [String]) throws -> String? {
        var filter: Filter?
        for key in keys {
            let match = Filter.field("key", .equal, .string(key))
            filter = filter.map { .or($0, match) } ?? match
        }
        guard let filter else { return nil }
        var values: [String: String] = [:]
        for record in try store.fetch(Query(StateTable.model, filter: filter)) {
            if let key = record["key"].stringValue { values[key] = record["value"].stringValue ?? "" }
        }
        return keys.lazy.compactMap { values[$0] }.first
    }

    func set(_ key: String, _ value: String) throws {
        let query = Query(StateTable.model, filter: .field("key", .equal, .string(key)), limit: 1)
        if let record = try store.fetch(query).first {
            _ = try store.update(StateTable.model, id: record.id, ["value": .string(value)])
        } else {
            _ = try store.insert(StateTable.model, ["key": .string(key), "value": .string(value)])
        }
    }

    /// Every row whose key starts with `prefix`, by key.
    func values(prefix: String) throws -> [String: String] {
        let query = Query(StateTable.model, filter: .text("key", .hasPrefix, prefix, caseSensitive: true))
        var values: [String: String] = [:]
        for record in try store.fetch(query) {
            if let key = record["key"].stringValue { values[key] = record["value"].stringValue ?? "" }
        }
        return values
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
        guard let text = try get(key) else { return [:] }
        return StateTable.strings(fromJSON: text)
    }

    static func strings(fromJSON text: String) -> [String: String] {
        guard case .object(let members)? = JSONValue.parse(text: text) else { return [:] }
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

    /// Every change counter, by key (`changes`, `changes/MODEL`), read in one query:
    /// a reload and a tap each look at several of them.
    func changeCounters() throws -> [String: Int] {
        let query = Query(StateTable.model, filter: .text("key", .hasPrefix, "changes", caseSensitive: true))
        var counters: [String: Int] = [:]
        for record in try store.fetch(query) {
            guard let key = record["key"].stringValue else { continue }
            counters[key] = Int(record["value"].stringValue ?? "0") ?? 0
        }
        return counters
    }

    /// Bumps the total counter and the counter of each model in `models`.
    func bumpChangeCounters(models: Set<String>) throws {
        let counters = try changeCounters()
        try set("changes", String((counters["changes"] ?? 0) + 1))
        for model in models.sorted() { try set("changes/\(model)", String((counters["changes/\(model)"] ?? 0) + 1)) }
    }

    /// The counters of `models` as one text (`A=3,B=0`), to compare with a later one.
    func changeStamp(models: [String]) throws -> String {
        models.isEmpty ? "" : StateTable.changeStamp(models: models, counters: try changeCounters())
    }

    static func changeStamp(models: [String], counters: [String: Int]) -> String {
        models.map { "\($0)=\(counters["changes/\($0)"] ?? 0)" }.joined(separator: ",")
    }
}
