import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A completion-handler provider as extensions write them: a private helper of the provider called with a
/// trailing closure alone, a service whose generic helper gets its type from the closure's written parameter,
/// and `URLSession.dataTask`. Without a network permission the request fails as offline, the widget's
/// own error path draws its entry, and the render carries the refusal as a warning.
@Suite struct SwiftCompletionHandlerTests {
    static let source = """
        import WidgetKit
        import SwiftUI

        enum ServiceError: Error { case invalidURL, transport, decoding }
        struct Summary: Decodable { let total: Int }

        final class Service {
            static let shared = Service()
            private let session = URLSession.shared
            private init() {}

            func total(completion: @escaping (Result<Int, ServiceError>) -> ()) {
                guard let url = URL(string: "https://stats.example.com/summary") else {
                    completion(.failure(.invalidURL))
                    return
                }
                fetch(with: url) { (result: Result<Summary, ServiceError>) in
                    switch result {
                    case .success(let summary): completion(.success(summary.total))
                    case .failure(let error): completion(.failure(error))
                    }
                }
            }

            private func fetch<D: Decodable>(with url: URL, completion: @escaping (Result<D, ServiceError>) -> ()) {
                session.dataTask(with: url) { data, _, error in
                    if let error = error {
                        print("offline: \\((error as NSError).code)")
                        completion(.failure(.transport))
                        return
                    }
                    guard let data = data, let decoded = try? JSONDecoder().decode(D.self, from: data) else {
                        completion(.failure(.decoding))
                        return
                    }
                    completion(.success(decoded))
                }.resume()
            }
        }

        struct StatsEntry: TimelineEntry { let date: Date; let text: String }

        struct Provider: TimelineProvider {
            let service = Service.shared
            func placeholder(in context: Context) -> StatsEntry { StatsEntry(date: Date(), text: "…") }
            func getSnapshot(in context: Context, completion: @escaping (StatsEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<StatsEntry>) -> Void) {
                loadEntry { result in
                    switch result {
                    case .success(let entry): completion(Timeline(entries: [entry], policy: .never))
                    case .failure(let error):
                        completion(Timeline(entries: [StatsEntry(date: Date(), text: "unavailable: \\(error)")], policy: .never))
                    }
                }
            }
            private func loadEntry(completion: @escaping (Result<StatsEntry, Error>) -> ()) {
                service.total { result in
                    switch result {
                    case .success(let total): completion(.success(StatsEntry(date: Date(), text: "total \\(total)")))
                    case .failure(let error): completion(.failure(error))
                    }
                }
            }
        }

        struct Stats: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Stats", provider: Provider()) { entry in Text(entry.text) }
            }
        }
        """

    @Test func withoutPermissionTheWidgetsErrorPathDrawsAndTheRefusalIsAWarning() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Stats.swift", text: Self.source)).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let traces = FoundationIOHarness.TraceLines()
        let session = try TestSession.open(Self.source, path: "Stats.swift") { $0.trace = { traces.add($0) } }
        let outcome = try session.render(widget: "Stats", family: "systemMedium")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(outcome.result.text.contains("unavailable: transport"), "\(outcome.result.text)")
        #expect(traces.lines.contains("offline: -1009"), "\(traces.lines)")
        let line = Self.source.components(separatedBy: "\n").firstIndex { $0.contains("session.dataTask") }.map { $0 + 1 }
        #expect(outcome.warnings.map { "\($0.range?.start.line ?? 0): \($0.message)" } == [
            "\(line ?? 0): network access to stats.example.com is not permitted (URLSession.dataTask); "
                + "declare permissions { network: [\"stats.example.com\"] } in a .widget file beside the Swift files, or pass --allow-net stats.example.com",
        ])
    }

    @Test func aTimelineMadeFromTheProvidersOwnSnapshot() throws {
        let source = """
            import WidgetKit
            import SwiftUI

            struct CountEntry: TimelineEntry { let date: Date; let count: Int }

            struct Provider: TimelineProvider {
                func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), count: 0) }
                func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> ()) {
                    completion(CountEntry(date: Date(), count: 7))
                }
                func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> ()) {
                    getSnapshot(in: context) { (entry) in
                        completion(Timeline(entries: [entry], policy: .atEnd))
                    }
                }
            }

            struct Counter: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Counter", provider: Provider()) { entry in Text("count \\(entry.count)") }
                }
            }
            """
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Counter.swift", text: source)).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        let outcome = try TestSession.open(source, path: "Counter.swift").render(widget: "Counter", family: "systemSmall")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(outcome.result.text.contains("count 7"), "\(outcome.result.text)")
    }
}
