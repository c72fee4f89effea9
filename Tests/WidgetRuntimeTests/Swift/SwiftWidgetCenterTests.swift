import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Extension code as written that asks WidgetKit about itself: `WidgetCenter`'s current
/// configurations (a `Result` in a completion handler, or `async`), the provider
/// context's members, and Swift's `Result` on its own.
@Suite struct SwiftWidgetCenterTests {
    static func source(timeline: String) -> String {
        """
        import WidgetKit
        import SwiftUI

        enum LoadError: Error { case offline }

        func load(_ ok: Bool) -> Result<Int, LoadError> {
            if ok { return .success(3) }
            return .failure(.offline)
        }

        struct CountEntry: TimelineEntry {
            let date: Date
            let text: String
        }

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), text: "…") }
            func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> ()) {
                completion(CountEntry(date: Date(), text: "snapshot"))
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> ()) {
        \(timeline)
            }
        }

        struct CountView: View {
            var entry: CountEntry
            var body: some View { Text(entry.text) }
        }

        struct Counter: Widget {
            let kind: String = "com.example.counter"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in CountView(entry: entry) }
                    .supportedFamilies([.systemMedium, .systemSmall])
            }
        }
        """
    }

    static func render(timeline: String, family: String = "systemSmall") throws -> String {
        let session = try TestSession.open(source(timeline: timeline), path: "Counter.swift")
        let outcome = try session.render(widget: "Counter", family: family)
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        return outcome.result.text
    }

    @Test func getCurrentConfigurationsGivesASuccessWithTheFilesWidgets() throws {
        let text = try Self.render(timeline: """
                var text = "none"
                WidgetCenter.shared.getCurrentConfigurations { result in
                    switch result {
                    case .success(let infos):
                        text = infos.map { "\\($0.kind) \\($0.family)" }.joined(separator: ",")
                    case .failure(let error):
                        text = error.localizedDescription
                    }
                }
                completion(Timeline(entries: [CountEntry(date: Date(), text: text)], policy: .never))
        """)
        let letters = text.filter { !" │\n".contains($0) }
        #expect(letters.contains("com.example.countersystemSmall"), "one info per widget, its kind as written: \(text)")
    }

    @Test func currentConfigurationsIsAsyncAndNilConfigured() throws {
        let text = try Self.render(timeline: """
                WidgetCenter.shared.invalidateConfigurationRecommendations()
                Task {
                    let infos = try await WidgetCenter.shared.currentConfigurations()
                    let mine = infos.first { $0.kind == "com.example.counter" }
                    let configured = mine?.configuration == nil ? "plain" : "intent"
                    completion(Timeline(entries: [CountEntry(date: Date(), text: "\\(infos.count) \\(configured)")], policy: .never))
                }
        """)
        #expect(text.contains("1 plain"), "\(text)")
    }

    @Test func resultSwitchesGetAndIfCaseRunAsSwiftDoes() throws {
        let text = try Self.render(timeline: """
                var n = 0
                switch load(true) {
                case .success(let v): n += v
                case .failure: n = -100
                }
                let r: Result<Int, Error> = .success(4)
                if let v = try? r.get() { n += v }
                if case .success(let w) = load(true) { n += w }
                do {
                    n += try load(false).get()
                } catch LoadError.offline {
                    n += 1000
                } catch {
                    n = -1
                }
                completion(Timeline(entries: [CountEntry(date: Date(), text: "n=\\(n)")], policy: .never))
        """)
        #expect(text.contains("n=1010"), "\(text)")
    }

    @Test func environmentVariantsIsAContextMember() throws {
        let text = try Self.render(timeline: """
                let variants = context.environmentVariants
                _ = variants
                completion(Timeline(entries: [CountEntry(date: Date(), text: "variants")], policy: .never))
        """)
        #expect(text.contains("variants"))
    }
}
