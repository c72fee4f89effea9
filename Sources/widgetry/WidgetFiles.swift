import Foundation
import WidgetLanguage

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

    /// Whether `path` is a file; when not, reports it (with a `.widget` file of
    /// the same folder whose name is close) as a usage error of `command`.
    static func requireFile(_ path: String, for command: String) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { return true }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".widget") }
        let hint = closestMatch(to: url.lastPathComponent, in: siblings).map { name in
            "; did you mean '\(path.contains("/") ? (folder as NSString).appendingPathComponent(name) : name)'?"
        } ?? ""
        Terminal.error("\(command) \(path): \(isDirectory.boolValue ? "a folder, not a widget file" : "no such widget file")\(hint)")
        return false
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
