import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// An extension's bundle as Xcode's templates write it: a Live Activity beside the
/// home-screen widget, and the legacy SiriKit `IntentConfiguration` whose intent class
/// is generated from a .intentdefinition file.
@Suite struct SwiftLiveActivityAndIntentDefinitionTests {
    static let bundle = """
    import ActivityKit
    import WidgetKit
    import SwiftUI

    struct DeliveryAttributes: ActivityAttributes {
        public struct ContentState: Codable, Hashable {
            var minutesLeft: Int
        }
        var orderName: String
    }

    struct DeliveryLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: DeliveryAttributes.self) { context in
                Text("\\(context.state.minutesLeft) min").activityBackgroundTint(Color.cyan)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Text("L") }
                } compactLeading: { Text("CL") } compactTrailing: { Text("CT") } minimal: { Text("M") }
                .keylineTint(Color.red)
            }
        }
    }

    extension DeliveryAttributes.ContentState {
        static var soon: DeliveryAttributes.ContentState { DeliveryAttributes.ContentState(minutesLeft: 5) }
        var label: String { "\\(minutesLeft) min" }
    }

    #Preview("Notification", as: .content, using: DeliveryAttributes(orderName: "Pizza")) {
        DeliveryLiveActivity()
    } contentStates: {
        DeliveryAttributes.ContentState.soon
    }

    struct SimpleEntry: TimelineEntry {
        let date: Date
        let label: String
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), label: "…") }
        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
            completion(SimpleEntry(date: Date(), label: "snap"))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> ()) {
            completion(Timeline(entries: [SimpleEntry(date: Date(), label: DeliveryAttributes.ContentState.soon.label)], policy: .never))
        }
    }

    struct Orders: Widget {
        let kind = "Orders"
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: Provider()) { entry in Text(entry.label) }
        }
    }

    @main
    struct DeliveryBundle: WidgetBundle {
        var body: some Widget {
            Orders()
            DeliveryLiveActivity()
        }
    }
    """

