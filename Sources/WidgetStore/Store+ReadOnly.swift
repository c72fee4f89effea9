import CSQLite
import Foundation

/// A SQLite store that cannot be written (a read-only file system, a file or folder the
/// user may not write, an immutable file) is still read — `store dump`, `render` of a
/// cached timeline — when it already matches the schema: `Store.open` opens it
/// read-only (`isReadOnly`), and every write to it fails with `.file(.readOnly)` and
/// writes nothing.
extension Store {
    /// Opens the file at `path` only to read it, after opening it to write was refused
    /// with `refusal` (which is thrown again when reading cannot help either).
    static func connectReadOnly(path: String, catalog: Catalog, options: Options, refusal: StoreError) throws -> (Connection, Int) {
        guard FileManager.default.fileExists(atPath: path) else { throw refusal }
        var connection: Connection
        do {
            // SQLite reads a WAL store read-only when its -wal and -shm files exist or can be made.
            connection = try Connection(path: path, readOnly: .shared)
            _ = try connection.scalar("SELECT count(*) FROM sqlite_master")
        } catch StoreError.file(let problem, _, _) where problem == .cannotOpen || problem == .readOnly {
            // They cannot be made (a read-only file system): nobody can change the file, so it
            // is read as it is — unless a -wal file holds commits the file itself lacks.
            guard !hasWAL(path) else { throw refusal }
            connection = try Connection(path: path, readOnly: .immutable)
        }
        sqlite3_busy_timeout(connection.handle, options.busyTimeoutMilliseconds)
        let cacheKibibytes = max(1, options.cacheMegabytes) * 1024
        try connection.executeScript("PRAGMA foreign_keys=OFF; PRAGMA cache_size=-\(cacheKibibytes);")
        try connection.execute("BEGIN")
        defer { try? connection.execute("ROLLBACK") }
        guard let version = try Migrator(connection: connection, catalog: catalog, begin: {}).currentVersion() else {
            throw StoreError.readOnlyOutOfDate(path: path)
        }
        return (connection, version)
    }

    /// Whether the store's `-wal` file has content.
    static func hasWAL(_ path: String) -> Bool {
        var info = stat()
        return stat(path + "-wal", &info) == 0 && info.st_size > 0
    }

    /// Whether the SQLite store at `path` (or, when there is none yet, its folder) cannot
    /// be written, as `store path` tells without opening it.
    public static func cannotBeWritten(path: String) -> Bool {
        guard (try? PostgresLocation(store: path)) == nil else { return false }
        if FileManager.default.fileExists(atPath: path) { return access(path, W_OK) != 0 }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return FileManager.default.fileExists(atPath: folder) && access(folder, W_OK) != 0
    }

    /// The one line a command prints when the store it reads cannot be written.
    public static func readOnlyWarning(path: String) -> String {
        "the store at \(path) cannot be written (a read-only file system, or the file or its folder cannot be "
            + "written); it is read as it is, and nothing can be saved"
    }
}
