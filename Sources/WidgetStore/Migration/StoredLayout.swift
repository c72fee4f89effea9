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

    init(connection: any StoreConnection) throws {
        tables = try connection.tableNames()
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

    /// `wx_TABLE__COLUMN__…`. PostgreSQL cuts names at 63 bytes, so a longer one is
    /// shortened there to its start and a hash of the whole (the same on every open).
    static func indexName(table: String, columns: [String], dialect: SQLDialect) -> String {
        let name = "wx_" + ([table] + columns).joined(separator: "__")
        guard dialect == .postgres, name.utf8.count > 63 else { return name }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        var start = ""
        for character in name where start.utf8.count + character.utf8.count <= 40 { start.append(character) }
        return start + "_" + String(hash, radix: 16)
    }
}
