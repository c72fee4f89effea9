/// A project kept as an XcodeGen spec (`project.yml`, `project.yaml` or
/// `project.json` beside the sources, no `.xcodeproj` committed), read as the
/// project `xcodegen generate` would make: its targets, each with its product
/// type, platform, settings, Info.plist and the files its `sources:`,
/// `dependencies:` (framework targets, local packages) give.
///
/// Not read: `include:` of other spec files, `targetTemplates` (a target's
/// `templates:`), `${…}` variables other than `${target_name}` and
/// `${platform}`, projects that other projects reference. Each is a note on the
/// targets (with its line and column), or an error when no target is left.
public enum ProjectSpec {
    /// The spec file names looked for in a folder, in this order.
    public static let fileNames = ["project.yml", "project.yaml", "project.json"]

    /// Whether `path` names a spec file.
    public static func isSpec(_ path: String) -> Bool { fileNames.contains(ProjectPath.name(path)) }

    /// The spec in `folder`, if it has one: a file of a spec's name that has a spec's top-level `targets`
    /// (or `include`) key. Another tool's `project.yml` is no project, and the folder is read as it would be without it.
    public static func spec(in folder: String) -> String? {
        fileNames.lazy.map { ProjectPath.join(folder, $0) }.first { !FolderWalk.isFolder($0) && FolderWalk.exists($0) && declaresTargets($0) }
    }

    /// Whether the file's text has a top-level `targets:` or `include:` (`"targets"` in JSON).
    static func declaresTargets(_ path: String) -> Bool {
        guard let bytes = try? BoundedFile.read(path, maxBytes: BoundedFile.maxSmallFileBytes) else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        if path.hasSuffix(".json") { return text.contains("\"targets\"") || text.contains("\"include\"") }
        return text.split(whereSeparator: \.isNewline).contains { line in
            line.hasPrefix("targets:") || line.hasPrefix("include:") || line.hasPrefix("\"targets\":")
        }
    }

    /// Targets a spec may have at most; the rest are a note.
    static let maxTargets = 1_000

    /// Reads the spec at `path`. Files outside `readableRoots` are left out of the targets, each with a note.
    static func read(_ path: String, readableRoots: [String]) throws(ProjectError) -> XcodeProject {
        let file = ProjectPath.normalized(path)
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(file, maxBytes: BoundedFile.maxSmallFileBytes) } catch {
            throw ProjectError(path: file, message: error.reason)
        }
        let document: YAMLDocument
        do { document = try YAMLReader.read(bytes) } catch {
            throw ProjectError(path: file, message: error.description)
        }
        guard let root = document.root.map else {
            throw ProjectError(path: file, message: "not a project spec: expected a mapping with 'name' and 'targets'")
        }
        let folder = ProjectPath.parent(file)
        var notes: [String] = []
        let reader = SpecReader(document: document, file: file, folder: folder, scope: ReadScope(roots: readableRoots), notes: &notes)
        let included = includedFiles(root["include"])
        if !included.isEmpty {
            if reader.targets.isEmpty {
                throw ProjectError(path: file, message: reader.located(["include"], "its targets come from 'include' (\(included.joined(separator: ", "))), which is not read"))
            }
            notes.append("\(reader.at(["include"])): 'include' of \(included.joined(separator: ", ")) is not read: targets, settings and packages declared there are missing")
        }
        if root["targets"] != nil, root["targets"]?.map == nil {
            throw ProjectError(path: file, message: reader.located(["targets"], "'targets' should be a mapping of names to targets"))
        }
        var targets = reader.targets.map { reader.target($0) }
        for index in targets.indices { targets[index].notes = notes + targets[index].notes }
        var project = XcodeProject(path: file, folder: folder, targets: targets)
        project.specName = root["name"]?.string
        return project
    }

    /// The files `include:` names: a path, a list of paths, or of `{path: …}`.
    private static func includedFiles(_ value: YAMLValue?) -> [String] {
        switch value {
        case .string(let path)?: return [path]
        case .list(let items)?: return items.compactMap { $0.string ?? $0["path"]?.string }
        case .map(let entry)?: return entry["path"]?.string.map { [$0] } ?? []
        default: return []
        }
    }
}
