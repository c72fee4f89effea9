import Testing
import WidgetProject

@Suite("a target's platform")
struct TargetPlatformTests {
    let fixture = FixtureProject("Platforms")

    /// Each target's SDKROOT and SUPPORTED_PLATFORMS, from its Debug configuration (even where the
    /// list's default is Release), its configuration file, else the project's settings.
    @Test func readFromEachTargetsBuildSettings() throws {
        let project = try fixture.read("Platforms.xcodeproj")
        let platforms = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.platform) })
        #expect(platforms == [
            "ClockWidget": .iOS, "MacClockWidget": .macOS, "WatchWidget": .watchOS, "VisionWidget": .visionOS,
            "TVWidget": .tvOS, "DesktopWidget": .macOS, "UniversalWidget": .iOS,
        ])
        #expect(project.widgetTargets.map(\.name) == ["ClockWidget", "MacClockWidget"])
        #expect(fixture.relative(project.widgetTargets[1].files.sources) == ["MacClock/MacFace.swift", "Shared/Clock.swift"])
    }

    /// A project whose settings say nothing of the platform is read as iOS.
    @Test func iOSWhenNothingSaysOtherwise() throws {
        let project = try FixtureProject("SeveralTargets").read("Fitness.xcodeproj")
        #expect(Set(project.targets.map(\.platform)) == [.iOS])
    }

    @Test func sdkNames() {
        #expect(TargetPlatform(sdk: "iphoneos") == .iOS)
        #expect(TargetPlatform(sdk: "iphonesimulator17.2") == .iOS)
        #expect(TargetPlatform(sdk: "macosx") == .macOS)
        #expect(TargetPlatform(sdk: "/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/SDKs/MacOSX14.2.sdk") == .macOS)
        #expect(TargetPlatform(sdk: "watchsimulator") == .watchOS)
        #expect(TargetPlatform(sdk: "xros") == .visionOS)
        #expect(TargetPlatform(sdk: "appletvsimulator") == .tvOS)
        #expect(TargetPlatform(sdk: "auto") == nil)
        #expect(TargetPlatform(sdk: "driverkit") == nil)
        #expect(TargetPlatform.of(sdkRoot: nil, supportedPlatforms: nil) == .iOS)
        #expect(TargetPlatform.of(sdkRoot: "watchos", supportedPlatforms: "watchos watchsimulator") == .watchOS)
        #expect(TargetPlatform.of(sdkRoot: "iphoneos", supportedPlatforms: "macosx") == .macOS)
        #expect(TargetPlatform.of(sdkRoot: "auto", supportedPlatforms: "xros xrsimulator macosx") == .visionOS)
        #expect(TargetPlatform.of(sdkRoot: "auto", supportedPlatforms: "macosx iphonesimulator iphoneos") == .iOS)
    }
}
