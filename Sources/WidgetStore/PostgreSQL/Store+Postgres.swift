extension Store {
    /// Connects to the server and brings the store's schema to `catalog` (the same
    /// migration as a file, under the store's advisory lock, in one transaction).
    static func connectPostgres(_ server: PostgresLocation, catalog: Catalog) throws -> (PostgresConnection, Int) {
        let connection = try PostgresConnection(location: server)
        let version = try Migrator(connection: connection, catalog: catalog) {
            try connection.beginWrite()
            try connection.execute("CREATE SCHEMA IF NOT EXISTS \(SQL.quote(server.schema))")
        }.run()
        return (connection, version)
    }

    /// The socket of a PostgreSQL store's connection, readable when the server sent a
    /// notification (another process committed): a host can wait on it instead of
    /// polling `dataVersion`. Nil for a SQLite store or a lost connection.
    public var notificationSocket: Int32? {
        locked {
            guard let postgres = connection as? PostgresConnection, !postgres.isBroken else { return nil }
            let socket = postgres.socket
            return socket >= 0 ? socket : nil
        }
    }

    /// True when the store is on a PostgreSQL server that cannot be reached right now.
    public var isServerUnavailable: Bool {
        locked { (connection as? PostgresConnection)?.isBroken ?? false }
    }
}
