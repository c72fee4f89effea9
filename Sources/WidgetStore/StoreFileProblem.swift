import CSQLite
import Foundation

/// What went wrong with the store's file, from SQLite's result code: each says what
/// happened and what to do, in words (`StoreError.file`).
public enum StoreFileProblem: Sendable, Equatable {
    /// `SQLITE_CORRUPT`: the file is damaged.
    case damaged
    /// `SQLITE_NOTADB`: the file is something else (overwritten, or never a store).
    case notADatabase
    /// `SQLITE_CANTOPEN`: the file (or its folder, or its `-wal`/`-shm` files) cannot be opened or created.
    case cannotOpen
    /// `SQLITE_READONLY`: a read-only file system, file or folder.
    case readOnly
    /// `SQLITE_FULL`: the disk (or the store's size limit) is full.
    case diskFull
    /// `SQLITE_IOERR`: the operating system failed a read or write.
    case ioError
    /// `SQLITE_PERM`, `SQLITE_AUTH`: access denied.
    case accessDenied

    /// The problem a SQLite result code (primary or extended) stands for, if it is one of these.
    init?(code: Int32) {
        // SQLite cannot grow the `-shm` file: on Linux that is a full disk (tmpfs, ENOSPC).
        if code == sqliteIOErrorShmSize {
            self = .diskFull
            return
        }
        switch code & 0xff {
        case SQLITE_CORRUPT: self = .damaged
        case SQLITE_NOTADB: self = .notADatabase
        case SQLITE_CANTOPEN: self = .cannotOpen
        case SQLITE_READONLY: self = .readOnly
        case SQLITE_FULL: self = .diskFull
        case SQLITE_IOERR: self = .ioError
        case SQLITE_PERM, SQLITE_AUTH: self = .accessDenied
        default: return nil
        }
    }

    /// A `cannotOpen` whose folder exists but cannot be written is a read-only store:
    /// SQLite reports a WAL store it cannot make its `-shm` file for as "unable to open".
    func refined(path: String) -> StoreFileProblem {
        guard self == .cannotOpen else { return self }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return self }
        return access(folder, W_OK) == 0 ? self : .readOnly
    }

    /// What happened and what to do, for the store at `path`.
    func message(path: String) -> String {
        let reset = "`widgetry store FILE reset`"
        switch self {
        case .damaged:
            return "the store at \(path) is damaged (SQLite found it malformed); move the file away to keep it, "
                + "or run \(reset) to start with an empty store"
        case .notADatabase:
            return "the store at \(path) is not a SQLite database (was it overwritten?); move it away or run \(reset)"
        case .cannotOpen:
            return "cannot open the store at \(path): its folder is missing or is not a folder, or the file cannot be "
                + "created there; check the path (and --store)"
        case .readOnly:
            return "the store at \(path) is read-only (a read-only file system, or the file or its folder cannot be "
                + "written); nothing was written. Make it writable or pass --store with a writable path"
        case .diskFull:
            return "the disk holding the store at \(path) is full; nothing was written. Free some space and try again"
        case .ioError:
            return "reading or writing the store at \(path) failed (an I/O error from the disk or file system); "
                + "check the disk, then try again"
        case .accessDenied:
            return "access to the store at \(path) was denied; check the permissions of the file and its folder"
        }
    }
}

/// `SQLITE_IOERR_SHMSIZE`, a C macro Swift does not import.
private let sqliteIOErrorShmSize: Int32 = SQLITE_IOERR | (19 << 8)
