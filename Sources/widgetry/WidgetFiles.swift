import Foundation
import WidgetLanguage
import WidgetRuntime

/// The widget files named on a command line: files as given, and the `.widget`
/// files directly inside each folder (not in its subfolders), sorted by name.
enum WidgetFiles {
    /// A path that names nothing; `problem` says why when it is there but cannot be
    /// reached (a symbolic link loop), and is nil when it does not exist.
    struct Missing: Error {
        let path: String
        let problem: String?

        /// `no such file: PATH` (in the command's words), or `cannot open PATH: too many levels of symbolic links …`.
        func message(missing: String) -> String {
            problem.map { "cannot open \(path): \($0)" } ?? "\(missing): \(path)"
        }
    }

    static func collect(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Missing(path: path, problem: PathStatus(of: path).problem)
            }
            if isDirectory.boolValue, SwiftModuleFolder.isModule(path) {
                files.append(path)
            } else if isDirectory.boolValue {
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

    /// Whether `path` exists (a file, or a folder: a project or a module, which `WidgetPath`
    /// resolves); when not, reports it (with a `.widget` file of the same folder whose name is
    /// close) as a usage error of `command`.
    static func requireFile(_ path: String, for command: String) -> Bool {
        if FileManager.default.fileExists(atPath: path) { return true }
        // A symlink loop, a path through a file: said as such, not as "no such file".
        if let problem = PathStatus(of: path).problem {
            Terminal.error("\(command) \(path): \(problem)")
            return false
        }
        Terminal.error("\(command) \(path): no such widget file\(suggestion(for: path))")
        return false
    }

    /// `; did you mean 'widgets/todo.widget'?` for a missing `widgets/todo.widgte`:
    /// the closest name in the same folder (a `.widget` file or a folder), or "".
    static func suggestion(for path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let url = URL(fileURLWithPath: trimmed)
        let folder = url.deletingLastPathComponent().path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let candidates = names.filter { name in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
            return !name.hasPrefix(".") && (name.hasSuffix(".widget") || isDirectory.boolValue)
        }
        guard let name = closestMatch(to: url.lastPathComponent, in: candidates) else { return "" }
        let prefix = trimmed.contains("/") ? String(trimmed[...(trimmed.lastIndex(of: "/") ?? trimmed.startIndex)]) : ""
        return "; did you mean '\(prefix)\(name)'?"
    }

    /// A file's text, or nil (after reporting) when it cannot be read.
    static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else {
            Terminal.error(PathStatus(of: path).problem.map { "cannot open \(path): \($0)" } ?? "cannot read \(path)")
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            Terminal.error("\(path) is not UTF-8 text")
            return nil
        }
        return text
    }
}
