import CSQLite
import Foundation

/// Another process may remove or replace the store file while this one has it open
/// (`widgetry store FILE reset` under a running `watch`). Writes to the old, unlinked
/// file would be lost to every other process, so the store checks the path's file
/// (device and inode) at the start of every transaction and whenever `dataVersion`
/// is read, and opens the file now at the path (creating and migrating it if it is gone).
extension Store {
    /// Opens the file now at `path` when it is not the one open. Only outside a
    /// transaction (or right after `BEGIN IMMEDIATE` of the outermost one, which it
    /// rolls back). True when it reopened.
    func reopenIfReplaced() throws -> Bool {
        try locked {
            guard !isInTransactionBody, server == nil, let old = connection as? Connection else { return false }
            let current = FileIdentity(path: path)
            guard current != identity else { return false }
            let before = rawDataVersion &+ versionBase
            if connection.isInTransaction { try? connection.execute("ROLLBACK") }
            // Closing the old file must not checkpoint into, or delete, the new one's -wal.
            old.keepWALOnClose()
            let (reopened, _) = try Store.connect(path: path, catalog: catalog, options: options)
            connection = reopened
            identity = FileIdentity(path: path)
            reopenCount += 1
            // The version moves on by one, whatever the new file's own counter says.
            versionBase = before &+ 1 &- rawDataVersion
            return true
        }
    }

    /// Removes the store file at `path` (with its `-wal` and `-shm`) for `store reset`.
    ///
    /// It waits for the write lock first (up to the busy timeout) and unlinks while
    /// holding it, so a transaction another process committed before is simply part
    /// of what is reset, and one that starts after finds the file gone and reopens
    /// (see `reopenIfReplaced`): no commit goes to the unlinked file. A file that is
    /// not a store (damaged, overwritten) is removed without the lock. Returns a
    /// process that had the store open, if one was seen.
    public static func remove(path: String, options: Options = Options()) throws -> Int32? {
        if let server = try PostgresLocation(store: path) {
            // PostgreSQL: the store's schema is dropped, under the store's write lock.
            let connection = try PostgresConnection(location: server)
            try connection.beginWrite()
            try connection.execute("DROP SCHEMA IF EXISTS \(SQL.quote(server.schema)) CASCADE")
            try connection.execute("SELECT pg_notify(?, '')", [.text(server.channel)])
            try connection.execute("COMMIT")
            return nil
        }
        if isLinkLoop(path) { throw StoreError.linkLoop(path: path) }
        let holder = StoreHolders.anyOtherHolder(of: path)
        guard FileManager.default.fileExists(atPath: path) else {
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            return holder
        }
        let connection = try Connection(path: path)
        sqlite3_busy_timeout(connection.handle, options.busyTimeoutMilliseconds)
        connection.keepWALOnClose()
        var locked = false
        do {
            try retryingWhileBusy(timeoutMilliseconds: options.busyTimeoutMilliseconds) {
                try connection.execute("BEGIN IMMEDIATE")
            }
            locked = true
        } catch StoreError.file {
            // Not a usable store: nothing can be committed to it, remove it as it is.
        }
        for suffix in ["", "-wal", "-shm"] {
            let file = path + suffix
            if FileManager.default.fileExists(atPath: file) { try FileManager.default.removeItem(atPath: file) }
        }
        if locked { try? connection.execute("ROLLBACK") }
        return holder
    }
}
