import Foundation

extension Store {
    /// Inserts a record and returns it. Omitted fields take their default (or nil when
    /// optional); a to-one relationship takes the target's id; a to-many relationship
    /// may be given as an array of the ids of records to link.
    @discardableResult
    public func insert(_ model: String, _ values: [String: StoreValue] = [:], id: String? = nil) throws -> Record {
        let table = try catalog.table(model)
        let links = try toManyValues(values, table)
        return try atomically(!links.isEmpty) {
            let recordID = id ?? UUID().uuidString
            var stored: [String: StoreValue] = [:]
            var bound: [SQLValue] = [.text(recordID)]
            for column in table.columns {
                let value = values[column.name] ?? column.defaultValue ?? .null
                let encoded = try ValueCoding.encode(value, for: column, model: model)
                if case .toOne(let relationship) = column.kind, let target = value.stringValue {
                    try requireTarget(relationship, of: model, id: target)
                }
                bound.append(encoded)
                stored[column.name] = column.isToOne ? value : decodeStored(encoded, column)
            }
            let order: Int64
            do { order = try connection.insert(table.insertSQL, bound) } catch {
                throw connection.isUniqueViolation(error) ? StoreError.duplicateID(model: model, id: recordID) : error
            }
            for (relationship, ids) in links { try link(ids, to: relationship, of: table, id: recordID, replacing: false) }
            return Record(model: model, id: recordID, order: order, values: stored)
        }
    }

    /// Changes some fields of a record and returns it as stored.
    @discardableResult
    public func update(_ model: String, id: String, _ values: [String: StoreValue]) throws -> Record {
        let table = try catalog.table(model)
        let links = try toManyValues(values, table)
        return try atomically(true) {
            var assignments: [String] = []
            var bound: [SQLValue] = []
            for (name, value) in values.sorted(by: { $0.key < $1.key }) where links[name] == nil {
                let column = try table.column(name)
                if case .toOne(let relationship) = column.kind, let target = value.stringValue {
                    try requireTarget(relationship, of: model, id: target)
                }
                bound.append(try ValueCoding.encode(value, for: column, model: model))
                assignments.append(SQL.quote(name) + " = ?")
            }
            if !assignments.isEmpty {
                try connection.execute("UPDATE \(table.quotedName) SET \(assignments.joined(separator: ", ")) WHERE id = ?",
                                       bound + [.text(id)])
            }
            if assignments.isEmpty || connection.changes == 0 {
                guard try exists(table, id) else { throw StoreError.recordNotFound(model: model, id: id) }
            }
            for (relationship, ids) in links { try link(ids, to: relationship, of: table, id: id, replacing: true) }
            guard let record = try find(model, id: id) else { throw StoreError.recordNotFound(model: model, id: id) }
            return record
        }
    }

    /// The record with this id, if there is one.
    public func find(_ model: String, id: String) throws -> Record? {
        let table = try catalog.table(model)
        return try locked {
            try connection.rows("SELECT \(table.selectList) FROM \(table.quotedName) t0 WHERE t0.id = ?",
                                [.text(id)]) { table.record(from: $0) }.first
        }
    }

    /// Every record of a model, in insertion order.
    public func all(_ model: String) throws -> [Record] { try fetch(Query(model)) }

    /// How many records a model has.
    public func count(_ model: String) throws -> Int { try count(Query(model)) }

    /// The records a relationship of a record links to: for a to-many relationship in
    /// insertion order, for a to-one relationship zero or one record.
    public func related(_ record: Record, _ relationship: String) throws -> [Record] {
        let table = try catalog.table(record.model)
        guard let declared = table.schema.relationship(named: relationship) else {
            throw StoreError.unknownField(model: record.model, field: relationship)
        }
        let target = try catalog.table(declared.target)
        return try locked {
            switch declared.kind {
            case .toOne:
                guard let id = try find(record.model, id: record.id)?[relationship].stringValue else { return [] }
                return try find(target.name, id: id).map { [$0] } ?? []
            case .toMany:
                if let link = catalog.manyToMany(record.model, relationship) {
                    return try connection.rows("SELECT \(target.selectList) FROM \(target.quotedName) t0 JOIN \(link.table.quotedName) l "
                                               + "ON l.\(SQL.quote(link.other)) = t0.id WHERE l.\(SQL.quote(link.own)) = ? ORDER BY l.seq",
                                               [.text(record.id)]) { target.record(from: $0) }
                }
                let inverse = SQL.quote(declared.inverse ?? "")
                return try connection.rows("SELECT \(target.selectList) FROM \(target.quotedName) t0 WHERE t0.\(inverse) = ? ORDER BY t0.seq",
                                           [.text(record.id)]) { target.record(from: $0) }
            }
        }
    }