    static func located(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.severity) \($0.range.start.line):\($0.range.start.column): \($0.message)" }
    }

    @Test func aLiveActivityWithAPreviewSampleIsDrawnAsItsLockScreenPresentation() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Delivery.swift", text: Self.bundle)).diagnostics
        #expect(Self.located(diagnostics) == [
            "note 14:9: 'DeliveryLiveActivity' is a Live Activity (ActivityConfiguration): its lock-screen presentation is drawn as a systemMedium widget "
                + "with the #Preview's sample; the Dynamic Island is not drawn",
            "note 15:54: '.activityBackgroundTint' has no effect in a terminal: it colours the Lock Screen banner's background",
        ])
        let session = try TestSession.open(Self.bundle, path: "Delivery.swift")
        #expect(session.program.widgetNames.sorted() == ["DeliveryLiveActivity", "Orders"])
        let activity = try session.render(widget: "DeliveryLiveActivity", family: "systemMedium")
        #expect(activity.problems.isEmpty, "\(activity.problems.map(\.message))")
        #expect(activity.result.text.contains("5 min"), "the sample ContentState: \(activity.result.text)")
        let outcome = try session.render(widget: "Orders", family: "systemSmall")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(outcome.result.text.contains("5 min"), "the nested type's extension joined it: \(outcome.result.text)")
    }

    /// The activity's view closure names the widget's own properties and methods bare (`tint`, `label(for:)`): they are read on
    /// the widget as WidgetKit makes it, and `DeliveryLiveActivity()` stays a struct other code can make.
    @Test func aLiveActivityReadsItsWidgetsOwnPropertiesAndMethods() throws {
        let source = Self.bundle.replacingOccurrences(of: """
                ActivityConfiguration(for: DeliveryAttributes.self) { context in
                    Text("\\(context.state.minutesLeft) min").activityBackgroundTint(Color.cyan)
        """, with: """
                ActivityConfiguration(for: DeliveryAttributes.self) { context in
                    Text(label(for: context.state.minutesLeft)).foregroundStyle(tint)
        """).replacingOccurrences(of: """
                    .keylineTint(Color.red)
                }
            }
        }
        """, with: """
                    .keylineTint(Color.red)
                }
            }
            let tint: Color = .init(red: 0.5, green: 0.5, blue: 0.7)
            private func label(for minutes: Int) -> String { "\\(minutes < 10 ? "0" : "")\\(minutes):00 left" }
        }
        """)
        #expect(source.contains("private func label(for minutes: Int)"))
        let errors = SwiftWidgetDrawing.errors(source, path: "Delivery.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(source, path: "Delivery.swift")
        let activity = try session.render(widget: "DeliveryLiveActivity", family: "systemMedium")
        #expect(activity.problems.isEmpty, "\(activity.problems.map(\.message))")
        #expect(activity.result.text.contains("05:00 left"), "\(activity.result.text)")
    }

    /// Without a #Preview sample, the activity is drawn with its attributes and ContentState made of plain values, after a
    /// note that says so and how to give a sample of one's own.
    @Test func aLiveActivityWithoutAPreviewIsDrawnWithPlainValues() throws {
        let source = Self.bundle.replacingOccurrences(of: "contentStates: {", with: "contentStates2: {")
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Delivery.swift", text: source)).diagnostics
        #expect(Self.located(diagnostics) == [
            "note 14:9: 'DeliveryLiveActivity' is a Live Activity (ActivityConfiguration) with no #Preview sample: its lock-screen presentation "
                + "is drawn as a systemMedium widget with DeliveryAttributes and its ContentState made of plain values (\"\", 0, false, now, the first "
                + "case, nil, empty); a #Preview(as: .content, using: …) { DeliveryLiveActivity() } contentStates: { … } gives your own; the Dynamic "
                + "Island is not drawn",
            "note 15:54: '.activityBackgroundTint' has no effect in a terminal: it colours the Lock Screen banner's background",
            "note 30:30: a Live Activity preview is not drawn: a terminal has no Lock Screen or Dynamic Island",
        ])
        let session = try TestSession.open(source, path: "Delivery.swift")
        #expect(session.program.drawnWidgetNames.sorted() == ["DeliveryLiveActivity", "Orders"])
        let activity = try session.render(widget: "DeliveryLiveActivity", family: "systemMedium")
        #expect(activity.problems.isEmpty, "\(activity.problems.map(\.message))")
        #expect(activity.result.text.contains("0 min"), "the plain ContentState: \(activity.result.text)")
    }

    /// Where a type of the attributes has no plain value (a URL), there is no sample: the activity is listed, not drawn.
    @Test func aLiveActivityWithoutASampleIsListedAndItsRenderSaysWhyNot() throws {
        let source = Self.bundle.replacingOccurrences(of: "contentStates: {", with: "contentStates2: {")
            .replacingOccurrences(of: "    var orderName: String\n", with: "    var orderPage: URL\n")
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Delivery.swift", text: source)).diagnostics
        #expect(Self.located(diagnostics) == [
            "note 14:9: 'DeliveryLiveActivity' is a Live Activity (ActivityConfiguration): listed, not drawn or checked; a terminal has no Lock Screen or Dynamic Island",
            "note 30:30: a Live Activity preview is not drawn: a terminal has no Lock Screen or Dynamic Island",
        ])
        let session = try TestSession.open(source, path: "Delivery.swift")
        #expect(session.program.widgetNames == ["Orders", "DeliveryLiveActivity"])
        #expect(session.program.drawnWidgetNames == ["Orders"])
        #expect(session.program.defaultWidgetName == "Orders")
        let error = try #require(throws: SessionError.self) { try session.render(widget: "DeliveryLiveActivity", family: "systemMedium") }
        #expect(error.message.hasPrefix("'DeliveryLiveActivity' is a Live Activity (ActivityConfiguration), which is not available in Widgetry: "
                                        + "a terminal has no Lock Screen or Dynamic Island"), "\(error.message)")
        #expect(error.range?.start.line == 14 && error.range?.start.column == 9, "\(String(describing: error.range))")
    }

    /// A helper that makes the Dynamic Island from the context is checked as written: `ActivityViewContext<A>`'s
    /// `attributes` is an `A`, its `state` an `A.ContentState`; starting an activity is the app's (ActivityKit's
    /// `Activity` API is a located "not available" error naming what to do instead).
    /// The lock-screen closure's `context` given to a helper typed `ActivityViewContext<DeliveryAttributes>`, which reads its
    /// state and attributes; and `onGeometryChange(for:of:) { … }` with its action as the trailing closure.
    @Test func theLockScreenContextGoesToAHelperTypedActivityViewContext() throws {
        let source = Self.bundle
            .replacingOccurrences(of: "Text(\"\\(context.state.minutesLeft) min\").activityBackgroundTint(Color.cyan)", with: "banner(for: context)")
            .replacingOccurrences(of: "extension DeliveryAttributes.ContentState {", with: """
                extension DeliveryLiveActivity {
                    func banner(for context: ActivityViewContext<DeliveryAttributes>) -> some View {
                        Text("\\(context.attributes.orderName): \\(context.state.minutesLeft) min left")
                            .onGeometryChange(for: CGFloat.self, of: { geometry in geometry.size.width }) { width in print(width) }
                    }
                }

                extension DeliveryAttributes.ContentState {
                """)
        #expect(source.contains("banner(for: context)") && source.contains("func banner"))
        let errors = SwiftWidgetDrawing.errors(source, path: "Delivery.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(source, path: "Delivery.swift")
        let activity = try session.render(widget: "DeliveryLiveActivity", family: "systemMedium")
        #expect(activity.result.text.contains("Pizza: 5 min left"), "\(activity.result.text)")
    }

    @Test func aDynamicIslandHelperIsCheckedAndStartingAnActivityIsNotAvailable() throws {
        let helper = Self.bundle.replacingOccurrences(of: """
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Text("L") }
                    } compactLeading: { Text("CL") } compactTrailing: { Text("CT") } minimal: { Text("M") }
                    .keylineTint(Color.red)
                }
            }
        }
        """, with: """
                } dynamicIsland: { context in island(context) }
            }

            func island(_ context: ActivityViewContext<DeliveryAttributes>) -> DynamicIsland {
                let name: String = context.attributes.orderName
                let minutes: Int = context.state.minutesLeft
                return DynamicIsland {
                    DynamicIslandExpandedRegion(.leading, priority: 1) { Text(name).dynamicIsland(verticalPlacement: .belowIfTooWide) }
                } compactLeading: { Text("\\(minutes)") } compactTrailing: { Text(context.isStale ? "!" : "") } minimal: { Text("M") }
            }
        }
        """)
        #expect(helper.contains("func island"))
        let errors = SwiftWidgetDrawing.errors(helper, path: "Delivery.swift")
        #expect(errors.isEmpty, "\(errors)")
        // Starting an activity is the app's: in a function the widget never calls, a warning (`UnreachedCode`); called
        // from the widget's code, an error.
        let starting = helper + "\nfunc start() throws { _ = try Activity.request(attributes: DeliveryAttributes(orderName: \"x\"), content: .init(state: .soon, staleDate: nil)) }\n"
        let message = "ActivityKit's Activity API ('Activity') is not available in Widgetry; "
            + "a widget does not start or update Live Activities (the app does); declare the ActivityAttributes and draw the activity with "
            + "ActivityConfiguration and a #Preview sample"
        let unreached = WidgetCompiler.compile(SourceFile(path: "Delivery.swift", text: starting)).diagnostics
        #expect(!unreached.hasErrors && unreached.contains { $0.severity == .warning && $0.message == message + UnreachedCode.note }, "\(unreached)")
        let called = starting.replacingOccurrences(of: "let name: String = context.attributes.orderName", with: "let name: String = context.attributes.orderName\n        try? start()")
        #expect(called.contains("try? start()"))
        #expect(SwiftWidgetDrawing.errors(called, path: "Delivery.swift").first?.hasSuffix(message) == true, "\(WidgetCompiler.compile(SourceFile(path: "Delivery.swift", text: called)).diagnostics)")
    }

    static let intentWidget = """
    import WidgetKit
    import SwiftUI
    import Intents

    struct SimpleEntry: TimelineEntry {
        let date: Date
        let configuration: ConfigurationIntent
    }

    struct Provider: IntentTimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry {
            SimpleEntry(date: Date(), configuration: ConfigurationIntent())
        }
        func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (SimpleEntry) -> ()) {
            completion(SimpleEntry(date: Date(), configuration: configuration))
        }
        func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> ()) {
            let entries = (0..<3).map { SimpleEntry(date: Calendar.current.date(byAdding: .hour, value: $0, to: Date())!, configuration: configuration) }
            completion(Timeline(entries: entries, policy: .atEnd))
        }
    }

    struct LegacyEntryView: View {
        var entry: Provider.Entry
        var body: some View { Text(entry.date, style: .time) }
    }

    @main
    struct Legacy: Widget {
        let kind: String = "Legacy"
        var body: some WidgetConfiguration {
            IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: Provider()) { entry in
                LegacyEntryView(entry: entry)
            }
            .configurationDisplayName("My Widget")
        }
    }
    """

    @Test func anIntentDefinitionFilesIntentRunsWithoutParametersAfterANote() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Legacy.swift", text: Self.intentWidget)).diagnostics
        #expect(Self.located(diagnostics) == [
            "note 32:49: 'ConfigurationIntent' comes from a .intentdefinition file, which Widgetry does not read: it runs as an intent "
                + "without parameters; declare a WidgetConfigurationIntent and use AppIntentConfiguration to configure the widget",
        ])
        let session = try TestSession.open(Self.intentWidget, path: "Legacy.swift")
        let outcome = try session.render(widget: "Legacy", family: "systemSmall")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(outcome.result.text.contains("9:00 AM"), "\(outcome.result.text)")
        let (timeline, _) = try session.timeline(widget: "Legacy")
        #expect(timeline?.entries.count == 3)
    }

    @Test func aControlWidgetIsDrawnAsItsControlAndListedWithTheBundlesWidgets() throws {
        let control = """

        struct ToggleFocusIntent: SetValueIntent {
            static let title: LocalizedStringResource = "Focus"
            @Parameter(title: "Focus on") var value: Bool
            func perform() async throws -> some IntentResult { .result() }
        }

        struct FocusControl: ControlWidget {
            static let kind = "com.example.focus"
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: Self.kind) {
                    ControlWidgetToggle("Focus", isOn: false, action: ToggleFocusIntent()) { isOn in
                        Label(isOn ? "On" : "Off", systemImage: "timer")
                    }
                }
                .displayName("Focus")
            }
        }
        """
        let source = Self.bundle.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\nimport AppIntents\n") + control
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Delivery.swift", text: source)).diagnostics
        let notes = Self.located(diagnostics).filter { $0.contains("ControlWidget") }
        #expect(notes == ["note 72:8: 'FocusControl' is a control (ControlWidget): drawn as its toggle or button with its label, "
                          + "as Control Center would show it; a terminal has no Control Center"])
        #expect(!diagnostics.hasErrors, "\(Self.located(diagnostics))")
        let session = try TestSession.open(source, path: "Delivery.swift")
        #expect(session.program.widgetNames.sorted() == ["DeliveryLiveActivity", "FocusControl", "Orders"])
        let text = try session.render(widget: "FocusControl", family: "systemSmall").result.text
        #expect(text.contains("Focus") && text.contains("Off") && text.contains("○━"), "a static control without a value provider is off: \(text)")
    }
}
