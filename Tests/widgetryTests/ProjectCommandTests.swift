import Foundation
import Testing
import WidgetTestSupport

/// Xcode projects on the command line: `targets` lists their widget extensions,
/// and `render`, `check`, `test` and `watch` take a project (its folder, its
/// `.xcodeproj`, a folder inside it) as they take a widget file.
@Suite struct ProjectCommandTests {
    static func golden(_ name: String) -> String { PackagePaths.path("Tests/widgetryTests/Fixtures/projects/\(name)") }

    @Test func targetsListsWidgetExtensionsWithTheirFilesAndWidgets() {
        let fixture = ProjectFixture("Classic")
        let output = CommandRunner.widgetry(["targets", "Classic"], directory: fixture.base)
        #expect(output.status == 0, "\(output.stderr)")
        if let mismatch = Golden.compare(output.stdout, with: Self.golden("Classic.targets.txt")) { Issue.record("\(mismatch)") }
    }

    @Test func targetsOfSeveralProjectsAndOfAFolderWithoutOne() throws {
        let fixture = ProjectFixture("SeveralTargets")
        let output = CommandRunner.widgetry(["targets", "SeveralTargets", "--json"], directory: fixture.base)
        #expect(output.status == 0, "\(output.stderr)")
        let targets = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(targets.map { $0["target"] as? String } == ["StepsWidget", "RingsWidget", "TodayWidget"])
        #expect(targets.map { $0["widgets"] as? [String] } == [["StepsWidget"], ["RingsWidget"], ["TodayWidget"]])

        let folder = PackagePaths.temporaryDirectory("widgetry-noproject")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Views"), withIntermediateDirectories: true)
        try Self.swiftWidget.write(to: folder.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        try Self.swiftView.write(to: folder.appendingPathComponent("Views/Face.swift"), atomically: true, encoding: .utf8)
        let plain = CommandRunner.widgetry(["targets", "."], directory: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains(".: no Xcode project; its .swift files and its subfolders' are one module"))
        #expect(plain.stdout.contains("widgets   ClockWidget (default)  systemSmall"))
        #expect(plain.stdout.contains("            Views/Face.swift"))
    }

    /// A folder that is a Swift package: its `Package.swift` (the manifest, which imports
    /// PackageDescription) and its `Tests/` are no part of the module.
    @Test func aPackagesManifestAndTestsAreLeftOut() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-package-folder")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Clock"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests/ClockTests"), withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Clock\", targets: [.target(name: \"Clock\")])\n"
            .write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.swiftWidget.write(to: folder.appendingPathComponent("Sources/Clock/Clock.swift"), atomically: true, encoding: .utf8)
        try Self.swiftView.write(to: folder.appendingPathComponent("Sources/Clock/Face.swift"), atomically: true, encoding: .utf8)
        try "import XCTest\nfinal class ClockTests: XCTestCase { func testFace() { XCTAssertEqual(1, 1) } }\n"
            .write(to: folder.appendingPathComponent("Tests/ClockTests/ClockTests.swift"), atomically: true, encoding: .utf8)
        let targets = CommandRunner.widgetry(["targets", "."], directory: folder)
        #expect(targets.status == 0, "\(targets.stderr)")
        #expect(targets.stdout.contains("Sources/Clock/Face.swift") && !targets.stdout.contains("Package.swift") && !targets.stdout.contains("ClockTests"),
                "\(targets.stdout)")
        let check = CommandRunner.widgetry(["check", "."], directory: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    /// One widget extension needs no flag; the module is the target's files from several folders.
    @Test func renderAProjectFolder() {
        let fixture = ProjectFixture("Classic")
        let output = CommandRunner.widgetry(["render", "Classic", "--plain"], directory: fixture.base)
        #expect(output.status == 0, "\(output.stderr)")
        if let mismatch = Golden.compare(output.stdout, with: Self.golden("Classic.render.txt")) { Issue.record("\(mismatch)") }
        let project = CommandRunner.widgetry(["render", "Classic/Weather.xcodeproj", "--plain"], directory: fixture.base)
        #expect(project.stdout == output.stdout)
    }

    /// A folder whose own project has no widget extension, with a project that has one in a subfolder (a repository
    /// whose app has no widget, beside an older version that has one): the subfolder's widget is rendered, and
    /// `targets` lists the folder's project, then the subfolder's.
    @Test func aSubfoldersWidgetIsUsedWhenTheFoldersOwnProjectHasNone() throws {
        let fixture = ProjectFixture("Classic")
        let app = fixture.base.appendingPathComponent("App.xcodeproj").path
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        try """
        { objects = {
            G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; name = App; buildPhases = (); productType = "com.apple.product-type.application"; };
            R = {isa = PBXProject; mainGroup = G; targets = (T); };
          }; rootObject = R; }
        """.write(toFile: app + "/project.pbxproj", atomically: true, encoding: .utf8)
        let output = CommandRunner.widgetry(["render", ".", "--plain"], directory: fixture.base)
        #expect(output.status == 0, "\(output.stderr)")
        if let mismatch = Golden.compare(output.stdout, with: Self.golden("Classic.render.txt")) { Issue.record("\(mismatch)") }
        let listed = CommandRunner.widgetry(["targets", "."], directory: fixture.base)
        #expect(listed.status == 0)
        #expect(listed.stdout.hasPrefix("App.xcodeproj: 0 widget extensions of 1 target\n  other targets: App (application)\n"), "\(listed.stdout)")
        #expect(listed.stdout.contains("\nClassic/Weather.xcodeproj: 1 widget extension of 2 targets\n"), "\(listed.stdout)")
        // Without the subfolder's project, the folder's own is the answer: it has no widget extension.
        try FileManager.default.removeItem(atPath: fixture.root + "/Weather.xcodeproj")
        let none = CommandRunner.widgetry(["render", ".", "--plain"], directory: fixture.base)
        #expect(none.status == 1)
        #expect(none.stderr.contains("App.xcodeproj has no widget extension target (targets: App)"), "\(none.stderr)")
    }

    /// Several widget extensions: `--target` picks one (with a did-you-mean); a folder inside the
    /// project picks the target whose files are in it.
    @Test func severalTargetsNeedATarget() {
        let fixture = ProjectFixture("SeveralTargets")
        let none = CommandRunner.widgetry(["render", "SeveralTargets"], directory: fixture.base)
        #expect(none.status == 2)
        #expect(none.stderr == "widgetry: render SeveralTargets has 3 widget extensions: StepsWidget, RingsWidget, TodayWidget; pick one with --target NAME ('widgetry targets SeveralTargets' lists them)\n")
        let typo = CommandRunner.widgetry(["render", "SeveralTargets", "--target", "RingWidget"], directory: fixture.base)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("--target RingWidget: no widget extension named 'RingWidget' in SeveralTargets; did you mean 'RingsWidget'? (widget extensions: StepsWidget, RingsWidget, TodayWidget)"))
        let share = CommandRunner.widgetry(["render", "SeveralTargets", "--target", "ShareExtension"], directory: fixture.base)
        #expect(share.status == 2 && share.stderr.contains("'ShareExtension' is not a widget extension"))
        let picked = CommandRunner.widgetry(["render", "SeveralTargets", "--target", "StepsWidget", "--plain"], directory: fixture.base)
        #expect(picked.status == 0 && picked.stdout.contains("6400 steps"), "\(picked.stderr)")
        // The framework's `Summary` and `Label` are its own; the widget's `Summary` and SwiftUI's `Label` are the widget's.
        let rings = CommandRunner.widgetry(["render", "SeveralTargets", "--target", "RingsWidget", "--plain", "--family", "systemSmall"],
                                           directory: fixture.base)
        #expect(rings.status == 0 && rings.stdout.contains("80%") && rings.stdout.contains("6400 of 8000") && rings.stdout.contains("goal 8000"),
                "\(rings.stdout)\(rings.stderr)")
        let inside = CommandRunner.widgetry(["render", "SeveralTargets/TodayWidget", "--plain"], directory: fixture.base)
        #expect(inside.status == 0 && inside.stdout.contains("Today: goal 8000"), "\(inside.stderr)")
    }

    /// The widget that shows by default is the `@main` bundle's first; `--widget` with a wrong name
    /// lists the widgets.
    @Test func theBundlesFirstWidgetIsTheDefault() {
        let fixture = ProjectFixture("Synchronised")
        let output = CommandRunner.widgetry(["render", "Synchronised", "--plain"], directory: fixture.base)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Pinned") && !output.stdout.contains("Call Ada"))
        let wrong = CommandRunner.widgetry(["render", "Synchronised", "--widget", "NoteWidget"], directory: fixture.base)
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("no widget named 'NoteWidget' in Synchronised; did you mean 'NotesWidget'? (widgets: PinnedNotesWidget, NotesWidget)"))
    }

    /// Local packages come in, and importing them is no warning.
    @Test func checkAProjectWithLocalPackages() {
        let fixture = ProjectFixture("LocalPackage")
        let output = CommandRunner.widgetry(["check", "LocalPackage"], directory: fixture.base)
        #expect(output.status == 0)
        #expect(!output.stderr.contains("warning"), "\(output.stderr)")
        #expect(output.stderr.contains("LocalPackage/StocksWidget: note: the package product RemoteThing comes from https://example.com/remote-thing.git"))
        let render = CommandRunner.widgetry(["render", "LocalPackage", "--plain"], directory: fixture.base)
        #expect(render.stdout.contains("$123.45") && render.stdout.contains("XNYS"), "\(render.stderr)")
        // A type of the widget's own shadows a package's of the same name in the widget's code; the package's code has its own.
        #expect(render.stdout.contains("mine/theirs"), "\(render.stdout)")
    }

    /// A folder without a project is one module with its subfolders.
    @Test func aFolderWithoutAProjectIsReadWithItsSubfolders() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-noproject")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Clock/Views"), withIntermediateDirectories: true)
        try Self.swiftWidget.write(to: folder.appendingPathComponent("Clock/Clock.swift"), atomically: true, encoding: .utf8)
        try Self.swiftView.write(to: folder.appendingPathComponent("Clock/Views/Face.swift"), atomically: true, encoding: .utf8)
        let output = CommandRunner.widgetry(["render", "Clock", "--plain"], directory: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("tick"))
    }

    /// A folder with no Swift anywhere says what was looked for and what to try (issue 27, item 8).
    @Test func aFolderWithNothingToRunSaysWhatWasLookedFor() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-nothing")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try "# notes\n".write(to: folder.appendingPathComponent("docs/README.md"), atomically: true, encoding: .utf8)
        for command in ["render", "check", "watch"] {
            let output = CommandRunner.widgetry([command, "docs"], directory: folder)
            #expect(output.status == 2)
            #expect(output.stderr.contains("widgetry: \(command) docs: no widget here. Looked for an Xcode project"), "\(output.stderr)")
            #expect(output.stderr.contains("and for .swift files in it and its subfolders, and found none. Try a .widget or .swift file"))
        }
    }

    /// `test` on a project records and checks the target's previews; snapshots sit beside the project.
    @Test func testAProject() {
        let fixture = ProjectFixture("Synchronised")
        let missing = CommandRunner.widgetry(["test", "Synchronised"], directory: fixture.base)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("NotesWidgetExtension (Synchronised/Notes.xcodeproj)"))
        #expect(missing.stdout.contains("no snapshot Synchronised/__snapshots__/NotesWidgetExtension.systemSmall.1.txt"))
        let recorded = CommandRunner.widgetry(["test", "Synchronised", "--record"], directory: fixture.base)
        #expect(recorded.status == 0, "\(recorded.stdout)")
        let checked = CommandRunner.widgetry(["test", "Synchronised"], directory: fixture.base)
        #expect(checked.status == 0 && checked.stdout.hasSuffix("1 passed, 0 failed\n"), "\(checked.stdout)")
    }

    /// `watch` on a project redraws when a file of the target changes, whichever folder it is in,
    /// and takes in a file added to a synchronised folder.
    @Test func watchAProject() throws {
        let fixture = ProjectFixture("Synchronised")
        let watch = try LiveProcess("widgetry", ["watch", "Synchronised", "--plain"], directory: fixture.base)
        defer { _ = watch.stop() }
        #expect(watch.waitFor { $0.contains("* Buy milk") }, "\(watch.output)\(watch.errors)")
        watch.mark()
        try "let extraNote = Note(id: 3, title: \"Added\", pinned: true)\n"
            .write(toFile: fixture.root + "/NotesWidget/Views/Extra.swift", atomically: true, encoding: .utf8)
        let model = fixture.root + "/Notes/Model/Note.swift"
        let text = try String(contentsOfFile: model, encoding: .utf8)
        try text.replacingOccurrences(of: "pinned: false),", with: "pinned: false), extraNote,").write(toFile: model, atomically: true, encoding: .utf8)
        #expect(watch.waitForNew { $0.contains("* Added") }, "\(watch.output)\(watch.errors)")
    }

    @Test func helpSaysWhatAPathMayBe() {
        for command in ["render", "check", "test", "watch", "targets"] {
            let help = CommandRunner.widgetry([command, "--help"])
            #expect(help.stdout.contains("Xcode project"), "\(command)")
            #expect(help.stdout.contains("--target NAME") || command == "targets", "\(command)")
        }
    }

    static let swiftWidget = """
        import WidgetKit
        import SwiftUI

        struct TickEntry: TimelineEntry {
            let date: Date
        }

        struct TickProvider: TimelineProvider {
            func placeholder(in context: Context) -> TickEntry { TickEntry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (TickEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<TickEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }

        struct ClockWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "ClockWidget", provider: TickProvider()) { entry in
                    Face()
                }
                .supportedFamilies([.systemSmall])
            }
        }

        """
    static let swiftView = """
        import SwiftUI

        struct Face: View {
            var body: some View { Text("tick") }
        }

        """
}

