import Foundation

/// Where each file reference and group of a project lies on disk, from the
/// group tree under the project's main group. A reference's `sourceTree` says
/// where its `path` starts:
/// - `<group>`: the enclosing group's folder (a group without a path is its parent's folder);
/// - `SOURCE_ROOT`: the project's folder;
/// - `<absolute>`: the path is absolute;
/// - `BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR` and other build variables: a product or a
///   system file, not in the project; it has no path here.
struct GroupTree {
    /// Deeper groups than this are not read (a hostile project could nest without end).
    static let maxDepth = 64

    /// Every reference and group reached, by id.
    private(set) var paths: [String: String] = [:]
    /// Every object visited, so a group listed twice (or inside itself) is read once.
    private var visited: Set<String> = []
    private let objects: ProjectObjects
    private let projectFolder: String

    init(objects: ProjectObjects, mainGroup: String?, projectFolder: String) {
        self.objects = objects
        self.projectFolder = projectFolder
        if let mainGroup { visit(mainGroup, parentFolder: projectFolder, depth: 0) }
    }

    /// The path of a reference or group; one outside the tree is taken relative to the project's folder.
    func path(of id: String) -> String? {
        if let path = paths[id] { return path }
        guard objects.object(id) != nil else { return nil }
        return resolve(id, parentFolder: projectFolder)
    }

    /// The files a build file stands for: a file, or every language's file of a localised
    /// (variant) group.
    func files(ofReference id: String) -> [String] {
        guard objects.isa(id) == "PBXVariantGroup" else { return path(of: id).map { [$0] } ?? [] }
        return objects.ids(id, "children").compactMap { path(of: $0) }
    }

    private mutating func visit(_ id: String, parentFolder: String?, depth: Int) {
        guard depth < Self.maxDepth, objects.object(id) != nil, visited.insert(id).inserted else { return }
        let own = parentFolder.flatMap { resolve(id, parentFolder: $0) }
        if let own { paths[id] = own }
        switch objects.isa(id) {
        case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
            for child in objects.ids(id, "children") { visit(child, parentFolder: own, depth: depth + 1) }
        default:
            break
        }
    }

    /// The path of one object below a folder, by its `sourceTree`; nil for one outside the project.
    private func resolve(_ id: String, parentFolder: String) -> String? {
        let written = expand(objects.string(id, "path") ?? "")
        switch objects.string(id, "sourceTree") ?? "<group>" {
        case "<group>": return ProjectPath.join(parentFolder, written)
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": return ProjectPath.join(projectFolder, written)
        case "<absolute>": return written.hasPrefix("/") ? ProjectPath.normalized(written) : nil
        default: return nil
        }
    }

    /// `$(SRCROOT)/Shared` and `${PROJECT_DIR}/Shared` with the project's folder put in.
    private func expand(_ path: String) -> String {
        var path = path
        for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            for written in ["$(\(variable))", "${\(variable)}"] where path.contains(written) {
                path = path.replacingOccurrences(of: written, with: projectFolder)
            }
        }
        return path
    }
}
