import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way a widget's files are opened: the path is walked one component
/// at a time with `openat(…, O_NOFOLLOW)` from `/`, symbolic links are
/// resolved by the walk itself, and the permissions are checked against the
/// real path of the descriptor that was opened — the descriptor that is then
/// read. A link that changes between the permission check and the read
/// cannot make the read reach another file: whatever the walk ends at is what
/// is checked and what is read.
public enum ConfinedFile {
    /// Symbolic links followed in one walk, as the kernel's own limit.
    static let maxLinks = 40

    /// An open regular file and the real path it was checked against.
    public struct Opened {
        public var descriptor: Int32
        var path: String
        var size: Int
        var mode: mode_t
    }

    /// The bytes of `written` (relative to `base`, or absolute), read from the
    /// descriptor whose real path `permits` allowed. At most `maxBytes`.
    public static func contents(_ written: String, base: String, maxBytes: Int,
                                permits: (SourceAccess) -> String?) throws(SourceFailure) -> Data {
        let file = try opening(written, base: base, permits: permits)
        defer { close(file.descriptor) }
        guard file.size <= maxBytes else { throw SourceFailure("\(written) is larger than the limit of \(maxBytes) bytes") }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(file.descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw SourceFailure("cannot read \(written): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            // The file may have grown since fstat.
            if data.count > maxBytes { throw SourceFailure("\(written) is larger than the limit of \(maxBytes) bytes") }
        }
        return data
    }

    /// Opens `written` as a regular file and checks its real path with `permits`.
    /// The caller closes the descriptor.
    static func opening(_ written: String, base: String, permits: (SourceAccess) -> String?) throws(SourceFailure) -> Opened {
        guard let file = try find(written, base: base, permits: permits) else {
            throw SourceFailure("no such file: \(written)", detail: "looked for \(FilePaths.resolve(written, relativeTo: base))")
        }
        return file
    }

    /// As `opening`, but nil when there is no such file.
    public static func find(_ written: String, base: String, permits: (SourceAccess) -> String?) throws(SourceFailure) -> Opened? {
        guard let (descriptor, walked) = try walk(written.hasPrefix("/") ? written : base + "/" + written, shown: written) else {
            return nil
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            throw SourceFailure("cannot read \(written): \(String(cString: strerror(errno)))")
        }
        // Only regular files: a FIFO or a device could block or never end.
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw SourceFailure("\(written) is not a regular file")
        }
        let path = SourcePlatform.path(of: descriptor) ?? walked
        if let refused = permits(.read(path: path)) {
            close(descriptor)
            throw SourceFailure(refused)
        }
        return Opened(descriptor: descriptor, path: path, size: Int(info.st_size), mode: info.st_mode)
    }

    /// Walks `path` from `/`, one `openat` per component, never letting the
    /// kernel follow a link: a link is read with `readlinkat` and its target
    /// walked in its place. Gives the last component's descriptor and the path
    /// walked to it, or nil when a component does not exist (or is a file where
    /// a folder should be).
    private static func walk(_ path: String, shown: String) throws(SourceFailure) -> (Int32, String)? {
        var pending = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed() as [String]
        var directory = open("/", SourcePlatform.searchOnly | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { throw SourceFailure("cannot read \(shown): \(String(cString: strerror(errno)))") }
        var links = 0
        var walked: [String] = []
        func fail(_ error: Int32) -> SourceFailure {
            close(directory)
            switch error {
            case ELOOP: return SourceFailure("cannot read \(shown): more than \(maxLinks) symbolic links")
            default: return SourceFailure("cannot read \(shown): \(String(cString: strerror(error)))")
            }
        }
        while let component = pending.popLast() {
            if component == "." { continue }
            let last = pending.isEmpty
            let flags = last ? O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
                             : SourcePlatform.searchOnly | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
            let next = openat(directory, component, flags)
            if next >= 0 {
                close(directory)
                directory = next
                if component == ".." { _ = walked.popLast() } else { walked.append(component) }
                continue
            }
            let error = errno
            guard error == ELOOP || error == ENOTDIR || error == EMLINK, let target = readLink(directory, component) else {
                if error == ENOENT || error == ENOTDIR {
                    close(directory)
                    return nil
                }
                throw fail(error)
            }
            links += 1
            guard links <= maxLinks, !target.isEmpty else { throw fail(ELOOP) }
            pending += target.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed()
            if target.hasPrefix("/") {
                walked = []
                close(directory)
                directory = open("/", SourcePlatform.searchOnly | O_DIRECTORY | O_CLOEXEC)
                guard directory >= 0 else { throw SourceFailure("cannot read \(shown): \(String(cString: strerror(errno)))") }
            }
        }
        return (directory, "/" + walked.joined(separator: "/"))
    }

    /// The target of the link `name` in `directory`, or nil when it is not a link.
    private static func readLink(_ directory: Int32, _ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(directory, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
