import Foundation
import WidgetProject
import WidgetTestSupport

/// A fixture project copied into a new temporary folder (`ProjectFixture`),
/// with what these tests ask of it.
struct FixtureProject {
    let root: String
    let outside: String

    init(_ name: String) {
        let copy = ProjectFixture(name)
        root = copy.root
        outside = copy.outside
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
