import Foundation
import Testing
@testable import WidgetRuntime

/// `Text("At \\(entry.date, style: .time)")`: a date interpolated with a `Text.DateStyle` in a `Text`'s string
/// is written as `Text(date, style:)` writes it, the relative styles at the render's time.
@Suite struct SwiftTextInterpolationTests {
    static let source = """
        import WidgetKit
        import SwiftUI
        struct E: TimelineEntry { let date: Date }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) { completion(Timeline(entries: [E(date: Date())], policy: .never)) }
        }
        struct V: View {
            let entry: E
            var body: some View {
                VStack {
                    Text("At \\(entry.date, style: .time)")
                    Text("In \\(entry.date.addingTimeInterval(90), style: .relative)")
                }
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: P()) { V(entry: $0) }.supportedFamilies([.systemMedium])
            }
        }
        """

    @Test func aDateInterpolatedWithAStyleIsWrittenAsTheStyleWritesIt() throws {
        let session = try TestSession.open(Self.source, path: "W.swift", now: "2026-01-01T09:00:00Z")
        let text = try session.render(widget: "W", family: "systemMedium").result.text
        let rows = SwiftWidgetDrawing.rows(text).dropFirst().dropLast().filter { !$0.isEmpty }
        #expect(rows == ["At 9:00 AM", "In 1 min, 30 sec"], "\(text)")
    }
}
