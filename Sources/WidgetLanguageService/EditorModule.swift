import Foundation
import ProjectModules
import WidgetLanguage
import WidgetRuntime

/// The files checked together with a file: the Xcode target that holds a `.swift`
/// file, else a folder of `.swift` files (and the `.widget` files beside them), else
/// the file alone. `path` is the module's folder (the target's own folder), or the file.
public struct EditorModule: Sendable, Hashable {
    public var path: String
    /// Absolute paths, in the order the module's text is made of them.
    public var files: [String]
    /// Whether the module is made of files (a target or a folder) rather than one file alone.
    public var isFolder: Bool
    /// What a target's module is compiled with besides its files, as `check --target` compiles
    /// it: the modules compiled into it, its asset catalogs and strings, and the Swift made from
    /// its intent definitions (after the files; diagnostics in it are shown in no document).
    public var includedModules: [String] = []
    public var resources: ModuleResources?
    public var generated: [GeneratedSource] = []
    /// The platform its `#if os(…)` is decided for: the target's; iOS for a folder or a file alone.
    public var platform: SwiftPlatform = .iOS
    /// The framework module each file from a linked framework target belongs to (`WidgetModule.fileModules`).
    public var fileModules: [String: String] = [:]
    /// Which of those modules are local packages' (`WidgetModule.packageModules`).
    public var packageModules: Set<String> = []
    /// The names its project declares outside its Swift (`WidgetModule.projectNames`).
    public var projectNames: [String: ProjectNameOrigin] = [:]

    public init(path: String, files: [String], isFolder: Bool) {
        self.path = path
        self.files = files
        self.isFolder = isFolder
    }

    /// A project target's module (its paths absolute).
    public init(_ module: WidgetModule) {
        self.init(path: module.path, files: module.files, isFolder: true)
        includedModules = module.includedModules
        resources = module.resources
        generated = module.generated
        platform = module.platform
        fileModules = module.fileModules
        packageModules = module.packageModules
        projectNames = module.projectNames
    }

    public static func single(_ path: String) -> EditorModule { EditorModule(path: path, files: [path], isFolder: false) }
}

/// The module a file belongs to, found as the command line finds it. A `.swift` file
/// that an Xcode target's sources hold is checked with that target's whole module,
/// as `widgetry check PROJECT --target NAME` checks it (`ProjectTargetFinder`: the
/// nearest project above the file, a widget extension first when several targets
/// hold it). Else a file in a folder of `.swift` files is checked with that folder
/// (`SwiftModuleFolder`, what `widgetry check FOLDER` reads for its top), and any
/// other file alone. A project that cannot be read holds no file.
public final class EditorModules {
    public let targets: ProjectTargetFinder

    public init(targets: ProjectTargetFinder = ProjectTargetFinder()) {
        self.targets = targets
    }

    public func module(containing path: String) -> EditorModule {
        if path.hasSuffix(".swift"), path.hasPrefix("/"), let found = targets.target(containing: path), found.module.files.contains(path) {
            return EditorModule(found.module)
        }
        let folder = (path as NSString).deletingLastPathComponent
        guard path.hasSuffix(".swift") || path.hasSuffix(".widget"), !folder.isEmpty,
              let files = SwiftModuleFolder.files(at: folder), files.contains(path) else {
            return .single(path)
        }
        return EditorModule(path: folder, files: files, isFolder: true)
    }
}

/// `file://` URIs and the paths they name.
public enum FileURI {
    /// The path of a `file:` URI (percent-decoded); any other URI is kept as it is.
    public static func path(_ uri: String) -> String {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return uri }
        return url.standardizedFileURL.path
    }

    public static func uri(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}
