/// The folders a project's files may be read from, symbolic links resolved: a
/// file or folder the project names outside them is left out (with a note),
/// never opened.
struct ReadScope: Sendable {
    /// Real paths.
    let roots: [String]

    init(roots: [String]) {
        var unique: [String] = []
        for root in roots.map({ FolderWalk.realPath($0) ?? ProjectPath.normalized($0) }) where !unique.contains(root) { unique.append(root) }
        self.roots = unique
    }

    /// Whether `path` (resolved when it exists) lies in one of the roots.
    func allows(_ path: String) -> Bool {
        let real = FolderWalk.realPath(path) ?? ProjectPath.normalized(path)
        return roots.contains { ProjectPath.isInside(real, $0) }
    }

    /// The note for a path left out.
    func outside(_ path: String) -> String {
        "\(path) lies outside \(roots.joined(separator: ", ")); it is not read"
    }
}
