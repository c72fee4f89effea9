import Foundation
import Testing
import WidgetTestSupport

/// `@AppStorage` in a Swift widget, run by the built binary: the property lives where
/// `UserDefaults` keeps its key (in the store), so each command below — a separate
/// process — sees what the one before it wrote, through either spelling.
@Suite struct AppStorageCommandTests {
    static let widget = """
        import SwiftUI
        import WidgetKit
        import AppIntents

        enum Unit: String { case metric, imperial }

        struct Settings {
            @AppStorage("name", store: UserDefaults(suiteName: "group.counter")) var name = "Ana"
            func rename(to newName: String) { name = newName }
        }

        struct Increment: AppIntent {
            static var title: LocalizedStringResource = "Increment"
            @AppStorage("count", store: UserDefaults(suiteName: "group.counter")) var count = 0
            @AppStorage("unit") var unit: Unit = .metric
            @AppStorage("stamp") var stamp: Date?
            func perform() async throws -> some IntentResult {
                count += 1
                unit = .imperial
                stamp = Date(timeIntervalSince1970: 0)
                return .result()
            }
        }

        struct Rename: AppIntent {
            static var title: LocalizedStringResource = "Rename"
            @Parameter(title: "Name") var to: String
            func perform() async throws -> some IntentResult {
                Settings().rename(to: to)
                UserDefaults(suiteName: "group.counter")?.set(41, forKey: "count")
                return .result()
            }
        }

        struct CounterEntry: TimelineEntry {
            let date: Date
            let count: Int
        }

        struct Provider: TimelineProvider {
            @AppStorage("count", store: UserDefaults(suiteName: "group.counter")) var count = 0
            func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: Date(), count: 0) }
            func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> ()) {
                completion(CounterEntry(date: Date(), count: count))
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<CounterEntry>) -> ()) {
                completion(Timeline(entries: [CounterEntry(date: Date(), count: count)], policy: .never))
            }
        }

        struct CounterView: View {
            var entry: CounterEntry
            @AppStorage("unit") var unit: Unit = .metric
            @AppStorage("name", store: UserDefaults(suiteName: "group.counter")) var name: String = "Ana"
            @AppStorage("ratio") var ratio = 0.5
            @AppStorage("stamp") var stamp: Date?
            var body: some View {
                VStack {
                    Text("\\(name): \\(entry.count) \\(unit.rawValue) \\(ratio)")
                    Text("defaults \\(UserDefaults(suiteName: "group.counter")?.integer(forKey: "count") ?? -1) \\(UserDefaults.standard.string(forKey: "unit") ?? "none")")
                    Text(stamp == nil ? "no stamp" : "stamped")
                    Button(intent: Increment()) { Text("+1") }
                }
            }
        }

        struct CounterWidget: Widget {
            let kind = "CounterWidget"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in
                    CounterView(entry: entry)
                }
                .supportedFamilies([.systemMedium])
            }
        }
        """

    static func lines(_ output: CommandRunner.Output) -> [String] {
        output.stdout.components(separatedBy: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }.filter { !$0.isEmpty && !$0.hasPrefix("╭") && !$0.hasPrefix("╰") }
    }

    @Test func aPropertyIsKeptInUserDefaultsAndEachProcessSeesTheLastWrite() throws {
        let box = Sandbox()
        try Self.widget.write(toFile: box.path("Counter.swift"), atomically: true, encoding: .utf8)
        let check = CommandRunner.widgetry(["check", box.path("Counter.swift")])
        #expect(check.status == 0, "\(check.stderr)")

        let first = box.widgetry("render", "Counter.swift", ["--plain"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(Self.lines(first) == ["Ana: 0 metric 0.5", "defaults 0 none", "no stamp", "+1"], "\(first.stdout)")

        // An intent's `count += 1` and an enum and an optional date, in another process.
        let perform = box.widgetry("perform", "Counter.swift", ["Increment"])
        #expect(perform.status == 0, "\(perform.stderr)")
        let second = box.widgetry("render", "Counter.swift", ["--plain"])
        #expect(Self.lines(second) == ["Ana: 1 imperial 0.5", "defaults 1 imperial", "stamped", "+1"], "\(second.stdout)")

        // A helper struct's property and `UserDefaults(suiteName:)` write the same keys.
        let rename = box.widgetry("perform", "Counter.swift", ["Rename", "to=Bo"])
        #expect(rename.status == 0, "\(rename.stderr)")
        let tap = box.widgetry("tap", "Counter.swift", ["1", "--plain"])
        #expect(tap.status == 0, "\(tap.stderr)")
        #expect(Self.lines(tap) == ["Bo: 42 imperial 0.5", "defaults 42 imperial", "stamped", "+1"], "\(tap.stdout)")
    }

    /// Reading the properties (a provider's, a view's) writes nothing — only a changed value is
    /// kept — so the cached timeline stays valid and the next render does not run the provider.
    @Test func readingWritesNothing() throws {
        let box = Sandbox()
        try Self.widget.write(toFile: box.path("Counter.swift"), atomically: true, encoding: .utf8)
        let first = box.widgetry("render", "Counter.swift", ["--plain", "--trace"])
        #expect(first.stderr.contains("trace: timeline"), "\(first.stderr)")
        let second = box.widgetry("render", "Counter.swift", ["--plain", "--trace"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stderr.contains("trace: timeline"), "\(second.stderr)")
    }
}
