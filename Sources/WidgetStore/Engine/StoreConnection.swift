/// One row of a result, read by column position. SQLite's `Statement` and
/// PostgreSQL's `PostgresRow` both are one.
protocol StoreRow {
    func isNull(_ column: Int) -> Bool
    func integer(_ column: Int) -> Int64
    func real(_ column: Int) -> Double
    func text(_ column: Int) -> String
    func value(_ column: Int) -> SQLValue
}

/// The seam between the store and its engine: a connection that runs SQL written
/// with `?` placeholders and bound `SQLValue`s. The SQL the store writes differs
/// between engines only where `SQLDialect` says so.
///
/// Not thread-safe by itself: `Store` serialises every use behind its lock.
protocol StoreConnection: AnyObject {
    var dialect: SQLDialect { get }
    /// Runs a statement that returns no rows we need.
    func execute(_ sql: String, _ values: [SQLValue]) throws
    /// Runs a query and maps every row.
    func rows<T>(_ sql: String, _ values: [SQLValue], _ map: (any StoreRow) throws -> T) throws -> [T]
    /// Runs an `INSERT` and returns the new row's `seq`.
    func insert(_ sql: String, _ values: [SQLValue]) throws -> Int64
    /// Runs several statements with no parameters (schema changes, settings).
    func executeScript(_ sql: String) throws
    /// Rows changed by the last statement.
    var changes: Int { get }
    /// True between `BEGIN` and `COMMIT`/`ROLLBACK`.
    var isInTransaction: Bool { get }
    /// True when `error` is a violated unique constraint (a duplicate id).
    func isUniqueViolation(_ error: Error) -> Bool
    /// The tables of the store (its namespace only).
    func tableNames() throws -> Set<String>
    /// Column names physically present in a table.
    func columnNames(of table: String) throws -> Set<String>
    /// Index names the store created (`wx_` prefix) on a table.
    func storeIndexNames(of table: String) throws -> Set<String>
}

extension StoreConnection {
    func execute(_ sql: String) throws { try execute(sql, []) }

    func rows<T>(_ sql: String, _ map: (any StoreRow) throws -> T) throws -> [T] { try rows(sql, [], map) }

    /// The first column of the first row, if any.
    func scalar(_ sql: String, _ values: [SQLValue] = []) throws -> SQLValue? {
        try rows(sql, values) { $0.value(0) }.first
    }
}
