/// The files of a target that Widgetry uses, by kind, as paths on disk.
/// Sources come in the order the project lists them; duplicates are dropped.
public struct TargetFiles: Sendable, Equatable {
    /// `.swift` files, from the Sources phase, synchronised folders, local packages and the
    /// framework targets the target depends on.
    public var sources: [String] = []
    /// `.xcassets` folders, whatever their name.
    public var assetCatalogs: [String] = []
    /// `.strings`, `.stringsdict` and `.xcstrings` files (a localised `.strings` once per language).
    public var strings: [String] = []
    /// SiriKit `.intentdefinition` files.
    public var intentDefinitions: [String] = []
    /// Font files (`.ttf`, `.otf`) the target bundles.
    public var fonts: [String] = []
    /// Core Data models (`.xcdatamodeld`, `.xcdatamodel`): the classes Xcode generates from their entities are named
    /// as Core Data's where code uses them (`CoreDataModels`).
    public var dataModels: [String] = []
    /// The target's `Info.plist`, when it has a file.
    public var infoPlist: String?
    /// Its bridging header, then the project's headers that one imports (`ObjectiveCHeaders`): the names they declare
    /// are Objective-C's where its Swift uses them.
    public var headers: [String] = []
    /// The module each source file of a framework target the target links, or of a local package's target, is
    /// compiled in (by path); the target's own files are not listed.
    public var sourceModules: [String: String] = [:]
    /// Which of the modules of `sourceModules` are local packages' targets (the others are framework targets').
    public var packageModules: Set<String> = []

    public init() {}

    /// Every file, sources first.
    public var all: [String] {
        sources + assetCatalogs + strings + intentDefinitions + fonts + (infoPlist.map { [$0] } ?? []) + headers
    }

    /// Adds a file by its kind; files of other kinds (`.m`, `.json`, images) are not kept.
    mutating func add(_ path: String) {
        switch FileKind(path: path) {
        case .swift: append(path, to: \.sources)
        case .assetCatalog: append(path, to: \.assetCatalogs)
        case .strings: append(path, to: \.strings)
        case .intentDefinition: append(path, to: \.intentDefinitions)
        case .font: append(path, to: \.fonts)
        case .bundle where ["xcdatamodeld", "xcdatamodel"].contains(ProjectPath.fileExtension(path)): append(path, to: \.dataModels)
        case .infoPlist, .other, .bundle, .localizedFolder: break
        }
    }

    mutating func add(contentsOf other: TargetFiles, module: String? = nil) {
        for path in other.sources {
            // A file the target compiles itself stays in its module.
            if !sources.contains(path), let module = other.sourceModules[path] ?? module { sourceModules[path] = module }
            append(path, to: \.sources)
        }
        packageModules.formUnion(other.packageModules)
        for path in other.assetCatalogs { append(path, to: \.assetCatalogs) }
        for path in other.strings { append(path, to: \.strings) }
        for path in other.intentDefinitions { append(path, to: \.intentDefinitions) }
        for path in other.fonts { append(path, to: \.fonts) }
        for path in other.dataModels { append(path, to: \.dataModels) }
    }

    private mutating func append(_ path: String, to list: WritableKeyPath<TargetFiles, [String]>) {
        if !self[keyPath: list].contains(path) { self[keyPath: list].append(path) }
    }

    /// Only the files `keep` accepts (the read permissions), the others handed to `dropped`.
    mutating func filter(_ keep: (String) -> Bool, dropped: (String) -> Void) {
        for list in [\TargetFiles.sources, \.assetCatalogs, \.strings, \.intentDefinitions, \.fonts, \.dataModels, \.headers] {
            self[keyPath: list] = self[keyPath: list].filter { path in
                if keep(path) { return true }
                dropped(path)
                return false
            }
        }
        if let plist = infoPlist, !keep(plist) {
            dropped(plist)
            infoPlist = nil
        }
    }
}

/// What a file is to Widgetry, by its name.
enum FileKind: Equatable {
    case swift, assetCatalog, strings, intentDefinition, font, infoPlist
    /// A folder Xcode treats as one item (`.bundle`, `.xcdatamodeld`, …): not looked into.
    case bundle
    /// `en.lproj`: a folder of one language's resources, looked into.
    case localizedFolder
    case other

    init(path: String) {
        switch ProjectPath.fileExtension(path) {
        case "swift": self = .swift
        case "xcassets": self = .assetCatalog
        case "strings", "stringsdict", "xcstrings": self = .strings
        case "intentdefinition": self = .intentDefinition
        case "ttf", "otf", "ttc": self = .font
        case "lproj": self = .localizedFolder
        case "plist" where ProjectPath.name(path) == "Info.plist": self = .infoPlist
        case "bundle", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "scnassets", "docc", "framework", "xcframework",
             "appex", "app", "xcodeproj", "xcworkspace", "playground", "rcproject", "reality", "mlpackage", "mlmodelc",
             "storyboardc", "nib", "icon", "xcstickers", "spriteatlas", "atlas":
            self = .bundle
        default: self = .other
        }
    }
}
