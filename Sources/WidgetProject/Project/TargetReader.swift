/// Reads one native target of a project: its build phases, synchronised
/// folders, local packages and the framework targets it depends on, gathered
/// into the files Widgetry uses.
struct TargetReader {
    /// How deep framework targets that depend on framework targets are followed.
    static let maxDependencyDepth = 8
    static let frameworkTypes: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
    ]

    let objects: ProjectObjects
    let project: String
    /// The `.xcodeproj` folder.
    let projectPath: String
    let folder: String
    /// The folders whose files may be read.
    let scope: ReadScope
    let tree: GroupTree
    let walk: FolderWalk
    /// The target that builds each product file (`FitnessKit.framework`), by the product's reference.
    let productOwners: [String: String]
    /// Whether a framework the target links that no target of this project builds is looked for in the other
    /// projects of a workspace beside it (not while reading such a project).
    let searchesSiblingProjects: Bool

    init(objects: ProjectObjects, project: String, projectPath: String, folder: String, scope: ReadScope,
         searchesSiblingProjects: Bool = true) {
        self.searchesSiblingProjects = searchesSiblingProjects
        self.objects = objects
        self.project = project
        self.projectPath = projectPath
        self.folder = folder
        self.scope = scope
        tree = GroupTree(objects: objects, mainGroup: objects.string(project, "mainGroup"), projectFolder: folder)
        var walk = FolderWalk()
        walk.skippedFolders = ["build", "DerivedData", ".build"]
        walk.allows = { [scope] in scope.allows($0) }
        self.walk = walk
        var owners: [String: String] = [:]
        for target in objects.ids(ofKind: "PBXNativeTarget") {
            if let product = objects.string(target, "productReference") { owners[product] = target }
        }
        productOwners = owners
    }

    func target(_ id: String) -> ProjectTarget {
        var visited: Set<String> = [id]
        return read(id, depth: 0, visited: &visited).keepingFiles(in: scope)
    }

    private func read(_ id: String, depth: Int, visited: inout Set<String>) -> ProjectTarget {
        let name = objects.string(id, "name") ?? id
        let productType = objects.string(id, "productType") ?? ""
        let projectName = ProjectPath.name(projectPath).hasSuffix(".xcodeproj") ? String(ProjectPath.name(projectPath).dropLast(".xcodeproj".count)) : name
        let base = ["SRCROOT": folder, "PROJECT_DIR": folder, "SOURCE_ROOT": folder, "TARGET_NAME": name, "PRODUCT_NAME": name,
                    "PROJECT_NAME": projectName]
        let settings = BuildSettings(
            target: objects.string(id, "buildConfigurationList"), project: objects.string(project, "buildConfigurationList"),
            objects: objects, tree: tree, scope: scope, base: base)
        var notes: [String] = []
        var files = TargetFiles()
        var linksWidgetKit = false
        var frameworkTargets: [String] = []
        // `NetworkKit.framework` from the products folder that no target here builds: another project's (a workspace's).
        var otherProducts: [String] = []
        for phase in objects.ids(id, "buildPhases") {
            let isa = objects.isa(phase)
            for buildFile in objects.ids(phase, "files") {
                guard let reference = objects.string(buildFile, "fileRef") else { continue }
                switch isa {
                case "PBXSourcesBuildPhase", "PBXResourcesBuildPhase":
                    for path in tree.files(ofReference: reference) {
                        guard FolderWalk.exists(path) else {
                            if FileKind(path: path) == .swift { notes.append("\(path) is in the \(isa == "PBXSourcesBuildPhase" ? "Sources" : "Resources") phase but not on disk") }
                            continue
                        }
                        files.add(path)
                    }
                case "PBXFrameworksBuildPhase":
                    let written = objects.string(reference, "name") ?? objects.string(reference, "path") ?? ""
                    if ProjectPath.name(written) == "WidgetKit.framework" { linksWidgetKit = true }
                    if let owner = productOwners[reference] {
                        frameworkTargets.append(owner)
                    } else if objects.string(reference, "sourceTree") == "BUILT_PRODUCTS_DIR", written.hasSuffix(".framework") {
                        otherProducts.append(ProjectPath.name(written))
                    }
                default:
                    break
                }
            }
        }
        let synchronised = SynchronizedFolders(objects: objects, tree: tree, walk: walk, scope: scope)
        for path in synchronised.files(of: id, notes: &notes) { files.add(path) }

        if let plist = settings.string("INFOPLIST_FILE"), !plist.isEmpty {
            let path = ProjectPath.join(folder, plist)
            if !scope.allows(path) {
                notes.append(scope.outside(path))
            } else if FolderWalk.exists(path) {
                files.infoPlist = path
            } else {
                notes.append("its Info.plist \(path) is not on disk")
            }
        }
        files.headers = ObjectiveCHeaders.headers(bridging: settings.string("SWIFT_OBJC_BRIDGING_HEADER"), projectFolder: folder,
                                                  scope: scope, walk: walk, notes: &notes)
        var info = TargetInfo.read(plist: files.infoPlist, settings: settings, notes: &notes)
        // (An extension's bundle is of the package type `XPC!`, an app's `APPL`, unless its Info.plist says.)
        if info.bundleKeys["CFBundlePackageType"] == nil {
            info.bundleKeys["CFBundlePackageType"] = productType == ProjectTarget.appExtensionType ? "XPC!" : "APPL"
        }
        info.inferWidgetKit(productType: productType, linksWidgetKit: linksWidgetKit, sources: files.sources, scope: scope)

        var included: [String] = []
        let packages = LocalPackages(objects: objects, tree: tree, projectFolder: folder, walk: walk, scope: scope)
        for product in packages.products(of: id, notes: &notes) {
            files.add(contentsOf: product.files)
            included += product.modules.filter { !included.contains($0) }
        }
        let dependencies = objects.ids(id, "dependencies").compactMap { objects.string($0, "target") }
        let imported = importedFrameworkTargets(files.sources)
        for dependency in dependencies + frameworkTargets + imported where !visited.contains(dependency) {
            guard depth < Self.maxDependencyDepth, objects.isa(dependency) == "PBXNativeTarget",
                  Self.frameworkTypes.contains(objects.string(dependency, "productType") ?? "") else { continue }
            visited.insert(dependency)
            let framework = read(dependency, depth: depth + 1, visited: &visited)
            files.add(contentsOf: framework.files, module: framework.moduleName)
            for module in [framework.moduleName] + framework.includedModules where !included.contains(module) { included.append(module) }
            notes += framework.notes
        }
        if depth == 0, searchesSiblingProjects, !otherProducts.isEmpty {
            for framework in siblingFrameworks(otherProducts, notes: &notes) {
                files.add(contentsOf: framework.files, module: framework.moduleName)
                for module in [framework.moduleName] + framework.includedModules where !included.contains(module) { included.append(module) }
                notes += framework.notes
            }
        }
        let module = settings.string("PRODUCT_MODULE_NAME") ?? settings.string("PRODUCT_NAME") ?? name
        // The platform, from the Debug configuration (a preview is a debug build), else the first.
        let debug = BuildSettings(
            target: objects.string(id, "buildConfigurationList"), project: objects.string(project, "buildConfigurationList"),
            objects: objects, tree: tree, scope: scope, base: base, preferring: "Debug")
        let platform = TargetPlatform.of(sdkRoot: debug.string("SDKROOT"), supportedPlatforms: debug.string("SUPPORTED_PLATFORMS"))
        let home = objects.ids(id, "fileSystemSynchronizedGroups").lazy.compactMap { tree.path(of: $0) }.first
            ?? files.infoPlist.map(ProjectPath.parent) ?? files.sources.first.map(ProjectPath.parent) ?? folder
        return ProjectTarget(name: name, project: projectPath, productType: productType, info: info, moduleName: Self.identifier(module),
                             platform: platform, includedModules: included, files: files, folder: home, notes: notes)
    }

    /// The framework targets of the other projects of a workspace beside this project (in its folder or the one above)
    /// that build the frameworks named (`NetworkKit.framework`), as Xcode builds a workspace's projects together: for
    /// each, the first target whose module is the framework's name (an iOS one first).
    private func siblingFrameworks(_ products: [String], notes: inout [String]) -> [ProjectTarget] {
        var projects: [String] = []
        for location in LocalPackages.workspaceLocations(besideProjectIn: folder, scope: scope)
        where location.hasSuffix(".xcodeproj") && ProjectPath.normalized(location) != ProjectPath.normalized(projectPath)
            && !projects.contains(location) && scope.allows(location) {
            projects.append(location)
        }
        var found: [ProjectTarget] = []
        var wanted = Set(products.map { String($0.dropLast(".framework".count)) })
        for path in projects.prefix(16) where !wanted.isEmpty {
            guard let project = try? XcodeProject.read(path, readableRoots: scope.roots, searchingSiblings: false) else { continue }
            let frameworks = project.targets.filter { Self.frameworkTypes.contains($0.productType) && wanted.contains($0.moduleName) }
                .sorted { ($0.platform == .iOS ? 0 : 1, $0.name) < ($1.platform == .iOS ? 0 : 1, $1.name) }
            for target in frameworks where wanted.contains(target.moduleName) {
                wanted.remove(target.moduleName)
                found.append(target)
            }
        }
        for name in wanted.sorted() {
            notes.append("the framework \(name).framework is built by no target of this project or of a workspace beside it")
        }
        return found
    }

    /// The project's framework targets whose modules the target's Swift imports (`import Shared`) without
    /// listing them: Xcode builds such a target first (its implicit dependencies) and the module links
    /// itself, so its files join the target's as a linked framework's do.
    private func importedFrameworkTargets(_ sources: [String]) -> [String] {
        var frameworks: [String: String] = [:]
        for target in objects.ids(ofKind: "PBXNativeTarget") where Self.frameworkTypes.contains(objects.string(target, "productType") ?? "") {
            let name = objects.string(target, "productName") ?? objects.string(target, "name") ?? ""
            frameworks[Self.identifier(name)] = target
        }
        guard !frameworks.isEmpty else { return [] }
        var found: [String] = []
        for path in sources where scope.allows(path) && FileKind(path: path) == .swift {
            guard let bytes = try? BoundedFile.read(path, maxBytes: BoundedFile.maxSmallFileBytes) else { continue }
            for module in Self.importedModules(String(decoding: bytes, as: UTF8.self)) {
                if let target = frameworks[module], !found.contains(target) { found.append(target) }
            }
        }
        return found
    }

    /// The modules a Swift text imports (`import Shared`, `@testable import Kit`, `import struct Kit.Item`).
    static func importedModules(_ text: String) -> [String] {
        var modules: [String] = []
        // (Lines are found in the bytes, and only those that say `import` are read as words: a target's files may be megabytes.)
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let line = Substring(bytes)
            guard line.contains("import") else { continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(first) {
                words.removeFirst()
            }
            guard words.count >= 2, words[0] == "import" else { continue }
            let path = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"].contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            if let module = path.split(separator: ".").first { modules.append(String(module)) }
        }
        return modules
    }

    /// Whether a Swift file names `WidgetBundle` or `WidgetConfiguration`: an app extension whose
    /// Info.plist says nothing (its settings may come from a file not read) is a widget extension then.
    static func declaresWidgets(_ path: String) -> Bool {
        guard let bytes = try? BoundedFile.read(path, maxBytes: BoundedFile.maxSmallFileBytes) else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains("WidgetBundle") || text.contains("WidgetConfiguration")
    }

    /// A module name as Swift spells it: characters other than letters, digits and `_` become `_`.
    static func identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber == true { result = "_" + result }
        return result.isEmpty ? "_" : result
    }
}
