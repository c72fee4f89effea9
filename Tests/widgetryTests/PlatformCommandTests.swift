import Foundation
import Testing
import WidgetTestSupport

/// A target's platform decides its Swift's `#if os(…)`: the fixture `Platforms` has an iOS
/// and a macOS widget extension that share `Shared/Clock.swift`, whose `#if os(macOS)` branch
/// calls `macCaption()` (only the macOS target has it) and whose `#elseif os(iOS) || os(watchOS)`
/// branch calls `phoneCaption()` (only the iOS target has it).
@Suite struct PlatformCommandTests {
    @Test func targetsShowsEachTargetsPlatform() throws {
        let fixture = ProjectFixture("Platforms")
        let output = CommandRunner.widgetry(["targets", "Platforms"], directory: fixture.base)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("ClockWidget  (widget extension: build setting INFOPLIST_KEY_NSExtensionPointIdentifier)\n  widgets   ClockWidget (default)  systemSmall\n  platform  iOS\n"))
        #expect(output.stdout.contains("MacClockWidget  (widget extension: build setting INFOPLIST_KEY_NSExtensionPointIdentifier)\n  widgets   ClockWidget (default)  systemSmall\n  platform  macOS\n"))
        let json = CommandRunner.widgetry(["targets", "Platforms", "--json"], directory: fixture.base)
        let targets = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(targets.map { $0["platform"] as? String } == ["iOS", "macOS"])
        #expect(targets.map { $0["errors"] as? Int } == [0, 0])
    }

    /// Each target checks clean and draws its own branch: `os(macOS)` and `canImport(AppKit)` for
    /// the macOS one, `os(iOS)` and `canImport(UIKit)` for the iOS one; `targetEnvironment(macCatalyst)` is false.
    @Test func theSameFileIsReadForEachTargetsPlatform() {
        let fixture = ProjectFixture("Platforms")
        for target in ["ClockWidget", "MacClockWidget"] {
            let check = CommandRunner.widgetry(["check", "Platforms", "--target", target], directory: fixture.base)
            #expect(check.status == 0, "\(target): \(check.stderr)")
            #expect(!check.stderr.contains("unknown"), "\(target): \(check.stderr)")
        }
        let mac = CommandRunner.widgetry(["render", "Platforms", "--target", "MacClockWidget", "--plain"], directory: fixture.base)
        #expect(mac.status == 0, "\(mac.stderr)")
        #expect(mac.stdout.contains("on a Mac") && mac.stdout.contains("AppKit") && mac.stdout.contains("native"), "\(mac.stdout)")
        #expect(!mac.stdout.contains("on a phone") && !mac.stdout.contains("UIKit"))
        let phone = CommandRunner.widgetry(["render", "Platforms", "--target", "ClockWidget", "--plain"], directory: fixture.base)
        #expect(phone.status == 0, "\(phone.stderr)")
        #expect(phone.stdout.contains("on a phone") && phone.stdout.contains("UIKit") && phone.stdout.contains("native"), "\(phone.stdout)")
        #expect(!phone.stdout.contains("on a Mac") && !phone.stdout.contains("AppKit"))
    }

    /// The macOS target's file read for iOS (the target made iOS in its project file) names what the
    /// target does not have, as the same file read as iOS did before targets had platforms.
    @Test func readAsIOSTheMacTargetLacksTheIOSBranchesNames() throws {
        let fixture = ProjectFixture("Platforms")
        let project = fixture.root + "/Platforms.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: project, encoding: .utf8)
        try text.replacingOccurrences(of: "SDKROOT = macosx; SUPPORTED_PLATFORMS = macosx;", with: "")
            .write(toFile: project, atomically: true, encoding: .utf8)
        let check = CommandRunner.widgetry(["check", "Platforms", "--target", "MacClockWidget"], directory: fixture.base)
        #expect(check.status == 1)
        #expect(check.stderr.contains("Platforms/Shared/Clock.swift:20:15: error: unknown function 'phoneCaption'"), "\(check.stderr)")
        let targets = CommandRunner.widgetry(["targets", "Platforms"], directory: fixture.base)
        #expect(targets.stdout.contains("  platform  iOS\n  sources   Platforms/MacClock/MacFace.swift"), "\(targets.stdout)")
    }

    /// A Swift file checked alone (and a folder without a project) is read as iOS, as before.
    @Test func aFileAloneIsReadAsIOS() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-platform-alone")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            func caption() -> String { "" }
            #if os(iOS) && canImport(UIKit) && !canImport(AppKit)
            let ok = caption()
            #else
            let ok = notOnIOS()
            #endif
            """.write(to: folder.appendingPathComponent("Alone.swift"), atomically: true, encoding: .utf8)
        let alone = CommandRunner.widgetry(["check", "Alone.swift"], directory: folder)
        #expect(alone.status == 0, "\(alone.stderr)")
        let module = CommandRunner.widgetry(["check", "."], directory: folder)
        #expect(module.status == 0, "\(module.stderr)")
    }
}
