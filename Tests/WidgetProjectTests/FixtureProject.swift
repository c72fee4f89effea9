import Foundation
import WidgetProject
import WidgetTestSupport

/// A fixture project copied into a new temporary folder, so tests may change it
/// and absolute paths can be written into it: `$FIXTURE_OUTSIDE` in a
/// `project.pbxproj` becomes a folder beside the copy (outside it).
struct FixtureProject {
    let root: String
    let outside: String

    init(_ name: String) {
        let base = PackagePaths.temporaryDirectory("widgetry-project")
        root = base.appendingPathComponent(name).path
        outside = base.appendingPathComponent("outside").path
        try? FileManager.default.copyItem(atPath: PackagePaths.path("Tests/WidgetProjectTests/Fixtures/\(name)"), toPath: root)
        try? FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try? "struct Outside {}\n".write(toFile: outside + "/Outside.swift", atomically: true, encoding: .utf8)
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix("project.pbxproj") else { continue }
            let path = root + "/" + relative
            if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                try? text.replacingOccurrences(of: "$FIXTURE_OUTSIDE", with: outside).write(toFile: path, atomically: true, encoding: .utf8)
            }
        }
    }

    func read(_ project: String) throws -> XcodeProject {
        try XcodeProject.read(root + "/" + project, readableRoots: [root])
    }

    /// Paths relative to the copy (`WeatherWidget/Views/ForecastRow.swift`).
    func relative(_ paths: [String]) -> [String] {
        let real = FileManager.default.fileExists(atPath: root) ? (try? FileManager.default.destinationOfSymbolicLink(atPath: root)) ?? root : root
        return paths.map { path in
            for base in [root, real] where path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
            return path
        }
    }

    func relative(_ path: String?) -> String? { path.map { relative([$0])[0] } }

    /// Notes with the copy's folder written as `ROOT` and the outside folder as `OUTSIDE`.
    func notes(_ notes: [String]) -> [String] {
        notes.map { $0.replacingOccurrences(of: root, with: "ROOT").replacingOccurrences(of: outside, with: "OUTSIDE") }
    }
}
