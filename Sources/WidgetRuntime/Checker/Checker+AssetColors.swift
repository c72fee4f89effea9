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
        guard let written = ColorAssets.contentsPath(name) else {
            warning("'\(name)' cannot name a colour set; \(drawn)", at: range)
            return
        }
        if FileManager.default.fileExists(atPath: folder + "/" + written) { return }
        let catalog = folder + "/Assets.xcassets"
        let known = ((try? FileManager.default.contentsOfDirectory(atPath: catalog)) ?? [])
            .filter { $0.hasSuffix(".colorset") }.map { String($0.dropLast(".colorset".count)) }
        warning("no colour '\(name)': looked for \(written) beside the widget; \(drawn)" + suggestion(name, known), at: range)
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
}