/// A project target's asset catalogs (any name, groups, namespaces) and strings (`.strings`,
/// `.stringsdict`, `.xcstrings`) with `--locale`.
@Suite struct ProjectResourcesCommandTests {
    @Test func everyNameResolvesAndTextIsLocalized() {
        let fixture = ProjectFixture("Resources")
        let check = CommandRunner.widgetry(["check", "Resources"], directory: fixture.base)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        let english = CommandRunner.widgetry(["render", "Resources", "--plain"], directory: fixture.base)
        #expect(english.status == 0, "\(english.stderr)")
        if let mismatch = Golden.compare(english.stdout, with: ProjectCommandTests.golden("Resources.render.txt")) { Issue.record("\(mismatch)") }
        let german = CommandRunner.widgetry(["render", "Resources", "--plain", "--locale", "de_DE"], directory: fixture.base)
        if let mismatch = Golden.compare(german.stdout, with: ProjectCommandTests.golden("Resources.render.de.txt")) { Issue.record("\(mismatch)") }
        // The image set of a group is drawn with its pixels; the namespaced colour is not the default.
        let colored = CommandRunner.widgetry(["render", "Resources", "--color"], directory: fixture.base)
        #expect(colored.stdout.contains("▀▀") && !colored.stdout.contains("░"), "\(colored.stdout)")
        #expect(colored.stdout.contains("m" + "Accent") && !colored.stdout.contains("[0;47mAccent"))
    }

