import Foundation
import WidgetProject
import WidgetRuntime

/// The Xcode target a source file belongs to, found as the command line finds a
/// project for a folder: the `.xcodeproj`s in the file's folder or the nearest
/// folder above it that holds one (up to the repository's root). Of their
/// targets whose Swift sources hold the file, a widget extension comes first,
/// else the first in the projects' order. The search is made again only when a
/// folder it looked into changes; projects are read once and again only
/// when their `project.pbxproj` changes (its modification time or size); a
/// target's module is made again when that file, its intent definitions, its
/// strings or its folder (its `.widget` files) change.
///
/// A project that cannot be read holds no file: the file belongs to no target.
/// `report` is told why, once per state of the project file.
public final class ProjectTargetFinder {
    /// A file's state as far as re-reading goes; nil for a file that does not exist.
    struct Stamp: Equatable {
        var modified: Date
        var size: UInt64

        init?(_ path: String) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let modified = attributes[.modificationDate] as? Date else { return nil }
            self.modified = modified
            size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        }
    }

    struct ReadProject {
        var stamp: Stamp?
        var project: XcodeProject?
    }

    /// The projects found for a folder, and the folders looked into with their state then.
    struct Search {
        var searched: [String]
        var stamps: [Stamp?]
        var projects: [String]
    }

    struct MadeModule {
        var stamps: [Stamp?]
        var module: WidgetModule
    }

    /// Folders besides each project's repository that its files may be read from (absolute).
    let readable: [String]
    let report: (String) -> Void
    var searches: [String: Search] = [:]
    var projects: [String: ReadProject] = [:]
    var modules: [String: MadeModule] = [:]

    public init(readable: [String] = [], report: @escaping (String) -> Void = { _ in }) {
        self.readable = readable.map(ProjectPath.normalized)
        self.report = report
    }

    /// The target holding the Swift file at `path` (absolute), and its module (absolute paths), or
    /// nil when no project found for it (or none that could be read) has the file among a target's sources.
    public func target(containing path: String) -> (target: ProjectTarget, module: WidgetModule)? {
        let file = ProjectPath.normalized(path)
        var holding: [ProjectTarget] = []
        for projectPath in enclosingProjects(ProjectPath.parent(file)) {
            guard let project = project(at: projectPath) else { continue }
            holding += project.targets.filter { $0.files.sources.contains(file) }
        }
        guard let target = holding.first(where: \.isWidgetExtension) ?? holding.first else { return nil }
        return (target, module(for: target))
    }

    /// The projects a file in `folder` may belong to (`ProjectSearch.enclosing`), looked for again
    /// when a folder looked into has changed (an entry added, removed or renamed).
    func enclosingProjects(_ folder: String) -> [String] {
        if let search = searches[folder], search.searched.map(Stamp.init) == search.stamps { return search.projects }
        let found = ProjectSearch.enclosingSearch(folder)
        searches[folder] = Search(searched: found.searched, stamps: found.searched.map(Stamp.init), projects: found.projects)
        return found.projects
    }

    /// The project at `path` (an `.xcodeproj` or a spec), read again when its project file (or the spec) has changed.
    func project(at path: String) -> XcodeProject? {
        let stamp = Stamp(XcodeProject.manifest(of: path))
        if let read = projects[path], read.stamp == stamp { return read.project }
        let read = TargetModule.readProjects([path], readable: readable)
        for error in read.errors { report("\(error); its files are checked with their folder") }
        projects[path] = ReadProject(stamp: stamp, project: read.projects.first)
        return read.projects.first
    }

    /// The target's module, made again when a file it was made from has changed.
    func module(for target: ProjectTarget) -> WidgetModule {
        let key = target.project + "\u{0}" + target.name
        let sources = [target.manifest, target.folder] + target.files.intentDefinitions + target.files.strings
        let stamps = sources.map(Stamp.init)
        if let made = modules[key], made.stamps == stamps { return made.module }
        let module = TargetModule.module(for: target)
        modules[key] = MadeModule(stamps: stamps, module: module)
        return module
    }
}
