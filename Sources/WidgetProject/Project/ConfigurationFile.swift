/// A build configuration file (`.xcconfig`): `NAME = VALUE` lines, `//`
/// comments, and `#include "other.xcconfig"` (`#include?` when it may be
/// missing), read relative to the including file. A setting with a condition
/// (`NAME[sdk=iphoneos*] = …`) is read as the plain one when that is not set.
enum ConfigurationFile {
    static let maxIncludeDepth = 8

    static func settings(at path: String, scope: ReadScope, depth: Int = 0) -> [String: PropertyList] {
        guard depth < maxIncludeDepth, scope.allows(path), let bytes = try? BoundedFile.read(path, maxBytes: BoundedFile.maxSmallFileBytes) else { return [:] }
        var result: [String: PropertyList] = [:]
        var conditional: [String: PropertyList] = [:]
        for raw in String(decoding: BoundedFile.utf8(bytes), as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = String(raw).trimmingSpace
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let included = String(line[line.index(after: open)..<close])
                for (key, value) in settings(at: ProjectPath.join(ProjectPath.parent(path), included), scope: scope, depth: depth + 1) { result[key] = value }
                continue
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]).trimmingSpace }
            guard let equals = line.firstIndex(of: "=") else { continue }
            var key = String(line[..<equals]).trimmingSpace
            let value = PropertyList.string(String(line[line.index(after: equals)...]).trimmingSpace)
            if let bracket = key.firstIndex(of: "[") {
                key = String(key[..<bracket])
                if conditional[key] == nil { conditional[key] = value }
            } else if !key.isEmpty {
                result[key] = value
            }
        }
        for (key, value) in conditional where result[key] == nil { result[key] = value }
        return result
    }
}
