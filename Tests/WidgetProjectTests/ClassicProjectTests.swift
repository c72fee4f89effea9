import Testing
import WidgetProject

@Suite("a project with classic groups")
struct ClassicProjectTests {
    let fixture = FixtureProject("Classic")

    @Test func readsTargetsAndTheirKinds() throws {
        let project = try fixture.read("Weather.xcodeproj")
        #expect(project.name == "Weather")
        #expect(project.targets.map(\.name) == ["Weather", "WeatherWidgetExtension"])
        #expect(project.targets.map(\.productType) == ["com.apple.product-type.application", "com.apple.product-type.app-extension"])
        #expect(project.widgetTargets.map(\.name) == ["WeatherWidgetExtension"])
        let widget = try #require(project.widgetTargets.first)
        #expect(widget.info.extensionPointSource == "Info.plist")
        #expect(widget.info.displayName == "Weather & Sky")
        #expect(widget.moduleName == "WeatherWidgetExtension")
        // The Info.plist's keys as the built bundle has them, from the build settings and the file.
        #expect(widget.info.bundleKeys["CFBundleIdentifier"] == "com.example.weather.widget")
        #expect(widget.info.bundleKeys["CFBundleName"] == "WeatherWidgetExtension")
        #expect(widget.info.bundleKeys["CFBundlePackageType"] == "XPC!")
        #expect(widget.info.bundleKeys["CFBundleDisplayName"] == "Weather & Sky")
    }

    /// Files in nested groups, a group without a folder, a file shared with the app, one from
    /// the project's folder (SOURCE_ROOT), a localised variant group; products (BUILT_PRODUCTS_DIR)
    /// and system frameworks (SDKROOT) are not files of the project.
    @Test func gathersTheWidgetsFilesWhereverTheyLive() throws {
        let widget = try #require(try fixture.read("Weather.xcodeproj").widgetTargets.first)
        #expect(fixture.relative(widget.files.sources) == [
            "WeatherWidget/WeatherWidget.swift", "WeatherWidget/Views/ForecastRow.swift",
            "Weather/Shared/Forecast.swift", "Shared/Formatting.swift",
        ])
        #expect(fixture.relative(widget.files.assetCatalogs) == ["WeatherWidget/WidgetAssets.xcassets"])
        #expect(fixture.relative(widget.files.strings) == ["WeatherWidget/en.lproj/Localizable.strings", "WeatherWidget/de.lproj/Localizable.strings"])
        #expect(fixture.relative(widget.files.infoPlist) == "WeatherWidget/Info.plist")
    }

    /// A file missing from disk and an absolute path outside the readable folders are left out, each
    /// with a note.
    @Test func notesWhatIsLeftOut() throws {
        let widget = try #require(try fixture.read("Weather.xcodeproj").widgetTargets.first)
        #expect(fixture.notes(widget.notes) == [
            "ROOT/WeatherWidget/Missing.swift is in the Sources phase but not on disk",
            "OUTSIDE/Outside.swift lies outside ROOT; it is not read",
        ])
    }

    @Test func theOutsideFileIsReadWhenItsFolderIsReadable() throws {
        let project = try XcodeProject.read(fixture.root + "/Weather.xcodeproj", readableRoots: [fixture.root, fixture.outside])
        let widget = try #require(project.widgetTargets.first)
        #expect(widget.files.sources.last == fixture.outside + "/Outside.swift")
    }

    @Test func theAppHasItsOwnFiles() throws {
        let app = try #require(try fixture.read("Weather.xcodeproj").targets.first)
        #expect(!app.isWidgetExtension)
        #expect(fixture.relative(app.files.sources) == ["Weather/WeatherApp.swift", "Weather/Shared/Forecast.swift"])
        #expect(fixture.relative(app.files.assetCatalogs) == ["Weather/Assets.xcassets"])
    }

    @Test func aBrokenProjectFileSaysWhere() throws {
        let file = fixture.root + "/Weather.xcodeproj/project.pbxproj"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "\t\t\t\tF10000000000000000000001 /* WeatherApp.swift */,\n", with: "\t\t\t\tF10000000000000000000001 /* WeatherApp.swift */\n")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        do {
            _ = try fixture.read("Weather.xcodeproj")
            Issue.record("read a broken project")
        } catch {
            #expect("\(error)" == "\(file):85:5: expected ',' or ')' in an array")
        }
    }

    @Test func aMissingProjectFileIsAnError() {
        #expect(throws: ProjectError.self) { try XcodeProject.read(fixture.root + "/Nothing.xcodeproj", readableRoots: [fixture.root]) }
    }
}
