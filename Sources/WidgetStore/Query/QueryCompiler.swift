/// SQL for a query, with the values it binds in order.
struct CompiledQuery {
    let sql: String
    let values: [SQLValue]
}

/// Turns a `Query` into SQL. Values are only ever bound as parameters; names in the
/// SQL come from the checked schema and are quoted.
struct QueryCompiler {
    let catalog: Catalog
    let root: ModelTable
    let dialect: SQLDialect
    private var joins: [String] = []
    private var aliases: [[String]: (alias: String, table: ModelTable)] = [:]
    var values: [SQLValue] = []

    init(catalog: Catalog, model: String, dialect: SQLDialect) throws {
        self.catalog = catalog
        self.dialect = dialect
        root = try catalog.table(model)
    }

    /// `SELECT <record columns> ... WHERE ... ORDER BY ... LIMIT ? OFFSET ?`
    mutating func select(_ query: Query) throws -> CompiledQuery {
        let filter = try query.filter.map { try condition($0, negated: false) }
        var order: [String] = []
        for key in query.sort {
            let operand = try resolve(key.operand)
            order.append(operand.sql + dialect.sortDirection(ascending: key.ascending))
        }
        order.append("t0.seq")
        var sql = "SELECT \(root.selectList) FROM \(root.quotedName) t0" + joins.joined()
        if let filter { sql += " WHERE " + filter }
        sql += " ORDER BY " + order.joined(separator: ", ")
        sql += try page(query)
        return CompiledQuery(sql: sql, values: values)
    }

    /// `SELECT COUNT(*)` of the records the query selects (honouring limit and offset).
    mutating func count(_ query: Query) throws -> CompiledQuery {
        let filter = try query.filter.map { try condition($0, negated: false) }
        var inner = "FROM \(root.quotedName) t0" + joins.joined()
        if let filter { inner += " WHERE " + filter }
        let paging = try page(query)
        let sql = paging.isEmpty ? "SELECT COUNT(*) " + inner : "SELECT COUNT(*) FROM (SELECT 1 \(inner)\(paging)) page"
        return CompiledQuery(sql: sql, values: values)
    }

    private mutating func page(_ query: Query) throws -> String {
        guard query.limit != nil || query.offset != nil else { return "" }
        let limit = query.limit ?? (dialect == .sqlite ? -1 : Int(Int64.max))
        let offset = query.offset ?? 0
        if query.limit.map({ $0 < 0 }) ?? false || offset < 0 {
            throw StoreError.invalidQuery("limit and offset cannot be negative (limit \(limit), offset \(offset))")
        }
        values += [.integer(Int64(limit)), .integer(Int64(offset))]
        return " LIMIT ? OFFSET ?"
    }

    // MARK: - Operands

    /// An operand as SQL, with its type and whether it can be NULL.
    struct Resolved {
        let sql: String
        let type: FieldType
        let nullable: Bool
        let name: String
    }

    mutating func resolve(_ operand: Operand) throws -> Resolved {
        switch operand {
        case .value(let path):
            let (alias, table, nullable, last) = try walk(path)
            if last == "id" { return Resolved(sql: "\(alias).id", type: .id, nullable: nullable, name: path.description) }
            if let relationship = table.schema.relationship(named: last), relationship.kind == .toMany {
                throw StoreError.invalidQuery("\(table.name).\(last) is a to-many relationship; compare its count instead")
            }
            let column = try table.column(last)
            let sql = "\(alias).\(SQL.quote(last))"
            switch column.kind {
            case .toOne: return Resolved(sql: sql, type: .id, nullable: true, name: path.description)
            case .field(let field):
                return Resolved(sql: sql, type: field.type, nullable: nullable || field.isOptional, name: path.description)
            }
        case .count(let path):
            let (alias, table, _, last) = try walk(path)
            guard let relationship = table.schema.relationship(named: last), relationship.kind == .toMany,
                  let inverse = relationship.inverse else {
                throw StoreError.invalidQuery("\(table.name).\(last) is not a to-many relationship, so it has no count")
            }
            if let link = catalog.manyToMany(table.name, last) {
                let sql = "(SELECT COUNT(*) FROM \(link.table.quotedName) WHERE \(link.table.quotedName).\(SQL.quote(link.own)) = \(alias).id)"
                return Resolved(sql: sql, type: .int, nullable: false, name: path.description + ".count")
            }
            let target = try catalog.table(relationship.target)
            let sql = "(SELECT COUNT(*) FROM \(target.quotedName) WHERE \(target.quotedName).\(SQL.quote(inverse)) = \(alias).id)"
            return Resolved(sql: sql, type: .int, nullable: false, name: path.description + ".count")
        }
    }

    /// Follows the to-one relationships of a path, joining their tables; returns where the last component lives.
    private mutating func walk(_ path: FieldPath) throws -> (String, ModelTable, Bool, String) {
        guard let last = path.components.last, !path.components.contains("") else {
            throw StoreError.invalidQuery("'\(path)' is not a field path")
        }
        var alias = "t0"
        var table = root
        var prefix: [String] = []
        for component in path.components.dropLast() {
            prefix.append(component)
            guard let relationship = table.schema.relationship(named: component), relationship.kind == .toOne else {
                throw StoreError.invalidQuery("\(table.name).\(component) is not a to-one relationship, so '\(path)' cannot follow it")
            }
            if let known = aliases[prefix] {
                (alias, table) = known
                continue
            }
            let target = try catalog.table(relationship.target)
            let joined = "j\(aliases.count + 1)"
            joins.append(" LEFT JOIN \(target.quotedName) \(joined) ON \(joined).id = \(alias).\(SQL.quote(component))")
            aliases[prefix] = (joined, target)
            (alias, table) = (joined, target)
        }
        return (alias, table, path.components.count > 1, last)
    }
}
