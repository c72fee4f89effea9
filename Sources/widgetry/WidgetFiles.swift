import Foundation

/// The widget files named on a command line: files as given, and the `.widget`
/// files directly inside each folder (not in its subfolders), sorted by name.
enum WidgetFiles {
    struct Missing: Error { let path: String }

    static func collect(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Missing(path: path) }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
                files += names.filter { $0.hasSuffix(".widget") && !$0.hasPrefix(".") }.sorted()
                    .map { folder == "." ? $0 : folder + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// A file's text, or nil (after reporting) when it cannot be read.
    static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else {
            Terminal.error("cannot read \(path)")
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            Terminal.error("\(path) is not UTF-8 text")
            return nil
        }
        return text
    }
}
