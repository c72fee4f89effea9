import Foundation
import Testing
import WidgetStore

/// Several processes on one store file. Serialized: they spawn processes and contend for the file.
@Suite(.serialized, .timeLimit(.minutes(2))) struct ProcessTests {
    // The same schemas as in Sources/widgetry-store-probe/main.swift.
    static let counterSchema = Schema([ModelSchema("Counter", fields: [FieldSchema("value", .int, default: 0)])])
    static let itemSchema = Schema([ModelSchema("Item", fields: [FieldSchema("name", .string), FieldSchema("number", .int)])])

    @Test func twoProcessesIncrementingLoseNoUpdate() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        let store = try Store.open(path: path, schema: Self.counterSchema)
        try store.transaction {
            for _ in 0..<100 { try store.insert("Counter") }
        }
        let first = try Probe.start(["increment", path, "50"])
        let second = try Probe.start(["increment", path, "50"])
        for (process, _) in [first, second] {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let values = try store.all("Counter").map { $0["value"] }
        #expect(values.count == 100)
        #expect(values.allSatisfy { $0 == 100 })
        #expect(try store.integrityCheck() == "ok")
    }

    /// PostgreSQL: two processes add 1 to one counter 300 times each, every increment
    /// its own read-then-write transaction; none is lost.
    @Test func twoProcessesIncrementingOnPostgreSQLReachExactly600() throws {
        let place = try StorePlace(.postgres)
        let url = try place.location()
        let store = try Store.open(path: url, schema: Self.counterSchema)
        try store.insert("Counter")
        let first = try Probe.start(["increment", url, "300"])
        let second = try Probe.start(["increment", url, "300"])
        for (process, _) in [first, second] {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        #expect(try store.all("Counter").map { $0["value"] } == [600])
    }

    @Test func killingAWriterLosesNoCommittedRecord() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        _ = try Store.open(path: path, schema: Self.itemSchema)
        let (process, pipe) = try Probe.start(["insert", path])
        var output = Data()
        let reader = pipe.fileHandleForReading
        while output.count < 300 * 37 {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            output.append(chunk)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        output.append(reader.readDataToEndOfFile())

        // Only whole lines were reported as committed; a torn last line is ignored.
        let text = String(decoding: output, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()
        #expect(lines.count >= 300)

        let reopened = try Store.open(path: path, schema: Self.itemSchema)
        #expect(try reopened.integrityCheck() == "ok")
        let stored = Set(try reopened.all("Item").map(\.id))
        let missing = lines.filter { !stored.contains($0) }
        #expect(missing.isEmpty, "committed but missing: \(missing.prefix(5))")
    }
}
