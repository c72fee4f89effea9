/// Paths as text, joined and normalised without asking the file system
/// (`a/./b/../c` is `a/c`), so a project's paths read the same on any machine.
public enum ProjectPath {
    public static func join(_ folder: String, _ path: String) -> String {
        if path.isEmpty { return folder }
        if path.hasPrefix("/") { return normalized(path) }
        return normalized(folder.hasSuffix("/") ? folder + path : folder + "/" + path)
    }

    /// `.` and empty components removed, `..` applied (never above the root of an absolute path).
    public static func normalized(_ path: String) -> String {
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

    public static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    public static func name(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The extension after the last dot of the last component, lowercased (`"swift"`), or "".
    public static func fileExtension(_ path: String) -> String {
        let last = name(path)
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return last[last.index(after: dot)...].lowercased()
    }

    /// Whether `path` is `folder` or lies inside it.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || folder == "/" || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` relative to `folder` when inside it (`Views/Row.swift`), else nil.
    public static func relative(_ path: String, to folder: String) -> String? {
        guard isInside(path, folder) else { return nil }
        if path == folder { return "." }
        return String(path.dropFirst(folder == "/" ? 1 : folder.count + (folder.hasSuffix("/") ? 0 : 1)))
    }
}

extension ProjectPath {
    /// An absolute path written for a person in `folder` (the current folder): relative when it
    /// lies inside it, else as it is.
    public static func shown(_ path: String, from folder: String) -> String {
        guard let relative = relative(path, to: folder) else { return path }
        return relative
    }
}
