/// The local Swift packages a target uses: each `XCSwiftPackageProductDependency`
/// of the target names a product and (from Xcode 15) the
/// `XCLocalSwiftPackageReference` whose `relativePath` is the package's folder.
/// A dependency without a package, as older projects write it, is looked for
/// in every local package of the project: the package references and the
/// folders of the group tree that hold a `Package.swift`.
struct LocalPackages {
    let objects: ProjectObjects
    let tree: GroupTree
    let projectFolder: String
    let walk: FolderWalk
    let scope: ReadScope

    typealias Product = PackageProducts.Product

    var packageProducts: PackageProducts { PackageProducts(walk: walk, scope: scope) }

    /// The files of every local package product `target` depends on.
    func products(of target: String, notes: inout [String]) -> [Product] {
        var result: [Product] = []
        var visited: Set<String> = []
        for dependency in objects.ids(target, "packageProductDependencies") {
            // A build-tool plugin (`plugin:SwiftLintPlugin`) adds no source.
            guard let product = objects.string(dependency, "productName"), !product.hasPrefix("plugin:") else { continue }
            let package = objects.string(dependency, "package")
            if let package, objects.isa(package) == "XCRemoteSwiftPackageReference" {
                let url = objects.string(package, "repositoryURL") ?? "a remote package"
                notes.append("the package product \(product) comes from \(url), which is not read (only local packages are)")
                continue
            }
            let folders = package.flatMap(folder(ofReference:)).map { [$0] } ?? candidateFolders()
            var found = false
            for folder in folders {
                guard scope.allows(folder) else {
                    if package != nil { notes.append(scope.outside(folder)) }
                    continue
                }
                guard packageProducts.read(product, in: folder, into: &result, read: &visited, notes: &notes) else { continue }
                found = true
                break
            }
            if !found {
                let place = package.flatMap(folder(ofReference:)) ?? "the project's local packages"
                notes.append("the package product \(product) was not found in \(place)")
            }
        }
        return result
    }

    /// The folder of an `XCLocalSwiftPackageReference` (its `relativePath` from the project's folder).
    private func folder(ofReference id: String) -> String? {
        guard objects.isa(id) == "XCLocalSwiftPackageReference", let path = objects.string(id, "relativePath") else { return nil }
        return ProjectPath.join(projectFolder, path)
    }

    /// Every local package folder the project knows: package references, folders of the group tree
    /// with a `Package.swift`, synchronised folders that are packages or hold them, then packages of a workspace beside the project (or beside its folder).
    private func candidateFolders() -> [String] {
        var folders = objects.ids(ofKind: "XCLocalSwiftPackageReference").compactMap(folder(ofReference:))
        for id in objects.ids(ofKind: "PBXFileReference") {
            guard let path = tree.path(of: id), !folders.contains(path), ProjectPath.fileExtension(path).isEmpty,
                  FolderWalk.exists(ProjectPath.join(path, "Package.swift")) else { continue }
            folders.append(path)
        }
        // A synchronised folder (Xcode 16) that is a package, or holds packages one level down
        // (`Modules/DeepLinks/Package.swift`): Xcode shows them in the navigator and builds their products.
        for group in objects.ids(ofKind: "PBXFileSystemSynchronizedRootGroup") {
            guard let path = tree.path(of: group), scope.allows(path) else { continue }
            let places = [path] + FolderWalk.names(in: path).sorted().map { ProjectPath.join(path, $0) }
            for folder in places where !folders.contains(folder) && FolderWalk.exists(ProjectPath.join(folder, "Package.swift")) {
                folders.append(folder)
            }
        }
        for folder in Self.workspaceLocations(besideProjectIn: projectFolder, scope: scope)
        where !folders.contains(folder) && FolderWalk.exists(ProjectPath.join(folder, "Package.swift")) {
            folders.append(folder)
        }
        return folders
    }

    /// The places the workspaces beside a project name (those in the project's folder, then in the one above it, that the
    /// scope allows), in that order: the local packages and the other projects Xcode builds with it.
    static func workspaceLocations(besideProjectIn projectFolder: String, scope: ReadScope) -> [String] {
        var locations: [String] = []
        for base in [projectFolder, ProjectPath.parent(projectFolder)] where scope.allows(base) {
            for name in FolderWalk.names(in: base) where name.hasSuffix(".xcworkspace") {
                locations += workspaceLocations(ProjectPath.join(base, name))
            }
        }
        return locations
    }

