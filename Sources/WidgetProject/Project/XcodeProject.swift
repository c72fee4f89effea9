/// An Xcode project, read from the `project.pbxproj` in its `.xcodeproj`
/// folder: its native targets, each with what it is and the files Widgetry
/// uses.
public struct XcodeProject: Sendable, Equatable {
    /// The `.xcodeproj` folder.
    public var path: String
    /// Where `SOURCE_ROOT` paths start: the folder holding the `.xcodeproj` (with the
    /// project's `projectDirPath` applied).
    public var folder: String
    public var targets: [ProjectTarget]

    /// The targets that are widget extensions, in the project's order.
    public var widgetTargets: [ProjectTarget] { targets.filter(\.isWidgetExtension) }

    /// The project's name (`Weather` for `Weather.xcodeproj`).
    public var name: String {
        let last = ProjectPath.name(path)
        return last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : last
    }

    /// Reads the project at `path` (an `.xcodeproj` folder). Files outside `readableRoots` (folders;
    /// symbolic links resolved) are left out of the targets, each with a note.
    public static func read(_ path: String, readableRoots: [String]) throws(ProjectError) -> XcodeProject {
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
                                  scope: ReadScope(roots: readableRoots))
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
