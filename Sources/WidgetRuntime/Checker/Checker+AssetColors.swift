import Foundation
import WidgetLanguage
import WidgetRender

extension Checker {
    /// `Color("Name")`: when the widget is a file on disk, its `Assets.xcassets/Name.colorset`
    /// must be there (a warning at the name, as for an unknown SF Symbol). A file compiled from
    /// memory has no folder to look in: the run reports a missing set instead.
    func checkAssetColor(_ name: String, at range: SourceRange) {
        guard let folder = assetFolder else { return }
        let drawn = ColorStyle(name: name) == nil ? "it draws in the primary colour" : "it draws as Color.\(name)"
        let index = assetIndex(folder)
        // A namespaced name (`Theme/Accent`) has a slash; a name no catalog has must not.
        if index.colors[name] != nil { return }
        guard let written = ColorAssets.contentsPath(name) else {
            warning("'\(name)' cannot name a colour set; \(drawn)", at: range)
            return
        }
        let looked = ModuleResources.compiling.map { AssetCatalogIndex.looked($0, set: "\(name).colorset") } ?? "\(written) beside the widget"
        warning("no colour '\(name)': looked for \(looked); \(drawn)" + suggestion(name, Array(index.colors.keys)), at: range)
    }

    /// Whether `name` is the symbol Xcode generates for a colour set of the target's catalogs
    /// (`Color.widgetBackground`, `.foregroundStyle(.brandBlue)`).
    func isAssetColorSymbol(_ name: String) -> Bool {
        guard let folder = assetFolder else { return false }
        return assetIndex(folder).colorSet(forSymbol: name) != nil
    }

    /// Whether `name` is the symbol Xcode generates for an image set of the target's catalogs (`Image(.appLogo)`,
    /// `ImageResource.appLogo` for `app-logo.imageset`).
    func isAssetImageSymbol(_ name: String) -> Bool {
        guard let folder = assetFolder else { return false }
        return assetIndex(folder).imageSet(forSymbol: name) != nil || assetIndex(folder).symbolSet(forSymbol: name) != nil
    }

    /// The symbols of the image sets, for a suggestion.
    var assetImageSymbols: [String] {
        guard let folder = assetFolder else { return [] }
        let index = assetIndex(folder)
        return (Array(index.images.keys) + Array(index.symbols.keys)).filter { !$0.contains("/") }
            .map { AssetCatalogIndex.symbolName(ofColorSet: $0, suffix: "Image") }
    }

    /// The symbols of the colour sets, for a suggestion.
    var assetColorSymbols: [String] {
        guard let folder = assetFolder else { return [] }
        return assetIndex(folder).colors.keys.filter { !$0.contains("/") }.map { AssetCatalogIndex.symbolName(ofColorSet: $0) }
    }

    /// The image and colour sets names are looked up in, once per check.
    func assetIndex(_ folder: String) -> AssetCatalogIndex {
        if let index = assetFolderCache?.index { return index }
        let index = AssetCatalogIndex.forWidget(ModuleResources.compiling, folder: folder)
        assetFolderCache?.index = index
        return index
    }

    /// The folder asset catalogs are looked up in, once per check; nil when the file is not on disk.
    var assetFolder: String? {
        if let cached = assetFolderCache { return cached.folder }
        let folder = ColorAssets.visibleFolder(ofWidgetAt: tree.path)
        assetFolderCache = AssetFolder(folder: folder)
        return folder
    }
}

/// The answer of `Checker.assetFolder`, kept for the rest of the check.
struct AssetFolder {
    var folder: String?
    var index: AssetCatalogIndex?
}
