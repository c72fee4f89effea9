import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// The `#Preview` forms of widgets as previews `widgetry test` draws (the command's snapshots are in
/// `Tests/widgetryTests/Fixtures/previews`): here what each form lowers to, and the errors of a
/// preview that names an unknown provider, gives the wrong configuration, or whose provider fails.
@Suite struct SwiftPreviewFormsTests {
    static let module = """
    import SwiftUI
    import WidgetKit
    import AppIntents

    struct E: TimelineEntry { let date: Date; let n: Int }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: .now, n: 0) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            completion(Timeline(entries: [E(date: .now, n: context.family == .systemMedium ? 2 : 1)], policy: .never))
        }
    }
    struct Broken: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: .now, n: 0) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            let values: [Int] = []
            completion(Timeline(entries: [E(date: .now, n: values[3])], policy: .never))
        }
    }
    struct W: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "w", provider: P()) { entry in Text("n = \\(entry.n)") }.supportedFamilies([.systemSmall, .systemMedium])
        }
    }

    """

    /// A widget configured by an intent (`Cfg`, whose `n` its provider multiplies by 100); `extra` goes
    /// into the intent, as whole lines.
    static func configuredWidget(extra: String = "") -> String {
        """
        struct Cfg: WidgetConfigurationIntent {
            static var title: LocalizedStringResource = "Cfg"
            @Parameter(title: "N", default: 1) var n: Int

        """ + extra + """
        }
        struct CP: AppIntentTimelineProvider {
            func placeholder(in context: Context) -> E { E(date: .now, n: 0) }
            func snapshot(for configuration: Cfg, in context: Context) async -> E { E(date: .now, n: configuration.n) }
            func timeline(for configuration: Cfg, in context: Context) async -> Timeline<E> {
                Timeline(entries: [E(date: .now, n: configuration.n * 100)], policy: .never)
            }
        }
        struct CW: Widget {
            var body: some WidgetConfiguration {
                AppIntentConfiguration(kind: "cw", intent: Cfg.self, provider: CP()) { entry in Text("cw \\(entry.n)") }
            }
        }

        """
    }

    static func renders(_ previews: String) throws -> [String] {
        let result = WidgetCompiler.compile(SourceFile(path: "W.swift", text: Self.module + previews))
        let program = try #require(result.program, "\(result.diagnostics.map { "\($0.range.start): \($0.message)" })")
        let runner = WidgetTestRunner(program: program, options: TestOptions(scratchFolder: PackagePaths.temporaryDirectory("swift-previews").path))
        return runner.renderPreviews().map { render in
            switch render.result {
            case .success(let text): return "\(render.family).\(render.number): " + SwiftWidgetDrawing.rows(text).filter { !$0.isEmpty && !$0.hasPrefix("╭") && !$0.hasPrefix("╰") }.joined(separator: " / ")
            case .failure(let error): return "\(render.family).\(render.number): \(error.range.map { "\($0.start.line):\($0.start.column)" } ?? "-") \(error.message)"
            }
        }
    }

