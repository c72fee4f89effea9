import Foundation
import Testing
import WidgetTestSupport

/// `widgetry test` draws every widget `#Preview` Xcode writes (`Fixtures/previews/PreviewForms.swift`):
/// entries listed in `timeline:`, a `timelineProvider:` (its timeline's entries, or its placeholder
/// when the timeline has none), the closures given as arguments, a configuration given with
/// `using:`. The snapshots beside the file are the drawings, checked by the command.
@Suite struct SwiftPreviewCommandTests {
    static let fixture = PackagePaths.path("Tests/widgetryTests/Fixtures/previews/PreviewForms.swift")

    @Test func thePreviewsMatchTheirSnapshots() {
        let output = CommandRunner.widgetry(["test", Self.fixture])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        for line in ["preview Counter .systemSmall #1", "preview Counter .systemMedium #1", "preview Counter .systemMedium #3",
                     "preview Counter .systemSmall #2", "preview Emoji .systemSmall #3", "preview Emoji .systemSmall #4"] {
            #expect(output.stdout.contains("ok      " + line), "\(line): \(output.stdout)")
        }
        #expect(output.stdout.contains("7 passed, 0 failed"), "\(output.stdout)")
    }

    /// The provider's timeline is drawn, not a copy of it: a change to the provider fails its snapshot.
    @Test func aChangedProviderFailsItsPreviewsSnapshot() throws {
        let box = Sandbox(fixtures: ["previews"])
        let source = try String(contentsOfFile: Self.fixture, encoding: .utf8)
        box.write("previews/PreviewForms.swift", source.replacingOccurrences(of: "count: $0 * 10", with: "count: $0 * 11"))
        let output = CommandRunner.widgetry(["test", "previews/PreviewForms.swift"], directory: box.folder)
        #expect(output.status == 1)
        #expect(output.stdout.contains("4 passed, 3 failed"), "\(output.stdout)")
        #expect(output.stdout.contains("+│                  Count 11                  │"), "\(output.stdout)")
        #expect(output.stdout.contains("-│                  Count 10                  │"), "\(output.stdout)")
    }
}
