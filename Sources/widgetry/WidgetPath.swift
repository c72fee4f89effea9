import Foundation
import ProjectModules
import WidgetLanguage
import WidgetProject
import WidgetRuntime

/// What a PATH on the command line stands for: a widget file (`.widget` or
/// `.swift`), or a module: the widget extension target of an Xcode project
/// (PATH is a repository, an `.xcodeproj` or a folder inside a project), or a
/// folder without a project, read with its subfolders.
enum WidgetPath {
    case file(String)
    case module(WidgetModule, ProjectTarget?)

    /// Why a PATH gives no widget: the message, and the exit status (1 for a project that cannot
    /// be read or has no widget extension, 2 for a PATH or `--target` that names nothing).
    struct Failure: Error {
        var message: String
        var status: Int32
    }

    /// The `--target` option of the commands that take a PATH.
    static let targetOption = CommandOption.value(
        "--target", "NAME", "the widget extension target of an Xcode project PATH (default: the only one)")

    /// What `--help` says about FILE where a project may stand for it.
    static let helpNote = """
        FILE may also be a folder of .swift files (one module, with its subfolders')
        or an Xcode project: its repository, its .xcodeproj (or the project.yml it
        is generated from) or any folder in it. Its widget extension target runs
        (--target NAME when it has several; 'widgetry targets PATH' lists them),
        and its widget bundle's first widget is the default.
        """

    /// The path compiled and shown: the file, or the module's folder.
    var path: String {
        switch self {
        case .file(let path): return path
        case .module(let module, _): return module.path
        }
    }

    func compile() -> WidgetCompiler.Result {
        switch self {
        case .file(let path): return WidgetCompiler.compile(path: path)
        case .module(let module, _): return WidgetCompiler.compile(module)
        }
    }

    /// Resolves PATH; `target` is `--target`'s value, `readable` the `--allow-read` folders.
    static func resolve(_ path: String, target: String? = nil, readable: [String] = []) throws(Failure) -> WidgetPath {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(message: "\(path): no such widget file\(WidgetFiles.suggestion(for: path))", status: 2)
        }
        let absolute = ProjectPath.normalized(path.hasPrefix("/") ? path : Self.currentFolder + "/" + path)
        if !isDirectory.boolValue, ProjectPath.name(absolute) != "project.pbxproj", !ProjectSpec.isSpec(absolute) {
            if target != nil { throw Failure(message: "--target \(target ?? ""): \(path) is a widget file, not an Xcode project", status: 2) }
            return .file(path)
        }
        let search = ProjectSearch.find(absolute)
        if !search.projects.isEmpty {
            return try projectTarget(path, search: search, target: target, readable: readable)
        }
        if let target { throw Failure(message: "--target \(target): \(path) holds no Xcode project", status: 2) }
        return try folderModule(path, absolute: absolute)
    }

    /// Every widget PATH means, for `test`: as `resolve`, but a project with several widget
    /// extensions gives them all (or `target`'s).
    static func resolveAll(_ path: String, target: String?, readable: [String] = []) throws(Failure) -> [WidgetPath] {
        var isDirectory: ObjCBool = false
        guard target == nil, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [try resolve(path, target: target, readable: readable)]
        }
        let absolute = ProjectPath.normalized(path.hasPrefix("/") ? path : currentFolder + "/" + path)
        let found = ProjectSearch.find(absolute)
        guard !found.projects.isEmpty else { return [try resolve(path, readable: readable)] }
        let (search, read, _) = readSearched(found, readable: readable)
        if read.projects.isEmpty, let first = read.errors.first { throw Failure(message: first, status: 1) }
        var targets = read.projects.flatMap(\.widgetTargets)
        if let within = search.within, targets.contains(where: { $0.hasFiles(in: within) }) {
            targets = targets.filter { $0.hasFiles(in: within) }
        }
        guard !targets.isEmpty else { return [try projectTarget(path, search: found, target: nil, readable: readable)] }
        return targets.map(module(for:))
    }

    static var currentFolder: String { FileManager.default.currentDirectoryPath }

    /// A path as the user sees it: relative to the current folder when inside it.
    static func shown(_ path: String) -> String { ProjectPath.shown(path, from: currentFolder) }
}

