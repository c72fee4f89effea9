import Foundation
import WidgetRuntime
import WidgetLanguageService

/// The module a file belongs to, found as the other commands find it: a file in
/// a folder of `.swift` files is checked with that folder (`SwiftModuleFolder`,
/// what `widgetry check FOLDER` reads); any other file alone. The one place
/// `widgetry lsp` asks this, so a new way of finding modules (an Xcode target)
/// changes only this function.
enum LspModules {
    static func module(containing path: String) -> EditorModule {
        let folder = (path as NSString).deletingLastPathComponent
        guard path.hasSuffix(".swift") || path.hasSuffix(".widget"), !folder.isEmpty,
              let files = SwiftModuleFolder.files(at: folder), files.contains(path) else {
            return .single(path)
        }
        return EditorModule(path: folder, files: files, isFolder: true)
    }
}
