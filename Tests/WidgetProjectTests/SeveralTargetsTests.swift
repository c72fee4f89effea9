import Foundation
import WidgetTestSupport
import Testing
import WidgetProject

@Suite("a project with several targets")
struct SeveralTargetsTests {
    let fixture = FixtureProject("SeveralTargets")

    /// Widget extensions by their Info.plist and by the WidgetKit.framework they link; a share
    /// extension, an app, a framework and an aggregate target are not.
    @Test func findsEveryWidgetExtension() throws {
        let project = try fixture.read("Fitness.xcodeproj")
        #expect(project.targets.map(\.name) == ["Fitness", "FitnessKit", "StepsWidget", "RingsWidget", "ShareExtension", "TodayWidget"])
        #expect(project.widgetTargets.map(\.name) == ["StepsWidget", "RingsWidget", "TodayWidget"])
        #expect(project.widgetTargets.map { $0.info.extensionPointSource ?? "" } == ["Info.plist", "links WidgetKit.framework", "Info.plist"])
        #expect(project.targets[4].info.extensionPoint == "com.apple.share-services")
        #expect(project.widgetTargets[1].info.displayName == "Activity Rings")
    }

    /// Settings from a configuration file (Xcode 16's anchor and relative path), with what it includes;
    /// a setting with a condition counts when no plain one is set.
    @Test func configurationFilesAreRead() throws {
        let today = try #require(try fixture.read("Fitness.xcodeproj").targets.last)
        #expect(fixture.relative(today.files.infoPlist) == "TodayWidget/Info.plist")
        #expect(today.moduleName == "TodayKit")
        #expect(today.isWidgetExtension)
    }

    /// An app extension whose Info.plist cannot be found is a widget extension when its Swift
    /// declares widgets.
    @Test func anExtensionThatDeclaresWidgets() throws {
        try FileManager.default.removeItem(atPath: fixture.root + "/Config")
        let today = try #require(try fixture.read("Fitness.xcodeproj").targets.last)
        #expect(today.info.extensionPointSource == "its Swift declares widgets")
    }

    /// A framework target of the project comes in with its sources, whether the widget depends on
    /// it (a target dependency) or only links its product.
    @Test func frameworkTargetsBringTheirSources() throws {
        let project = try fixture.read("Fitness.xcodeproj")
        for widget in project.widgetTargets.prefix(2) {
            #expect(fixture.relative(widget.files.sources) == ["\(widget.name)/\(widget.name).swift", "FitnessKit/Activity.swift"])
            #expect(widget.includedModules == ["FitnessKit"])
        }
        #expect(fixture.relative(project.widgetTargets.first?.files.infoPlist) == "StepsWidget/Info.plist")
    }

    /// A framework target the widget's Swift imports, though the target neither depends on it nor links
    /// it: Xcode builds it first (an implicit dependency) and the module links itself.
    @Test func anImportedFrameworkTargetBringsItsSources() throws {
        let project = try fixture.read("Fitness.xcodeproj")
        let today = try #require(project.widgetTargets.first { $0.name == "TodayWidget" })
        #expect(fixture.relative(today.files.sources) == ["TodayWidget/TodayWidget.swift", "FitnessKit/Activity.swift"])
        #expect(today.includedModules == ["FitnessKit"])
    }
}

@Suite("finding the projects of a path")
struct ProjectSearchTests {
    let fixture = FixtureProject("SeveralTargets")

    @Test func aProjectItsFileOrItsFolder() {
        let project = fixture.root + "/Fitness.xcodeproj"
        #expect(ProjectSearch.find(project) == ProjectSearch(projects: [project], within: nil))
        #expect(ProjectSearch.find(project + "/project.pbxproj") == ProjectSearch(projects: [project], within: nil))
        // A folder that holds the project may be read by it, as a repository may (a download has no `.git`).
        #expect(ProjectSearch.find(fixture.root) == ProjectSearch(projects: [project], within: nil, holdingFolder: fixture.root))
    }

    /// A folder inside the project: the project above it, and the folder to pick targets by.
    @Test func aFolderInsideAProject() throws {
        let folder = fixture.root + "/RingsWidget"
        let search = ProjectSearch.find(folder)
        #expect(search == ProjectSearch(projects: [fixture.root + "/Fitness.xcodeproj"], within: folder))
        let project = try fixture.read("Fitness.xcodeproj")
        #expect(project.widgetTargets.filter { $0.hasFiles(in: folder) }.map(\.name) == ["RingsWidget"])
        #expect(project.widgetTargets.map { fixture.relative([$0.folder])[0] } == ["StepsWidget", "RingsWidget", "TodayWidget"])
    }

    /// Projects below a folder, not in Pods or hidden folders; the search above stops at a repository's root.
    @Test func projectsBelowAFolder() throws {
        let base = PackagePaths.temporaryDirectory("widgetry-search").path
        for folder in ["repo/.git", "repo/ios/App.xcodeproj", "repo/ios/Pods/Pods.xcodeproj", "repo/.hidden/H.xcodeproj",
                       "repo/tools/Tool.xcodeproj", "repo/ios/Empty.xcodeproj", "repo/docs"] {
            try FileManager.default.createDirectory(atPath: base + "/" + folder, withIntermediateDirectories: true)
        }
        for project in ["repo/ios/App.xcodeproj", "repo/ios/Pods/Pods.xcodeproj", "repo/.hidden/H.xcodeproj", "repo/tools/Tool.xcodeproj"] {
            try "{}".write(toFile: base + "/" + project + "/project.pbxproj", atomically: true, encoding: .utf8)
        }
        #expect(ProjectSearch.find(base + "/repo").projects == [base + "/repo/ios/App.xcodeproj", base + "/repo/tools/Tool.xcodeproj"])
        #expect(ProjectSearch.find(base + "/repo/docs").projects.isEmpty)
        #expect(ProjectSearch.repositoryRoot(of: base + "/repo/ios/App.xcodeproj") == base + "/repo")
    }

    /// Without `.git` (an archive's copy), the folder of a workspace that names the project is the app's root, so the
    /// local packages it names beside the project are read; a workspace that does not name it changes nothing.
    @Test func aWorkspaceNamingTheProjectIsTheRootOfACopyWithoutGit() throws {
        let base = PackagePaths.temporaryDirectory("widgetry-workspace-root").path
        for folder in ["app/ios/App.xcodeproj", "app/App.xcworkspace", "app/Other.xcworkspace", "app/Packages/Kit", "lone/ios/Lone.xcodeproj", "lone/Lone.xcworkspace"] {
            try FileManager.default.createDirectory(atPath: base + "/" + folder, withIntermediateDirectories: true)
        }
        try "{}".write(toFile: base + "/app/ios/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try "{}".write(toFile: base + "/lone/ios/Lone.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:ios/App.xcodeproj"></FileRef>
           <FileRef location = "group:Packages/Kit"></FileRef>
        </Workspace>
        """.write(toFile: base + "/app/App.xcworkspace/contents.xcworkspacedata", atomically: true, encoding: .utf8)
        try #"<Workspace version = "1.0"><FileRef location = "group:Other/Other.xcodeproj"></FileRef></Workspace>"#
            .write(toFile: base + "/lone/Lone.xcworkspace/contents.xcworkspacedata", atomically: true, encoding: .utf8)
        #expect(ProjectSearch.repositoryRoot(of: base + "/app/ios/App.xcodeproj") == base + "/app")
        #expect(ProjectSearch.repositoryRoot(of: base + "/lone/ios/Lone.xcodeproj") == base + "/lone/ios")
    }
}
