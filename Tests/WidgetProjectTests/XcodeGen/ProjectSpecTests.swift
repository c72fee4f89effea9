import Foundation
import Testing
@testable import WidgetProject

/// A project kept as a `project.yml`: its targets as the generated project
/// would have them, with their kinds and gathered files.
@Suite struct ProjectSpecTests {
    static let weather: [String: String] = [
        "project.yml": """
            name: Weather
            options:
              bundleIdPrefix: com.example
            settings:
              base:
                SWIFT_VERSION: "5.9"
            packages:
              Charts:
                path: Packages/Charts
              Remote:
                url: https://example.com/remote.git
                from: 1.0.0
            targets:
              WeatherApp:
                type: application
                platform: iOS
                sources: [App, Shared]
                dependencies:
                  - target: WeatherWidget
                  - target: WeatherKit
              WeatherWidget:
                type: app-extension
                platform: iOS
                sources:
                  - path: Widget
                    excludes:
                      - "**/*.md"
                      - Legacy
                  - Shared
                  - path: Generated
                    optional: true
                settings:
                  base:
                    INFOPLIST_FILE: Widget/Info.plist
                    PRODUCT_BUNDLE_IDENTIFIER: com.example.weather.widget
                dependencies:
                  - target: WeatherKit
                  - package: Charts
                  - package: Remote
                  - sdk: WidgetKit.framework
              WeatherKit:
                type: framework
                platform: iOS
                sources: Kit
            """,
        "App/WeatherApp.swift": "import SwiftUI\n",
        "Shared/Forecast.swift": "struct Forecast {}\n",
        "Widget/Info.plist": SpecFolder.infoPlist(extensionPoint: "com.apple.widgetkit-extension"),
        "Widget/WeatherWidget.swift": "import WidgetKit\n",
        "Widget/Views/Row.swift": "import SwiftUI\n",
        "Widget/Views/NOTES.md": "notes\n",
        "Widget/Legacy/Old.swift": "struct Old {}\n",
        "Widget/Assets.xcassets/Contents.json": "{}\n",
        "Widget/en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
        "Widget/Stats.intentdefinition": "<plist/>\n",
        "Kit/Client.swift": "public struct Client {}\n",
        "Packages/Charts/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Charts", products: [.library(name: "Charts", targets: ["Charts"])],
                                  targets: [.target(name: "Charts")])
            """,
        "Packages/Charts/Sources/Charts/Chart.swift": "public struct Chart {}\n",
    ]

    @Test func targetsWithTheirKindsAndFiles() throws {
        let folder = SpecFolder(Self.weather)
        let project = try folder.read()
        #expect(project.name == "Weather")
        #expect(project.fileName == "project.yml")
        #expect(project.targets.map(\.name) == ["WeatherApp", "WeatherKit", "WeatherWidget"])
        #expect(project.targets.map(\.productType) == [
            "com.apple.product-type.application", "com.apple.product-type.framework", "com.apple.product-type.app-extension",
        ])
        #expect(project.widgetTargets.map(\.name) == ["WeatherWidget"])

        let widget = try #require(project.widgetTargets.first)
        #expect(widget.info.extensionPointSource == "Info.plist")
        #expect(widget.platform == .iOS)
        #expect(widget.project == folder.root + "/project.yml")
        #expect(widget.manifest == folder.root + "/project.yml")
        #expect(folder.relative(widget.files.sources) == [
            "Widget/Views/Row.swift", "Widget/WeatherWidget.swift", "Shared/Forecast.swift", "Kit/Client.swift",
            "Packages/Charts/Sources/Charts/Chart.swift",
        ])
        #expect(folder.relative(widget.files.assetCatalogs) == ["Widget/Assets.xcassets"])
        #expect(folder.relative(widget.files.strings) == ["Widget/en.lproj/Localizable.strings"])
        #expect(folder.relative(widget.files.intentDefinitions) == ["Widget/Stats.intentdefinition"])
        #expect(folder.relative([widget.files.infoPlist ?? ""]) == ["Widget/Info.plist"])
        #expect(widget.includedModules == ["WeatherKit", "Charts"])
        #expect(widget.moduleName == "WeatherWidget")
        #expect(folder.relative([widget.folder]) == ["Widget"])
        #expect(folder.notes(widget.notes) == [
            "ROOT/project.yml:39:9: the package Remote comes from https://example.com/remote.git, which is not read (only local packages are)",
        ])

        // The app embeds its extension but does not compile it; it compiles the framework.
        let app = project.targets[0]
        #expect(!app.isWidgetExtension)
        #expect(folder.relative(app.files.sources) == ["App/WeatherApp.swift", "Shared/Forecast.swift", "Kit/Client.swift"])
    }

    @Test func infoPropertiesPlatformsAndVariables() throws {
        let folder = SpecFolder([
            "project.yml": """
                name: Clock
                targets:
                  Clock:
                    type: app-extension
                    platform: [iOS, macOS]
                    sources:
                      - path: ${target_name}
                        includes: ["*.swift"]
                      - path: Common
                        buildPhase: resources
                    info:
                      path: Generated/${platform}/Info.plist
                      properties:
                        CFBundleDisplayName: Clock
                        NSExtension:
                          NSExtensionPointIdentifier: com.apple.widgetkit-extension
                  Tool:
                    type: tool
                    platform: macOS
                    sources: "Tool"
                """,
            "Clock_iOS/Face.swift": "struct Face {}\n",
            "Clock_iOS/Sub/Hands.swift": "struct Hands {}\n",
            "Clock_macOS/Face.swift": "struct Face {}\n",
            "Common/Common.swift": "struct Common {}\n",
            "Common/Colors.xcassets/Contents.json": "{}\n",
            "Tool/main.swift": "print(1)\n",
        ])
        let project = try folder.read()
        #expect(project.targets.map(\.name) == ["Clock_iOS", "Clock_macOS", "Tool"])
        #expect(project.widgetTargets.map(\.platform) == [.iOS, .macOS])
        let iOS = project.targets[0]
        #expect(iOS.info.extensionPointSource == "info.properties at project.yml:14:9")
        #expect(iOS.info.displayName == "Clock")
        // `includes` keeps the top folder's Swift; `buildPhase: resources` keeps no Swift.
        #expect(folder.relative(iOS.files.sources) == ["Clock_iOS/Face.swift"])
        #expect(folder.relative(iOS.files.assetCatalogs) == ["Common/Colors.xcassets"])
        #expect(iOS.notes.isEmpty, "\(iOS.notes)")
        #expect(project.targets[2].productType == "com.apple.product-type.tool")
        #expect(project.targets[2].platform == .macOS)
    }

    /// An app extension without an Info.plist that links WidgetKit is a widget extension; sources
    /// the spec names but the disk lacks, and what is not read, are notes with their places.
    @Test func notesSayWhatIsNotRead() throws {
        let folder = SpecFolder([
            "project.yml": """
                include: [base.yml]
                targets:
                  Widget:
                    type: app-extension
                    templates: [WidgetTemplate]
                    sources:
                      - Widget
                      - Missing
                      - path: ${SRCROOT}/Other
                      - path: Bundled
                        type: folder
                      - path: Docs
                        buildPhase: none
                    dependencies:
                      - sdk: WidgetKit.framework
                      - target: Nowhere
                      - target: Other/Kit
                      - package: Unknown
                """,
            "Widget/Widget.swift": "struct W {}\n",
            "Bundled/data.json": "{}\n",
            "Docs/Doc.swift": "struct Doc {}\n",
        ])
        let project = try folder.read()
        let widget = try #require(project.widgetTargets.first)
        #expect(widget.info.extensionPointSource == "links WidgetKit.framework")
        #expect(folder.relative(widget.files.sources) == ["Widget/Widget.swift"])
        #expect(folder.notes(widget.notes) == [
            "ROOT/project.yml:1:10: 'include' of base.yml is not read: targets, settings and packages declared there are missing",
            "ROOT/project.yml:5:16: the templates WidgetTemplate are not applied (targetTemplates are not read); what they give the target is missing",
            "ROOT/project.yml:8:9: the source Missing is not on disk",
            "ROOT/project.yml:9:9: the source path '${SRCROOT}/Other' names a variable, which is not read; the source is left out",
            "ROOT/project.yml:10:9: Bundled is a folder reference: its files are copied into the bundle as they are, not compiled",
            "ROOT/project.yml:16:9: the spec has no target named Nowhere",
            "ROOT/project.yml:17:9: the target Other/Kit of another project is not read",
            "ROOT/project.yml:18:9: no package named Unknown under 'packages:'",
        ])
    }

    @Test func errorsNameTheSpecAndThePlace() {
        let broken = SpecFolder(["project.yml": "name: X\ntargets:\n  App:\n    type: application\n   sources: [App\n"])
        #expect(throws: ProjectError(path: broken.root + "/project.yml", message: "5:4: this line is indented more than the keys above it (a value continued on a further line is not read: keep it on one line or quote it)")) {
            try broken.read()
        }
        let included = SpecFolder(["project.yml": "name: X\ninclude:\n  - path: targets.yml\n"])
        #expect(throws: ProjectError(path: included.root + "/project.yml", message: "3:3: its targets come from 'include' (targets.yml), which is not read")) {
            try included.read()
        }
        let list = SpecFolder(["project.yml": "- a\n- b\n"])
        #expect(throws: ProjectError(path: list.root + "/project.yml", message: "not a project spec: expected a mapping with 'name' and 'targets'")) {
            try list.read()
        }
        let description = ProjectError(path: "/r/project.yml", message: "5:4: this line is indented less than the first one").description
        #expect(description == "/r/project.yml:5:4: this line is indented less than the first one")
    }

    /// `project.json` is the same spec written as JSON.
    @Test func aJSONSpec() throws {
        let folder = SpecFolder([
            "project.json": """
                {
                  "name": "Clock",
                  "targets": {
                    "ClockWidget": {"type": "app-extension", "platform": "watchOS", "sources": ["Widget"],
                                    "settings": {"INFOPLIST_FILE": "Widget/Info.plist"}}
                  }
                }
                """,
            "Widget/Info.plist": SpecFolder.infoPlist(extensionPoint: "com.apple.widgetkit-extension"),
            "Widget/Clock.swift": "struct Clock {}\n",
        ])
        let project = try folder.read("project.json")
        #expect(project.widgetTargets.map(\.name) == ["ClockWidget"])
        #expect(project.widgetTargets.first?.platform == .watchOS)
    }

    /// A folder with a spec and no `.xcodeproj` is a project; a committed `.xcodeproj` is preferred.
    @Test func searchFindsSpecs() throws {
        let folder = SpecFolder(Self.weather)
        #expect(ProjectSearch.find(folder.root) == ProjectSearch(projects: [folder.root + "/project.yml"], within: nil, holdingFolder: folder.root))
        #expect(ProjectSearch.find(folder.root + "/project.yml").projects == [folder.root + "/project.yml"])
        #expect(ProjectSearch.find(folder.root + "/Widget/Views") == ProjectSearch(projects: [folder.root + "/project.yml"], within: folder.root + "/Widget/Views"))
        let outer = SpecFolder([:])
        try FileManager.default.moveItem(atPath: folder.root, toPath: outer.root + "/weather")
        #expect(ProjectSearch.find(outer.root).projects == [outer.root + "/weather/project.yml"])
        outer.write("weather/Weather.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
        #expect(ProjectSearch.find(outer.root + "/weather").projects == [outer.root + "/weather/Weather.xcodeproj"])
        #expect(ProjectSearch.find(outer.root).projects == [outer.root + "/weather/Weather.xcodeproj"])
    }

    /// Another tool's `project.yml` (no top-level `targets:` or `include:`) is no project: the folder is read as
    /// it would be without it.
    @Test func aYAMLFileWithoutTargetsIsNoSpec() {
        let folder = SpecFolder(["project.yml": "name: docs\nversion: 2\nsteps:\n  - build\n", "Widget.swift": "struct W {}\n"])
        #expect(ProjectSearch.find(folder.root).projects.isEmpty)
        #expect(ProjectSpec.spec(in: folder.root) == nil)
    }

    @Test func globs() {
        #expect(Glob("**/*.md").matches("Views/NOTES.md"))
        #expect(Glob("**/*.md").matches("NOTES.md"))
        #expect(Glob("Legacy").matches("Legacy/Old.swift"))
        #expect(!Glob("Legacy").matches("Views/Legacy.swift"))
        #expect(Glob("*.swift").matches("Face.swift"))
        #expect(!Glob("*.swift").matches("Sub/Hands.swift"))
        #expect(Glob("Sub/**/*Tests.swift").matches("Sub/A/B/FaceTests.swift"))
        #expect(Glob("{Mac,Watch}/*.swift").matches("Watch/Face.swift"))
        #expect(!Glob("{Mac,Watch}/*.swift").matches("Phone/Face.swift"))
        #expect(Glob("Face?.swift").matches("Face2.swift"))
        #expect(Glob("[A-C]*.swift").matches("Bell.swift") && !Glob("[!A-C]*.swift").matches("Bell.swift"))
        #expect(Glob("./Generated").matches("Generated/X.swift"))
        // Patterns built to be slow are matched in time proportional to their size.
        let hostile = String(repeating: "*a", count: 500) + "b"
        #expect(!Glob(hostile).matches(String(repeating: "a", count: 2_000)))
        #expect(Glob.expandBraces(String(repeating: "{a,b}", count: 40)).count == Glob.maxAlternatives)
        #expect(!Glob(String(repeating: "{", count: 50_000)).matches("x"))
    }
}
