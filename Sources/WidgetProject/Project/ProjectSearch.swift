/// Finds the Xcode projects a path on the command line means: an `.xcodeproj`
/// (or its `project.pbxproj`), or a project spec (`project.yml`); a folder that
/// holds projects; a folder inside a project (the nearest folder above it that
/// holds one, not looking past the repository's root, the folder with `.git`);
/// else the projects in the folder's subfolders (not in `Pods`, `Carthage`,
/// build folders or packages' checkouts). A folder's spec counts when the
/// folder holds no `.xcodeproj` (one generated from it and committed is the
/// project Xcode opens).
public struct ProjectSearch: Sendable, Equatable {
    /// The `.xcodeproj` folders and spec files found, sorted.
    public var projects: [String]
    /// For a folder inside a project: that folder. Its targets are the ones with files in it.
    public var within: String?
    /// For a folder that holds the projects below it (a repository, cloned or downloaded): that folder, whose files
    /// the projects may read, as a repository's (the folder with `.git`) are.
    public var holdingFolder: String?

    public init(projects: [String], within: String?, holdingFolder: String? = nil) {
        self.projects = projects
        self.within = within
        self.holdingFolder = holdingFolder
    }

    /// The folders the projects may read besides their repository's: the folder named, when it holds them.
    public var readableFolders: [String] { holdingFolder.map { [$0] } ?? [] }

    /// How many folders above the path are looked at.
    public static let maxLevelsUp = 64
    /// How deep below the path projects are looked for, and how many folders at most.
    public static let maxLevelsDown = 6
    public static let maxFoldersDown = 20_000
    /// Folders not looked into for projects (nor, by the command line, for a folder's Swift files).
    public static let skippedFolderNames: Set<String> = [
        "Pods", "Carthage", "node_modules", "build", "Build", "DerivedData", ".build", "SourcePackages", "checkouts", "__snapshots__",
    ]

    /// The projects for an absolute, normalised path; none when the path is not a folder or a project.
    public static func find(_ path: String) -> ProjectSearch {
        if ProjectPath.name(path) == "project.pbxproj" { return ProjectSearch(projects: [ProjectPath.parent(path)], within: nil) }
        if ProjectSpec.isSpec(path), FolderWalk.exists(path), !FolderWalk.isFolder(path) { return ProjectSearch(projects: [path], within: nil) }
        guard FolderWalk.isFolder(path) else { return ProjectSearch(projects: [], within: nil) }
        if ProjectPath.fileExtension(path) == "xcodeproj" { return ProjectSearch(projects: [path], within: nil) }
        let here = projects(in: path)
        if !here.isEmpty { return ProjectSearch(projects: here, within: nil, holdingFolder: path) }
        if !FolderWalk.exists(ProjectPath.join(path, ".git")), path != "/" {
            let above = enclosing(ProjectPath.parent(path))
            if !above.isEmpty { return ProjectSearch(projects: above, within: path) }
        }
        var found: [String] = []
        var visited = 0
        below(path, depth: 0, visited: &visited, into: &found)
        return ProjectSearch(projects: found.sorted(), within: nil, holdingFolder: found.isEmpty ? nil : path)
    }

    /// For a folder that holds projects: the projects in its subfolders (an older version of the app, a sample), which
    /// the command line turns to when the folder's own have no widget extension. Nil when there are none, or when the
    /// search was not of such a folder.
    public func subfolderProjects() -> ProjectSearch? {
        guard let holdingFolder, within == nil else { return nil }
        var found: [String] = []
        var visited = 0
        Self.below(holdingFolder, depth: 0, visited: &visited, into: &found)
        let deeper = found.filter { !projects.contains($0) }.sorted()
        return deeper.isEmpty ? nil : ProjectSearch(projects: deeper, within: nil, holdingFolder: holdingFolder)
    }

    /// The projects a file in `folder` (absolute, normalised) may belong to: those in `folder`, else
    /// those in the nearest folder above it that holds one, not looking past the repository's root
    /// (the folder with `.git`); none when no folder up to there holds a project.
    public static func enclosing(_ folder: String) -> [String] { enclosingSearch(folder).projects }

    /// `enclosing`'s projects, and the folders looked into to find them (from `folder` up): the
    /// answer stands while none of them changes.
    public static func enclosingSearch(_ folder: String) -> (projects: [String], searched: [String]) {
        var folder = folder
        var searched: [String] = []
        for _ in 0..<maxLevelsUp {
            searched.append(folder)
            let here = projects(in: folder)
            if !here.isEmpty { return (here, searched) }
            if FolderWalk.exists(ProjectPath.join(folder, ".git")) || folder == "/" { break }
            folder = ProjectPath.parent(folder)
        }
        return ([], searched)
    }

    /// The repository a project belongs to: the nearest folder at or above it with `.git`; without one (an
    /// archive's copy), the folder of a workspace in the project's folder or the two above that names the project
    /// (`group:App/App.xcodeproj`), whose other entries (local packages) are the app's; else the folder that holds the project.
    public static func repositoryRoot(of project: String) -> String {
        let start = ProjectPath.parent(project)
        var folder = start
        for _ in 0..<maxLevelsUp {
            if FolderWalk.exists(ProjectPath.join(folder, ".git")) { return folder }
            if folder == "/" { break }
            folder = ProjectPath.parent(folder)
        }
        let named = ProjectPath.normalized(project)
        var workspaceRoot = start
        folder = start
        for _ in 0..<3 {
            for name in FolderWalk.names(in: folder) where name.hasSuffix(".xcworkspace")
            && LocalPackages.workspaceLocations(ProjectPath.join(folder, name)).contains(named) {
                workspaceRoot = folder
            }
            if folder == "/" { break }
            folder = ProjectPath.parent(folder)
        }
        return workspaceRoot
    }

    /// The `.xcodeproj` folders directly inside `folder` that hold a `project.pbxproj`; without
    /// one, its project spec.
    static func projects(in folder: String) -> [String] {
        let projects = FolderWalk.names(in: folder, endingWith: ".xcodeproj")
            .map { ProjectPath.join(folder, $0) }
            .filter { FolderWalk.exists(ProjectPath.join($0, "project.pbxproj")) }
        if projects.isEmpty, let spec = ProjectSpec.spec(in: folder) { return [spec] }
        return projects
    }

    private static func below(_ folder: String, depth: Int, visited: inout Int, into found: inout [String]) {
        guard depth < maxLevelsDown, visited < maxFoldersDown else { return }
        visited += 1
        var hasProject = false
        for name in FolderWalk.names(in: folder) where !name.hasPrefix(".") && !skippedFolderNames.contains(name) {
            let path = ProjectPath.join(folder, name)
            if name.hasSuffix(".xcodeproj") {
                if FolderWalk.exists(ProjectPath.join(path, "project.pbxproj")) {
                    found.append(path)
                    hasProject = true
                }
                continue
            }
            guard FileKind(path: name) != .bundle, FolderWalk.isFolder(path), !FolderWalk.isSymbolicLink(path) else { continue }
            below(path, depth: depth + 1, visited: &visited, into: &found)
        }
        if !hasProject, let spec = ProjectSpec.spec(in: folder) { found.append(spec) }
    }
}
