/// What the store file says about itself: its tables and, per model, the columns
/// it has ever had (with their types), read from the metadata tables.
struct StoredLayout {
    struct StoredColumn {
        let signature: String
        let isOptional: Bool
        let isHidden: Bool
    }

    static let metaTable = "_widgetry_meta"
    static let columnsTable = "_widgetry_columns"

    var tables: Set<String> = []
    var columns: [String: [String: StoredColumn]] = [:]
    var version = 0

    init(connection: Connection) throws {
        tables = Set(try connection.rows("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) })
        guard tables.contains(Self.metaTable), tables.contains(Self.columnsTable) else { return }
        let versionValue = try connection.scalar("SELECT value FROM \(Self.metaTable) WHERE key = 'schema_version'")
        if case .text(let text)? = versionValue { version = Int(text) ?? 0 }
        if case .integer(let number)? = versionValue { version = Int(number) }
        let rows = try connection.rows("SELECT model, name, signature, optional, hidden FROM \(Self.columnsTable)") {
            ($0.text(0), $0.text(1), StoredColumn(signature: $0.text(2), isOptional: $0.integer(3) != 0,
                                                  isHidden: $0.integer(4) != 0))
        }
        for (model, name, column) in rows { columns[model, default: [:]][name] = column }
    }

    /// Column names physically present in a table.
    static func physicalColumns(of table: String, connection: Connection) throws -> Set<String> {
        Set(try connection.rows("SELECT name FROM pragma_table_info(?)", [.text(table)]) { $0.text(0) })
    }

    /// Index names the store created (`wx_` prefix) on a table.
    static func storeIndexes(of table: String, connection: Connection) throws -> Set<String> {
        Set(try connection.rows("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name LIKE 'wx\\_%' ESCAPE '\\'",
                                [.text(table)]) { $0.text(0) })
    }

    static func indexName(table: String, columns: [String]) -> String {
        "wx_" + ([table] + columns).joined(separator: "__")
    }
}
