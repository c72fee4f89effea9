import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// `@Dependency private var model: Model` in an app intent is not a parameter of its initialiser
/// (`OpenComposer()` leaves it out, as in Swift); the app's `AppDependencyManager` registration does not run
/// in a widget, so the object is made with its type's `init()`, and a note says so where it is declared.
@Suite struct SwiftIntentDependencyTests {
    static let source = """
        import WidgetKit
        import SwiftUI
        import AppIntents

        final class Navigation {
            var screen = "home"
        }

        struct OpenComposer: AppIntent {
            static var title: LocalizedStringResource = "Compose"
            static var openAppWhenRun: Bool = true

            func perform() async throws -> some IntentResult {
                navigation.screen = "composer"
                print("screen: \\(navigation.screen)")
                return .result()
            }

            @Dependency
            private var navigation: Navigation
        }

        struct NoteEntry: TimelineEntry { let date: Date }

        struct NoteProvider: TimelineProvider {
            func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }

        struct Notes: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Notes", provider: NoteProvider()) { _ in
                    Button(intent: OpenComposer()) { Text("New note") }
                }
            }
        }
        """

    @Test func aDependencyIsNoParameterAndIsMadeWithItsInit() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Notes.swift", text: Self.source)).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        let notes = diagnostics.filter { $0.message.hasPrefix("'@Dependency") }.map { "\($0.range.start.line): \($0.message)" }
        #expect(notes == ["19: '@Dependency var navigation' is made with Navigation() here: the app's "
                          + "AppDependencyManager.shared.add(dependency:) does not run in a widget"])
        let traces = FoundationIOHarness.TraceLines()
        let session = try TestSession.open(Self.source, path: "Notes.swift") { $0.trace = { traces.add($0) } }
        #expect(try session.render(widget: "Notes", family: "systemSmall").result.text.contains("New note"))
        _ = try session.perform(intent: "OpenComposer", arguments: [:])
        #expect(traces.lines.contains("screen: composer"), "\(traces.lines)")
    }
}
