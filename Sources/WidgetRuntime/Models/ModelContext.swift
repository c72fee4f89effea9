import Foundation
import WidgetLanguage
import WidgetSources
import WidgetStore

/// The program's view of the store: model records as `ModelObject`s, with
/// reads and writes translated to store calls. Writes are allowed only while
/// an intent performs, a seed runs, or a test sets up data.
final class ModelContext {
    let program: Program
    let store: Store
    let enums: EnumTable
    /// The models written since `WidgetSession.write` began (for the per-model change counters).
    var written: Set<String> = []
    /// Whether records were inserted, deleted or changed since SwiftData's `context.save()` (`hasChanges`).
    var hasUnsavedChanges = false

    init(program: Program, store: Store) {
        self.program = program
        self.store = store
        self.enums = EnumTable(program: program)
    }

    func fail(_ error: Error, _ range: SourceRange) -> RuntimeError {
        if let runtime = error as? RuntimeError { return runtime }
        if let storeError = error as? StoreError { return RuntimeError(storeError.description, at: range, isCatchable: true, thrown: .error(storeError.description)) }
        return RuntimeError("\(error)", at: range, isCatchable: true, thrown: .error("\(error)"))
    }

    // MARK: Reading

    func object(from record: Record) -> ModelObject {
        var values: [String: Value] = [:]
        let schema = store.schema.model(named: record.model)
        for field in schema?.fields ?? [] {
            values[field.name] = value(from: record[field.name], type: field.type)
        }
        let object = ModelObject(model: record.model, id: record.id, values: values, isInserted: true)
        for relationship in schema?.relationships ?? [] {
            if relationship.kind == .toOne {
                object.values[relationship.name] = value(from: record[relationship.name], type: .id)
            }
            object.unloadedRelationships.insert(relationship.name)
        }
        return object
    }

    func value(from stored: StoreValue, type: FieldType) -> Value {
        switch (stored, type) {
        case (.null, _): return .null
        case (_, .enumeration(let name, _, _)):
            return enums.caseName(name, raw: stored).map { .enumCase(type: name, name: $0) } ?? .null
        // A Codable struct's value, kept as its JSON (`ValueCodec`).
        case (.string(let text), .composite): return JSONValue.parse(text: text).map(ValueCodec.decode) ?? .null
        // Bytes, kept as base64 text.
        case (.string(let text), .data): return Data(base64Encoded: text).map(Value.data) ?? .null
        case (.bool(let b), _): return .bool(b)
        case (.int(let i), .double): return .double(Double(i))
        case (.int(let i), .bool): return .bool(i != 0)
        case (.int(let i), _): return .int(i)
        case (.double(let d), _): return .double(d)
        case (.string(let s), _): return .string(s)
        case (.date(let d), _): return .date(d)
        case (.array(let items), .array(let element)): return .array(items.map { value(from: $0, type: element) })
        case (.array(let items), _): return .array(items.map { value(from: $0, type: .string) })
        }
    }

    func all(_ model: String, at range: SourceRange) throws -> [ModelObject] {
        do { return try store.all(model).map(object(from:)) } catch { throw fail(error, range) }
    }

    func count(_ model: String, at range: SourceRange) throws -> Int {
        do { return try store.count(model) } catch { throw fail(error, range) }
    }

    func find(_ model: String, id: String, at range: SourceRange) throws -> ModelObject? {
        do { return try store.find(model, id: id).map(object(from:)) } catch { throw fail(error, range) }
    }

    func fetch(_ query: Query, at range: SourceRange) throws -> [ModelObject] {
        do { return try store.fetch(query).map(object(from:)) } catch { throw fail(error, range) }
    }

    /// A field or relationship of a record; relationships load on first access.
    func get(_ object: ModelObject, _ name: String, at range: SourceRange) throws -> Value {
        if name == "id" { return .string(object.id) }
        // Relationships load on first access (also for records read back from a cached timeline).
        if let relationship = store.schema.model(named: object.model)?.relationship(named: name),
           object.unloadedRelationships.contains(name) || object.values[name] == nil || isReference(object.values[name]) {
            object.unloadedRelationships.remove(name)
            do {
                switch relationship.kind {
                case .toOne:
                    if case .string(let id)? = object.values[name] {
                        object.values[name] = try store.find(relationship.target, id: id).map { .record(self.object(from: $0)) } ?? .null
                    } else {
                        object.values[name] = .null
                    }
                case .toMany:
                    let record = Record(model: object.model, id: object.id, order: 0, values: [:])
                    object.values[name] = .array(try store.related(record, name).map { .record(self.object(from: $0)) })
                }
            } catch {
                throw fail(error, range)
            }
        }
        if let value = object.values[name] { return value }
        if program.typeSymbol(object.model)?.field(name) != nil { return .null }
        throw RuntimeError("\(object.model) has no field '\(name)'", at: range)
    }

    func isReference(_ value: Value?) -> Bool {
        if case .string? = value { return true }
        return false
    }

    // MARK: Writing

    func makeObject(_ model: String, fields: [(name: String, value: Value)]) -> ModelObject {
        var values: [String: Value] = [:]
        var id = UUID().uuidString
        for field in fields {
            if field.name == "id", case .string(let given) = field.value { id = given; continue }
            values[field.name] = field.value
        }
        return ModelObject(model: model, id: id, values: values, isInserted: false)
    }

