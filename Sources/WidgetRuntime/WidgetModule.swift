import Foundation
import WidgetLanguage

/// A Swift module made of files that may lie in many folders: an Xcode
/// project's widget extension target, or a folder read with its subfolders.
/// Its files see each other's declarations, as one module's do.
public struct WidgetModule: Sendable, Hashable {
    /// The module's own folder: where its relative paths (images, json files,
    /// `Bundle.main`) start and what its store is named after.
    public var path: String
    /// Its `.swift` (and `.widget`) files, in order.
    public var files: [String]
    /// Modules compiled into this one (a local package's targets, a framework target):
    /// `import StocksKit` names one of them, not a missing module.
    public var includedModules: [String]
    /// Files that say which files the module has (a project's `project.pbxproj`): when one
    /// changes, the module is gathered again.
    public var manifests: [String]
    /// Its asset catalogs and strings.
    public var resources: ModuleResources
    /// Swift made from the project's files (a SiriKit `.intentdefinition`'s types), compiled after
    /// `files`; `path` names what it was made from.
    public var generated: [GeneratedSource] = []
    /// The platform its `#if os(…)` and `canImport(…)` are decided for: a project target's; iOS for a folder.
    public var platform: SwiftPlatform = .iOS
    /// The framework module each of its files from a linked framework target belongs to, by path (see `SwiftModules.fileModules`).
    public var fileModules: [String: String] = [:]
    /// Which modules of `fileModules` are local packages' (see `SwiftModules.packageModules`).
    public var packageModules: Set<String> = []
    /// The names its project declares outside its Swift: the classes Xcode generates from its Core Data models, the
    /// Objective-C its bridging header imports (see `UnavailableAPIs.projectNames`).
    public var projectNames: [String: ProjectNameOrigin] = [:]

    public init(path: String, files: [String], includedModules: [String] = [], manifests: [String] = [],
                resources: ModuleResources = ModuleResources()) {
        self.path = path
        self.files = files
        self.includedModules = includedModules
        self.manifests = manifests
        self.resources = resources
    }
}

extension WidgetCompiler {
    /// Reads a module's files and compiles them as one module.
    public static func compile(_ module: WidgetModule, registry: BuiltinRegistry = .standard) -> Result {
        compiling(included: module.includedModules, fileModules: module.fileModules, packageModules: module.packageModules,
                  platform: module.platform, resources: module.resources, projectNames: module.projectNames) {
            compile(module: module.path, files: module.files, generated: module.generated.map { ($0.path, $0.text) }, registry: registry)
        }
    }

    /// Runs `body` with what a module's code is compiled with besides its text: the modules compiled into it, the
    /// framework module of each file, its platform, its resources and the names its project declares outside its Swift.
    public static func compiling<T>(included: [String], fileModules: [String: String], packageModules: Set<String> = [],
                                    platform: SwiftPlatform, resources: ModuleResources,
                                    projectNames: [String: ProjectNameOrigin], _ body: () -> T) -> T {
        SwiftModules.$included.withValue(Set(included)) {
            SwiftModules.$fileModules.withValue(fileModules) {
                SwiftModules.$packageModules.withValue(packageModules) {
                    SwiftPlatform.$compiling.withValue(platform) {
                        ModuleResources.$compiling.withValue(resources) {
                            UnavailableAPIs.$projectNames.withValue(projectNames, operation: body)
                        }
                    }
                }
            }
        }
    }
}

/// Swift source that no file holds: what a project's file stands for, made when the project is read.
public struct GeneratedSource: Sendable, Hashable {
    /// What it was made from, with a note that it was made (shown in diagnostics).
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
