/// Brings a store file to the declared schema, or refuses and leaves it unchanged.
///
/// Rules (see docs/store.md): a new model gets a table; a new field gets a column and
/// its default in existing rows; a removed field keeps its column and data, hidden,
/// and re-adding it with the same type shows the data again; a changed type, or a
/// non-optional field that existing rows would have no value for, is an error.
/// Everything is planned before anything is written, and applied in one transaction.
struct Migrator {
    let connection: any StoreConnection
    let catalog: Catalog
    /// Starts the write transaction (`BEGIN IMMEDIATE`, or `BEGIN` and the store's lock).
    let begin: () throws -> Void

    /// A change to apply: SQL with bound values.
    private struct Step {
        let sql: String
        var values: [SQLValue] = []
    }

    /// Returns the schema version after migrating.
    func run() throws -> Int {
        try begin()
        do {
            let layout = try StoredLayout(connection: connection)
            var steps = try plan(layout)
            var version = layout.version
            if !steps.isEmpty {
                version += 1
                steps.append(Step(sql: connection.dialect.upsert(StoredLayout.metaTable, ["key", "value"], key: ["key"]),
                                  values: [.text("schema_version"), .text(String(version))]))
                for step in steps { try connection.execute(step.sql, step.values) }
            }
            try connection.execute("COMMIT")
            return version
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// The schema version of a store that already matches the schema, or nil when it
    /// needs a change. Reads only: a store opened read-only can be used only as it is.
    func currentVersion() throws -> Int? {
        let layout = try StoredLayout(connection: connection)
        return try plan(layout).isEmpty ? layout.version : nil
    }

    /// Every change the store needs, metadata tables first.
    private func plan(_ layout: StoredLayout) throws -> [Step] {
        var steps = Self.metadataTables(layout, connection.dialect)
        for table in catalog.allTables { steps += try plan(table, layout) }
        return steps
    }

    private static func metadataTables(_ layout: StoredLayout, _ dialect: SQLDialect) -> [Step] {
        var steps: [Step] = []
        let text = dialect.columnType(.string)
        if !layout.tables.contains(StoredLayout.metaTable) {
            steps.append(Step(sql: "CREATE TABLE \(StoredLayout.metaTable) (key \(text) PRIMARY KEY, value TEXT)"))
            steps.append(Step(sql: "INSERT INTO \(StoredLayout.metaTable)(key, value) VALUES ('format', '1')"))
        }
        if !layout.tables.contains(StoredLayout.columnsTable) {
            steps.append(Step(sql: """
                CREATE TABLE \(StoredLayout.columnsTable) (model \(text) NOT NULL, name \(text) NOT NULL, \
                signature TEXT NOT NULL, optional INTEGER NOT NULL, hidden INTEGER NOT NULL, PRIMARY KEY (model, name))
                """))
        }
        return steps
    }

    private func plan(_ table: ModelTable, _ layout: StoredLayout) throws -> [Step] {
        var steps: [Step] = []
        let stored = layout.columns[table.name] ?? [:]
        let exists = layout.tables.contains(table.name)
        if !exists {
            let columns = table.columns.map { SQL.quote($0.name) + " " + dialect.columnType($0) }
            steps.append(Step(sql: "CREATE TABLE \(table.quotedName) (\(dialect.keyColumns)"
                                   + columns.map { ", " + $0 }.joined() + ")"))
        }
        let physical = exists ? try connection.columnNames(of: table.name) : []
        let rows = exists ? try count("SELECT COUNT(*) FROM \(table.quotedName)") : 0
        for column in table.columns {
            let quoted = SQL.quote(column.name)
            let record = Step(sql: dialect.upsert(StoredLayout.columnsTable, ["model", "name", "signature", "optional", "hidden"],
                                                  key: ["model", "name"]),
                              values: [.text(table.name), .text(column.name), .text(column.storageSignature),
                                       .integer(column.isOptional ? 1 : 0), .integer(0)])
            guard exists else { steps.append(record); continue }
            if let old = stored[column.name] {
                guard old.signature == column.storageSignature else {
                    throw StoreError.fieldTypeChanged(model: table.name, field: column.name,
                                                      stored: old.signature, declared: column.storageSignature)
                }
                let nowRequired = !column.isOptional && (old.isOptional || old.isHidden)
                if nowRequired { steps += try fillMissing(table, column, rows: "\(quoted) IS NULL") }
                if old.isOptional != column.isOptional || old.isHidden { steps.append(record) }
            } else {
                if physical.contains(column.name) {
                    throw StoreError.invalidSchema("table \(table.name) has a column '\(column.name)' the store did not create; "
                                                   + "use another store file")
                }
                steps.append(Step(sql: "ALTER TABLE \(table.quotedName) ADD COLUMN \(quoted) \(dialect.columnType(column))"))
                if rows > 0 { steps += try fillMissing(table, column, rows: nil, count: rows) }
                steps.append(record)
            }
        }
        for (name, old) in stored where !old.isHidden && !table.hasColumn(name) {
            steps.append(Step(sql: "UPDATE \(StoredLayout.columnsTable) SET hidden = 1 WHERE model = ? AND name = ?",
                              values: [.text(table.name), .text(name)]))
        }
        steps += try indexSteps(table, exists: exists)
        return steps
    }

    /// Gives rows without a value (all rows, or those matching `condition`) the column's default.
    private func fillMissing(_ table: ModelTable, _ column: Column, rows condition: String?, count known: Int? = nil) throws -> [Step] {
        let missing = try known ?? count("SELECT COUNT(*) FROM \(table.quotedName) WHERE \(condition ?? dialect.trueCondition)")
        guard missing > 0 else { return [] }
        guard let value = column.defaultValue else {
            if column.isOptional { return [] }
            throw StoreError.fieldNeedsDefault(model: table.name, field: column.name, rows: missing)
        }
        let encoded = try ValueCoding.encode(value, for: column, model: table.name)
        let filter = condition.map { " WHERE " + $0 } ?? ""
        return [Step(sql: "UPDATE \(table.quotedName) SET \(SQL.quote(column.name)) = ?\(filter)", values: [encoded])]
    }

    private func indexSteps(_ table: ModelTable, exists: Bool) throws -> [Step] {
        let present = exists ? try connection.storeIndexNames(of: table.name) : []
        var wanted: Set<String> = []
        var steps: [Step] = []
        for columns in table.declaredIndexes {
            let name = StoredLayout.indexName(table: table.name, columns: columns, dialect: dialect)
            wanted.insert(name)
            if present.contains(name) { continue }
            let list = (columns.map(dialect.indexColumn) + dialect.indexTail).joined(separator: ", ")
            steps.append(Step(sql: "CREATE INDEX \(SQL.quote(name)) ON \(table.quotedName) (\(list))"))
        }
        for name in present.subtracting(wanted).sorted() {
            steps.append(Step(sql: "DROP INDEX \(SQL.quote(name))"))
        }
        return steps
    }

    private func count(_ sql: String) throws -> Int {
        if case .integer(let number)? = try connection.scalar(sql) { return Int(number) }
        return 0
    }

    private var dialect: SQLDialect { connection.dialect }
}
