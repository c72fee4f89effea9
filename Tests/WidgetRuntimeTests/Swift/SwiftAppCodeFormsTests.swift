import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Forms found in apps' widget extensions and the app files they share: a conformance
/// written with its module (`SwiftUI.WidgetBundle`), UIKit's images, gestures on shared
/// chart views, the older `ContentSizeCategory`, key-value coding's `value(forKey:)`, an
/// intent's `parameterSummary`, `Task.isCancelled`, `@Parameter(optionsProvider:)`, and a
/// widget's name and description given as `Text`.
@Suite struct SwiftAppCodeFormsTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import AppIntents

    struct LanguageIntent: AppIntent {
        static var title: LocalizedStringResource = "Language"
        @Parameter(title: "Language", optionsProvider: LanguageOptions()) var language: String
        static var parameterSummary: some ParameterSummary {
            Summary("Show \\(\\.$language)")
        }
        func perform() async throws -> some IntentResult { .result() }
    }

    struct LanguageOptions: DynamicOptionsProvider {
        func results() async throws -> [String] { ["en", "fr"] }
    }

    struct E: TimelineEntry { let date: Date; let word: String }

    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date(), word: "placeholder") }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            UserDefaults.standard.set("bonjour", forKey: "word")
            let word = UserDefaults.standard.value(forKey: "word") as? String ?? "none"
            let state = Task.isCancelled ? "cancelled" : "running"
            completion(Timeline(entries: [E(date: Date(), word: word + " " + state)], policy: .never))
        }
    }

    struct ChartView: View {
        @State private var touched = false
        var body: some View {
            Text("chart")
                .gesture(DragGesture(minimumDistance: 2)
                    .onChanged { value in touched = true }
                    .onEnded { _ in touched = false })
                .gesture(TapGesture(count: 2))
        }
    }

    struct WordView: View {
        @Environment(\\.sizeCategory) var sizeCategory: ContentSizeCategory
        let entry: E
        var icon: UIImage? { UIImage(systemName: "globe") }
        var missing: UIImage? { UIImage(systemName: "no.such.symbol.name") }
        var body: some View {
            VStack {
                Text(entry.word)
                Text(sizeCategory == .large ? "size large" : "size other")
                if let icon { Image(uiImage: icon) }
                Text(missing == nil ? "no symbol" : "a symbol")
                ChartView()
            }
        }
    }

    struct WordWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "word", provider: P()) { entry in WordView(entry: entry) }
            .configurationDisplayName(Text("Word of the day", comment: "The widget's name"))
            .description(Text("A word in the language you learn."))
        }
    }

    @main
    struct WidgetBundle: SwiftUI.WidgetBundle {
        var body: some Widget { WordWidget() }
    }
    """

    @Test func checksCleanAndRunsAsWritten() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Word.swift", text: Self.source)).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty,
                "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let session = try TestSession.open(Self.source, path: "Word.swift")
        let outcome = try session.render(widget: "WordWidget", family: "systemMedium")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        let text = outcome.result.text
        #expect(text.contains("bonjour running"), "value(forKey:) reads what set(_:forKey:) wrote; a task is never cancelled: \(text)")
        #expect(text.contains("size large"), "\\.sizeCategory is .large: \(text)")
        #expect(text.contains("no symbol"), "UIImage(systemName:) is nil for a name that is no symbol: \(text)")
        #expect(text.contains("chart"), "a view with gestures is drawn: \(text)")
        let name = session.program.widget("WordWidget")?.property("displayName")?.value
        #expect(name.map { if case .string = $0.kind { true } else { false } } == true, "the name is the Text's text: \(String(describing: name))")
    }

    @Test func aGestureIsNotedAsHavingNoEffect() {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Word.swift", text: Self.source)).diagnostics
        let notes = diagnostics.filter { $0.message.hasPrefix("'.gesture'") }
        #expect(notes.count == 2, "\(diagnostics.map(\.message))")
        #expect(notes.allSatisfy { $0.severity != .error })
    }

    @Test func aParameterArgumentAppIntentsDoesNotHaveIsAnError() {
        let source = Self.source.replacingOccurrences(of: "optionsProvider:", with: "optionProvider:")
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Word.swift", text: source)).diagnostics
        #expect(diagnostics.contains { $0.severity == .error && $0.message == "@Parameter has no argument 'optionProvider:'; did you mean 'optionsProvider'?" },
                "\(diagnostics.map(\.message))")
    }

    /// A type nested in another may share its name with a SwiftUI view or type: inside its owner the
    /// name is the nested type, elsewhere SwiftUI's (`Grid { … }`, `Text(…)`).
    @Test func aNestedTypeNamedLikeAViewDoesNotHideTheView() throws {
        let source = """
        import SwiftUI
        import WidgetKit

        enum Constants {
            enum Grid { static let spacing: CGFloat = 2 }
            enum Text {
                static let title = "Nested"
                static var shout: String { title.uppercased() }
            }
            static var caption: String { Text.shout + "!" }
        }

        \(SwiftWidgetDrawing.entryAndProvider)

        struct GridWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "grid", provider: P()) { _ in
                    Grid(verticalSpacing: Constants.Grid.spacing) {
                        GridRow { Text(Constants.Text.title); Text(Constants.caption) }
                    }
                }
            }
        }
        """
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Grid.swift", text: source)).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty,
                "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let outcome = try TestSession.open(source, path: "Grid.swift").render(widget: "GridWidget", family: "systemMedium")
        #expect(outcome.result.text.contains("Nested") && outcome.result.text.contains("NESTED!"), "\(outcome.result.text)")
    }

    /// An `@main` struct that picks a bundle by the system's version (`Bundle18.main()`): the bundles are types of the
    /// module with WidgetBundle's `main()`, and the widgets they list are drawn (Clash Dash's extension).
    @Test func anAtMainLauncherNamesTheBundlesItPicks() throws {
        let source = Self.source.replacingOccurrences(of: """
            @main
            struct WidgetBundle: SwiftUI.WidgetBundle {
                var body: some Widget { WordWidget() }
            }
            """, with: """
            @main
            struct Launcher {
                static func main() {
                    if #available(iOSApplicationExtension 18.0, *) { Bundle18.main() } else { Bundle16.main() }
                }
            }
            struct Bundle16: WidgetBundle {
                var body: some Widget { WordWidget() }
            }
            @available(iOSApplicationExtension 18.0, *)
            struct Bundle18: WidgetBundle {
                var body: some Widget { WordWidget() }
            }
            """)
        #expect(source.contains("Bundle18.main()"))
        let errors = WidgetCompiler.compile(SourceFile(path: "Word.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let outcome = try TestSession.open(source, path: "Word.swift").render(widget: "WordWidget", family: "systemMedium")
        #expect(outcome.result.text.contains("bonjour running"), "\(outcome.result.text)")
    }

    /// An `ObservableObject` of the app's shared code calls `objectWillChange.send()` before a change (Combine is not on
    /// Linux, so this is checked here, not against swiftc): the call tells no one, and the change is made.
    @Test func objectWillChangeSendRunsAndTheChangeIsMade() {
        let outcome = SwiftProgram.run(source: """
            import Combine

            final class Counter: ObservableObject {
                @Published var count = 0
                func bump() {
                    objectWillChange.send()
                    count += 1
                }
            }

            func run() {
                let counter = Counter()
                counter.bump()
                counter.objectWillChange.send()
                counter.bump()
                print(counter.count)
            }
            """, fileName: "counter.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "2\n")
    }
}

/// Apple-only Swift that app code shared with a widget writes, which the Linux compiler lacks (so no conformance
/// program can hold it): an extension of `String.LocalizationValue`, a view's `AnyTransition`, and a session
/// finished with (`finishTasksAndInvalidate`, `invalidateAndCancel`).
@Suite struct SwiftAppleOnlyFormsTests {
    @Test func localizationValuesTransitionsAndFinishedSessions() {
        let outcome = SwiftProgram.run(source: """
            import SwiftUI

            extension String.LocalizationValue {
                var resolved: String { String(localized: self) }
            }
            struct Fade: View {
                var transition: AnyTransition { .opacity.combined(with: .scale) }
                var body: some View { Text("x").transition(transition) }
            }
            func run() {
                let session = URLSession(configuration: .default)
                session.finishTasksAndInvalidate()
                URLSession(configuration: .ephemeral).invalidateAndCancel()
                let value: String.LocalizationValue = "hello"
                print(value.resolved)
            }
            """, fileName: "Forms.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "hello\n")
    }
}
