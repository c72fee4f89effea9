import Foundation
import Testing
import WidgetTestSupport

/// A Swift widget Widgetry cannot draw (here `EmptyWidgetConfiguration()`) checks cleanly, is
/// listed by `targets` as not drawn, is not the default of `render`, and `render --widget` of
/// it is an error located at its configuration.
@Suite struct NotDrawnWidgetCommandTests {
    static let source = """
    import WidgetKit
    import SwiftUI

    @main
    struct Widgets: WidgetBundle {
        var body: some Widget {
            Hidden()
            Shown()
        }
    }
    struct E: TimelineEntry { let date: Date }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> ()) { completion(E(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> ()) {
            completion(Timeline(entries: [E(date: .now)], policy: .never))
        }
    }
    struct Shown: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "shown", provider: P()) { _ in Text("Shown here") }.supportedFamilies([.systemSmall])
        }
    }
    struct Hidden: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() } }

    """

    @Test func checkTargetsAndRender() {
        let box = Sandbox()
        box.write("Ext/W.swift", Self.source)
        let check = CommandRunner.widgetry(["check", "Ext"], directory: box.folder)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")

        let targets = CommandRunner.widgetry(["targets", "Ext"], directory: box.folder)
        #expect(targets.status == 0, "\(targets.stderr)")
        #expect(targets.stdout.contains("Hidden  not drawn (widgetry render says why)"), "\(targets.stdout)")
        #expect(targets.stdout.contains("Shown (default)  systemSmall"), "\(targets.stdout)")

        let shown = CommandRunner.widgetry(["render", "Ext", "--plain"], directory: box.folder)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("Shown here"), "\(shown.stdout)")

        let hidden = CommandRunner.widgetry(["render", "Ext", "--plain", "--widget", "Hidden"], directory: box.folder)
        #expect(hidden.status == 1)
        #expect(hidden.stderr.contains("Ext/W.swift:24:62: error: widget 'Hidden' is not drawn in Widgetry: "
                                       + "its configuration is EmptyWidgetConfiguration(), which shows no widget"), "\(hidden.stderr)")
    }
}
