import Foundation
import WidgetLanguage
import WidgetProject
import WidgetRuntime

/// An Xcode project's target as the module `check`, `render` and `lsp` compile:
/// its Swift files, the `.widget` files beside them in its folder, the modules
/// compiled into it (local packages, framework targets), its asset catalogs and
/// strings, and the Swift its `.intentdefinition` files stand for.
public enum TargetModule {
    /// The target's module. `shown` writes a path as the module names it (the command line
    /// shows paths relative to the current folder; the editor keeps them absolute).
    public static func module(for target: ProjectTarget, shown: (String) -> String = { $0 }) -> WidgetModule {
        let widgets = FolderWalk.names(in: target.folder).filter { $0.hasSuffix(".widget") }.map { ProjectPath.join(target.folder, $0) }
        var module = WidgetModule(path: shown(target.folder), files: (target.files.sources + widgets).map(shown),
                                  includedModules: target.includedModules, manifests: [shown(target.manifest)],
                                  resources: resources(catalogs: target.files.assetCatalogs, strings: target.files.strings))
        module.resources.infoKeys = target.info.bundleKeys
        module.generated = intentSources(target.files.intentDefinitions, shown: shown)
        module.platform = platform(of: target)
        module.fileModules = Dictionary(target.files.sourceModules.map { (shown($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        module.packageModules = target.files.packageModules
        module.manifests += target.files.intentDefinitions.map(shown)
        module.projectNames = ObjectiveCHeaders.declaredNames(in: target.files.headers).mapValues(ProjectNameOrigin.objectiveCHeader)
        for (name, model) in CoreDataModels.generatedClasses(in: target.files.dataModels) { module.projectNames[name] = .coreDataModel(model) }
        return module
    }

    /// The platform a target's Swift is compiled for (its `#if os(…)`).
    public static func platform(of target: ProjectTarget) -> SwiftPlatform {
        SwiftPlatform(rawValue: target.platform.rawValue) ?? .iOS
    }

    /// The Swift Xcode generates from SiriKit `.intentdefinition` files, each named after its file
    /// with `.swift` added (diagnostics in it show that name); a file that cannot be read gives a
    /// comment saying why (the intent it names is then unknown where used).
    public static func intentSources(_ paths: [String], shown: (String) -> String = { $0 }) -> [GeneratedSource] {
        paths.map { path in
            let name = shown(path) + ".swift"
            do { return GeneratedSource(path: name, text: try IntentDefinition(path: path).swiftSource) } catch {
                return GeneratedSource(path: name, text: "// \(error)\n")
            }
        }
    }

    /// A module's asset catalogs (absolute paths: the runtime reads them from the widget's folder) and
    /// its strings, read now.
    public static func resources(catalogs: [String], strings: [String]) -> ModuleResources {
        let read = StringsFiles(strings)
        return ModuleResources(assetCatalogs: catalogs, strings: LocalizedStrings(tables: read.tables, developmentLanguage: read.developmentLanguage ?? "en"))
    }

    /// Reads projects (`.xcodeproj` folders or specs, absolute). Each may read files in its repository (the
    /// folder with `.git` above it) and in the `readable` folders (absolute).
    public static func readProjects(_ paths: [String], readable: [String]) -> (projects: [XcodeProject], errors: [ProjectError]) {
        var projects: [XcodeProject] = [], errors: [ProjectError] = []
        for path in paths {
            do {
                projects.append(try XcodeProject.read(path, readableRoots: [ProjectSearch.repositoryRoot(of: path)] + readable))
            } catch {
                errors.append(error)
            }
        }
        return (projects, errors)
    }
}
