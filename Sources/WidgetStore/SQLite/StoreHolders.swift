import Foundation

/// The other processes that have a WAL store open, read from the locks SQLite keeps
/// on its `-shm` file: every connection holds a shared lock on one byte of it (the
/// "DMS" byte, at offset 128 in SQLite's unix VFS) while it is open. `F_GETLK` names
/// one process holding a lock that conflicts with an exclusive one; this process's
/// own locks never conflict, so it is never named.
enum StoreHolders {
    static let dmsByte: off_t = 128

    /// A process id that has the store at `path` open, or nil when none is seen.
    /// Only call it while this process has no connection to the store: closing the
    /// descriptor opened here drops every POSIX lock this process holds on the file.
    static func anyOtherHolder(of path: String) -> Int32? {
        let descriptor = open(path + "-shm", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var request = flock()
        request.l_type = Int16(F_WRLCK)
        request.l_whence = Int16(SEEK_SET)
        request.l_start = dmsByte
        request.l_len = 1
        guard fcntl(descriptor, F_GETLK, &request) == 0, request.l_type != Int16(F_UNLCK) else { return nil }
        return request.l_pid
    }
}