    @Test func aMissingNameSaysWhichCatalogsWereLookedIn() throws {
        let fixture = ProjectFixture("Resources")
        let file = fixture.root + "/Gallery/GalleryWidget.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "Color(\"Tint\")", with: "Color(\"Tnit\")")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let check = CommandRunner.widgetry(["check", "Resources"], directory: fixture.base)
        #expect(check.stderr.contains("warning: no colour 'Tnit': looked for Tnit.colorset in the target's asset catalogs (Theme.xcassets, Media.xcassets); it draws in the primary colour; did you mean 'Tint'?"), "\(check.stderr)")
    }
}

/// `widgetry test PATH` on a project: `#Preview`s and `PreviewProvider`s of every widget extension,
/// snapshots per family, and a JUnit XML report.
@Suite struct ProjectTestCommandTests {
    @Test func previewProvidersArePreviewsPerFamily() {
        let fixture = ProjectFixture("SeveralTargets")
        let missing = CommandRunner.widgetry(["test", "SeveralTargets", "--target", "StepsWidget"], directory: fixture.base)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("""
            StepsWidget (SeveralTargets/Fitness.xcodeproj)
              FAIL    preview StepsWidget .systemSmall #1
                      no snapshot SeveralTargets/__snapshots__/StepsWidget.systemSmall.1.txt; run 'widgetry test SeveralTargets/Fitness.xcodeproj --target StepsWidget --record' to create it
              FAIL    preview StepsWidget .systemMedium #1
            """), "\(missing.stdout)")
        let recorded = CommandRunner.widgetry(["test", "SeveralTargets", "--target", "StepsWidget", "--record"], directory: fixture.base)
        #expect(recorded.status == 0)
        let small = try? String(contentsOfFile: fixture.root + "/__snapshots__/StepsWidget.systemSmall.1.txt", encoding: .utf8)
        let medium = try? String(contentsOfFile: fixture.root + "/__snapshots__/StepsWidget.systemMedium.1.txt", encoding: .utf8)
        #expect(small?.contains("100 steps") == true && medium?.contains("6400 steps") == true)
        #expect(medium?.split(separator: "\n").first?.count == 46)
    }

    /// Every widget extension of the project is tested; the report has a suite per target and a
    /// case per preview entry, with failures' messages.
    @Test func junitReport() throws {
        let fixture = ProjectFixture("SeveralTargets")
        let report = fixture.base.appendingPathComponent("report.xml").path
        let output = CommandRunner.widgetry(["test", "SeveralTargets", "--junit", report], directory: fixture.base)
        #expect(output.status == 1)
        #expect(output.stdout.contains("RingsWidget (SeveralTargets/Fitness.xcodeproj)\n  (no previews or tests)"))
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"widgetry test\" tests=\"2\" failures=\"2\" errors=\"0\""))
        #expect(xml.contains("<testsuite name=\"StepsWidget (SeveralTargets/Fitness.xcodeproj)\" tests=\"2\" failures=\"2\""))
        #expect(xml.contains("<testsuite name=\"TodayWidget (SeveralTargets/Fitness.xcodeproj)\" tests=\"0\" failures=\"0\""))
        #expect(xml.contains("name=\"preview StepsWidget .systemMedium #1\""))
        #expect(xml.contains("<failure message=\"no snapshot SeveralTargets/__snapshots__/StepsWidget.systemMedium.1.txt; run &apos;widgetry test"))
        _ = CommandRunner.widgetry(["test", "SeveralTargets", "--record"], directory: fixture.base)
        let passing = CommandRunner.widgetry(["test", "SeveralTargets", "--junit", report], directory: fixture.base)
        #expect(passing.status == 0)
        let again = try String(contentsOfFile: report, encoding: .utf8)
        #expect(again.contains("tests=\"2\" failures=\"0\"") && !again.contains("<failure"))
    }

    @Test func junitEscapesWhatXMLCannotHold() {
        let fixture = ProjectFixture("Classic")
        let widget = fixture.root + "/todo.widget"
        let todo = (try? String(contentsOfFile: PackagePaths.path("widgets/todo.widget"), encoding: .utf8)) ?? ""
        try? (todo + "\ntest \"<&\\u{1}\\\">\" {\n    expect(ToDo.count == 99, \"one & two\")\n}\n")
            .write(toFile: widget, atomically: true, encoding: .utf8)
        let report = fixture.base.appendingPathComponent("report.xml").path
        _ = CommandRunner.widgetry(["test", widget, "--junit", report], directory: fixture.base)
        let xml = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        #expect(xml.contains("name=\"test &quot;&lt;&amp;\u{FFFD}&quot;&gt;&quot;\""), "\(xml)")
        #expect(xml.contains("one &amp; two"))
    }
}

