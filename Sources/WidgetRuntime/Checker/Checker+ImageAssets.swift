import Foundation
import WidgetLanguage

extension Checker {
    /// `Image("name")`, `Image(decorative: "name")` with a literal name: when the widget is a file
    /// on disk, `name.png`/`.jpg`/`.jpeg` or `Assets.xcassets/name.imageset` must be beside it
    /// (a warning at the name, as for `Color("Name")`: the render draws the box with a located error). A file compiled from memory has no
    /// folder to look in: the run reports a missing image instead.
    func checkImageAsset(_ expr: Expr) {
        guard case .string(let parts) = expr.kind, parts.count == 1, case .text(let name) = parts[0], let folder = assetFolder else { return }
        let files = ImageAssets.files(for: name)
        let manager = FileManager.default
        let index = assetIndex(folder)
        if files.contains(where: { manager.fileExists(atPath: folder + "/" + $0) }) || index.images[name] != nil { return }
        let looked = AssetCatalogIndex.looked(ModuleResources.compiling, set: "\(name).imageset")
        warning("no image named '\(name)': looked for \(files.joined(separator: ", ")) and \(looked)" + "; it draws as a box"
                + suggestion(name, Array(index.images.keys)), at: expr.range)
    }
}
