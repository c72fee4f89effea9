import Foundation
import Testing
import WidgetTestSupport

/// Seed 002: the entity query and configuration flow, as `--trace` shows it.
@Suite struct GalleryCommandTests {
    func traces(_ stderr: String) -> [String] {
        stderr.components(separatedBy: "\n").filter { $0.hasPrefix("trace: ") }.map { String($0.dropFirst(7)) }
    }

    @Test func firstRenderAsksDefaultResultThenEntitiesThenTimeline() {
        let box = Sandbox(["gallery.widget"])
        let output = box.widgetry("render", "gallery.widget", ["--plain", "--trace"])
        #expect(output.status == 0, "\(output.stderr)")
        let calls = traces(output.stderr)
        #expect(calls.count == 3, "\(calls)")
        #expect(calls.first == "defaultResult")
        #expect(calls.dropFirst().first?.hasPrefix("entities(for: [\"") == true)
        #expect(calls.last == "timeline")
        // A second render uses the cached timeline: no provider calls.
        #expect(traces(box.widgetry("render", "gallery.widget", ["--plain", "--trace"]).stderr).isEmpty)
    }

    @Test func anIdThatEntitiesForDoesNotReturnShowsTheUnconfiguredPlaceholder() {
        let box = Sandbox(["gallery.widget"])
        #expect(box.widgetry("configure", "gallery.widget", ["imageSrc=no-such-image"]).status == 0)
        let output = box.widgetry("render", "gallery.widget", ["--plain", "--trace"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Not configured"))
        #expect(!traces(output.stderr).contains("timeline"))
        #expect(traces(output.stderr).contains("entities(for: [\"no-such-image\"])"))
    }

    @Test func aButtonPressFollowsTheSeedsOrder() {
        let box = Sandbox(["gallery.widget"])
        #expect(box.widgetry("render", "gallery.widget", ["--plain"]).status == 0)
        let output = box.widgetry("tap", "gallery.widget", ["1", "--plain", "--trace"])
        #expect(output.status == 0, "\(output.stderr)")
        let calls = traces(output.stderr)
        #expect(calls.count == 4, "\(calls)")
        guard calls.count == 4 else { return }
        #expect(calls[0] == "defaultResult")
        #expect(calls[1].hasPrefix("perform "))
        #expect(calls[2].hasPrefix("entities(for: "))
        #expect(calls[3] == "timeline")
    }

    @Test func configureListsSuggestionsFromTheEntityQuery() {
        let box = Sandbox(["gallery.widget"])
        let output = box.widgetry("configure", "gallery.widget", ["--trace"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("suggestions:"))
        #expect(traces(output.stderr) == ["suggestedEntities"])
    }
}