/// A SiriKit `.intentdefinition` in the target gives the intent, enum and custom types Xcode
/// generates: `IntentConfiguration` and `IntentTimelineProvider` run with its parameters.
@Suite struct ProjectIntentDefinitionCommandTests {
    @Test func intentConfigurationRunsWithTheDefinitionsParameters() {
        let fixture = ProjectFixture("Intents")
        let check = CommandRunner.widgetry(["check", "Intents"], directory: fixture.base)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        let first = CommandRunner.widgetry(["render", "Intents", "--plain"], directory: fixture.base)
        #expect(first.stdout.contains("Today") && first.stdout.contains("All teams") && first.stdout.contains("no goals"), "\(first.stderr)")
        let configured = CommandRunner.widgetry(["render", "Intents", "--plain", "--config", "period=default", "--config", "showGoals=true"],
                                                directory: fixture.base)
        #expect(configured.stdout.contains("This week") && configured.stdout.contains("with goals"), "\(configured.stderr)")
        let listed = CommandRunner.widgetry(["configure", "Intents"], directory: fixture.base)
        #expect(listed.stdout.contains("period = today    (Period: Period)\n    suggestions: unknown, today, default"), "\(listed.stdout)")
    }

    /// A date parameter is `DateComponents?` with its calendar set, as Xcode generates it: the widget reads
    /// `configuration.start?.date`, nil until a date is configured.
    @Test func aDateParameterIsDateComponentsWithItsCalendar() throws {
        let fixture = ProjectFixture("Intents")
        let definition = fixture.root + "/StatsWidget/Stats.intentdefinition"
        let parameter = """
            <dict><key>INIntentParameterDisplayName</key><string>Start</string><key>INIntentParameterName</key><string>start</string>
            <key>INIntentParameterType</key><string>DateComponents</string></dict>
            </array>
            <key>INIntentTitle</key>
            """
        try String(contentsOfFile: definition, encoding: .utf8)
            .replacingOccurrences(of: "</array>\n\t\t\t<key>INIntentTitle</key>", with: parameter)
            .write(toFile: definition, atomically: true, encoding: .utf8)
        let source = fixture.root + "/StatsWidget/StatsWidget.swift"
        try String(contentsOfFile: source, encoding: .utf8)
            .replacingOccurrences(of: "            Text(entry.configuration.showGoals", with: """
                            Text("start \\(Int((entry.configuration.start?.date ?? Date(timeIntervalSince1970: 0)).timeIntervalSince1970))")
                            Text(entry.configuration.start?.calendar?.identifier == .gregorian ? "gregorian" : "no calendar")
                            Text(entry.configuration.showGoals
                """)
            .write(toFile: source, atomically: true, encoding: .utf8)
        let check = CommandRunner.widgetry(["check", "Intents"], directory: fixture.base)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        let unset = CommandRunner.widgetry(["render", "Intents", "--plain"], directory: fixture.base)
        #expect(unset.stdout.contains("start 0") && unset.stdout.contains("no calendar"), "\(unset.stdout)\(unset.stderr)")
        let configured = CommandRunner.widgetry(["render", "Intents", "--plain", "--config", "start=2024-07-04T18:00:00Z"], directory: fixture.base)
        #expect(configured.stdout.contains("start 1720116000") && configured.stdout.contains("gregorian"), "\(configured.stdout)\(configured.stderr)")
        let wrong = CommandRunner.widgetry(["render", "Intents", "--plain", "--config", "start=July"], directory: fixture.base)
        #expect(wrong.status != 0 && wrong.stderr.contains("expects DateComponents (an ISO-8601 date)"), "\(wrong.stderr)")
    }

