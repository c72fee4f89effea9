import CPostgres
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libpq's functions, found in the library when the first PostgreSQL store
/// opens. `widgetry` does not link libpq: the library and what it loads in turn
/// (TLS, Kerberos, LDAP) take some 5 MB of resident memory in every process,
/// and most widgets keep their store in SQLite. The header (`CPostgres`) gives
/// the types; the signatures here are the header's.
struct LibPQ: @unchecked Sendable {
    let PQconnectdb: @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    let PQstatus: @convention(c) (OpaquePointer?) -> ConnStatusType
    let PQfinish: @convention(c) (OpaquePointer?) -> Void
    let PQsetNoticeProcessor: @convention(c) (OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?) -> PQnoticeProcessor?
    let PQerrorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let PQconsumeInput: @convention(c) (OpaquePointer?) -> Int32
    let PQbackendPID: @convention(c) (OpaquePointer?) -> Int32
    let PQnotifies: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<PGnotify>?
    let PQfreemem: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let PQsocket: @convention(c) (OpaquePointer?) -> Int32
    let PQclear: @convention(c) (OpaquePointer?) -> Void
    let PQntuples: @convention(c) (OpaquePointer?) -> Int32
    let PQexec: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    let PQtransactionStatus: @convention(c) (OpaquePointer?) -> PGTransactionStatusType
    let PQexecParams: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?,
                                      UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?,
                                      UnsafePointer<Int32>?, Int32) -> OpaquePointer?
    let PQprepare: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32,
                                   UnsafePointer<Oid>?) -> OpaquePointer?
    let PQexecPrepared: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<UnsafePointer<CChar>?>?,
                                        UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32) -> OpaquePointer?
    let PQcmdStatus: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let PQcmdTuples: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let PQresultStatus: @convention(c) (OpaquePointer?) -> ExecStatusType
    let PQresultErrorField: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    let PQgetisnull: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    let PQgetvalue: @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    let PQftype: @convention(c) (OpaquePointer?, Int32) -> Oid

    /// The library, loaded on first use (a `static let` is made once, thread-safely).
    static let loaded: Result<LibPQ, StoreError> = load()

    static func api() throws -> LibPQ { try loaded.get() }

    #if os(macOS)
    static let names = ["libpq.5.dylib", "/opt/homebrew/opt/libpq/lib/libpq.5.dylib", "/usr/local/opt/libpq/lib/libpq.5.dylib"]
    #else
    static let names = ["libpq.so.5", "libpq.so"]
    #endif

    private static func load() -> Result<LibPQ, StoreError> {
        guard let library = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(.serverUnavailable(store: "PostgreSQL",
                reason: "PostgreSQL's client library (libpq) could not be loaded (\(reason)); install it (Debian: apt-get install libpq5)"))
        }
        do {
            return .success(try LibPQ(library: library))
        } catch let error as StoreError {
            return .failure(error)
        } catch {
            return .failure(.serverUnavailable(store: "PostgreSQL", reason: "\(error)"))
        }
    }

    private init(library: UnsafeMutableRawPointer) throws {
        func bind<T>(_ name: String) throws -> T {
            guard let pointer = dlsym(library, name) else {
                throw StoreError.serverUnavailable(store: "PostgreSQL",
                    reason: "PostgreSQL's client library (libpq) has no \(name); install libpq 10 or later")
            }
            return unsafeBitCast(pointer, to: T.self)
        }
        PQconnectdb = try bind("PQconnectdb")
        PQstatus = try bind("PQstatus")
        PQfinish = try bind("PQfinish")
        PQsetNoticeProcessor = try bind("PQsetNoticeProcessor")
        PQerrorMessage = try bind("PQerrorMessage")
        PQconsumeInput = try bind("PQconsumeInput")
        PQbackendPID = try bind("PQbackendPID")
        PQnotifies = try bind("PQnotifies")
        PQfreemem = try bind("PQfreemem")
        PQsocket = try bind("PQsocket")
        PQclear = try bind("PQclear")
        PQntuples = try bind("PQntuples")
        PQexec = try bind("PQexec")
        PQtransactionStatus = try bind("PQtransactionStatus")
        PQexecParams = try bind("PQexecParams")
        PQprepare = try bind("PQprepare")
        PQexecPrepared = try bind("PQexecPrepared")
        PQcmdStatus = try bind("PQcmdStatus")
        PQcmdTuples = try bind("PQcmdTuples")
        PQresultStatus = try bind("PQresultStatus")
        PQresultErrorField = try bind("PQresultErrorField")
        PQgetisnull = try bind("PQgetisnull")
        PQgetvalue = try bind("PQgetvalue")
        PQftype = try bind("PQftype")
    }
}
