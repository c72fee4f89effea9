import Foundation

/// A private PostgreSQL server for tests: `initdb` in a fresh temporary folder, `pg_ctl
/// start` on a free port of 127.0.0.1 (TCP) with its Unix socket in that folder. As
/// root, the server runs as the `postgres` user (initdb refuses root), which owns the folder.
///
/// Stopping: a small watcher process (`sh`, in its own session) waits for the test
/// process to end — however it ends, a crash or Ctrl-C included — then stops the server
/// (`pg_ctl stop -m immediate`) and removes the folder. `shared()` is one server for the
/// whole test process, started on first use under a lock (safe under parallel tests);
/// tests keep apart by using a schema of their own (`storeURL()`). A test that stops
/// and restarts its server makes its own (`PostgresServer()`).
///
/// When a server cannot be started the error says why (initdb/pg_ctl output): the
/// tests that need it fail rather than skip. The programs are looked up in
/// `WIDGETRY_PG_BIN`, then /usr/lib/postgresql/*/bin (newest first), then `PATH`.
public final class PostgresServer: @unchecked Sendable {
    public private(set) var port = 0
    public let folder: URL
    private let binaries: URL
    private let user: String?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var sharedServer: Result<PostgresServer, Error>?

    /// The server every test of this process shares.
    public static func shared() throws -> PostgresServer {
        lock.lock()
        defer { lock.unlock() }
        if let sharedServer { return try sharedServer.get() }
        let result = Result { try PostgresServer() }
        sharedServer = result
        return try result.get()
    }

    public init() throws {
        binaries = try Self.findBinaries()
        user = getuid() == 0 ? "postgres" : nil
        folder = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("widgetry-pg-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let user {
            try FileManager.default.setAttributes([.ownerAccountName: user], ofItemAtPath: folder.path)
        }
        try watchForExit()
        try run("initdb", ["-D", dataFolder, "-U", "postgres", "--auth=trust", "-E", "UTF8",
                           "--locale=C.UTF-8", "--no-sync", "--no-instructions"])
        var lastError: Error = PostgresServerError(message: "no port was tried")
        for _ in 0..<5 {
            let candidate = try Self.freePort()
            do {
                try run("pg_ctl", ["-D", dataFolder, "-l", folder.appendingPathComponent("server.log").path, "-w", "-t", "30",
                                   "-o", "-p \(candidate) -k \(folder.path) -c listen_addresses=127.0.0.1 -c fsync=off "
                                       + "-c max_connections=200", "start"])
                port = candidate
                return
            } catch {
                lastError = error
            }
        }
        throw lastError
    }

    private var dataFolder: String { folder.appendingPathComponent("data").path }

    /// A store URL with a schema no other test uses.
    public func storeURL(schema: String = "t_" + UUID().uuidString.prefix(12).lowercased().replacingOccurrences(of: "-", with: "")) -> String {
        "postgresql://postgres@127.0.0.1:\(port)/postgres?schema=\(schema)"
    }

    /// Stops the server (fast shutdown: connections are cut).
    public func stop() throws { try run("pg_ctl", ["-D", dataFolder, "-w", "-m", "fast", "stop"]) }

    /// Starts the stopped server again on the same port.
    public func start() throws {
        try run("pg_ctl", ["-D", dataFolder, "-l", folder.appendingPathComponent("server.log").path, "-w", "-t", "30",
                           "-o", "-p \(port) -k \(folder.path) -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200",
                           "start"])
    }

    /// Runs `psql` with `arguments` against this server; returns its output.
    public func psql(_ arguments: [String]) throws -> String {
        try run("psql", ["-X", "-h", "127.0.0.1", "-p", "\(port)", "-U", "postgres", "-d", "postgres"] + arguments)
    }

    deinit {
        _ = try? run("pg_ctl", ["-D", dataFolder, "-m", "immediate", "stop"])
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: - Helpers

    /// Runs one of the server's programs (as `postgres` when this process is root).
    /// posix_spawn and waitpid rather than `Process`, whose exit monitoring can miss
    /// a child here (the server `pg_ctl start` leaves running is its grandchild).
    @discardableResult
    private func run(_ program: String, _ arguments: [String]) throws -> String {
        let path = binaries.appendingPathComponent(program).path
        let command = user.map { ["/usr/sbin/runuser", "-u", $0, "--", path] } ?? [path]
        // A file, not a pipe: the server would hold a pipe open for ever.
        let outputFile = NSTemporaryDirectory() + "widgetry-pg-\(UUID().uuidString).out"
        defer { try? FileManager.default.removeItem(atPath: outputFile) }
        let status = try Self.spawn(command + arguments, output: outputFile, wait: true)
        let text = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        guard status == 0 else {
            let log = (try? String(contentsOf: folder.appendingPathComponent("server.log"), encoding: .utf8)) ?? ""
            throw PostgresServerError(message: "\(program) \(arguments.joined(separator: " ")) failed "
                                      + "(status \(status)): \(text)\n\(log.suffix(2000))")
        }
        return text
    }

    /// Starts `command` with its output in `output`; with `wait`, returns its exit status.
    private static func spawn(_ command: [String], output: String, wait: Bool) throws -> Int32 {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The server and the watcher live as long as the tests: a pipe another test's
        // thread has open at this moment must not stay open in them, or its reader
        // never sees the end of file (and the watcher waits for this process to end).
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["PGPASSWORD"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        let arguments = command.map { strdup($0) } + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in arguments + variables { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, command[0], &actions, nil, arguments, variables)
        guard code == 0 else { throw PostgresServerError(message: "cannot start \(command[0]): error \(code)") }
        guard wait else { return 0 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Stops the server and removes its folder once this process has ended.
    private func watchForExit() throws {
        let stop = user.map { "/usr/sbin/runuser -u \($0) -- " } ?? ""
        let script = "while kill -0 \(getpid()) 2>/dev/null; do sleep 0.5; done; "
            + "\(stop)'\(binaries.path)/pg_ctl' -D '\(dataFolder)' -m immediate stop >/dev/null 2>&1; rm -rf '\(folder.path)'"
        let setsid = "/usr/bin/setsid"
        let command = FileManager.default.isExecutableFile(atPath: setsid) ? [setsid, "/bin/sh", "-c", script] : ["/bin/sh", "-c", script]
        _ = try Self.spawn(command, output: "/dev/null", wait: false)
    }

    private static func findBinaries() throws -> URL {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["WIDGETRY_PG_BIN"] { candidates.append(override) }
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        for version in versions.sorted(by: { (Int($0) ?? 0) > (Int($1) ?? 0) }) {
            candidates.append("/usr/lib/postgresql/\(version)/bin")
        }
        candidates += ["/opt/homebrew/bin", "/usr/local/bin"]
        candidates += (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate + "/initdb") {
            return URL(fileURLWithPath: candidate)
        }
        throw PostgresServerError(message: "initdb was not found (install postgresql, or set WIDGETRY_PG_BIN)")
    }

    /// A TCP port of 127.0.0.1 that nothing listens on right now.
    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PostgresServerError(message: "socket() failed") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw PostgresServerError(message: "no free port on 127.0.0.1") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

public struct PostgresServerError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { "PostgreSQL test server: \(message)" }
}
