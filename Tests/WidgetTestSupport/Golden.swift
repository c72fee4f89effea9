import Foundation

/// Golden files: expected output kept in the repository next to what it tests.
/// `WIDGETRY_RECORD=1 swift test` rewrites them; a changed golden file is a
/// behaviour change and is reviewed as one.
public enum Golden {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["WIDGETRY_RECORD"] == "1" }

    /// Compares `actual` with the golden file; returns a readable mismatch, or nil when equal.
    public static func compare(_ actual: String, with path: String) -> String? {
        let expected = try? String(contentsOfFile: path, encoding: .utf8)
        if isRecording {
            if expected != actual { try? actual.write(toFile: path, atomically: true, encoding: .utf8) }
            return nil
        }
        guard let expected else {
            return "missing golden file \(path); run WIDGETRY_RECORD=1 swift test to create it"
        }
        guard expected != actual else { return nil }
        return "output differs from \(path):\n" + lineDiff(expected: expected, actual: actual)
    }

    /// A minimal line diff: the first differing lines with context markers.
    public static func lineDiff(expected: String, actual: String) -> String {
        let a = expected.components(separatedBy: "\n"), b = actual.components(separatedBy: "\n")
        var out: [String] = []
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? a[i] : nil, y = i < b.count ? b[i] : nil
            if x != y {
                if let x { out.append("-\(i + 1): \(x)") }
                if let y { out.append("+\(i + 1): \(y)") }
            }
            if out.count > 40 { out.append("…"); break }
        }
        return out.joined(separator: "\n")
    }
}

/// Paths inside the package, found from this source file's location.
public enum PackagePaths {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The files in a folder of the package with a given extension, sorted by name.
    public static func files(in relative: String, withExtension ext: String) -> [String] {
        let folder = path(relative)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { folder + "/" + $0 }
    }

    /// A new empty temporary directory.
    public static func temporaryDirectory(_ prefix: String = "widgetry-test") -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
