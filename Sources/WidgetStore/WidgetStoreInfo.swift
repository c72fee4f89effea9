import CSQLite
public enum WidgetStoreInfo { public static var sqliteVersion: String { String(cString: sqlite3_libversion()) } }
