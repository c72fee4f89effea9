extension Store {
    /// The records a query selects, in its order.
    public func fetch(_ query: Query) throws -> [Record] {
        try locked {
            let read = try compiledRead(query)
            return try connection.rows(read.query.sql, read.query.values) { read.table.record(from: $0) }
        }
    }

    /// The SQL of a read, compiled once per store: a widget asks the same queries on
    /// every reload (its timeline's, its state's), and compiling one costs more than
    /// SQLite takes to run it. The catalog and the dialect never change for a store,
    /// so neither does a query's SQL. Called under the lock.
    func compiledRead(_ query: Query) throws -> (query: CompiledQuery, table: ModelTable) {
        if let known = compiledReads[query] { return known }
        var compiler = try QueryCompiler(catalog: catalog, model: query.model, dialect: connection.dialect)
        let read = (query: try compiler.select(query), table: compiler.root)
        if compiledReads.count >= 256 { compiledReads.removeAll(keepingCapacity: true) }
        compiledReads[query] = read
        return read
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
