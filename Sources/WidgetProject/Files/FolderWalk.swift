import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The items of a folder and its subfolders, with limits: at most `maxDepth`
/// levels, `maxItems` items, and each real folder once (a symbolic link that
/// points back up is not followed again). Hidden entries (`.git`, `.DS_Store`)
/// are skipped; a folder Xcode treats as one item (`Assets.xcassets`,
/// `Model.xcdatamodeld`) is an item, not looked into.
public struct FolderWalk {
    public static let maxDepth = 32
    public static let maxItems = 100_000

    /// Folder names not looked into (besides hidden ones).
    public var skippedFolders: Set<String> = []
    /// Folders, relative to the walk's start, that are items themselves (a synchronised group's
    /// `explicitFolders`).
    public var opaqueFolders: Set<String> = []
    public var maxDepth = FolderWalk.maxDepth
    public var maxItems = FolderWalk.maxItems
    /// Folders (by their real path) that may be looked into; nil: all.
    var allows: (@Sendable (String) -> Bool)?

    public init() {}

    public struct Result: Sendable, Equatable {
        /// Paths relative to the folder walked, sorted by their components.
        public var items: [String] = []
        /// What was not walked: a loop, the depth or the item limit, an unreadable folder.
        public var problems: [String] = []
    }

    public func items(in folder: String) -> Result {
        var result = Result()
        var visited: Set<String> = []
        walk(folder, relative: "", depth: 0, visited: &visited, into: &result)
        return result
    }

    private func walk(_ folder: String, relative: String, depth: Int, visited: inout Set<String>, into result: inout Result) {
        guard let real = Self.realPath(folder) else {
            // (A link that cannot be resolved is a loop, or leads nowhere; a path that is no link names nothing.)
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: folder)) != nil
            result.problems.append(isLink ? "\(folder): a symbolic link loop; not read again" : "\(folder): no such folder")
            return
        }
        guard visited.insert(real).inserted else {
            result.problems.append("\(folder): a symbolic link loop; not read again")
            return
        }
        defer { visited.remove(real) }
        if let allows, !allows(real) {
            result.problems.append("\(folder) leads outside the folders that may be read; not read")
            return
        }
        guard depth < maxDepth else {
            result.problems.append("\(folder): more than \(maxDepth) folders deep; not read")
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            result.problems.append("\(folder): cannot be read")
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            guard result.items.count < maxItems else {
                if !result.problems.contains(where: { $0.hasSuffix("items; the rest is not read") }) {
                    result.problems.append("\(folder): more than \(maxItems) items; the rest is not read")
                }
                return
            }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let itemPath = relative.isEmpty ? name : relative + "/" + name
            guard Self.isFolder(path) else {
                if Self.exists(path) { result.items.append(itemPath) }
                continue
            }
            if skippedFolders.contains(name) { continue }
            if FileKind(path: name) == .bundle || FileKind(path: name) == .assetCatalog || opaqueFolders.contains(itemPath) {
                result.items.append(itemPath)
                continue
            }
            walk(path, relative: itemPath, depth: depth + 1, visited: &visited, into: &result)
        }
    }

    /// The names in a folder, sorted; none when it cannot be read.
    public static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The names in `folder` that end with `suffix` and are not hidden, sorted. Read entry by entry,
    /// and only those names made strings: a folder of many thousand entries (`/tmp`) is read in
    /// milliseconds.
    public static func names(in folder: String, endingWith suffix: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        let tail = Array(suffix.utf8)
        let capacity = MemoryLayout<dirent>.size
        var found: [String] = []
        while let item = readdir(directory) {
            let name: String? = withUnsafeMutablePointer(to: &item.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: capacity) { name in
                    let length = strlen(name)
                    guard length > tail.count, name[0] != 0x2E,
                          tail.withUnsafeBytes({ bytes in bytes.baseAddress.map { memcmp(name + (length - tail.count), $0, tail.count) } ?? 0 }) == 0
                    else { return nil }
                    return String(cString: name)
                }
            }
            if let name { found.append(name) }
        }
        return found.sorted()
    }

    /// Whether `path` is itself a symbolic link.
    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Whether `path` is a folder, following symbolic links.
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` exists, following symbolic links (a dangling link does not).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The path with every symbolic link resolved, or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
