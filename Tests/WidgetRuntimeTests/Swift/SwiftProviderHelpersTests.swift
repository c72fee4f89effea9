import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Providers call their own functions, as extension code does: `completion(placeholder(in: context))`,
/// helpers that build entries, and functions returning labelled tuples.
@Suite struct SwiftProviderHelpersTests {
    static func source(second: Bool = false) -> String {
        """
        import WidgetKit
        import SwiftUI

        struct WeatherEntry: TimelineEntry {
            let date: Date
            let text: String
        }

        final class WeatherStore {
            static let shared = WeatherStore()
            func load() -> (city: String, fahrenheit: Double)? {
                let city = "Austin", fahrenheit = 88.6
                return (city, fahrenheit)
            }
        }

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> WeatherEntry {
                WeatherEntry(date: Date(), text: "--")
            }
            func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
                completion(placeholder(in: context))
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
                completion(Timeline(entries: [makeEntry(at: Date())], policy: .never))
            }
            private func makeEntry(at date: Date) -> WeatherEntry {
                let text = WeatherStore.shared.load().map { "\\($0.city) \\(Int($0.fahrenheit))°F" } ?? "none"
                return WeatherEntry(date: date, text: text)
            }
        }
        \(second ? """
        struct OtherProvider: TimelineProvider {
            func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: Date(), text: "other") }
            func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }

        struct Other: Widget {
            let kind = "Other"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: OtherProvider()) { entry in Text(entry.text) }
            }
        }
        """ : "")

        struct Weather: Widget {
            let kind = "Weather"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in Text(entry.text) }
            }
        }
        """
    }

    @Test func aProviderCallsItsPlaceholderAndItsHelpers() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Weather.swift", text: Self.source())).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let session = try TestSession.open(Self.source(), path: "Weather.swift")
        let outcome = try session.render(widget: "Weather", family: "systemSmall")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(outcome.result.text.contains("Austin 88°F"), "the tuple has the return type's labels: \(outcome.result.text)")
    }

    @Test func twoProvidersNamingTheSameFunctionAreNotConfused() throws {
        // Each provider's `placeholder(in:)` is its own: made as a local closure in the blocks that call it.
        let source = Self.source(second: true)
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Weather.swift", text: source)).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let session = try TestSession.open(source, path: "Weather.swift")
        let other = try session.render(widget: "Other", family: "systemSmall")
        #expect(other.problems.isEmpty, "\(other.problems.map(\.message))")
        #expect(other.result.text.contains("other"), "\(other.result.text)")
        let weather = try session.render(widget: "Weather", family: "systemSmall")
        #expect(weather.result.text.contains("Austin 88°F"), "\(weather.result.text)")
    }

    /// It was a note ("not a test preview"); it is a preview drawn from the provider's timeline.
    @Test func aTimelineProviderPreviewDrawsTheProvidersTimeline() throws {
        let source = Self.source() + """

        #Preview(as: .systemSmall) {
            Weather()
        } timelineProvider: {
            Provider()
        }
        """
        let result = WidgetCompiler.compile(SourceFile(path: "Weather.swift", text: source))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let program = try #require(result.program)
        let runner = WidgetTestRunner(program: program, options: TestOptions(scratchFolder: PackagePaths.temporaryDirectory("provider-preview").path))
        let renders = runner.renderPreviews()
        #expect(renders.count == 1)
        #expect(try renders.first?.result.get().contains("Austin 88°F") == true, "\(renders.map(\.result))")
    }
}
