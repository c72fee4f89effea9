import Foundation
import WidgetRuntime

/// The widget files of a folder, for `widgetry run DIR`.
enum WidgetFolder {
    /// How long a file may be missing before its tile goes (a save by rename
    /// removes the old file a moment before the new one arrives).
    static let missingGrace: TimeInterval = 0.3

    static func isWidgetFile(_ name: String) -> Bool {
        name.hasSuffix(".widget") && !name.hasPrefix(".")
    }

    /// Absolute paths of the `.widget` files directly in `folder` and of the
    /// Swift modules (folders of `.swift` files) in it, sorted.
    static func widgetFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { isWidgetFile($0) || (!$0.hasPrefix(".") && SwiftModuleFolder.isModule(folder + "/" + $0)) }
            .sorted().map { folder + "/" + $0 }
    }

    /// Whether `path` is a Swift module: its files are watched, not it.
    static func isModule(_ path: String) -> Bool { SwiftModuleFolder.isModule(path) }
}
