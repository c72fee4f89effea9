import CSQLite

/// SQLite copies bound text and blobs when given this destructor.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A compiled SQL statement. Owned by one `Connection`; not shared across threads.
final class Statement: StoreRow {
    let handle: OpaquePointer
    let sql: String
    private unowned let connection: Connection

    init(handle: OpaquePointer, sql: String, connection: Connection) {
        self.handle = handle
        self.sql = sql
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    /// Clears earlier bindings and binds `values` to `?1 ... ?n`.
    func bind(_ values: [SQLValue]) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            case .text(let text):
                let length = Int32(text.utf8.count)
                code = text.withCString { sqlite3_bind_text(handle, index, $0, length, transient) }
            }
            if code != SQLITE_OK { throw connection.error(code, sql: sql) }
        }
    }

    /// Advances to the next row; `false` when the statement is done.
    func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = connection.error(code, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Releases the statement's read position so it does not pin a snapshot.
    func reset() { sqlite3_reset(handle) }

    var columnCount: Int { Int(sqlite3_column_count(handle)) }

    func isNull(_ column: Int) -> Bool { sqlite3_column_type(handle, Int32(column)) == SQLITE_NULL }
    func integer(_ column: Int) -> Int64 { sqlite3_column_int64(handle, Int32(column)) }
    func real(_ column: Int) -> Double { sqlite3_column_double(handle, Int32(column)) }

    func text(_ column: Int) -> String {
        guard let bytes = sqlite3_column_text(handle, Int32(column)) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, Int32(column)))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    func value(_ column: Int) -> SQLValue {
        switch sqlite3_column_type(handle, Int32(column)) {
        case SQLITE_NULL: return .null
        case SQLITE_INTEGER: return .integer(integer(column))
        case SQLITE_FLOAT: return .real(real(column))
        default: return .text(text(column))
        }
    }
}

/// A value as SQLite stores it: the store's values are converted to these at the boundary.
enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}
