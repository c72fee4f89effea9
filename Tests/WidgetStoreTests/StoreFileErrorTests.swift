import Foundation
import Testing
import WidgetStore

/// SQLite's failures on the store's file say what happened and what to do, keeping
/// SQLite's own words as a detail line. Each test makes the real condition.
@Suite struct StoreFileErrorTests {
    @Test func aFileThatIsNotADatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
        let error = storeError { _ = try Store.open(path: path, schema: Schemas.all) }
        guard case .file(.notADatabase, path, _)? = error else {
            Issue.record("expected notADatabase, got \(String(describing: error))")
            return
        }
        let lines = error?.description.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "the store at \(path) is not a SQLite database (was it overwritten?); move it away or run `widgetry store FILE reset`")
        #expect(lines.dropFirst().first == "  sqlite: file is not a database (26) in: PRAGMA journal_mode=WAL")
    }

    @Test func aDamagedFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        do {
            let store = try Store.open(path: path, schema: Schemas.all)
            try store.transaction { for number in 0..<200 { try store.insert("ToDo", ["name": .string("task \(number)")]) } }
        }
        // Every page after the first (the schema) overwritten: the tables' pages are garbage.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - 4096))
        try handle.close()
        let error = storeError {
            let store = try Store.open(path: path, schema: Schemas.all)
            _ = try store.all("ToDo")
        }
        guard case .file(.damaged, path, let detail)? = error else {
            Issue.record("expected damaged, got \(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("the store at \(path) is damaged (SQLite found it malformed); move the file away") == true)
        #expect(detail.contains("malformed"), "\(detail)")
    }

    @Test func aFolderThatIsAFile() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.path("plain-file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let path = blocker + "/store.sqlite"
        let error = storeError { _ = try Store.open(path: path, schema: Schemas.all) }
        guard case .file(.cannotOpen, path, _)? = error else {
            Issue.record("expected cannotOpen, got \(String(describing: error))")
            return
        }
        #expect(error?.description == "cannot open the store at \(path): its folder is missing or is not a folder, "
                + "or the file cannot be created there; check the path (and --store)\n"
                + "  sqlite: unable to open database file (14) while opening the file")
    }

    @Test func aStoreLockedTooLongIsBusy() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path()
        let holder = try Store.open(path: path, schema: Schemas.all)
        let waiter = try Store.open(path: path, schema: Schemas.all, options: Store.Options(busyTimeoutMilliseconds: 50))
        let error = storeError {
            try holder.transaction {
                try holder.insert("ToDo", ["name": "held"])
                try waiter.insert("ToDo", ["name": "waits"])
            }
        }
        guard case .busy? = error else {
            Issue.record("expected busy, got \(String(describing: error))")
            return
        }
        let lines = error?.description.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "the store is busy: another process kept it locked for longer than this one waits "
                + "(10 s by default); nothing was written. Try again when that process is done")
        #expect(lines.dropFirst().first == "  sqlite: database is locked")
        #expect(try holder.count("ToDo") == 0)
    }

    @Test func aMissingFolderIsNotCreated() throws {
        let directory = try TemporaryDirectory()
        let folder = directory.path("missing")
        let error = storeError { _ = try Store.open(path: folder + "/store.sqlite", schema: Schemas.all) }
        #expect(error == .missingFolder(path: folder + "/store.sqlite", folder: folder))
        #expect(error?.description == "the folder \(folder) for the store does not exist; create it first or choose another --store path")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
