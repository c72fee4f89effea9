import Foundation
import Testing
import WidgetStore
import WidgetTestSupport

/// What only a PostgreSQL store does: schemas that keep stores apart in one database,
/// announcing commits to other connections, surviving an outage, hiding passwords.
@Suite struct PostgresTests {
    static let counter = Schema([ModelSchema("Counter", fields: [FieldSchema("value", .int, default: 0)])])

    @Test func twoStoresInOneDatabaseKeepTheirTablesApart() throws {
        let place = try StorePlace(.postgres)
        let first = try place.open(Schemas.all, "first")
        let second = try place.open(Schemas.all, "second")
        try first.insert("ToDo", ["name": "only in the first"])
        #expect(try first.count("ToDo") == 1)
        #expect(try second.count("ToDo") == 0)
        let tables = try PostgresServer.shared().psql(["-At", "-c",
            "SELECT count(*) FROM pg_tables WHERE tablename = 'ToDo' AND schemaname LIKE '\(try schemaName(place.location("first")).dropLast(6))%'"])
        #expect(tables.trimmingCharacters(in: .whitespacesAndNewlines) == "2")
    }

    @Test func aCommitElsewhereIsAnnouncedAndAReadOnlyOneIsNot() throws {
        let place = try StorePlace(.postgres)
        let watcher = try place.open(Self.counter)
        let writer = try place.open(Self.counter)
        let before = watcher.dataVersion
        _ = try writer.transaction { try writer.all("Counter") }
        try writer.insert("Counter")
        #expect(eventually { watcher.dataVersion != before })
        let after = watcher.dataVersion
        _ = try writer.all("Counter")
        usleep(100_000)
        #expect(watcher.dataVersion == after)
        #expect(watcher.notificationSocket != nil)
    }

    /// The server stops under an open store: an intent fails saying so and writes
    /// nothing; once the server is back the store reconnects and works again.
    @Test(.timeLimit(.minutes(2))) func anOutageFailsClearlyAndTheStoreReconnects() throws {
        let server = try PostgresServer()
        let url = server.storeURL(schema: "outage")
        let store = try Store.open(path: url, schema: Self.counter)
        let counter = try store.insert("Counter")
        try server.stop()
        let error = message {
            try store.transaction {
                try store.update("Counter", id: counter.id, ["value": 1])
                try store.insert("Counter")
            }
        }
        #expect(error?.hasPrefix("cannot reach the PostgreSQL server of the store postgresql://postgres@127.0.0.1:\(server.port)/postgres?schema=outage; nothing was written") == true,
                "\(error ?? "no error")")
        #expect(store.isServerUnavailable)
        let seen = store.dataVersion
        try server.start()
        // Reconnecting waits for the back-off (at most 5 s); the version moves on so watchers reload.
        #expect(eventually(within: 20) { store.dataVersion != seen })
        #expect(try store.all("Counter").map { $0["value"] } == [0])
        try store.update("Counter", id: counter.id, ["value": 2])
        #expect(try Store.open(path: url, schema: Self.counter).all("Counter").map { $0["value"] } == [2])
    }

    /// The server goes away in the middle of an intent: the rest of the intent is not
    /// run on a new connection outside the transaction; nothing of it is applied.
    @Test(.timeLimit(.minutes(2))) func aConnectionLostMidTransactionAppliesNothing() throws {
        let server = try PostgresServer()
        let url = server.storeURL(schema: "midway")
        let store = try Store.open(path: url, schema: Self.counter)
        let counter = try store.insert("Counter")
        let error = message {
            try store.transaction {
                try store.update("Counter", id: counter.id, ["value": 1])
                try server.stop()
                try server.start()
                try store.insert("Counter")
            }
        }
        #expect(error?.contains("cannot reach the PostgreSQL server") == true, "\(error ?? "no error")")
        #expect(try Store.open(path: url, schema: Self.counter).all("Counter").map { $0["value"] } == [0])
    }

    @Test func passwordsNeverAppearInMessages() throws {
        let server = try PostgresServer.shared()
        let url = "postgresql://nobody:s3cr%40t-pw@127.0.0.1:\(server.port)/postgres?schema=x"
        let text = message { _ = try Store.open(path: url, schema: Self.counter) } ?? ""
        #expect(text.contains("postgresql://nobody:***@127.0.0.1:\(server.port)/postgres?schema=x"), "\(text)")
        #expect(!text.contains("s3cr"))
        #expect(PostgresLocation.redact("host=db password=hunter2 user=ana") == "host=db password=*** user=ana")
        #expect(PostgresLocation.redact("postgres://ana:hunter2@db/x?password=other&sslmode=require")
                == "postgres://ana:***@db/x?password=***&sslmode=require")
    }

    @Test func badSchemaNamesAreRefused() throws {
        #expect(message { _ = try Store.open(path: "postgresql://db/x?schema=pg_catalog", schema: Self.counter) }?
            .contains("the schema name 'pg_catalog' cannot be used") == true)
    }

    private func schemaName(_ url: String) -> String {
        URLComponents(string: url)?.queryItems?.first { $0.name == "schema" }?.value ?? ""
    }
}
