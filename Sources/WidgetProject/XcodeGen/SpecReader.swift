import Foundation

/// Reads the targets of a project spec: each as `xcodegen generate` would make
/// it, with the files its `sources:` and `dependencies:` give.
struct SpecReader {
    /// How deep framework targets that depend on framework targets are followed.
    static let maxDependencyDepth = 8
    static let frameworkTypes: Set<String> = TargetReader.frameworkTypes.union(["com.apple.product-type.framework.static"])

    /// A target of the spec; a target with a list of platforms is one per platform (`App_iOS`, `App_macOS`).
    struct Target {
        var name: String
        /// Its key under `targets:` (where its places are).
        var key: String
        /// Its mapping, `${target_name}` and `${platform}` put in.
        var value: YAMLValue
        /// The platform of a target made from a list of platforms.
        var platform: String?
    }

    let document: YAMLDocument
    let root: YAMLValue
    /// The spec file.
    let file: String
    /// Where the spec's paths start: the spec's folder.
    let folder: String
    let scope: ReadScope
    let walk: FolderWalk
    /// The targets, sorted by name (as the generated project lists them).
    let targets: [Target]
    let byName: [String: Target]

    init(document: YAMLDocument, file: String, folder: String, scope: ReadScope, notes: inout [String]) {
        self.document = document
        root = document.root
        self.file = file
        self.folder = folder
        self.scope = scope
        var walk = FolderWalk()
        walk.skippedFolders = ["build", "DerivedData", ".build"]
        walk.allows = { [scope] in scope.allows($0) }
        self.walk = walk
        var targets: [Target] = []
        let place = { (path: [String]) in document.place(of: path).map { "\(file):\($0)" } ?? file }
        for (key, value) in (root["targets"]?.map ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard targets.count < ProjectSpec.maxTargets else {
                notes.append("\(place(["targets"])): more than \(ProjectSpec.maxTargets) targets; the rest are not read")
                break
            }
            guard let map = value.map else {
                notes.append("\(place(["targets", key])): the target \(key) should be a mapping ('type:', 'platform:', 'sources:', …); it is not read")
                continue
            }
            if let platforms = map["platform"]?.list {
                let prefix = map["platformPrefix"]?.string ?? "", suffix = map["platformSuffix"]?.string ?? "_${platform}"
                for platform in platforms.compactMap(\.string) where targets.count < ProjectSpec.maxTargets {
                    let name = Self.substituted(prefix, platform: platform, name: key) + key + Self.substituted(suffix, platform: platform, name: key)
                    var expanded = map
                    expanded["platform"] = .string(platform)
                    targets.append(Target(name: name, key: key, value: Self.substituted(.map(expanded), platform: platform, name: name), platform: platform))
                }
            } else {
                targets.append(Target(name: key, key: key, value: Self.substituted(value, platform: map["platform"]?.string, name: key)))
            }
        }
        self.targets = targets
        byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `${target_name}` and `${platform}` put in every string of a value.
    static func substituted(_ value: YAMLValue, platform: String?, name: String) -> YAMLValue {
        switch value {
        case .string(let text): return .string(substituted(text, platform: platform, name: name))
        case .list(let items): return .list(items.map { substituted($0, platform: platform, name: name) })
        case .map(let entries): return .map(entries.mapValues { substituted($0, platform: platform, name: name) })
        case .null: return .null
        }
    }

    static func substituted(_ text: String, platform: String?, name: String) -> String {
        guard text.contains("${") else { return text }
        var text = text.replacingOccurrences(of: "${target_name}", with: name)
        if let platform { text = text.replacingOccurrences(of: "${platform}", with: platform) }
        return text
    }

    // MARK: Places

    /// `line:column` of the value at `path` in the spec.
    func place(_ path: [String]) -> String? { document.place(of: path)?.description }

    /// The spec file and the place of the value at `path`: `…/project.yml:12:7`.
    func at(_ path: [String]) -> String { place(path).map { "\(file):\($0)" } ?? file }

    /// A message for a `ProjectError` of the spec file, with the place first.
    func located(_ path: [String], _ message: String) -> String { place(path).map { "\($0): \(message)" } ?? message }

    // MARK: Targets

    func target(_ spec: Target) -> ProjectTarget {
        var visited: Set<String> = [spec.name]
        return read(spec, depth: 0, visited: &visited).keepingFiles(in: scope)
    }

    private func read(_ spec: Target, depth: Int, visited: inout Set<String>) -> ProjectTarget {
        let value = spec.value
        let path = ["targets", spec.key]
        var notes: [String] = []
        let type = value["type"]?.string
        if type == nil { notes.append("\(at(path)): the target \(spec.name) has no 'type'") }
        let productType = Self.productType(type)
        if let templates = value["templates"] {
            let names = (templates.list?.compactMap(\.string) ?? templates.string.map { [$0] } ?? []).joined(separator: ", ")
            notes.append("\(at(path + ["templates"])): the templates \(names) are not applied (targetTemplates are not read); what they give the target is missing")
        }
        let productName = value["productName"]?.string ?? spec.name
        let settings = buildSettings(value, name: spec.name, productName: productName)

        var files = TargetFiles()
        let firstFolder = addSources(of: spec, to: &files, notes: &notes)

        let infoPath = ["targets", spec.key, "info"]
        if let plist = settings.string("INFOPLIST_FILE").flatMap({ $0.isEmpty ? nil : $0 }) ?? value["info"]?["path"]?.string {
            let full = ProjectPath.join(folder, plist)
            if !scope.allows(full) {
                notes.append(scope.outside(full))
            } else if FolderWalk.exists(full) {
                files.infoPlist = full
            } else if value["info"]?["properties"] == nil {
                notes.append("its Info.plist \(full) is not on disk")
            }
        }
        files.headers = ObjectiveCHeaders.headers(bridging: settings.string("SWIFT_OBJC_BRIDGING_HEADER"), projectFolder: folder,
                                                  scope: scope, walk: walk, notes: &notes)
        var info = TargetInfo.read(plist: files.infoPlist, settings: settings, notes: &notes)
        // `info:` makes the Info.plist from these properties when the project is generated.
        if let properties = value["info"]?["properties"] {
            if let point = properties["NSExtension"]?["NSExtensionPointIdentifier"]?.string
                ?? properties["EXAppExtensionAttributes"]?["EXExtensionPointIdentifier"]?.string {
                info.extensionPoint = point
                info.extensionPointSource = "info.properties at \(ProjectPath.name(file)):\(place(infoPath + ["properties"]) ?? "")"
            }
            if let name = properties["CFBundleDisplayName"]?.string { info.displayName = name }
        }

        var linksWidgetKit = false
        var included: [String] = []
        var packageTargets: Set<String> = []
        for (index, dependency) in (value["dependencies"]?.list ?? []).enumerated() {
            let place = path + ["dependencies", String(index)]
            guard let entry = dependency.map else {
                notes.append("\(at(place)): a dependency should be a mapping such as {target: Name} or {package: Name}")
                continue
            }
            if let sdk = entry["sdk"]?.string {
                if ProjectPath.name(sdk) == "WidgetKit.framework" { linksWidgetKit = true }
            } else if let name = entry["target"]?.string {
                guard !name.contains("/") else {
                    notes.append("\(at(place)): the target \(name) of another project is not read")
                    continue
                }
                guard let other = byName[name] else {
                    notes.append("\(at(place)): the spec has no target named \(name)")
                    continue
                }
                // An app's extensions are embedded in it, not compiled with it: only frameworks join.
                guard Self.frameworkTypes.contains(Self.productType(other.value["type"]?.string)), depth < Self.maxDependencyDepth, visited.insert(name).inserted else { continue }
                let framework = read(other, depth: depth + 1, visited: &visited)
                files.add(contentsOf: framework.files, module: framework.moduleName)
                for module in [framework.moduleName] + framework.includedModules where !included.contains(module) { included.append(module) }
                notes += framework.notes
            } else if let package = entry["package"]?.string {
                let products = entry["products"]?.list?.compactMap(\.string) ?? entry["product"]?.string.map { [$0] } ?? [package]
                for product in addPackage(package, products: products, at: place, read: &packageTargets, notes: &notes) {
                    files.add(contentsOf: product.files)
                    included += product.modules.filter { !included.contains($0) }
                }
            }
            // `framework:`, `carthage:`, `bundle:`: prebuilt, with no source to read.
        }
        info.inferWidgetKit(productType: productType, linksWidgetKit: linksWidgetKit, sources: files.sources, scope: scope)

        let platformName = spec.platform ?? value["platform"]?.string
        var supported = settings.string("SUPPORTED_PLATFORMS")
        if supported == nil, let destinations = value["supportedDestinations"]?.list?.compactMap(\.string) {
            supported = destinations.compactMap(Self.sdk(ofPlatform:)).joined(separator: " ")
        }
        let platform = TargetPlatform.of(sdkRoot: settings.string("SDKROOT") ?? platformName.flatMap(Self.sdk(ofPlatform:)), supportedPlatforms: supported)
        let module = settings.string("PRODUCT_MODULE_NAME") ?? settings.string("PRODUCT_NAME") ?? productName
        let home = firstFolder ?? files.infoPlist.map(ProjectPath.parent) ?? files.sources.first.map(ProjectPath.parent) ?? folder
        return ProjectTarget(name: spec.name, project: file, productType: productType, info: info, moduleName: TargetReader.identifier(module),
                             platform: platform, includedModules: included, files: files, folder: home, notes: notes)
    }

    /// The product type a spec's `type:` names: `app-extension` is `com.apple.product-type.app-extension`.
    static func productType(_ type: String?) -> String {
        guard let type else { return "" }
        return type.hasPrefix("com.apple.") ? type : "com.apple.product-type." + type
    }

    /// The SDK a spec's `platform:` means (`iOS` is `iphoneos`); nil for `auto` and unknown names.
    static func sdk(ofPlatform platform: String) -> String? {
        ["ios": "iphoneos", "macos": "macosx", "maccatalyst": "iphoneos", "tvos": "appletvos", "watchos": "watchos", "visionos": "xros"][platform.lowercased()]
    }

    // MARK: Local packages

    /// The products of the package `name` (a local one of `packages:` or `localPackages:`).
    private func addPackage(_ name: String, products: [String], at place: [String], read: inout Set<String>,
                            notes: inout [String]) -> [PackageProducts.Product] {
        var packageFolder: String?
        if let entry = root["packages"]?[name] {
            if let path = entry["path"]?.string {
                packageFolder = ProjectPath.join(folder, path)
            } else {
                let url = entry["url"]?.string ?? entry["github"]?.string.map { "github.com/\($0)" } ?? "a remote package"
                notes.append("\(at(place)): the package \(name) comes from \(url), which is not read (only local packages are)")
                return []
            }
        } else if let path = root["localPackages"]?.list?.compactMap(\.string).first(where: { ProjectPath.name($0) == name }) {
            packageFolder = ProjectPath.join(folder, path)
        }
        guard let packageFolder else {
            notes.append("\(at(place)): no package named \(name) under 'packages:'")
            return []
        }
        guard scope.allows(packageFolder) else {
            notes.append(scope.outside(packageFolder))
            return []
        }
        var result: [PackageProducts.Product] = []
        let reader = PackageProducts(walk: walk, scope: scope)
        for product in products where !reader.read(product, in: packageFolder, into: &result, read: &read, notes: &notes) {
            notes.append("\(at(place)): the package product \(product) was not found in \(packageFolder)")
        }
        return result
    }

    // MARK: Settings

    /// The target's settings for its Debug configuration, each layer over the one before: the
    /// project's `configFiles`, its `settings`, the target's `configFiles`, its `settings`.
    private func buildSettings(_ target: YAMLValue, name: String, productName: String) -> BuildSettings {
        var values: [String: PropertyList] = [:]
        for (key, value) in ["SRCROOT": folder, "PROJECT_DIR": folder, "SOURCE_ROOT": folder, "TARGET_NAME": name, "PRODUCT_NAME": productName] {
            values[key] = .string(value)
        }
        for layer in [root, target] {
            if let files = layer["configFiles"]?.map {
                let chosen = files.first { $0.key.lowercased() == "debug" } ?? files.min { $0.key < $1.key }
                if let path = chosen?.value.string {
                    for (key, value) in ConfigurationFile.settings(at: ProjectPath.join(folder, path), scope: scope) { values[key] = value }
                }
            }
            apply(layer["settings"], to: &values, depth: 0)
        }
        return BuildSettings(values: values)
    }

    /// `settings:` as a mapping of settings, or with `base:`, `configs:` (the Debug one is read) and
    /// `groups:` (of the spec's `settingGroups`).
    private func apply(_ settings: YAMLValue?, to values: inout [String: PropertyList], depth: Int) {
        guard let map = settings?.map, depth < 8 else { return }
        let structured = map["base"]?.map != nil || map["configs"]?.map != nil || map["groups"]?.list != nil
        guard structured else {
            for (key, value) in map { values[key] = Self.propertyList(value) }
            return
        }
        for group in map["groups"]?.list?.compactMap(\.string) ?? [] {
            apply(root["settingGroups"]?[group], to: &values, depth: depth + 1)
        }
        for (key, value) in map["base"]?.map ?? [:] { values[key] = Self.propertyList(value) }
        for (name, configuration) in map["configs"]?.map ?? [:] where name.lowercased() == "debug" {
            for (key, value) in configuration.map ?? [:] { values[key] = Self.propertyList(value) }
        }
    }

    static func propertyList(_ value: YAMLValue) -> PropertyList {
        switch value {
        case .string(let text): return .string(text)
        case .list(let items): return .array(items.map(propertyList))
        case .map(let entries): return .dictionary(entries.mapValues(propertyList))
        case .null: return .string("")
        }
    }
}
