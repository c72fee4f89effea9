import Foundation

/// The fixture Xcode projects of `Tests/WidgetProjectTests/Fixtures` (written
/// for these tests), copied into a new temporary folder so a test may change
/// them and run commands that write a store beside them. `$FIXTURE_OUTSIDE` in
/// a `project.pbxproj` becomes the absolute path of a folder beside the copy
/// (outside it), which holds `Outside.swift`.
public struct ProjectFixture: Sendable {
    /// The temporary folder that holds the copy and the outside folder.
    public let base: URL
    /// The copy: `base/NAME`.
    public let root: String
    public let outside: String

    public init(_ name: String) {
        base = PackagePaths.temporaryDirectory("widgetry-project")
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
}
