import Foundation
import WidgetLanguage
import WidgetRuntime
import WidgetStore
import WidgetTestSupport

/// The PostgreSQL store (group `pg`), on a private server started for the run:
/// - `pg_store_query_1m_ms`: `StoreBench.query` over 1,000,000 ToDo rows through
///   `store.fetch`, median of 2,000; `psql_query_1m_ms` the same SQL
///   (`store.sqlText(for:)`) run 200 times in `psql` with `\timing` (median after 20
///   warm-up runs). The rows are inserted by one `INSERT … SELECT generate_series`
///   (a million single-row round trips would take minutes), then `ANALYZE`.
/// - `pg_tap_to_frame_ms`: a tap (perform, one transaction) + reload + render in this process.
/// - `pg_change_to_frame_ms`: a tap here → the new frame of a `widgetry watch` child on
///   the same store (NOTIFY → its listener → reload → frame on its pipe), median of 60.
enum PostgresBench {
    struct Failure: Error { let message: String }

    static func run(_ report: BenchReport) {
        let server: PostgresServer
        do { server = try PostgresServer() } catch {
            report.note("pg: cannot start a PostgreSQL server: \(error)")
            return
        }
        do {
            try measureQuery(server, report)
            try measureTaps(server, report)
        } catch {
            report.note("pg bench failed: \(error)")
        }
    }

    static func measureQuery(_ server: PostgresServer, _ report: BenchReport) throws {
        let url = server.storeURL(schema: "bench")
        let store = try Store.open(path: url, schema: StoreBench.schema)
        let start = monotonicSeconds()
        _ = try server.psql(["-q", "-c", """
            INSERT INTO bench."ToDo"(id, name, "isDone", "createdAt")
            SELECT gen_random_uuid()::text, 'Task ' || (random() * 16777216)::bigint, random() < 0.5, 1700000000 + g
            FROM generate_series(0, \(StoreBench.rows - 1)) g;
            """])
        // Settled before either side reads (hint bits, visibility map, statistics).
        _ = try server.psql(["-q", "-c", #"VACUUM ANALYZE bench."ToDo";"#])
        report.note("pg: filled \(StoreBench.rows) rows in \(String(format: "%.1f", monotonicSeconds() - start)) s")
        report.note("pg plan: " + (try store.queryPlan(for: StoreBench.query)).joined(separator: " | "))
        // psql's own timing of the same SQL, 200 runs (the first 20 warm up), before and
        // after the store's: neither side profits from running second.
        // The SQL names its tables without a schema (the store's connection sets
        // search_path), so psql sets the same search_path, untimed; ON_ERROR_STOP makes
        // a failing statement fail the run instead of timing an error.
        let sql = try store.sqlText(for: StoreBench.query)
        let script = "SET search_path TO \"bench\";\n\\timing on\n"
            + Array(repeating: sql + ";", count: 200).joined(separator: "\n") + "\n"
        let scriptFile = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-pg-bench-\(UUID().uuidString).sql")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: scriptFile.path)
        defer { try? FileManager.default.removeItem(at: scriptFile) }
        func psqlTimes() throws -> [Double] {
            let output = try server.psql(["-q", "-v", "ON_ERROR_STOP=1", "-o", "/dev/null", "-f", scriptFile.path])
            let times = output.split(separator: "\n").compactMap { line -> Double? in
                guard line.hasPrefix("Time: ") else { return nil }
                return Double(line.dropFirst(6).split(separator: " ").first ?? "")
            }
            guard times.count == 200 else {
                throw Failure(message: "psql printed \(times.count) timings for 200 statements: \(output.suffix(300))")
            }
            return Array(times.dropFirst(20))
        }
        var psql = try psqlTimes()
        let first = try store.fetch(StoreBench.query)
        if first.count != 3 { report.note("pg: the query returned \(first.count) records, expected 3") }
        for _ in 0..<100 { _ = try store.fetch(StoreBench.query) }
        var samples: [Double] = []
        for _ in 0..<2_000 {
            let begin = monotonicSeconds()
            _ = try store.fetch(StoreBench.query)
            samples.append((monotonicSeconds() - begin) * 1000)
        }
        report.record("pg_store_query_1m_ms", median(samples))
        psql += try psqlTimes()
        report.record("psql_query_1m_ms", median(psql))
    }

    static func measureTaps(_ server: PostgresServer, _ report: BenchReport) throws {
        guard let source = try? String(contentsOfFile: "widgets/todo.widget", encoding: .utf8) else {
            report.note("pg: widgets/todo.widget not found; run the bench from the package root")
            return
        }
        let url = server.storeURL(schema: "todo")
        let file = SourceFile(path: "widgets/todo.widget", text: source)
        guard let program = WidgetCompiler.compile(file).program else { return }
        let session = try WidgetSession(program: program, options: SessionOptions(storePath: url))
        var taps: [Double] = []
        for round in 0..<220 {
            let start = monotonicSeconds()
            _ = try session.tap(widget: "ToDoWidget", family: "systemSmall", button: 1)
            _ = try session.render(widget: "ToDoWidget", family: "systemSmall")
            if round >= 20 { taps.append((monotonicSeconds() - start) * 1000) }
        }
        report.record("pg_tap_to_frame_ms", median(taps))

        let watch = try LiveProcess("widgetry", ["watch", "widgets/todo.widget", "--plain", "--store", url])
        defer { watch.stop() }
        guard watch.waitFor(timeout: 60, { $0.contains("Go to the gym") }) else {
            report.note("pg: widgetry watch showed no frame: \(watch.errors.suffix(300))")
            return
        }
        var done = false  // as seeded: an even number of taps above
        var changes: [Double] = []
        for round in 0..<65 {
            Thread.sleep(forTimeInterval: 0.05)
            watch.mark()
            let start = monotonicSeconds()
            _ = try session.tap(widget: "ToDoWidget", family: "systemSmall", button: 1)
            done.toggle()
            let expected = done
            guard watch.waitForNew(timeout: 30, { $0.hasSuffix("╯\n") && $0.contains("● Go to the gym") == expected }) else {
                report.note("pg: change \(round) never showed: \(watch.errors.suffix(300))")
                return
            }
            if round >= 5 { changes.append((monotonicSeconds() - start) * 1000) }
        }
        report.record("pg_change_to_frame_ms", median(changes))
    }
}
