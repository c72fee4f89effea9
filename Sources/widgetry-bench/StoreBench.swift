import Foundation
import WidgetStore

/// The store against PRODUCT.md §8: a filtered, sorted, limited query over 1,000,000
/// rows (and the same SQL in the `sqlite3` shell), and durable single-record inserts.
enum StoreBench {
    static let rows = 1_000_000

    static let schema = Schema([ModelSchema("ToDo", fields: [
        FieldSchema("name", .string),
        FieldSchema("isDone", .bool, default: false),
        FieldSchema("createdAt", .date),
    ], indexes: [["isDone", "name"]])])

    /// `filter !isDone, sort by name, limit 3`
    static let query = Query("ToDo", filter: !.field("isDone", .equal, true), sort: [.ascending("name")], limit: 3)

    static func run(_ report: BenchReport) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetry-store-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("todo-1m.sqlite").path
            let store = try Store.open(path: path, schema: schema, options: Store.Options(cacheMegabytes: 256))
            try fill(store, report)
            try measureQuery(store, report)
            measureShell(path: path, sql: try store.sqlText(for: query), report)
            try measureInserts(directory: directory, report)
        } catch {
            report.note("store bench failed: \(error)")
        }
    }

    private static func fill(_ store: Store, _ report: BenchReport) throws {
        let start = monotonicSeconds()
        let epoch = Date(timeIntervalSince1970: 1_700_000_000)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        try store.transaction {
            for number in 0..<rows {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                try store.insert("ToDo", [
                    "name": .string("Task \(seed >> 40)"),
                    "isDone": .bool(seed >> 63 == 1),
                    "createdAt": .date(epoch.addingTimeInterval(Double(number))),
                ])
            }
        }
        report.note("filled \(rows) rows in one transaction in \(String(format: "%.1f", monotonicSeconds() - start)) s")
    }

    private static func measureQuery(_ store: Store, _ report: BenchReport) throws {
        for _ in 0..<100 { _ = try store.fetch(query) }
        var samples: [Double] = []
        for _ in 0..<2_000 {
            let start = monotonicSeconds()
            let records = try store.fetch(query)
            samples.append((monotonicSeconds() - start) * 1000)
            if records.count != 3 { report.note("query returned \(records.count) records, expected 3") }
        }
        report.record("store_query_1m_ms", median(samples))
    }

    /// Runs the query's SQL in the `sqlite3` shell with `.timer on`. The shell prints
    /// `real` in whole milliseconds only, so the figure is the statement's CPU time
    /// (`user + sys`, microsecond resolution) — the query is CPU-bound on a warm cache.
    private static func measureShell(path: String, sql: String, _ report: BenchReport) {
        guard let shell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/bin/sqlite3"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            report.note("sqlite3 shell not found: sqlite3_shell_query_1m_ms not measured (apt-get install sqlite3)")
            return
        }
        let repeats = 200
        let script = ".timer on\n.output /dev/null\n" + String(repeating: sql + ";\n", count: repeats)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-readonly", path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
            input.fileHandleForWriting.write(Data(script.utf8))
            try input.fileHandleForWriting.close()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let samples = cpuMilliseconds(text)
            guard samples.count == repeats else {
                report.note("sqlite3 shell printed \(samples.count) timings, expected \(repeats)")
                return
            }
            // Drop the first runs, which warm the shell's statement and page cache.
            report.record("sqlite3_shell_query_1m_ms", median(Array(samples.dropFirst(20))))
        } catch {
            report.note("sqlite3 shell failed: \(error)")
        }
    }

    /// `Run Time: real 0.000 user 0.000180 sys 0.000020` → user + sys in ms, per line.
    static func cpuMilliseconds(_ text: String) -> [Double] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard line.hasPrefix("Run Time:"),
                  let user = words.firstIndex(of: "user").flatMap({ words.indices.contains($0 + 1) ? Double(words[$0 + 1]) : nil }),
                  let sys = words.firstIndex(of: "sys").flatMap({ words.indices.contains($0 + 1) ? Double(words[$0 + 1]) : nil })
            else { return nil }
            return (user + sys) * 1000
        }
    }

    /// Single-record inserts, each its own transaction, with `synchronous=FULL` (durable).
    private static func measureInserts(directory: URL, _ report: BenchReport) throws {
        for (durability, key, count) in [(Store.Durability.full, "store_insert_per_s", 2_000),
                                         (.normal, "store_insert_normal_sync_per_s", 5_000)] {
            let path = directory.appendingPathComponent("inserts-\(key).sqlite").path
            let store = try Store.open(path: path, schema: schema, options: Store.Options(durability: durability))
            let epoch = Date(timeIntervalSince1970: 1_700_000_000)
            let start = monotonicSeconds()
            for number in 0..<count {
                try store.insert("ToDo", ["name": .string("Task \(number)"), "createdAt": .date(epoch)])
            }
            report.record(key, Double(count) / (monotonicSeconds() - start))
        }
    }
}
