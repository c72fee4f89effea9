import Foundation
import Testing
import WidgetTestSupport

/// A repository that keeps its project as a `project.yml` (no `.xcodeproj`):
/// `targets` lists its widget extension and `render` runs it, without the app's code.
@Suite struct ProjectSpecCommandTests {
    static func repository() throws -> URL {
        let folder = PackagePaths.temporaryDirectory("widgetry-spec-command")
        let files: [String: String] = [
            "project.yml": """
                name: Clock
                targets:
                  ClockApp:
                    type: application
                    platform: iOS
                    sources: [App, Shared]
                    dependencies:
                      - target: ClockWidget
                  ClockWidget:
                    type: app-extension
                    platform: iOS
                    sources:
                      - path: Widget
                        excludes: ["**/*.md"]
                      - Shared
                    settings:
                      base:
                        INFOPLIST_FILE: Widget/Info.plist
                """,
            "App/AppDelegate.swift": "import UIKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n",
            "Widget/Clock.swift": ProjectCommandTests.swiftWidget,
            "Widget/README.md": "notes\n",
            "Widget/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>NSExtension</key>
                    <dict>
                        <key>NSExtensionPointIdentifier</key>
                        <string>com.apple.widgetkit-extension</string>
                    </dict>
                </dict>
                </plist>
                """,
            "Shared/Face.swift": ProjectCommandTests.swiftView,
        ]
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func targetsListsTheSpecsWidgetExtension() throws {
        let folder = try Self.repository()
        let output = CommandRunner.widgetry(["targets", "."], directory: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == """
            project.yml: 1 widget extension of 2 targets

            ClockWidget  (widget extension: Info.plist)
              widgets   ClockWidget (default)  systemSmall
              platform  iOS
              sources   Widget/Clock.swift
                        Shared/Face.swift
              info      Widget/Info.plist

            other targets: ClockApp (application)

            """)
    }

    /// The widget runs from the repository, the spec or a folder inside; the app's UIKit code is not compiled.
    @Test func renderTheSpecsWidget() throws {
        let folder = try Self.repository()
        for path in [".", "project.yml", "Widget"] {
            let output = CommandRunner.widgetry(["render", path, "--plain"], directory: folder)
            #expect(output.status == 0, "\(path): \(output.stderr)")
            #expect(output.stdout.contains("tick"), "\(path): \(output.stdout)")
        }
        let wrong = CommandRunner.widgetry(["render", ".", "--target", "ClockApp"], directory: folder)
        #expect(wrong.status == 2 && wrong.stderr.contains("'ClockApp' is not a widget extension (application)"), "\(wrong.stderr)")
    }

    @Test func aBrokenSpecIsAnErrorWithItsPlace() throws {
        let folder = try Self.repository()
        try "name: Clock\ntargets:\n  ClockWidget: {type: app-extension\n".write(to: folder.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        let output = CommandRunner.widgetry(["render", "."], directory: folder)
        #expect(output.status == 1)
        #expect(output.stderr == "widgetry: render project.yml:3:16: this '{' is not closed with '}'\n", "\(output.stderr)")
    }
}
