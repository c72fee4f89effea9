/// Paths as text, joined and normalised without asking the file system
/// (`a/./b/../c` is `a/c`), so a project's paths read the same on any machine.
enum ProjectPath {
    static func join(_ folder: String, _ path: String) -> String {
        if path.isEmpty { return folder }
        if path.hasPrefix("/") { return normalized(path) }
        return normalized(folder.hasSuffix("/") ? folder + path : folder + "/" + path)
    }

    /// `.` and empty components removed, `..` applied (never above the root of an absolute path).
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if component == "..", absolute {
                continue
            } else {
                parts.append(component)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    static func name(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The extension after the last dot of the last component, lowercased (`"swift"`), or "".
    static func fileExtension(_ path: String) -> String {
        let last = name(path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return last[last.index(after: dot)...].lowercased()
    }

    /// Whether `path` is `folder` or lies inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || folder == "/" || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` relative to `folder` when inside it (`Views/Row.swift`), else nil.
    static func relative(_ path: String, to folder: String) -> String? {
        guard isInside(path, folder) else { return nil }
        if path == folder { return "." }
        return String(path.dropFirst(folder == "/" ? 1 : folder.count + (folder.hasSuffix("/") ? 0 : 1)))
    }
}
