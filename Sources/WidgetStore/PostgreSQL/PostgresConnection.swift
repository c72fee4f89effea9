import CPostgres
import Foundation

/// One libpq connection to the server holding a store, used synchronously.
///
/// Values are always bound as text-format parameters (the `?` of the store's SQL
/// numbered `$1`, `$2`, … here), never written into SQL. A read (`SELECT`) is prepared
/// once per connection and then costs one round trip (`PQexecPrepared`: no transaction,
/// settings or catalogue query around it); other statements go through `PQexecParams`. The connection LISTENs on the store's channel and counts the commits other
/// connections announce (`externalChanges`). When the server goes away it reconnects
/// on the next use, at most once per back-off interval (0.25 s doubling to 5 s).
///
/// Not thread-safe by itself: `Store` serialises every use behind its lock.
final class PostgresConnection: StoreConnection {
    let location: PostgresLocation
    private(set) var handle: OpaquePointer
    var dialect: SQLDialect { .postgres }
    private(set) var changes = 0
    /// Commits announced by other connections (and reconnections, after which anything may have changed).
    private(set) var externalChanges: UInt64 = 0
    /// Whether the open transaction wrote anything (only those are announced).
    private(set) var wroteInTransaction = false
    /// The store's SQL with its `?` numbered `$1`, `$2`, … (a pure function of the text, so
    /// kept across reconnects; emptied when it grows past 1,024 statements).
    private var numbered: [String: String] = [:]
    /// Between `beginWrite` and `COMMIT`/`ROLLBACK`: a lost connection is then never
    /// replaced mid-transaction (the rest would run outside it); the statement fails.
    private var transactionOpen = false
    /// Reads prepared on this connection: the store's SQL (with `?`) → statement name
    /// (`w1`, `w2`, …). Keyed by the SQL as the store passes it, so a prepared read costs
    /// one lookup and no renumbering.
    private var prepared: [String: String] = [:]
    private var preparedCount = 0
    private var nextAttempt = Date.distantPast
    private var backoff: TimeInterval = 0.25

    /// libpq, loaded when the first PostgreSQL store opens (see `LibPQ`).
    let pq: LibPQ

    init(location: PostgresLocation) throws {
        self.location = location
        pq = try LibPQ.api()
        handle = try Self.connect(location, pq)
        try setUpSession()
    }

    deinit { pq.PQfinish(handle) }

    private static func connect(_ location: PostgresLocation, _ pq: LibPQ) throws -> OpaquePointer {
        guard let connection = pq.PQconnectdb(location.connectionURL) else {
            throw StoreError.serverUnavailable(store: location.redacted, reason: "out of memory")
        }
        guard pq.PQstatus(connection) == CONNECTION_OK else {
            let reason = location.scrub(Self.message(connection, pq))
            pq.PQfinish(connection)
            throw StoreError.serverUnavailable(store: location.redacted, reason: reason)
        }
        _ = pq.PQsetNoticeProcessor(connection, { _, _ in }, nil)
        return connection
    }

    /// Session settings, and LISTEN on the store's channel. Run after every (re)connect.
    private func setUpSession() throws {
        let schema = SQL.quote(location.schema)
        try executeScript("SET search_path TO \(schema); SET client_min_messages TO warning; "
                          + "SET lock_timeout TO '10s'; SET default_transaction_isolation TO 'read committed'; "
                          + "LISTEN \(SQL.quote(location.channel));")
    }