    @Test func eachFormIsAPreviewOfTheWidgetForItsFamily() throws {
        let renders = try Self.renders("""
        #Preview(as: .systemSmall) { W() } timeline: { E(date: .now, n: 7); E(date: .now, n: 8) }
        #Preview(as: .systemMedium, widget: { W() }, timeline: { E(date: .now, n: 9) })
        #Preview("Provider", as: .systemMedium) { W() } timelineProvider: { P() }
        #Preview(as: .systemSmall, widget: { W() }, timelineProvider: { P() })

        """)
        // The provider sees the preview's family in its context.
        #expect(renders == ["systemSmall.1: n = 7", "systemSmall.2: n = 8", "systemMedium.1: n = 9", "systemMedium.2: n = 2",
                            "systemSmall.3: n = 1"])
    }

    /// `MainActor.assumeIsolated { W(…) }` as the widget, and a widget made with arguments: the timeline is drawn by the
    /// widget as WidgetKit makes it, and a note says the arguments are not used.
    @Test func aWidgetMadeOnTheMainActorOrWithArguments() throws {
        let previews = """
        struct AW: Widget {
            let label: String
            init() { label = "shared" }
            init(label: String) { self.label = label }
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "aw", provider: P()) { entry in Text("\\(label) \\(entry.n)") }
            }
        }
        #Preview(as: .systemSmall) {
            MainActor.assumeIsolated {
                W()
            }
        } timeline: { E(date: .now, n: 3) }
        #Preview(as: .systemSmall) { AW(label: "mocked") } timeline: { E(date: .now, n: 4) }

        """
        #expect(try Self.renders(previews) == ["systemSmall.1: n = 3", "systemSmall.2: shared 4"])
        let notes = WidgetCompiler.compile(SourceFile(path: "W.swift", text: Self.module + previews)).diagnostics.filter { $0.severity == .note }
        #expect(notes.map(\.message).contains("the preview draws its timeline with 'AW' as WidgetKit makes it, 'AW()'; the arguments given here are not used"),
                "\(notes.map(\.message))")
    }

    /// A widget closure that prepares the app's state before it returns the widget: the widget is the one returned,
    /// and a note says the statements before it are not run. Entries of another type than the widget's compile in
    /// Swift (`#Preview`'s entries are any `TimelineEntry`): a warning, and the preview fails where it is drawn.
    @Test func aWidgetReturnedAfterSetUpAndEntriesOfAnotherType() throws {
        let previews = """
        struct Other: TimelineEntry { let date: Date }
        var prepared = false
        #Preview("Set up", as: .systemSmall) {
            prepared = true
            return W()
        } timeline: { E(date: .now, n: 5) }
        #Preview(as: .systemMedium) { W() } timeline: { Other(date: .now) }

        """
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "W.swift", text: Self.module + previews)).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        #expect(diagnostics.map { "\($0.severity) \($0.range.start.line):\($0.range.start.column): \($0.message)" } == [
            "note 29:5: the statements before the preview's widget are not run: the preview draws its entries with the widget as WidgetKit makes it",
            "warning 32:49: a preview lists entries of type E; this is Other: the widget cannot draw it, so the preview fails",
        ])
        #expect(try Self.renders(previews).first == "systemSmall.1: n = 5")
    }

    /// Xcode's `PreviewProvider`: its entries are static code of its struct, so two of them may each have a
    /// `sample()` of their own, and a static property is read without `Self.` (Slide's previews).
    @Test func aPreviewProvidersEntriesCallItsOwnStatics() throws {
        let renders = try Self.renders("""
        struct NV: View {
            let entry: E
            var body: some View { Text("nv \\(entry.n)") }
        }
        struct NW: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "nw", provider: P()) { NV(entry: $0) } }
        }
        struct Small_Previews: PreviewProvider {
            static let base = 40
            static var previews: some View {
                NV(entry: E(date: .now, n: sample()))
                    .previewContext(WidgetPreviewContext(family: .systemSmall))
            }
            static func sample() -> Int { base + 1 }
        }
        struct Medium_Previews: PreviewProvider {
            static var previews: some View {
                NV(entry: E(date: .now, n: sample())).previewContext(WidgetPreviewContext(family: .systemMedium))
            }
            static func sample() -> Int { 50 }
        }

        """)
        #expect(renders == ["systemSmall.1: nv 41", "systemMedium.1: nv 50"], "\(renders)")
    }

    /// `Group { let c = …; View(entry: E(…c…)).previewContext(…) }`: each entry sees the `let`s written before it.
    @Test func aPreviewProvidersLetsAreSeenByTheEntriesAfterThem() throws {
        let renders = try Self.renders("""
        struct LV: View {
            let entry: E
            var body: some View { Text("lv \\(entry.n)") }
        }
        struct LW: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "lw", provider: P()) { LV(entry: $0) } }
        }
        struct Let_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    let n = 60
                    LV(entry: E(date: .now, n: n)).previewContext(WidgetPreviewContext(family: .systemSmall))
                    let m = n + 1
                    LV(entry: E(date: .now, n: m)).previewContext(WidgetPreviewContext(family: .systemMedium))
                }
            }
        }

        """)
        #expect(renders == ["systemSmall.1: lv 60", "systemMedium.1: lv 61"], "\(renders)")
    }

    @Test func aProviderThatFailsIsAFailedPreviewLocatedInTheProvider() throws {
        let renders = try Self.renders("#Preview(as: .systemSmall) { W() } timelineProvider: { Broken() }\n")
        #expect(renders == ["systemSmall.1: 18:56 index 3 is out of range (count 0)"])
    }

    @Test func anUnknownProviderOrAWrongConfigurationIsAnError() {
        let unknown = SwiftWidgetDrawing.errors(Self.module + "#Preview(as: .systemSmall) { W() } timelineProvider: { Q() }\n", path: "W.swift")
        #expect(unknown == ["26:56: unknown provider 'Q'; did you mean 'P'?"])
        let notAProvider = SwiftWidgetDrawing.errors(Self.module + "#Preview(as: .systemSmall) { W() } timelineProvider: { P().self }\n", path: "W.swift")
        #expect(notAProvider == ["26:36: timelineProvider: makes the provider, as in timelineProvider: { Provider() }"])
        let configured = Self.module + Self.configuredWidget()
        let wrong = SwiftWidgetDrawing.errors(configured + "#Preview(as: .systemSmall, using: 3) { CW() } timelineProvider: { CP() }\n", path: "W.swift")
        #expect(wrong == ["42:35: a preview's 'using:' gives the widget's configuration, Cfg; this is Int"])
    }

    @Test func usingGivesTheProviderItsConfiguration() throws {
        let renders = try Self.renders(Self.configuredWidget(extra: "    static var five: Cfg { let c = Cfg(); c.n = 5; return c }\n") + """
        #Preview(as: .systemSmall, using: .five) { CW() } timelineProvider: { CP() }
        #Preview(as: .systemSmall) { CW() } timelineProvider: { CP() }

        """)
        #expect(renders == ["systemSmall.1: cw 500", "systemSmall.2: cw 100"])
    }
}
