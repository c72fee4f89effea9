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
        let imageset = "Assets.xcassets/\(name).imageset"
        let manager = FileManager.default
        if files.contains(where: { manager.fileExists(atPath: folder + "/" + $0) }) || manager.fileExists(atPath: folder + "/" + imageset) { return }
        let known = ((try? manager.contentsOfDirectory(atPath: folder + "/Assets.xcassets")) ?? [])
            .filter { $0.hasSuffix(".imageset") }.map { String($0.dropLast(".imageset".count)) }
        warning("no image named '\(name)': looked for \(files.joined(separator: ", ")) and \(imageset) beside the widget" + "; it draws as a box" + suggestion(name, known), at: expr.range)
    }
}