    static func message(_ connection: OpaquePointer, _ pq: LibPQ) -> String {
        guard let text = pq.PQerrorMessage(connection) else { return "unknown error" }
        return String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var isBroken: Bool { pq.PQstatus(handle) != CONNECTION_OK }

    /// Reconnects a broken connection, if the back-off allows another attempt now.
    func reconnectIfBroken() throws {
        guard isBroken else { return }
        guard Date() >= nextAttempt else {
            throw StoreError.serverUnavailable(store: location.redacted, reason: location.scrub(Self.message(handle, pq)))
        }
        do {
            let fresh = try Self.connect(location, pq)
            pq.PQfinish(handle)
            handle = fresh
            prepared.removeAll()
            try setUpSession()
            backoff = 0.25
            nextAttempt = .distantPast
            externalChanges &+= 1
        } catch {
            nextAttempt = Date().addingTimeInterval(backoff)
            backoff = min(backoff * 2, 5)
            throw error
        }
    }

    /// Reads what the server sent meanwhile (without waiting) and counts the commits
    /// other connections announced. A lost connection is reconnected (with back-off).
    func pollNotifications() {
        if isBroken { try? reconnectIfBroken(); return }
        if pq.PQconsumeInput(handle) == 0 || isBroken {
            // The server went away: the version moves on once, so a watcher redraws
            // (its last frame, with the error) rather than saying nothing.
            externalChanges &+= 1
            return
        }
        let own = pq.PQbackendPID(handle)
        while let notification = pq.PQnotifies(handle) {
            if notification.pointee.be_pid != own { externalChanges &+= 1 }
            pq.PQfreemem(notification)
        }
    }

    /// The socket to wait on for notifications (-1 when broken).
    var socket: Int32 { pq.PQsocket(handle) }

    // MARK: - StoreConnection

    func execute(_ sql: String, _ values: [SQLValue]) throws {
        if sql == "COMMIT" || sql == "ROLLBACK" {
            defer { transactionOpen = false }
            pq.PQclear(try run(sql, values))
            return
        }
        pq.PQclear(try run(sql, values))
    }

    func rows<T>(_ sql: String, _ values: [SQLValue], _ map: (any StoreRow) throws -> T) throws -> [T] {
        let result = try run(sql, values)
        defer { pq.PQclear(result) }
        let count = pq.PQntuples(result)
        var mapped: [T] = []
        mapped.reserveCapacity(Int(count))
        var row = PostgresRow(pq: pq, result: result, row: 0)
        for index in 0..<count {
            row.row = index
            mapped.append(try map(row))
        }
        return mapped
    }

    func insert(_ sql: String, _ values: [SQLValue]) throws -> Int64 {
        let result = try run(sql + " RETURNING seq", values)
        defer { pq.PQclear(result) }
        guard pq.PQntuples(result) == 1 else { return 0 }
        return PostgresRow(pq: pq, result: result, row: 0).integer(0)
    }

    func executeScript(_ sql: String) throws {
        if !transactionOpen { try reconnectIfBroken() }
        guard let result = pq.PQexec(handle, sql) else { throw failure(nil, sql: sql) }
        try check(result, sql: sql)
        pq.PQclear(result)
    }

    var isInTransaction: Bool {
        let status = pq.PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE
    }

    func tableNames() throws -> Set<String> {
        Set(try rows("SELECT tablename FROM pg_tables WHERE schemaname = ?", [.text(location.schema)]) { $0.text(0) })
    }

    func columnNames(of table: String) throws -> Set<String> {
        Set(try rows("SELECT column_name FROM information_schema.columns WHERE table_schema = ? AND table_name = ?",
                     [.text(location.schema), .text(table)]) { $0.text(0) })
    }

    func storeIndexNames(of table: String) throws -> Set<String> {
        Set(try rows("SELECT indexname FROM pg_indexes WHERE schemaname = ? AND tablename = ? AND indexname LIKE 'wx\\_%'",
                     [.text(location.schema), .text(table)]) { $0.text(0) })
    }

    func isUniqueViolation(_ error: Error) -> Bool {
        if case StoreError.postgres(let state, _, _)? = error as? StoreError { return state == "23505" }
        return false
    }

    /// Starts a write transaction: `BEGIN`, then this store's transaction-level advisory
    /// lock, so writers to one store take turns as with SQLite's `BEGIN IMMEDIATE`.
    func beginWrite() throws {
        try executeScript("BEGIN")
        transactionOpen = true
        wroteInTransaction = false
        do {
            try execute("SELECT pg_advisory_xact_lock(hashtext(?))", [.text(location.channel)])
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Announces the transaction's changes (delivered by the server on commit), if it wrote any.
    func announceCommit() throws {
        guard wroteInTransaction else { return }
        try execute("SELECT pg_notify(?, '')", [.text(location.channel)])
    }

    // MARK: - Running statements

    private func run(_ sql: String, _ values: [SQLValue]) throws -> OpaquePointer {
        if !transactionOpen { try reconnectIfBroken() }
        var parameters: [UnsafeMutablePointer<CChar>?] = []
        parameters.reserveCapacity(values.count)
        defer { for parameter in parameters { free(parameter) } }
        for value in values {
            switch value {
            case .null: parameters.append(nil)
            case .integer(let number): parameters.append(strdup(String(number)))
            case .real(let number): parameters.append(strdup("\(number)"))
            case .text(let string):
                if string.utf8.contains(0) {
                    throw StoreError.invalidQuery("PostgreSQL text cannot hold the NUL character (\\0)")
                }
                parameters.append(strdup(string))
            }
        }
        let name = sql.hasPrefix("SELECT") ? preparedName(sql, parameters: values.count) : nil
        let result = parameters.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { constant in
                if let name {
                    return pq.PQexecPrepared(handle, name, Int32(values.count), constant.baseAddress, nil, nil, 0)
                }
                return pq.PQexecParams(handle, numberedPlaceholders(sql), Int32(values.count), nil, constant.baseAddress, nil, nil, 0)
            }
        }
        guard let result else { throw failure(nil, sql: sql) }
        if name != nil, pq.PQresultStatus(result) == PGRES_FATAL_ERROR,
           let state = pq.PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map({ String(cString: $0) }),
           state == "0A000" || state == "26000" {
            // A migration changed what the prepared read returns (or the server forgot it):
            // prepare again on the next use.
            prepared.removeAll()
        }
        try check(result, sql: sql)
        // Read in place (no Strings): every read passes here.
        if let status = pq.PQcmdStatus(result) {
            if strncmp(status, "SELECT", 6) != 0 { wroteInTransaction = true }
            changes = pq.PQcmdTuples(result).map { Int(strtol($0, nil, 10)) } ?? 0
        }
        return result
    }

    /// Throws (and clears the result) when a statement failed.
    private func check(_ result: OpaquePointer, sql: String) throws {
        let status = pq.PQresultStatus(result)
        guard status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK else { return }
        let error = failure(result, sql: sql)
        pq.PQclear(result)
        throw error
    }

    private func failure(_ result: OpaquePointer?, sql: String) -> StoreError {
        let field = { (code: Character) -> String? in
            guard let result, let value = self.pq.PQresultErrorField(result, Int32(code.asciiValue ?? 0)) else { return nil }
            return String(cString: value)
        }
        let state = field("C") ?? ""
        let message = location.scrub(field("M") ?? Self.message(handle, pq))
        if isBroken || state.hasPrefix("08") || state == "57P01" || state == "57P02" || state == "57P03" {
            nextAttempt = .distantPast
            return .serverUnavailable(store: location.redacted, reason: message)
        }
        if state == "55P03" || state == "40001" || state == "40P01" || state == "57014" { return .busy(reason: message) }
        return .postgres(state: state, message: message, sql: sql)
    }

    /// The name of `sql` prepared on this connection, preparing it on first use; nil
    /// when it cannot be prepared (then it runs unprepared). A read is parsed and
    /// planned once per connection, as SQLite's store keeps its statements.
    private func preparedName(_ sql: String, parameters: Int) -> String? {
        if let known = prepared[sql] { return known }
        preparedCount += 1
        let name = "w\(preparedCount)"
        guard let made = pq.PQprepare(handle, name, numberedPlaceholders(sql), Int32(parameters), nil) else { return nil }
        defer { pq.PQclear(made) }
        guard pq.PQresultStatus(made) == PGRES_COMMAND_OK else { return nil }
        prepared[sql] = name
        return name
    }

    /// `?` placeholders as `$1`, `$2`, …, outside quoted names and string literals.
    private func numberedPlaceholders(_ sql: String) -> String {
        if let known = numbered[sql] { return known }
        var result = ""
        var number = 0
        var quote: Character?
        for character in sql {
            if let open = quote {
                if character == open { quote = nil }
                result.append(character)
            } else if character == "\"" || character == "'" {
                quote = character
                result.append(character)
            } else if character == "?" {
                number += 1
                result += "$\(number)"
            } else {
                result.append(character)
            }
        }
        if numbered.count >= 1024 { numbered.removeAll(keepingCapacity: true) }
        numbered[sql] = result
        return result
    }
}

/// One row of a libpq result; values arrive as text and are typed by their column's type.
/// Numbers and booleans are read from libpq's bytes in place, without a String.
struct PostgresRow: StoreRow {
    let pq: LibPQ
    let result: OpaquePointer
    var row: Int32

    func isNull(_ column: Int) -> Bool { pq.PQgetisnull(result, row, Int32(column)) != 0 }

    func text(_ column: Int) -> String {
        guard let bytes = pq.PQgetvalue(result, row, Int32(column)) else { return "" }
        return String(cString: bytes)
    }

    func integer(_ column: Int) -> Int64 {
        guard let bytes = pq.PQgetvalue(result, row, Int32(column)) else { return 0 }
        return Self.integer(bytes)
    }

    func real(_ column: Int) -> Double {
        guard let bytes = pq.PQgetvalue(result, row, Int32(column)) else { return 0 }
        return Self.real(bytes)
    }

    func value(_ column: Int) -> SQLValue {
        if isNull(column) { return .null }
        switch pq.PQftype(result, Int32(column)) {
        case 16: return .integer(integer(column))             // boolean
        case 20, 21, 23: return .integer(integer(column))     // bigint, smallint, integer
        case 700, 701, 1700: return .real(real(column))       // real, double precision, numeric
        default: return .text(text(column))
        }
    }

    /// A value's text as an integer: `t`/`f` (a boolean) as 1/0, an integer as itself
    /// (beyond Int64, the nearest end), other numbers rounded toward zero and clamped,
    /// anything else 0.
    static func integer(_ bytes: UnsafePointer<CChar>) -> Int64 {
        switch bytes[0] {
        case CChar(UInt8(ascii: "t")) where bytes[1] == 0: return 1
        case CChar(UInt8(ascii: "f")) where bytes[1] == 0: return 0
        default: break
        }
        var end: UnsafeMutablePointer<CChar>?
        let whole = strtoll(bytes, &end, 10)
        if let end, end != UnsafeMutablePointer(mutating: bytes), end[0] == 0 { return Int64(whole) }
        let number = real(bytes)
        if number.isNaN { return 0 }
        if number >= 9_223_372_036_854_775_808.0 { return .max }
        if number <= -9_223_372_036_854_775_808.0 { return .min }
        return Int64(number)
    }

    /// A value's text as a number (PostgreSQL writes `NaN`, `Infinity`, `-Infinity`); 0 if it is none.
    /// Swift's parser, not `strtod`, whose decimal point follows the process's locale.
    static func real(_ bytes: UnsafePointer<CChar>) -> Double {
        Double(String(cString: bytes)) ?? 0
    }
}