    // MARK: - Helpers

    func exists(_ table: ModelTable, _ id: String) throws -> Bool {
        try connection.scalar("SELECT 1 FROM \(table.quotedName) WHERE id = ?", [.text(id)]) != nil
    }

    private func requireTarget(_ relationship: RelationshipSchema, of model: String, id: String) throws {
        let target = try catalog.table(relationship.target)
        if try !exists(target, id) {
            throw StoreError.missingTarget(model: model, relationship: relationship.name, target: target.name, id: id)
        }
    }

    /// The to-many relationships among `values`, each with the ids to link.
    private func toManyValues(_ values: [String: StoreValue], _ table: ModelTable) throws -> [String: [String]] {
        var links: [String: [String]] = [:]
        for (name, value) in values where !table.hasColumn(name) {
            guard let relationship = table.schema.relationship(named: name), relationship.kind == .toMany else {
                throw StoreError.unknownField(model: table.name, field: name)
            }
            let ids = (value.arrayValue ?? []).compactMap(\.stringValue)
            guard let items = value.arrayValue, ids.count == items.count else {
                throw StoreError.typeMismatch(model: table.name, field: name,
                                              expected: "an array of \(relationship.target) ids", got: value.kindName)
            }
            links[name] = ids
        }
        return links
    }

    /// Points the inverse to-one relationship of each listed record at `id`; with
    /// `replacing`, records no longer listed are detached (their link becomes nil).
    private func link(_ ids: [String], to name: String, of table: ModelTable, id: String, replacing: Bool) throws {
        guard let relationship = table.schema.relationship(named: name), let inverse = relationship.inverse else { return }
        let target = try catalog.table(relationship.target)
        if let link = catalog.manyToMany(table.name, name) {
            // A row per linked pair, in the order first given; a pair listed again, or linked already, is linked once.
            let own = SQL.quote(link.own), other = SQL.quote(link.other)
            if replacing { try connection.execute("DELETE FROM \(link.table.quotedName) WHERE \(own) = ?", [.text(id)]) }
            var seen: Set<String> = []
            for member in ids where seen.insert(member).inserted {
                guard try exists(target, member) else {
                    throw StoreError.missingTarget(model: table.name, relationship: name, target: target.name, id: member)
                }
                if try connection.scalar("SELECT 1 FROM \(link.table.quotedName) WHERE \(own) = ? AND \(other) = ?", [.text(id), .text(member)]) != nil {
                    continue
                }
                let pair: [SQLValue] = link.own == "a" ? [.text(id), .text(member)] : [.text(member), .text(id)]
                _ = try connection.insert(link.table.insertSQL, [.text(UUID().uuidString)] + pair)
            }
            return
        }
        let column = SQL.quote(inverse)
        if replacing {
            try connection.execute("UPDATE \(target.quotedName) SET \(column) = NULL WHERE \(column) = ?", [.text(id)])
        }
        for member in ids {
            try connection.execute("UPDATE \(target.quotedName) SET \(column) = ? WHERE id = ?", [.text(id), .text(member)])
            if connection.changes == 0 {
                throw StoreError.missingTarget(model: table.name, relationship: name, target: target.name, id: member)
            }
        }
    }

    private func decodeStored(_ value: SQLValue, _ column: Column) -> StoreValue {
        if case .field(let field) = column.kind { return ValueCoding.decode(value, as: field.type) }
        return .null
    }
}

extension Column {
    var isToOne: Bool { if case .toOne = kind { true } else { false } }
}
