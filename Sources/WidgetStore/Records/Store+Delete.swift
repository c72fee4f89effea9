extension Store {
    /// Deletes a record and applies the delete rules of its relationships, through any
    /// depth of cascades. All of it happens in one transaction: if a `.deny` rule
    /// anywhere blocks, nothing is deleted and the error names the relationship.
    public func delete(_ model: String, id: String) throws {
        let table = try catalog.table(model)
        try transaction {
            var visited: Set<RecordKey> = []
            guard try deleteRecord(table, id: id, visited: &visited) else {
                throw StoreError.recordNotFound(model: model, id: id)
            }
        }
    }

    private struct RecordKey: Hashable {
        let model: String
        let id: String
    }

    /// Returns false when the record does not exist (or is being deleted already).
    private func deleteRecord(_ table: ModelTable, id: String, visited: inout Set<RecordKey>) throws -> Bool {
        guard visited.insert(RecordKey(model: table.name, id: id)).inserted,
              let record = try find(table.name, id: id) else { return false }
        var cascadeTargets: [(ModelTable, String)] = []
        for relationship in table.schema.relationships {
            let target = try catalog.table(relationship.target)
            switch relationship.kind {
            case .toMany:
                if let link = catalog.manyToMany(table.name, relationship.name) {
                    // The linked records stay unless the rule says otherwise; the links go.
                    let own = SQL.quote(link.own)
                    let members = try connection.rows("SELECT \(SQL.quote(link.other)) FROM \(link.table.quotedName) WHERE \(own) = ? ORDER BY seq",
                                                      [.text(id)]) { $0.text(0) }
                    if relationship.deleteRule == .deny, !members.isEmpty {
                        throw StoreError.deleteDenied(model: table.name, id: id, relationship: relationship.name,
                                                      relatedModel: target.name, count: members.count)
                    }
                    try connection.execute("DELETE FROM \(link.table.quotedName) WHERE \(own) = ?", [.text(id)])
                    if relationship.deleteRule == .cascade {
                        for member in members { _ = try deleteRecord(target, id: member, visited: &visited) }
                    }
                    continue
                }
                let inverse = SQL.quote(relationship.inverse ?? "")
                let members = try connection.rows("SELECT id FROM \(target.quotedName) WHERE \(inverse) = ? ORDER BY seq",
                                                  [.text(id)]) { $0.text(0) }
                guard !members.isEmpty else { continue }
                switch relationship.deleteRule {
                case .deny:
                    throw StoreError.deleteDenied(model: table.name, id: id, relationship: relationship.name,
                                                  relatedModel: target.name, count: members.count)
                case .cascade:
                    for member in members { _ = try deleteRecord(target, id: member, visited: &visited) }
                case .nullify:
                    try connection.execute("UPDATE \(target.quotedName) SET \(inverse) = NULL WHERE \(inverse) = ?", [.text(id)])
                }
            case .toOne:
                guard let targetID = record[relationship.name].stringValue, try exists(target, targetID) else { continue }
                switch relationship.deleteRule {
                case .deny:
                    throw StoreError.deleteDenied(model: table.name, id: id, relationship: relationship.name,
                                                  relatedModel: target.name, count: 1)
                case .cascade: cascadeTargets.append((target, targetID))
                case .nullify: break
                }
            }
        }
        try detachIncomingLinks(to: table, id: id)
        try connection.execute("DELETE FROM \(table.quotedName) WHERE id = ?", [.text(id)])
        for (target, targetID) in cascadeTargets { _ = try deleteRecord(target, id: targetID, visited: &visited) }
        return true
    }

    /// To-one relationships without an inverse that point at the deleted record are cleared,
    /// so no record is left linking to a record that is gone.
    private func detachIncomingLinks(to table: ModelTable, id: String) throws {
        for other in catalog.allTables {
            for relationship in other.schema.relationships
            where relationship.kind == .toOne && relationship.target == table.name && relationship.inverse == nil {
                let column = SQL.quote(relationship.name)
                try connection.execute("UPDATE \(other.quotedName) SET \(column) = NULL WHERE \(column) = ?", [.text(id)])
            }
        }
    }
}
