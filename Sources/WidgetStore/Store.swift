import CSQLite
import Foundation

/// A store opened with a schema: a SQLite file, or a schema in a PostgreSQL database
/// (when the path is a `postgresql://` URL, see `PostgresLocation`).
///
/// Thread safety: one connection serves every caller, and a recursive lock
/// serialises its use (hence `@unchecked Sendable`). `transaction` holds the lock for
/// its whole body, so another thread waits instead of seeing a half-done unit of work;
/// the store's own methods called inside the body re-enter the lock. Other processes
/// coordinate through SQLite's file locks (WAL mode plus a busy timeout).
public final class Store: @unchecked Sendable {
    public struct Options: Sendable {
        /// How long a write waits for another process's transaction before failing with `.busy`.
        public var busyTimeoutMilliseconds: Int32
        public var durability: Durability
        /// The most memory SQLite's page cache may use; pages are only cached as they are read.
        public var cacheMegabytes: Int

        public init(busyTimeoutMilliseconds: Int32 = 10_000, durability: Durability = .full, cacheMegabytes: Int = 8) {
            self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
            self.durability = durability
            self.cacheMegabytes = cacheMegabytes
        }
    }

    /// What a commit survives. Both survive the process being killed.
    public enum Durability: Sendable {
        /// `synchronous=FULL`: the WAL is synced at every commit, so a commit also
        /// survives power loss. This is what the store calls a durable commit.
        case full
        /// `synchronous=NORMAL`: the WAL is synced only at checkpoints; a commit survives
        /// a crashed or killed process but the last ones may be lost on power loss.
        case normal
    }

    public let path: String
    public let schema: Schema
    /// Increases every time opening the store changed its tables, columns or indexes.
    public let schemaVersion: Int
    public let durability: Durability
    let busyTimeoutMilliseconds: Int32

    /// Replaced when the file at `path` was removed or replaced (`reopenIfReplaced`).
    var connection: any StoreConnection
    /// The server and schema of a PostgreSQL store; nil for a SQLite file.
    public let server: PostgresLocation?
    /// Opened only to read: the file cannot be written (see `Store+ReadOnly`).
    public let isReadOnly: Bool
    let catalog: Catalog
    let options: Options
    /// The file `connection` has open; nil if it could not be read.
    var identity: FileIdentity?
    private let lock = NSRecursiveLock()
    private var transactionDepth = 0
    private var localCommits: UInt64 = 0
    /// Added to `dataVersion`, so it still changes across a reopen.
    var versionBase: UInt64 = 0
    /// How often this store found its file removed or replaced and opened the new one.
    public internal(set) var reopenCount = 0
    /// Reads compiled to SQL, by query (used under the lock; see `compiledRead`).
    var compiledReads: [Query: (query: CompiledQuery, table: ModelTable)] = [:]

    init(path: String, schema: Schema, schemaVersion: Int, options: Options, connection: any StoreConnection,
                 catalog: Catalog, server: PostgresLocation? = nil, isReadOnly: Bool = false) {
        self.path = path
        self.server = server
        self.isReadOnly = isReadOnly
        self.durability = options.durability
        self.busyTimeoutMilliseconds = options.busyTimeoutMilliseconds
        self.options = options
        self.schema = schema
        self.schemaVersion = schemaVersion
        self.connection = connection
        self.catalog = catalog
        self.identity = server == nil ? FileIdentity(path: path) : nil
    }

    deinit {
        // A file replaced under this store: closing must not delete the new store's -wal.
        if server == nil, FileIdentity(path: path) != identity { (connection as? Connection)?.keepWALOnClose() }
    }

    /// Opens (or creates) the store at `path` and brings its tables to `schema`.
    /// On a migration error the file is left as it was. A SQLite file that cannot be
    /// written but already matches `schema` is opened read-only (`isReadOnly`).
    public static func open(path: String, schema: Schema, options: Options = Options()) throws -> Store {
        let catalog = try Catalog(schema)
        if let server = try PostgresLocation(store: path) {
            let (connection, version) = try connectPostgres(server, catalog: catalog)
            return Store(path: server.redacted, schema: schema, schemaVersion: version, options: options,
                         connection: connection, catalog: catalog, server: server)
        }
        do {
            let (connection, version) = try connect(path: path, catalog: catalog, options: options)
            // A file SQLite may read but not write (an immutable file in a folder it can write) is
            // opened read-only by SQLite itself; nothing had to be migrated.
            return Store(path: path, schema: schema, schemaVersion: version, options: options, connection: connection,
                         catalog: catalog, isReadOnly: sqlite3_db_readonly(connection.handle, "main") == 1)
        } catch StoreError.file(.readOnly, let file, let detail) {
            let refusal = StoreError.file(.readOnly, path: file, detail: detail)
            let (connection, version) = try connectReadOnly(path: path, catalog: catalog, options: options, refusal: refusal)
            return Store(path: path, schema: schema, schemaVersion: version, options: options, connection: connection,
                         catalog: catalog, isReadOnly: true)
        }
    }