    /// A folder read as one module (no project) compiles its definitions too.
    @Test func aFolderWithoutAProjectReadsItsDefinitions() throws {
        let fixture = ProjectFixture("Intents")
        try FileManager.default.removeItem(atPath: fixture.root + "/Stats.xcodeproj")
        let check = CommandRunner.widgetry(["check", "Intents/StatsWidget"], directory: fixture.base)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        let configured = CommandRunner.widgetry(["render", "Intents/StatsWidget", "--plain", "--config", "period=default"], directory: fixture.base)
        #expect(configured.stdout.contains("This week"), "\(configured.stdout)\(configured.stderr)")
    }
}

/// The Objective-C a target's bridging header imports is named as such where the widget's Swift uses it.
@Suite struct ProjectBridgingHeaderCommandTests {
    @Test func anObjectiveCClassIsNamedWithItsHeader() throws {
        let fixture = ProjectFixture("Classic")
        try FileManager.default.createDirectory(atPath: fixture.root + "/Weather/Legacy", withIntermediateDirectories: true)
        try "#import \"WTHForecasts.h\"\n".write(toFile: fixture.root + "/WeatherWidget/Bridging.h", atomically: true, encoding: .utf8)
        try "@interface WTHForecasts : NSObject\n+ (NSArray *)sample;\n@end\n"
            .write(toFile: fixture.root + "/Weather/Legacy/WTHForecasts.h", atomically: true, encoding: .utf8)
        let project = fixture.root + "/Weather.xcodeproj/project.pbxproj"
        try String(contentsOfFile: project, encoding: .utf8)
            .replacingOccurrences(of: "INFOPLIST_FILE = WeatherWidget/Info.plist;", with: "INFOPLIST_FILE = WeatherWidget/Info.plist; SWIFT_OBJC_BRIDGING_HEADER = WeatherWidget/Bridging.h;")
            .write(toFile: project, atomically: true, encoding: .utf8)
        let swift = fixture.root + "/WeatherWidget/WeatherWidget.swift"
        try String(contentsOfFile: swift, encoding: .utf8)
            .replacingOccurrences(of: "forecasts: sampleForecasts)", with: "forecasts: WTHForecasts.sample())")
            .write(toFile: swift, atomically: true, encoding: .utf8)
        let check = CommandRunner.widgetry(["check", "Classic"], directory: fixture.base)
        #expect(check.status == 1)
        #expect(check.stderr.contains("""
            \nClassic/WeatherWidget/WeatherWidget.swift:11:46: error: Objective-C ('WTHForecasts', declared in WTHForecasts.h, which the \
            target's bridging header imports) is not available in Widgetry; write it in Swift in the target, or give the widget what it \
            computes through UserDefaults(suiteName:)
            """), "\(check.stderr)")
        let listed = CommandRunner.widgetry(["targets", "Classic"], directory: fixture.base)
        #expect(listed.stdout.contains("  headers   Classic/WeatherWidget/Bridging.h\n            Classic/Weather/Legacy/WTHForecasts.h\n"), "\(listed.stdout)")
    }
}
