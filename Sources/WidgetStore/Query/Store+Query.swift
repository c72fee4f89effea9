extension Store {
    /// The records a query selects, in its order.
    public func fetch(_ query: Query) throws -> [Record] {
        var compiler = try QueryCompiler(catalog: catalog, model: query.model, dialect: connection.dialect)
        let compiled = try compiler.select(query)
        let table = compiler.root
        return try locked { try connection.rows(compiled.sql, compiled.values) { table.record(from: $0) } }
    }

    /// The first record a query selects.
    public func first(_ query: Query) throws -> Record? {
        var limited = query
        limited.limit = 1
        return try fetch(limited).first
    }

    /// How many records a query selects (its sort is ignored; limit and offset apply).
    public func count(_ query: Query) throws -> Int {
        var compiler = try QueryCompiler(catalog: catalog, model: query.model, dialect: connection.dialect)
        let compiled = try compiler.count(query)
        let result = try locked { try connection.scalar(compiled.sql, compiled.values) }
        if case .integer(let number)? = result { return Int(number) }
        return 0
    }

    /// The SQL a query runs, with its parameters written in as SQL literals — for
    /// tracing and for running the same statement elsewhere (e.g. the `sqlite3` shell).
    /// The store itself always binds them.
    public func sqlText(for query: Query) throws -> String {
        var compiler = try QueryCompiler(catalog: catalog, model: query.model, dialect: connection.dialect)
        let compiled = try compiler.select(query)
        var remaining = compiled.values.makeIterator()
        var text = ""
        for character in compiled.sql {
            if character == "?", let value = remaining.next() {
                text += connection.dialect.literal(value)
            } else {
                text.append(character)
            }
        }
        return text
    }

    /// The engine's plan for a query (SQLite's `EXPLAIN QUERY PLAN`, PostgreSQL's
    /// `EXPLAIN`), one step per line: shows which index it uses.
    public func queryPlan(for query: Query) throws -> [String] {
        var compiler = try QueryCompiler(catalog: catalog, model: query.model, dialect: connection.dialect)
        let compiled = try compiler.select(query)
        return try locked {
            switch connection.dialect {
            case .sqlite: try connection.rows("EXPLAIN QUERY PLAN " + compiled.sql, compiled.values) { $0.text(3) }
            case .postgres: try connection.rows("EXPLAIN " + compiled.sql, compiled.values) { $0.text(0) }
            }
        }
    }
}
