import Foundation

/// The resources of a module that an Xcode project names (or a folder holds):
/// its asset catalogs, whatever their names and wherever they lie, and its
/// localized strings. A widget file without them looks in
/// `Assets.xcassets` beside itself and has no strings.
public struct ModuleResources: Sendable, Hashable {
    /// `.xcassets` folders, in the order the project lists them.
    public var assetCatalogs: [String]
    public var strings: LocalizedStrings
    /// The Info.plist's text values as the built bundle has them (`TargetInfo.bundleKeys`), over the file beside the
    /// widget: `Bundle.main.infoDictionary`, `bundleIdentifier`.
    public var infoKeys: [String: String] = [:]
    /// The sets of the catalogs by name, read once when the module is compiled.
    public private(set) var assets: AssetCatalogIndex

    public init(assetCatalogs: [String] = [], strings: LocalizedStrings = LocalizedStrings()) {
        self.assetCatalogs = assetCatalogs
        self.strings = strings
        assets = AssetCatalogIndex(catalogs: assetCatalogs)
    }

    /// The resources of the module being compiled, for the checker's look-ups.
    @TaskLocal public static var compiling: ModuleResources?

    /// Whether `path` (resolved) lies in one of the catalogs: the project named it, so it may be read.
    func contains(_ path: String) -> Bool {
        assets.realCatalogs.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
}
