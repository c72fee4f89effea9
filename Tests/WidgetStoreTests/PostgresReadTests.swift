import Foundation
import Testing
import WidgetStore
import WidgetTestSupport

/// What a read on a PostgreSQL store sends and how it reads the answer: one prepared
/// statement per fetch (no transaction, settings or metadata query around it), and
/// numbers and booleans read from the server's text exactly, at their extremes too.
@Suite struct PostgresReadTests {
    static let numbers = Schema([ModelSchema("Sample", fields: [
        FieldSchema("count", .int, default: 0),
        FieldSchema("ratio", .double, default: 0),
        FieldSchema("flag", .bool, default: false),
        FieldSchema("maybe", .int, optional: true),
    ])])

    @Test func numbersAndBooleansReadBackExactly() throws {
        let place = try StorePlace(.postgres)
        let store = try place.open(Self.numbers)
        let rows: [(Int, Double, Bool)] = [
            (Int.max, 1.7976931348623157e308, true), (Int.min, -5e-324, false), (0, -0.0, true),
            (-42, 0.1 + 0.2, false), (1_700_000_000, 1_733_289_735.123456, true),
        ]
        var inserted: [Record] = []
        for (count, ratio, flag) in rows {
            inserted.append(try store.insert("Sample", ["count": .int(count), "ratio": .double(ratio), "flag": .bool(flag)]))
        }
        let fetched = try store.fetch(Query("Sample"))
        #expect(fetched == inserted)
        #expect(fetched.map { $0["count"] } == rows.map { .int($0.0) })
        #expect(fetched.map { $0["ratio"] } == rows.map { .double($0.1) })
        #expect(fetched.map { $0["flag"] } == rows.map { .bool($0.2) })
        #expect(fetched.map { $0["maybe"] } == Array(repeating: .null, count: rows.count))
        // Insertion order (`seq`, a bigint read the same way) is kept.
        #expect(fetched.map(\.order) == fetched.map(\.order).sorted())
        #expect(try store.fetch(Query("Sample", filter: .field("flag", .equal, true), sort: [.descending("count")])).map { $0["count"] }
                == [.int(Int.max), .int(1_700_000_000), .int(0)])
    }

    /// Values another program wrote: PostgreSQL's infinities and NaN in a double column
    /// read as such, not as 0.
    @Test func specialDoublesWrittenElsewhereReadAsThemselves() throws {
        let place = try StorePlace(.postgres)
        let url = try place.location()
        let store = try place.open(Self.numbers)
        let schema = try #require(URLComponents(string: url)?.queryItems?.first { $0.name == "schema" }?.value)
        for text in ["Infinity", "-Infinity", "NaN"] {
            _ = try PostgresServer.shared().psql(["-q", "-v", "ON_ERROR_STOP=1", "-c",
                "INSERT INTO \"\(schema)\".\"Sample\"(id, count, ratio, flag) VALUES ('\(text)', 1, '\(text)', true)"])
        }
        let ratios = try store.fetch(Query("Sample")).map { record -> Double? in
            if case .double(let number) = record["ratio"] { return number }
            return nil
        }
        #expect(ratios.count == 3)
        #expect(ratios.first == .infinity)
        #expect(ratios.dropFirst().first == -.infinity)
        #expect(ratios.last??.isNaN == true)
    }

    /// With every statement logged, three fetches are three executions of one prepared
    /// statement and nothing else: no BEGIN/COMMIT, SET or catalogue query per read.
    @Test(.timeLimit(.minutes(2))) func aFetchIsOneExecutionOfAPreparedStatement() throws {
        let server = try PostgresServer()
        let store = try Store.open(path: server.storeURL(schema: "reads"), schema: Self.numbers)
        try store.insert("Sample", ["count": 7])
        let query = Query("Sample", filter: .field("count", .equal, 7), limit: 3)
        #expect(try store.fetch(query).count == 1)  // prepared here
        _ = try server.psql(["-q", "-c", "ALTER SYSTEM SET log_statement = 'all'"])
        _ = try server.psql(["-q", "-c", "SELECT pg_reload_conf()"])
        let log = server.folder.appendingPathComponent("server.log")
        func logText() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        // The reload reaches every backend; a marker from a new session shows it arrived.
        var marked = false
        for attempt in 0..<100 where !marked {
            _ = try server.psql(["-q", "-c", "SELECT 'widgetry-before-\(attempt)'"])
            marked = logText().contains("widgetry-before-\(attempt)")
            if !marked { usleep(50_000) }
        }
        #expect(marked)
        usleep(200_000)
        for _ in 0..<3 { #expect(try store.fetch(query).count == 1) }
        _ = try server.psql(["-q", "-c", "SELECT 'widgetry-after'"])
        #expect(eventually { logText().contains("widgetry-after") })
        let text = logText()
        guard let start = text.range(of: "widgetry-before-", options: .backwards),
              let marker = text.range(of: "widgetry-after", range: start.upperBound..<text.endIndex),
              let end = text[start.upperBound..<marker.lowerBound].lastIndex(of: "\n") else { return }
        // Between the markers' lines; statements only (a checkpoint may log meanwhile):
        // simple queries log as "statement:", prepared ones as "execute <name>:".
        let statements = text[start.upperBound..<end].split(separator: "\n")
            .filter { $0.contains("LOG:  statement:") || $0.contains("LOG:  execute") }
        #expect(statements.count == 3, "\(statements)")
        #expect(statements.allSatisfy { $0.contains("LOG:  execute w") }, "\(statements)")
    }
}
