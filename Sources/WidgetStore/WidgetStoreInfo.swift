import CSQLite

/// Facts about the store's SQLite library.
public enum WidgetStoreInfo {
    public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }
}
