import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a path names, as the system sees it when it follows symbolic links.
/// `FileManager.fileExists` answers false for a missing path and for a symbolic
/// link loop alike; this tells them apart, so a loop is reported as a loop.
public enum PathStatus: Equatable, Sendable {
    case file
    case folder
    case missing
    /// `ELOOP`: a symbolic link on the way leads back to itself (or the chain of
    /// links is longer than the system follows).
    case linkLoop
    /// Any other reason the path cannot be reached (a folder on the way that may
    /// not be searched, …), in the system's words.
    case unreachable(String)

    public init(of path: String) {
        var info = stat()
        guard stat(path, &info) != 0 else {
            self = (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
            return
        }
        switch errno {
        case ENOENT, ENOTDIR: self = .missing
        case ELOOP: self = .linkLoop
        default: self = .unreachable(String(cString: strerror(errno)).lowercased())
        }
    }

    /// Why the path cannot be opened, for a message: nil for a file, a folder or a missing path
    /// (each command says "no such …" in its own words).
    public var problem: String? {
        switch self {
        case .file, .folder, .missing: nil
        case .linkLoop: "too many levels of symbolic links (a symbolic link loop)"
        case .unreachable(let reason): reason
        }
    }
}
