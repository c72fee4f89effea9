import Foundation

/// `widgetry store FILE copy --to DEST`: every record of one store into another, empty
/// one — SQLite to PostgreSQL or back. The models come from the source's own metadata
/// (`_widgetry_columns`), not from a widget file, so the source is neither migrated
/// nor changed, and fields a widget no longer declares (hidden) are copied too.
extension Store {
    public struct CopyReport: Sendable, Equatable {
        /// Records copied per model, in the source's model order.
        public var counts: [(model: String, records: Int)]
        public var total: Int { counts.reduce(0) { $0 + $1.records } }

        public static func == (lhs: CopyReport, rhs: CopyReport) -> Bool {
            lhs.counts.map(\.model) == rhs.counts.map(\.model) && lhs.counts.map(\.records) == rhs.counts.map(\.records)
        }
    }

    /// Copies the store at `source` (a file path or a `postgresql://` URL) into `destination`:
    /// ids, field values, to-one links (so relationships), insertion order, and the
    /// runtime's own state (configuration, cached timelines). The destination must hold
    /// no records; everything is copied in one transaction, or nothing is.
    public static func copy(from source: String, to destination: String, options: Options = Options()) throws -> CopyReport {
        let from = try openExisting(source, options: options)
        let to = try Store.open(path: destination, schema: from.schema, options: options)
        var report = CopyReport(counts: [])
        try to.transaction {
            for model in from.schema.models where try to.count(model.name) > 0 {
                throw StoreError.cannotOpen(path: to.path, reason: "it already holds \(model.name) records; copy into a new, empty store")
            }
            var links: [(String, String, [String: StoreValue])] = []
            for model in from.schema.models {
                let toOne = Set(model.relationships.map(\.name))
                let records = try from.all(model.name)
                for record in records {
                    let fields = record.values.filter { !toOne.contains($0.key) }
                    try to.insert(model.name, fields, id: record.id)
                    let linked = record.values.filter { toOne.contains($0.key) && !$0.value.isNull }
                    if !linked.isEmpty { links.append((model.name, record.id, linked)) }
                }
                report.counts.append((model.name, records.count))
            }
            for (model, id, values) in links { try to.update(model, id: id, values) }
        }
        return report
    }

    /// Opens an existing store as it is, with the models its metadata describes, without migrating it.
    static func openExisting(_ location: String, options: Options) throws -> Store {
        let connection: any StoreConnection
        let server = try PostgresLocation(store: location)
        if let server {
            connection = try PostgresConnection(location: server)
        } else {
            guard FileManager.default.fileExists(atPath: location) else {
                throw StoreError.cannotOpen(path: location, reason: "there is no store file there")
            }
            connection = try Connection(path: location)
        }
        let layout = try StoredLayout(connection: connection)
        guard layout.tables.contains(StoredLayout.metaTable) else {
            throw StoreError.cannotOpen(path: server?.redacted ?? location, reason: "it holds no widgetry store")
        }
        var models: [ModelSchema] = []
        for (name, columns) in layout.columns.sorted(by: { $0.key < $1.key }) where layout.tables.contains(name) {
            var model = ModelSchema(name)
            for (column, stored) in columns.sorted(by: { $0.key < $1.key }) {
                if stored.signature.hasPrefix("-> ") {
                    model.relationships.append(.toOne(column, String(stored.signature.dropFirst(3))))
                } else if let type = FieldType(signature: stored.signature) {
                    model.fields.append(FieldSchema(column, type, optional: true))
                }
            }
            models.append(model)
        }
        let schema = Schema(models)
        return Store(path: server?.redacted ?? location, schema: schema, schemaVersion: layout.version, options: options,
                     connection: connection, catalog: try Catalog(schema), server: server)
    }
}

extension FieldType {
    /// The type a storage signature stands for (an enum as its raw type's enum, without cases).
    init?(signature: String) {
        switch signature {
        case "Bool": self = .bool
        case "Int": self = .int
        case "Double": self = .double
        case "String": self = .string
        case "Date": self = .date
        case "ID": self = .id
        case "Composite": self = .composite(name: "Composite")
        case "Data": self = .data
        default:
            if signature.hasPrefix("enum("), signature.hasSuffix(")"),
               let raw = FieldType(signature: String(signature.dropFirst(5).dropLast())) {
                self = .enumeration(name: "enum", raw: raw, cases: [])
            } else if signature.hasPrefix("["), signature.hasSuffix("]"),
                      let element = FieldType(signature: String(signature.dropFirst().dropLast())) {
                self = .array(element)
            } else {
                return nil
            }
        }
    }
}
