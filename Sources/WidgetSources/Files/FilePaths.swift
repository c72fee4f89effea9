import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Paths as the file system sees them, so a permission check cannot be
/// fooled by `..` or by a symbolic link that points out of a folder.
public enum FilePaths {
    /// `path` (relative to `base`) made absolute with every symbolic link
    /// resolved. The part that does not exist yet is appended as written,
    /// with `.` and `..` applied.
    public static func resolve(_ path: String, relativeTo base: String) -> String {
        let absolute = path.hasPrefix("/") ? path : base + "/" + path
        var resolved = "/"
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": resolved = parent(of: resolved)
            default:
                let candidate = resolved == "/" ? "/" + component : resolved + "/" + component
                resolved = exists(candidate) ? (realPath(candidate) ?? candidate) : candidate
            }
        }
        return resolved
    }

    /// Whether `path` is `folder` or inside it (both already resolved).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `path` written relative to `folder` when that is short (`../secret.json`), else absolute.
    static func relative(_ path: String, from folder: String) -> String {
        let a = path.split(separator: "/"), b = folder.split(separator: "/")
        var common = 0
        while common < min(a.count, b.count), a[common] == b[common] { common += 1 }
        let ups = b.count - common
        guard common > 0, ups <= 2 else { return path }
        let parts = Array(repeating: "..", count: ups) + a[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), path != "/" else { return "/" }
        let head = String(path[..<slash])
        return head.isEmpty ? "/" : head
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