    /// The places a workspace's `contents.xcworkspacedata` names (`location = "group:AppPackage"`),
    /// as paths: `group:` and `container:` from the workspace's folder, `absolute:` as written.
    static func workspaceLocations(_ workspace: String) -> [String] {
        guard let bytes = try? BoundedFile.read(ProjectPath.join(workspace, "contents.xcworkspacedata"), maxBytes: BoundedFile.maxSmallFileBytes) else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        var result: [String] = []
        var rest = text[...]
        while let found = rest.range(of: "location") {
            rest = rest[found.upperBound...]
            guard let open = rest.firstIndex(of: "\""), rest[..<open].allSatisfy({ $0 == " " || $0 == "=" }),
                  let close = rest[rest.index(after: open)...].firstIndex(of: "\"") else { continue }
            let location = String(rest[rest.index(after: open)..<close])
            rest = rest[close...]
            guard let colon = location.firstIndex(of: ":") else { continue }
            let kind = location[..<colon], path = String(location[location.index(after: colon)...])
            switch kind {
            case "group", "container": result.append(ProjectPath.join(ProjectPath.parent(workspace), path))
            case "absolute": result.append(ProjectPath.normalized(path))
            default: break
            }
        }
        return result
    }

}

/// The products of local Swift packages, read from their folders: each product's targets'
/// files and the local packages' products they depend on.
struct PackageProducts {
    let walk: FolderWalk
    let scope: ReadScope

    struct Product {
        /// The module names of the product's targets.
        var modules: [String]
        var files: TargetFiles
    }

    /// Adds the product of the package in `folder` and, as Xcode builds them, the products of
    /// local packages its targets depend on (`.product(name:package:)` of a `.package(path:)`);
    /// false when the package has no such product. `read` holds the packages' targets already
    /// added, so a product two packages use is read once.
    func read(_ product: String, in folder: String, into result: inout [Product], read: inout Set<String>,
                      notes: inout [String]) -> Bool {
        guard let manifest = manifest(in: folder) else { return false }
        let targets = manifest.targets(ofProduct: product)
        guard !targets.isEmpty else { return false }
        var files = TargetFiles()
        var modules: [String] = []
        var dependencies: [PackageManifest.ProductDependency] = []
        for packageTarget in targets where read.insert(folder + "#" + packageTarget.name).inserted {
            modules.append(packageTarget.name)
            files.packageModules.insert(packageTarget.name)
            dependencies += packageTarget.products
            // `dependencies: ["RSCore"]` naming no target of this package: the product of that name of the local package
            // of that name it depends on (`.package(path: "../RSCore")`), as SwiftPM resolves a dependency by name.
            for name in packageTarget.dependencies
            where !manifest.targets.contains(where: { $0.name == name }) && manifest.localPackages[name.lowercased()] != nil {
                dependencies.append(PackageManifest.ProductDependency(name: name, package: name))
            }
            let soleTarget = manifest.targets.filter { !$0.isTest }.count == 1
            let relative = PackageManifest.folder(of: packageTarget, soleTarget: soleTarget) { FolderWalk.isFolder(ProjectPath.join(folder, $0)) }
            let source = ProjectPath.join(folder, relative)
            guard scope.allows(source) else {
                notes.append(scope.outside(source))
                continue
            }
            let walked = walk.items(in: source)
            notes += walked.problems
            for item in walked.items {
                let path = ProjectPath.join(source, item)
                // A target at the package's root (`path: "."`) does not compile the manifest, as SwiftPM leaves it out.
                if PackageProducts.isManifest(path, of: folder) { continue }
                files.add(path)
                // Each file is its package target's module's: a type of the target's own of the same name is another type.
                if files.sources.last == path { files.sourceModules[path] = packageTarget.name }
            }
        }
        if !modules.isEmpty { result.append(Product(modules: modules, files: files)) }
        guard read.count < Self.maxPackageTargets else { return true }
        for dependency in dependencies {
            guard let path = manifest.localPackages[dependency.package.lowercased()] else {
                let note = "the package product \(dependency.name) comes from the remote package \(dependency.package), which is not read (only local packages are)"
                if !notes.contains(note) { notes.append(note) }
                continue
            }
            let other = ProjectPath.join(folder, path)
            guard scope.allows(other) else {
                notes.append(scope.outside(other))
                continue
            }
            if !self.read(dependency.name, in: other, into: &result, read: &read, notes: &notes) {
                notes.append("the package product \(dependency.name) was not found in \(other)")
            }
        }
        return true
    }

    /// `Package.swift` or `Package@swift-5.9.swift` of the package in `folder`.
    static func isManifest(_ path: String, of folder: String) -> Bool {
        let name = ProjectPath.name(path)
        guard ProjectPath.join(folder, name) == path else { return false }
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// Package targets read for one Xcode target at most: a bound on what a project's manifests make us walk.
    static let maxPackageTargets = 200

    private func manifest(in folder: String) -> PackageManifest? {
        guard let bytes = try? BoundedFile.read(ProjectPath.join(folder, "Package.swift"), maxBytes: BoundedFile.maxSmallFileBytes) else { return nil }
        return PackageManifest(text: String(decoding: BoundedFile.utf8(bytes), as: UTF8.self))
    }
}
