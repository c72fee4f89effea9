/// Xcode 16's synchronised folders (`PBXFileSystemSynchronizedRootGroup`):
/// every file under the folder belongs to the targets that list the group in
/// `fileSystemSynchronizedGroups`. An exception set
/// (`PBXFileSystemSynchronizedBuildFileExceptionSet`) names files relative to
/// the folder whose membership is the other way round for its `target`: taken
/// out of a target that owns the folder, added to a target that does not. A
/// listed folder stands for everything in it; `/Localized: dir/name` stands for
/// `dir/<language>.lproj/name`. A build-phase exception set
/// (`PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`) takes
/// its files out of the target whose phase it names.
struct SynchronizedFolders {
    let objects: ProjectObjects
    let tree: GroupTree
    let walk: FolderWalk
    let scope: ReadScope

    /// The files `target` has from synchronised folders, as paths.
    func files(of target: String, notes: inout [String]) -> [String] {
        let owned = objects.ids(target, "fileSystemSynchronizedGroups")
        let phases = Set(objects.ids(target, "buildPhases"))
        var files: [String] = []
        for group in owned {
            guard let folder = tree.path(of: group) else { continue }
            guard scope.allows(folder) else {
                notes.append(scope.outside(folder))
                continue
            }
            guard FolderWalk.isFolder(folder) else {
                notes.append("the synchronised folder \(folder) is not on disk")
                continue
            }
            var excluded: [String] = []
            for set in objects.ids(group, "exceptions") {
                switch objects.isa(set) {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet" where objects.string(set, "target") == target:
                    excluded += objects.ids(set, "membershipExceptions")
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    if let phase = objects.string(set, "buildPhase"), phases.contains(phase) {
                        excluded += objects.ids(set, "membershipExceptions")
                    }
                default: break
                }
            }
            var walker = walk
            walker.opaqueFolders = Set(objects.ids(group, "explicitFolders"))
            let result = walker.items(in: folder)
            notes += result.problems
            for item in result.items where !excluded.contains(where: { Self.matches(item, $0) }) {
                files.append(ProjectPath.join(folder, item))
            }
        }
        // Files of other targets' folders that this target has too.
        for group in objects.ids(ofKind: "PBXFileSystemSynchronizedRootGroup") where !owned.contains(group) {
            guard let folder = tree.path(of: group), scope.allows(folder) else { continue }
            for set in objects.ids(group, "exceptions")
            where objects.isa(set) == "PBXFileSystemSynchronizedBuildFileExceptionSet" && objects.string(set, "target") == target {
                for entry in objects.ids(set, "membershipExceptions") {
                    files += included(entry, in: folder, notes: &notes)
                }
            }
        }
        return files
    }

    /// The files one membership entry adds: the file, every file of a folder, or every language's
    /// file of a localised entry.
    private func included(_ entry: String, in folder: String, notes: inout [String]) -> [String] {
        if let (directory, name) = Self.localized(entry) {
            let base = ProjectPath.join(folder, directory)
            let languages = walk.items(in: base).items.filter { $0.hasSuffix(".lproj/" + name) }
            return languages.map { ProjectPath.join(base, $0) }
        }
        let path = ProjectPath.join(folder, entry)
        // An entry names a file of the folder; one that leads out of it (`../…`, `/…`) is not followed.
        guard ProjectPath.isInside(path, folder) else {
            notes.append("the exception entry '\(entry)' of \(folder) leads out of the folder; it is not read")
            return []
        }
        guard FolderWalk.isFolder(path), FileKind(path: path) != .bundle, FileKind(path: path) != .assetCatalog else { return [path] }
        let result = walk.items(in: path)
        notes += result.problems
        return result.items.map { ProjectPath.join(path, $0) }
    }

    /// Whether an item of the folder (`Views/Row.swift`) is what an exception entry names.
    static func matches(_ item: String, _ entry: String) -> Bool {
        if let (directory, name) = localized(entry) {
            let parent = ProjectPath.parent(item), folder = ProjectPath.parent(parent)
            return ProjectPath.name(item) == name && parent.hasSuffix(".lproj") && (directory.isEmpty ? parent == ProjectPath.name(parent) : folder == directory)
        }
        return item == entry || item.hasPrefix(entry + "/")
    }

    /// `/Localized: Resources/Main.html` as (`Resources`, `Main.html`); nil for a plain entry.
    static func localized(_ entry: String) -> (directory: String, name: String)? {
        let prefix = "/Localized: "
        guard entry.hasPrefix(prefix) else { return nil }
        let path = String(entry.dropFirst(prefix.count))
        let directory = path.contains("/") ? ProjectPath.parent(path) : ""
        return (directory, ProjectPath.name(path))
    }
}
