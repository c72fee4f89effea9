/// An Xcode project, read from the `project.pbxproj` in its `.xcodeproj`
/// folder, or from the spec it is generated from (`project.yml`, see
/// `ProjectSpec`): its native targets, each with what it is and the files
/// Widgetry uses.
public struct XcodeProject: Sendable, Equatable {
    /// The `.xcodeproj` folder, or the spec file.
    public var path: String
    /// Where `SOURCE_ROOT` paths start: the folder holding the `.xcodeproj` (with the
    /// project's `projectDirPath` applied).
    public var folder: String
    public var targets: [ProjectTarget]

    /// The targets that are widget extensions, in the project's order.
    public var widgetTargets: [ProjectTarget] { targets.filter(\.isWidgetExtension) }

    /// A spec's `name:` (the name of the project it generates).
    public var specName: String?

    /// The project's name (`Weather` for `Weather.xcodeproj`, a spec's `name:`).
    public var name: String {
        let last = ProjectPath.name(path)
        return last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : specName ?? last
    }

    /// The project as a person names it: `Weather.xcodeproj`, `project.yml`.
    public var fileName: String { ProjectPath.name(path) }

    /// The file that says what the project at `path` (an `.xcodeproj` or a spec) holds: its
    /// `project.pbxproj`, or the spec.
    public static func manifest(of path: String) -> String {
        ProjectSpec.isSpec(path) ? path : ProjectPath.join(path, "project.pbxproj")
    }

    public init(path: String, folder: String, targets: [ProjectTarget]) {
        self.path = path
        self.folder = folder
        self.targets = targets
    }

    /// Reads the project at `path` (an `.xcodeproj` folder, or a spec file). Files outside
    /// `readableRoots` (folders; symbolic links resolved) are left out of the targets, each with a note.
    /// `searchingSiblings`: whether a framework a target links that no target of the project builds is looked for in
    /// the other projects of a workspace beside it (`TargetReader`).
    public static func read(_ path: String, readableRoots: [String], searchingSiblings: Bool = true) throws(ProjectError) -> XcodeProject {
        if ProjectSpec.isSpec(path) { return try ProjectSpec.read(path, readableRoots: readableRoots) }
        let projectPath = ProjectPath.normalized(path)
        let file = ProjectPath.join(projectPath, "project.pbxproj")
        let bytes = try readProjectFile(file)
        let root: PropertyList
        do { root = try PropertyListFile.parse(bytes, path: file) } catch {
            throw ProjectError(path: file, message: error.column == 0 ? error.message : "\(error.line):\(error.column): \(error.message)")
        }
        guard let table = root["objects"]?.dictionary, let rootObject = root["rootObject"]?.string else {
            throw ProjectError(path: file, message: "not an Xcode project: no 'objects' or 'rootObject'")
        }
        let objects = ProjectObjects(table)
        guard objects.isa(rootObject) == "PBXProject" else {
            throw ProjectError(path: file, message: "not an Xcode project: the root object \(rootObject) is not a PBXProject")
        }
        var folder = ProjectPath.parent(projectPath)
        if let directory = objects.string(rootObject, "projectDirPath"), !directory.isEmpty {
            folder = ProjectPath.join(folder, directory)
        }
        let reader = TargetReader(objects: objects, project: rootObject, projectPath: projectPath, folder: folder,
                                  scope: ReadScope(roots: readableRoots), searchesSiblingProjects: searchingSiblings)
        let targets = objects.ids(rootObject, "targets")
            .filter { objects.isa($0) == "PBXNativeTarget" }
            .map { reader.target($0) }
        return XcodeProject(path: projectPath, folder: folder, targets: targets)
    }

    private static func readProjectFile(_ file: String) throws(ProjectError) -> [UInt8] {
        do { return try BoundedFile.read(file, maxBytes: BoundedFile.maxProjectBytes) } catch {
            throw ProjectError(path: file, message: error.reason)
        }
    }
}

/// A project that cannot be read: where and why.
public struct ProjectError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path):\(message.first?.isNumber == true ? "" : " ")\(message)" }
}
