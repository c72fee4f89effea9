import Testing
import WidgetProject

@Suite("a project with several targets")
struct SeveralTargetsTests {
    let fixture = FixtureProject("SeveralTargets")

    /// Widget extensions by their Info.plist and by the WidgetKit.framework they link; a share
    /// extension, an app, a framework and an aggregate target are not.
    @Test func findsEveryWidgetExtension() throws {
        let project = try fixture.read("Fitness.xcodeproj")
        #expect(project.targets.map(\.name) == ["Fitness", "FitnessKit", "StepsWidget", "RingsWidget", "ShareExtension"])
        #expect(project.widgetTargets.map(\.name) == ["StepsWidget", "RingsWidget"])
        #expect(project.widgetTargets.map { $0.info.extensionPointSource ?? "" } == ["Info.plist", "links WidgetKit.framework"])
        #expect(project.targets.last?.info.extensionPoint == "com.apple.share-services")
        #expect(project.widgetTargets.last?.info.displayName == "Activity Rings")
    }

    /// A framework target of the project comes in with its sources, whether the widget depends on
    /// it (a target dependency) or only links its product.
    @Test func frameworkTargetsBringTheirSources() throws {
        let project = try fixture.read("Fitness.xcodeproj")
        for widget in project.widgetTargets {
            #expect(fixture.relative(widget.files.sources) == ["\(widget.name)/\(widget.name).swift", "FitnessKit/Activity.swift"])
            #expect(widget.includedModules == ["FitnessKit"])
        }
        #expect(fixture.relative(project.widgetTargets.first?.files.infoPlist) == "StepsWidget/Info.plist")
    }
}
