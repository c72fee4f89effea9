import CSQLite
import Foundation

/// One SQLite database connection with a cache of prepared statements.
///
/// Not thread-safe by itself: `Store` serialises every use behind its lock.
final class Connection: StoreConnection {
    var dialect: SQLDialect { .sqlite }
    let handle: OpaquePointer
    /// The file, for messages.
    let path: String
    private var statements: [String: Statement] = [:]

    /// How a store that cannot be written is opened to be read (`Store.connectReadOnly`).
    enum ReadOnly {
        /// `mode=ro`: SQLite's locks and WAL index as usual; every write fails.
        case shared
        /// `mode=ro&immutable=1`: no locks and no `-shm` file, for a file nobody can change.
        case immutable
    }

    /// Opens (or creates) the file for reading and writing, or with `readOnly` only reads it.
    init(path: String, readOnly: ReadOnly? = nil) throws {
        var pointer: OpaquePointer?
        let code: Int32
        if let readOnly {
            let uri = Connection.uri(path) + (readOnly == .immutable ? "?mode=ro&immutable=1" : "?mode=ro")
            code = sqlite3_open_v2(uri, &pointer, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nil)
        } else {
            code = sqlite3_open_v2(path, &pointer, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        }
        guard code == SQLITE_OK, let opened = pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(pointer)
            if let problem = StoreFileProblem(code: code)?.refined(path: path) {
                throw StoreError.file(problem, path: path, detail: "\(message) (\(code)) while opening the file")
            }
            throw StoreError.cannotOpen(path: path, reason: message)
        }
        handle = opened
        self.path = path
        sqlite3_extended_result_codes(handle, 1)
        TextFolding.register(on: handle)
    }

    /// `file:` and the path with every byte but letters, digits and `/-._~` written `%XX`,
    /// so `?`, `#` and `%` in a file name stay part of it.
    static func uri(_ path: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/-._~".utf8)
        var text = path.hasPrefix("/") ? "file://" : "file:"
        for byte in path.utf8 {
            if kept.contains(byte) { text.append(Character(Unicode.Scalar(byte))) } else { text += String(format: "%%%02X", byte) }
        }
        return text
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// A prepared statement for `sql`, compiled once and reused.
    func prepare(_ sql: String) throws -> Statement {
        if let cached = statements[sql] { return cached }
        var pointer: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard code == SQLITE_OK, let compiled = pointer else { throw error(code, sql: sql) }
        let statement = Statement(handle: compiled, sql: sql, connection: self)
        statements[sql] = statement
        return statement
    }

    /// Runs a statement that returns no rows we need.
    func execute(_ sql: String, _ values: [SQLValue]) throws {
        let statement = try prepare(sql)
        try statement.bind(values)
        defer { statement.reset() }
        while try statement.step() {}
    }

    /// Runs a query and maps every row.
    func rows<T>(_ sql: String, _ values: [SQLValue], _ map: (any StoreRow) throws -> T) throws -> [T] {
        let statement = try prepare(sql)
        try statement.bind(values)
        defer { statement.reset() }
        var result: [T] = []
        while try statement.step() { result.append(try map(statement)) }
        return result
    }

    func insert(_ sql: String, _ values: [SQLValue]) throws -> Int64 {
        try execute(sql, values)
        return sqlite3_last_insert_rowid(handle)
    }

    func tableNames() throws -> Set<String> {
        Set(try rows("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) })
    }

    func columnNames(of table: String) throws -> Set<String> {
        Set(try rows("SELECT name FROM pragma_table_info(?)", [.text(table)]) { $0.text(0) })
    }

    func storeIndexNames(of table: String) throws -> Set<String> {
        Set(try rows("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name LIKE 'wx\\_%' ESCAPE '\\'",
                     [.text(table)]) { $0.text(0) })
    }

    func isUniqueViolation(_ error: Error) -> Bool {
        if case StoreError.sqlite(let code, _, _)? = error as? StoreError { return Int32(code) == sqliteConstraintUnique }
        return false
    }

    /// Runs several statements with no parameters (schema changes, pragmas).
    func executeScript(_ sql: String) throws {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        if code != SQLITE_OK { throw error(code, sql: sql) }
    }

    var changes: Int { Int(sqlite3_changes(handle)) }

    /// True between `BEGIN` and `COMMIT`/`ROLLBACK`.
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Closing this connection leaves the `-wal` and `-shm` files alone (SQLite
    /// otherwise deletes them by name when the last connection closes), for a file
    /// that was removed or replaced: the names may belong to a new store by then.
    func keepWALOnClose() {
        var keep: Int32 = 1
        sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &keep)
    }

    func error(_ code: Int32, sql: String?) -> StoreError {
        let message = String(cString: sqlite3_errmsg(handle))
        let primary = code & 0xff
        if primary == SQLITE_BUSY || primary == SQLITE_LOCKED {
            return .busy(reason: message)
        }
        if let problem = StoreFileProblem(code: code)?.refined(path: path) {
            return .file(problem, path: path, detail: "\(message) (\(code))" + (sql.map { " in: \($0)" } ?? ""))
        }
        return .sqlite(code: Int(code), message: message, sql: sql)
    }
}

/// `SQLITE_CONSTRAINT_UNIQUE`, a C macro Swift does not import.
private let sqliteConstraintUnique: Int32 = SQLITE_CONSTRAINT | (8 << 8)
