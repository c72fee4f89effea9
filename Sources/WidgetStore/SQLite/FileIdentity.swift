import Foundation

/// Which file a path names now: its device and inode. A store compares the one it
/// opened with the path's current one to notice that another process removed or
/// replaced the file (`widgetry store FILE reset`, `rm`, a copy over it).
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// The file at `path`, or nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}
