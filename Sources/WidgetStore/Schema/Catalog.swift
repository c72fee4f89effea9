/// The schema checked and resolved into tables and columns: what the rest of the store works from.
struct Catalog: Sendable {
    let schema: Schema
    private let tables: [String: ModelTable]
    /// The link tables of the many-to-many relationships, after the models' tables.
    private let linkTables: [ModelTable]
    /// Each side of a many-to-many relationship (`"Trick.tags"`), with its link table.
    private let links: [String: ManyToMany]

    /// A many-to-many relationship's link table holds one row per linked pair: column `a` the id of a record of the side
    /// whose `Model.relationship` sorts first, `b` the other's, in the order they were linked. Its name starts with
    /// `linkPrefix`, which no model's name may (`SchemaRules.checkName`).
    struct ManyToMany: Sendable {
        let table: ModelTable
        /// The column holding this side's record id, and the one holding the linked record's.
        let own: String, other: String
    }

    static let linkPrefix = "_link_"

    init(_ schema: Schema) throws {
        self.schema = schema
        var tables: [String: ModelTable] = [:]
        for model in schema.models {
            // (A store copied as it is, `Store.openAsStored`, lists the link tables as models of their own.)
            if !model.name.hasPrefix(Catalog.linkPrefix) { try SchemaRules.checkName(model.name, what: "model") }
            if tables[model.name] != nil { throw StoreError.invalidSchema("model '\(model.name)' is declared twice") }
            tables[model.name] = try ModelTable(model)
        }
        self.tables = tables
        for model in schema.models { try SchemaRules.checkRelationships(of: model, in: schema) }
        var linkTables: [ModelTable] = []
        var links: [String: ManyToMany] = [:]
        for model in schema.models {
            for relationship in model.relationships where relationship.kind == .toMany {
                guard let inverseName = relationship.inverse, let inverse = schema.model(named: relationship.target)?.relationship(named: inverseName),
                      inverse.kind == .toMany else { continue }
                let side = "\(model.name).\(relationship.name)", otherSide = "\(relationship.target).\(inverseName)"
                guard side <= otherSide, links[side] == nil else { continue }
                let name = Catalog.linkPrefix + side.replacingOccurrences(of: ".", with: "_")
                let table = try ModelTable(ModelSchema(name, relationships: [.toOne("a", model.name), .toOne("b", relationship.target)]))
                linkTables.append(table)
                links[side] = ManyToMany(table: table, own: "a", other: "b")
                links[otherSide] = ManyToMany(table: table, own: "b", other: "a")
            }
        }
        self.linkTables = linkTables
        self.links = links
    }

    func table(_ model: String) throws -> ModelTable {
        guard let table = tables[model] else { throw StoreError.unknownModel(model) }
        return table
    }

    /// The link table of a many-to-many relationship; nil for any other relationship.
    func manyToMany(_ model: String, _ relationship: String) -> ManyToMany? {
        links.isEmpty ? nil : links["\(model).\(relationship)"]
    }

    var allTables: [ModelTable] { schema.models.compactMap { tables[$0.name] } + linkTables }
}

/// One stored column of a model: a field, or the id of a to-one relationship's target.
struct Column: Sendable {
    enum Kind: Sendable {
        case field(FieldSchema)
        case toOne(RelationshipSchema)
    }

    let name: String
    let kind: Kind

    var isOptional: Bool {
        switch kind {
        case .field(let field): field.isOptional
        case .toOne: true
        }
    }

    /// What the metadata table records, to recognise changed types on the next open.
    var storageSignature: String {
        switch kind {
        case .field(let field): field.type.storageSignature
        case .toOne(let relationship): "-> \(relationship.target)"
        }
    }

    var columnType: String {
        switch kind {
        case .field(let field): field.type.columnType
        case .toOne: "TEXT"
        }
    }

    var defaultValue: StoreValue? {
        if case .field(let field) = kind { return field.defaultValue }
        return nil
    }
}

/// A model mapped to its table.
struct ModelTable: Sendable {
    let schema: ModelSchema
    let columns: [Column]
    private let positions: [String: Int]
    /// `seq, id, <columns>` qualified with `alias`, for SELECTs that decode a `Record`.
    let selectList: String
    /// `INSERT INTO <table> (id, <columns>) VALUES (?, ...)`
    let insertSQL: String

    var name: String { schema.name }
    var quotedName: String { SQL.quote(schema.name) }

    init(_ model: ModelSchema) throws {
        schema = model
        var columns: [Column] = []
        var positions: [String: Int] = [:]
        for field in model.fields {
            try SchemaRules.checkName(field.name, what: "field of \(model.name)")
            try SchemaRules.checkType(field, of: model.name)
            columns.append(Column(name: field.name, kind: .field(field)))
        }
        for relationship in model.relationships where relationship.kind == .toOne {
            try SchemaRules.checkName(relationship.name, what: "relationship of \(model.name)")
            columns.append(Column(name: relationship.name, kind: .toOne(relationship)))
        }
        for (position, column) in columns.enumerated() {
            if positions[column.name] != nil {
                throw StoreError.invalidSchema("\(model.name).\(column.name) is declared twice")
            }
            positions[column.name] = position
        }
        for relationship in model.relationships where relationship.kind == .toMany {
            try SchemaRules.checkName(relationship.name, what: "relationship of \(model.name)")
            if positions[relationship.name] != nil || model.relationships.filter({ $0.name == relationship.name }).count > 1 {
                throw StoreError.invalidSchema("\(model.name).\(relationship.name) is declared twice")
            }
        }
        self.columns = columns
        self.positions = positions
        let names = ["id"] + columns.map { SQL.quote($0.name) }
        insertSQL = "INSERT INTO \(SQL.quote(model.name)) (\(names.joined(separator: ", "))) VALUES ("
            + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")"
        selectList = (["t0.seq", "t0.id"] + columns.map { "t0." + SQL.quote($0.name) }).joined(separator: ", ")
        for index in model.indexes {
            if index.isEmpty { throw StoreError.invalidSchema("an index of \(model.name) lists no fields") }
            for name in index where positions[name] == nil {
                throw StoreError.invalidSchema("an index of \(model.name) names '\(name)', which is not a field or to-one relationship")
            }
        }
    }

    func column(_ name: String) throws -> Column {
        guard let position = positions[name] else { throw StoreError.unknownField(model: self.name, field: name) }
        return columns[position]
    }

    func hasColumn(_ name: String) -> Bool { positions[name] != nil }

    /// Declared indexes, each as an ordered list of column names. To-one relationship
    /// columns are always indexed: delete rules and to-many lookups search them.
    var declaredIndexes: [[String]] {
        var result = schema.indexes
        for field in schema.fields where field.isIndexed { result.append([field.name]) }
        for relationship in schema.relationships where relationship.kind == .toOne {
            result.append([relationship.name])
        }
        var seen = Set<[String]>()
        return result.filter { seen.insert($0).inserted }
    }

    /// Decodes the row a `selectList` query produced.
    func record(from statement: any StoreRow, offset: Int = 0) -> Record {
        var values: [String: StoreValue] = [:]
        values.reserveCapacity(columns.count)
        for (position, column) in columns.enumerated() {
            values[column.name] = ValueCoding.decode(statement, offset + 2 + position, column)
        }
        return Record(model: name, id: statement.text(offset + 1), order: statement.integer(offset), values: values)
    }
}

/// Quoting for identifiers. Values are never written into SQL text: they are bound.
enum SQL {
    static func quote(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
