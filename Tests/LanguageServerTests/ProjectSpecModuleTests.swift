import Foundation
import Testing
@testable import WidgetLanguageService
import WidgetTestSupport

/// A `.swift` file of a project kept as a `project.yml` is checked with the target
/// whose sources hold it, and the spec is read again when it changes.
@Suite struct ProjectSpecModuleTests {
    @Test func aFileIsCheckedWithItsSpecTarget() throws {
        let root = PackagePaths.temporaryDirectory("widgetry-spec-lsp").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            ".git/HEAD": "ref: refs/heads/main\n",
            "project.yml": "name: Clock\ntargets:\n  ClockWidget:\n    type: app-extension\n    sources: [Widget, Shared]\n    dependencies:\n      - sdk: WidgetKit.framework\n",
            "Widget/Clock.swift": "import SwiftUI\n\nstruct Clock: View {\n    var body: some View { Text(Face.label) }\n}\n",
            "Shared/Face.swift": "enum Face {\n    static let label = \"tick\"\n}\n",
        ]
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        let modules = EditorModules()
        let module = modules.module(containing: root + "/Widget/Clock.swift")
        #expect(module.path == root + "/Widget")
        #expect(Set(module.files) == [root + "/Widget/Clock.swift", root + "/Shared/Face.swift"])

        // The spec no longer names Shared: the module is made again without it.
        try "name: Clock\ntargets:\n  ClockWidget:\n    type: app-extension\n    sources: [Widget]\n    dependencies:\n      - sdk: WidgetKit.framework\n"
            .write(toFile: root + "/project.yml", atomically: true, encoding: .utf8)
        let later = modules.module(containing: root + "/Widget/Clock.swift")
        #expect(later.files == [root + "/Widget/Clock.swift"])
    }
}
