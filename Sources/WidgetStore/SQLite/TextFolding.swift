import CSQLite

/// The SQL function `wx_fold(text)`: Unicode-aware lower-casing for case-insensitive
/// string predicates (SQLite's own `lower()` only folds ASCII, and the seed widgets
/// are in Turkish, Vietnamese and Korean).
enum TextFolding {
    static let functionName = "wx_fold"

    static func register(on handle: OpaquePointer) {
        let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS
        sqlite3_create_function_v2(handle, functionName, 1, flags, nil, { context, count, arguments in
            guard count == 1, let argument = arguments?[0],
                  sqlite3_value_type(argument) != SQLITE_NULL,
                  let bytes = sqlite3_value_text(argument) else {
                sqlite3_result_null(context)
                return
            }
            let length = Int(sqlite3_value_bytes(argument))
            let text = String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
            let folded = text.lowercased()
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            folded.withCString { sqlite3_result_text(context, $0, Int32(folded.utf8.count), transient) }
        }, nil, nil, nil)
    }
}