extension WidgetPath {
    /// The one widget extension PATH means, or `--target`'s.
    static func projectTarget(_ path: String, search found: ProjectSearch, target name: String?, readable: [String]) throws(Failure) -> WidgetPath {
        let (search, read, _) = readSearched(found, readable: readable)
        if read.projects.isEmpty, let first = read.errors.first { throw Failure(message: first, status: 1) }
        let widgets = read.projects.flatMap { project in project.widgetTargets.map { (project, $0) } }
        let label = { (pair: (XcodeProject, ProjectTarget)) in read.projects.count > 1 ? "\(pair.1.name) (\(pair.0.fileName))" : pair.1.name }
        if let name {
            if let found = widgets.first(where: { $0.1.name == name }) { return module(for: found.1) }
            if let other = read.projects.lazy.flatMap(\.targets).first(where: { $0.name == name }) {
                throw Failure(message: "--target \(name): '\(name)' is not a widget extension (\(TargetsListing.kind(of: other))); widget extensions: \(widgets.map(label).joined(separator: ", "))", status: 2)
            }
            let hint = closestMatch(to: name, in: widgets.map(\.1.name)).map { "; did you mean '\($0)'?" } ?? ""
            let list = widgets.isEmpty ? "it has none" : "widget extensions: \(widgets.map(label).joined(separator: ", "))"
            throw Failure(message: "--target \(name): no widget extension named '\(name)' in \(path)\(hint) (\(list))", status: 2)
        }
        var candidates = widgets
        if let within = search.within {
            let inside = widgets.filter { $0.1.hasFiles(in: within) }
            if !inside.isEmpty { candidates = inside }
        }
        guard let only = candidates.first else {
            let names = read.projects.map(\.fileName).joined(separator: ", ")
            let targets = read.projects.flatMap(\.targets).map(\.name).joined(separator: ", ")
            throw Failure(message: "\(path): \(names) \(read.projects.count == 1 ? "has" : "have") no widget extension target (targets: \(targets.isEmpty ? "none" : targets)); a widget extension is an app extension whose Info.plist names com.apple.widgetkit-extension", status: 1)
        }
        guard candidates.count == 1 else {
            throw Failure(message: "\(path) has \(candidates.count) widget extensions: \(candidates.map(label).joined(separator: ", ")); pick one with --target NAME ('widgetry targets \(path)' lists them)", status: 2)
        }
        return module(for: only.1)
    }

    /// The projects a search found, read. When they are a folder's own and none has a widget extension, the projects of
    /// its subfolders that have one are read instead (`ProjectSearch.subfolderProjects`: a repository whose app project
    /// has no widget, with a version that has one in a subfolder); `passedOver` are then the folder's own.
    static func readSearched(_ search: ProjectSearch, readable: [String])
        -> (search: ProjectSearch, read: (projects: [XcodeProject], errors: [String]), passedOver: [XcodeProject]) {
        let read = readProjects(search.projects, readable: readable + search.readableFolders)
        guard !read.projects.contains(where: { !$0.widgetTargets.isEmpty }), let deeper = search.subfolderProjects() else { return (search, read, []) }
        let below = readProjects(deeper.projects, readable: readable + deeper.readableFolders)
        guard below.projects.contains(where: { !$0.widgetTargets.isEmpty }) else { return (search, read, []) }
        return (deeper, below, read.projects)
    }