    /// Opens the file at `path` in WAL mode and migrates it to `catalog`.
    static func connect(path: String, catalog: Catalog, options: Options) throws -> (Connection, Int) {
        if isLinkLoop(path) { throw StoreError.linkLoop(path: path) }
        // The store makes no folders: a mistyped --store path is an error, not a new tree.
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) {
            throw StoreError.missingFolder(path: path, folder: directory)
        }
        var connection = try Connection(path: path)
        sqlite3_busy_timeout(connection.handle, options.busyTimeoutMilliseconds)
        let journal: SQLValue?
        do {
            journal = try enterWAL(connection, options)
        } catch StoreError.file(.diskFull, _, _) {
            // No room for the -shm file. Without it SQLite keeps the WAL index in memory,
            // which needs the file to itself (exclusive locking): enough to read the
            // store and show its last frame, while every write reports the full disk.
            connection = try Connection(path: path)
            sqlite3_busy_timeout(connection.handle, options.busyTimeoutMilliseconds)
            try connection.execute("PRAGMA locking_mode=EXCLUSIVE")
            journal = try enterWAL(connection, options)
        }
        guard journal == .text("wal") else {
            throw StoreError.cannotOpen(path: path, reason: "the file does not support WAL mode (journal mode is \(journal.map { "\($0)" } ?? "unknown"))")
        }
        let synchronous = options.durability == .full ? "FULL" : "NORMAL"
        let cacheKibibytes = max(1, options.cacheMegabytes) * 1024
        try connection.executeScript("PRAGMA synchronous=\(synchronous); PRAGMA foreign_keys=OFF; PRAGMA cache_size=-\(cacheKibibytes);")
        let version = try retryingWhileBusy(timeoutMilliseconds: options.busyTimeoutMilliseconds) {
            try Migrator(connection: connection, catalog: catalog) { try connection.execute("BEGIN IMMEDIATE") }.run()
        }
        return (connection, version)
    }

    /// Whether `path`, or a folder on the way to it, is a symbolic link loop (`ELOOP`),
    /// which SQLite and `FileManager` would report as a missing file.
    static func isLinkLoop(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && errno == ELOOP
    }

    /// Switches the file to WAL mode. Two processes (or two widgets of a folder) may
    /// open the same new file at once: switching it to WAL and migrating it both take
    /// locks that SQLite can refuse at once, without its busy handler, so they are retried.
    private static func enterWAL(_ connection: Connection, _ options: Options) throws -> SQLValue? {
        try retryingWhileBusy(timeoutMilliseconds: options.busyTimeoutMilliseconds) {
            try connection.scalar("PRAGMA journal_mode=WAL")
        }
    }

    /// Runs `body` as one unit of work: everything it writes is committed together, or,
    /// if it throws, nothing is. Nested calls are savepoints inside the outer transaction.
    /// Writes from other processes wait until it ends (it starts with `BEGIN IMMEDIATE`,
    /// so a read-then-write body never loses an update to another process).
    ///
    /// `durable: false` commits without waiting for the disk (`synchronous=NORMAL` in
    /// WAL mode): a crash may lose that transaction but never corrupts the file. The
    /// runtime uses it for data it can recompute, such as cached timelines.
    @discardableResult
    public func transaction<T>(durable: Bool = true, _ body: () throws -> T) throws -> T {
        try locked {
            let relaxed = !durable && transactionDepth == 0 && durability == .full && server == nil
            if relaxed { try connection.execute("PRAGMA synchronous=NORMAL") }
            defer { if relaxed { try? connection.execute("PRAGMA synchronous=FULL") } }
            let depth = transactionDepth
            let savepoint = "wx_savepoint_\(depth)"
            if depth == 0 {
                try beginImmediate()
                // Checked while holding the write lock: `Store.remove` unlinks the file
                // while holding it too, so no commit can go to a file that was removed.
                if try reopenIfReplaced() { try beginImmediate() }
                // PostgreSQL: a commit that need not wait for the disk (it may be lost in a crash).
                if !durable, server != nil { try connection.execute("SET LOCAL synchronous_commit TO off") }
            } else { try connection.execute("SAVEPOINT \(savepoint)") }
            transactionDepth += 1
            let result: T
            do {
                result = try body()
            } catch {
                transactionDepth -= 1
                if depth == 0 {
                    try? connection.execute("ROLLBACK")
                } else {
                    try? connection.executeScript("ROLLBACK TO \(savepoint); RELEASE \(savepoint);")
                }
                throw error
            }
            transactionDepth -= 1
            if depth == 0 {
                do {
                    try (connection as? PostgresConnection)?.announceCommit()
                    try connection.execute("COMMIT")
                } catch {
                    try? connection.execute("ROLLBACK")
                    throw error
                }
                localCommits &+= 1
            } else {
                try connection.execute("RELEASE \(savepoint)")
            }
            return result
        }
    }

    /// A number that changes whenever any process (this one included) commits to the
    /// store. Reading it is one cheap pragma (`PRAGMA data_version`), so a watcher can
    /// poll it to learn that another process changed the data.
    public var dataVersion: UInt64 {
        locked {
            if let postgres = connection as? PostgresConnection {
                postgres.pollNotifications()
                return postgres.externalChanges &+ localCommits
            }
            _ = try? reopenIfReplaced()
            return rawDataVersion &+ versionBase
        }
    }

    /// `PRAGMA data_version` of the open connection plus this store's own commits.
    var rawDataVersion: UInt64 {
        locked {
            let external = (try? connection.scalar("PRAGMA data_version")).flatMap { value -> UInt64? in
                if case .integer(let number) = value { return UInt64(number) }
                return nil
            } ?? 0
            return external &+ localCommits
        }
    }

    /// SQLite's own consistency check: `"ok"` for a sound file, else its findings.
    /// A PostgreSQL server keeps its own data consistent: `"ok"` when it answers.
    public func integrityCheck() throws -> String {
        try locked {
            if server != nil { return try connection.scalar("SELECT 'ok'").map { "\($0)" } == nil ? "" : "ok" }
            return try connection.rows("PRAGMA integrity_check") { $0.text(0) }.joined(separator: "\n")
        }
    }

    var isInTransaction: Bool { locked { transactionDepth > 0 } }

    /// True inside a transaction's body (not at its start, where a reopen is allowed).
    var isInTransactionBody: Bool { transactionDepth > 0 }

    /// `BEGIN IMMEDIATE`, retried while SQLite reports the file busy without having
    /// waited (see `retryingWhileBusy`).
    private func beginImmediate() throws {
        if let postgres = connection as? PostgresConnection { return try postgres.beginWrite() }
        try Store.retryingWhileBusy(timeoutMilliseconds: busyTimeoutMilliseconds) {
            try connection.execute("BEGIN IMMEDIATE")
        }
    }

    /// Runs `body` again while it fails because the file is busy, for up to the busy
    /// timeout: SQLite skips its busy handler in a few cases (while another
    /// connection recovers the WAL, or where waiting could deadlock), reporting
    /// busy at once. `body` must leave nothing half done when it throws.
    static func retryingWhileBusy<T>(timeoutMilliseconds: Int32, _ body: () throws -> T) throws -> T {
        var delay: UInt32 = 1_000
        let deadline = Date().addingTimeInterval(Double(timeoutMilliseconds) / 1000)
        while true {
            do {
                return try body()
            } catch StoreError.busy(let reason) {
                guard Date() < deadline else { throw StoreError.busy(reason: reason) }
                usleep(delay)
                delay = min(delay * 2, 50_000)
            }
        }
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Runs a write. Outside a transaction it gets its own (so every write counts as a
    /// commit for `dataVersion`); inside one, a write of several statements gets a
    /// savepoint, while a single statement is atomic by itself and needs none.
    func atomically<T>(_ severalStatements: Bool, _ body: () throws -> T) throws -> T {
        try locked {
            transactionDepth == 0 || severalStatements ? try transaction(body) : try body()
        }
    }
}