    func requireWrites(_ kind: BlockContext.Kind, _ what: String, at range: SourceRange) throws {
        guard kind == .perform || kind == .seed || kind == .test || program.tree.isSwift else {
            throw RuntimeError("\(what) changes the store, which only 'perform' and 'seed' blocks may do", at: range)
        }
    }

    func set(_ object: ModelObject, _ name: String, _ value: Value, at range: SourceRange, kind: BlockContext.Kind) throws {
        guard object.isInserted else {
            // `self.id = info.rawValue` in a model's `init`: its own `id` is the record's identity, as a given `id:` is.
            if name == "id", case .string(let given) = value { object.id = given; return }
            object.values[name] = value
            return
        }
        try requireWrites(kind, "changing '\(name)'", at: range)
        written.insert(object.model)
        hasUnsavedChanges = true
        let schema = store.schema.model(named: object.model)
        do {
            if let relationship = schema?.relationship(named: name) {
                switch (relationship.kind, value) {
                case (.toOne, .record(let target)):
                    if !target.isInserted { try insert(target, at: range) }
                    _ = try store.update(object.model, id: object.id, [name: .string(target.id)])
                case (.toOne, _):
                    _ = try store.update(object.model, id: object.id, [name: .null])
                case (.toMany, .array(let items)):
                    var ids: [StoreValue] = []
                    for case .record(let target) in items {
                        if !target.isInserted { try insert(target, at: range) }
                        ids.append(.string(target.id))
                    }
                    _ = try store.update(object.model, id: object.id, [name: .array(ids)])
                default:
                    throw RuntimeError("'\(name)' takes records of \(relationship.target)", at: range)
                }
                object.values[name] = value
                object.unloadedRelationships.remove(name)
                return
            }
            guard let field = schema?.field(named: name) else {
                throw RuntimeError("\(object.model) has no field '\(name)'", at: range)
            }
            _ = try store.update(object.model, id: object.id, [name: try storeValue(value, type: field.type, at: range)])
            object.values[name] = value
        } catch {
            throw fail(error, range)
        }
    }

    func insert(_ object: ModelObject, at range: SourceRange) throws {
        guard !object.isInserted else { return }
        written.insert(object.model)
        hasUnsavedChanges = true
        let schema = store.schema.model(named: object.model)
        var values: [String: StoreValue] = [:]
        var toMany: [(String, [ModelObject])] = []
        object.isInserted = true
        do {
            for field in schema?.fields ?? [] {
                if let value = object.values[field.name] { values[field.name] = try storeValue(value, type: field.type, at: range) }
            }
            for relationship in schema?.relationships ?? [] {
                switch (relationship.kind, object.values[relationship.name]) {
                case (.toOne, .record(let target)?):
                    if !target.isInserted { try insert(target, at: range) }
                    values[relationship.name] = .string(target.id)
                case (.toMany, .array(let items)?):
                    toMany.append((relationship.name, items.compactMap { if case .record(let r) = $0 { return r } else { return nil } }))
                default: break
                }
            }
            _ = try store.insert(object.model, values, id: object.id)
            for (name, children) in toMany where !children.isEmpty {
                for child in children where !child.isInserted { try insert(child, at: range) }
                _ = try store.update(object.model, id: object.id, [name: .array(children.map { .string($0.id) })])
            }
        } catch {
            object.isInserted = false
            throw fail(error, range)
        }
    }

    func delete(_ object: ModelObject, at range: SourceRange) throws {
        guard object.isInserted else { return }
        written.insert(object.model)
        hasUnsavedChanges = true
        do { try store.delete(object.model, id: object.id) } catch { throw fail(error, range) }
        object.isInserted = false
    }

    func storeValue(_ value: Value, type: FieldType, at range: SourceRange) throws -> StoreValue {
        switch (value, type) {
        case (.null, _): return .null
        case (.enumCase(let enumName, let name, _), _), (.member(let name, _), .enumeration(let enumName, _, _)):
            guard let raw = enums.raw(enumName, name) else { throw RuntimeError("enum '\(enumName)' has no case '\(name)'", at: range) }
            return raw
        case (.object(let object), .composite(let name)) where object.type == name: return .string(ValueCodec.encode(value).text)
        case (.array, .composite(let name)) where name.hasPrefix("["): return .string(ValueCodec.encode(value).text)
        case (.data(let bytes), .data): return .string(bytes.base64EncodedString())
        case (.bool(let b), _): return .bool(b)
        case (.int(let i), .double): return .double(Double(i))
        case (.int(let i), _): return .int(i)
        case (.double(let d), _): return .double(d)
        case (.string(let s), .date):
            guard let date = ISO8601.parse(s) else { throw RuntimeError("'\(s)' is not an ISO-8601 date", at: range) }
            return .date(date)
        case (.string(let s), _): return .string(s)
        case (.date(let d), _): return .date(d)
        case (.array(let items), .array(let element)): return .array(try items.map { try storeValue($0, type: element, at: range) })
        default:
            throw RuntimeError("a \(ValueFormatting.typeName(of: value)) cannot be stored in a field of type \(type)", at: range)
        }
    }
}