    /// The projects that could be read, and a message for each that could not.
    static func readProjects(_ paths: [String], readable: [String]) -> (projects: [XcodeProject], errors: [String]) {
        let granted = readable.map { ProjectPath.normalized($0.hasPrefix("/") ? $0 : currentFolder + "/" + $0) }
        let read = TargetModule.readProjects(paths, readable: granted)
        return (read.projects, read.errors.map { "\(shown($0.path)):\($0.message.first?.isNumber == true ? "" : " ")\($0.message)" })
    }

    /// A target as a module (`TargetModule`), its paths as the command line shows them.
    static func module(for target: ProjectTarget) -> WidgetPath {
        .module(TargetModule.module(for: target, shown: shown), target)
    }

    /// Whether a folder holds `.widget` files and no `.swift` file at its top: each file is a widget
    /// of its own (`watch` and `run` show them all; `test` and `fmt` take them all).
    static func isFolderOfWidgetFiles(_ path: String) -> Bool {
        let names = FolderWalk.names(in: path).filter { !$0.hasPrefix(".") }
        return names.contains { $0.hasSuffix(".widget") } && !names.contains { $0.hasSuffix(".swift") }
    }

    /// A Swift package's `Package.swift` describes the package and is no part of its code, and the
    /// `Tests` folder beside it holds its test targets (XCTest, Swift Testing): both are left out
    /// of a folder read as one module.
    static func withoutPackageManifestsAndTests(_ items: [String]) -> [String] {
        let packages = Set(items.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }.map { ProjectPath.parent($0) })
        return items.filter { item in
            if item == "Package.swift" || item.hasSuffix("/Package.swift") { return false }
            return !packages.contains { package in item.hasPrefix(package.isEmpty || package == "." ? "Tests/" : package + "/Tests/") }
        }
    }

    /// A folder with no project: its `.swift` files and those of its subfolders, and the `.widget`
    /// files at its top, as one module.
    static func folderModule(_ path: String, absolute: String) throws(Failure) -> WidgetPath {
        if isFolderOfWidgetFiles(absolute) {
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            let widgets = FolderWalk.names(in: absolute).filter { $0.hasSuffix(".widget") && !$0.hasPrefix(".") }
            let names = widgets.prefix(3).map { folder == "." ? $0 : folder + "/" + $0 }.joined(separator: ", ")
            throw Failure(message: "\(path) is a folder of widget files; name one: \(names)\(widgets.count > 3 ? ", …" : "")", status: 2)
        }
        var walk = FolderWalk()
        walk.skippedFolders = ProjectSearch.skippedFolderNames
        let items = WidgetPath.withoutPackageManifestsAndTests(walk.items(in: absolute).items)
        let swift = items.filter { $0.hasSuffix(".swift") }
        let widgets = items.filter { $0.hasSuffix(".widget") && !$0.contains("/") }
        guard !swift.isEmpty else {
            throw Failure(message: """
                \(path): no widget here. Looked for an Xcode project (an .xcodeproj in it, in the folders above it up to \
                the repository's root, and in its subfolders) and for .swift files in it and its subfolders, and found none. \
                Try a .widget or .swift file, a folder of .swift files, or a folder of an Xcode project; \
                'widgetry new NAME' starts a widget
                """, status: 2)
        }
        let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let files = (swift + widgets).sorted().map { ProjectPath.join(folder, $0) }
        let catalogs = items.filter { $0.hasSuffix(".xcassets") }.map { ProjectPath.join(absolute, $0) }
        let strings = items.filter { [".strings", ".stringsdict", ".xcstrings"].contains(where: $0.hasSuffix) }.map { ProjectPath.join(absolute, $0) }
        var module = WidgetModule(path: folder, files: files, resources: TargetModule.resources(catalogs: catalogs, strings: strings))
        // SiriKit definitions, as a target's: the Swift Xcode generates from them is compiled with the folder.
        let definitions = items.filter { $0.hasSuffix(".intentdefinition") }.map { ProjectPath.join(folder, $0) }
        module.generated = TargetModule.intentSources(definitions)
        module.manifests += definitions
        return .module(module, nil)
    }
}
