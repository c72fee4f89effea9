import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// iOS 18 controls: `AppIntentControlConfiguration` with an `AppIntentControlValueProvider` whose
/// `ControlConfigurationIntent` is the configuration, and `StaticControlConfiguration` with a button,
/// each drawn as its control, listed among the widgets, and run by a tap.
@Suite struct SwiftControlWidgetTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import AppIntents

    struct ToggleLight: SetValueIntent {
        static var title: LocalizedStringResource = "Light"
        @Parameter(title: "On") var value: Bool
        func perform() async throws -> some IntentResult {
            print("light \\(value ? "on" : "off")")
            return .result()
        }
    }

    struct LightValue: AppIntentControlValueProvider {
        func previewValue(configuration: LightConfig) -> Bool { false }
        func currentValue(configuration: LightConfig) async throws -> Bool { configuration.room == "Kitchen" }
    }

    struct LightConfig: ControlConfigurationIntent {
        static var title: LocalizedStringResource = "Light"
        @Parameter(title: "Room", default: "Kitchen") var room: String
    }

    struct LightControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            AppIntentControlConfiguration(kind: "light", provider: LightValue()) { value in
                ControlWidgetToggle("Light", isOn: value, action: ToggleLight()) { isOn in
                    Label(isOn ? "On" : "Off", systemImage: "lightbulb")
                }
            }
            .displayName("Light")
        }
    }

    struct StaticLight: ControlWidget {
        static let displayName: LocalizedStringResource = "Front door"
        static let buttonTitle: LocalizedStringResource = "Open"
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "open") {
                ControlWidgetButton(action: ToggleLight()) { Label(StaticLight.buttonTitle, systemImage: "door.left.hand.open") }
            }
            .displayName(Self.displayName)
        }
    }

    struct E: TimelineEntry { let date: Date }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) { completion(Timeline(entries: [E(date: Date())], policy: .never)) }
    }
    struct W: Widget {
        var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: P()) { _ in Text("plain widget") } }
    }
    @main struct B: WidgetBundle {
        var body: some Widget { W(); LightControl(); StaticLight() }
    }
    """

    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    @Test func controlsAreListedAndDrawnWithTheirValue() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "C.swift", text: Self.source)).diagnostics
        #expect(!diagnostics.hasErrors, "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let session = try TestSession.open(Self.source, path: "C.swift")
        #expect(session.program.widgetNames.sorted() == ["LightControl", "StaticLight", "W"])
        let light = try session.render(widget: "LightControl", family: "systemSmall").result.text
        #expect(light.contains("Light ⚲ On") && light.contains("━●"), "currentValue(configuration:) is true in the kitchen: \(light)")
        let hall = try TestSession.open(Self.source, path: "C.swift") { $0.configOverrides = ["room": "Hall"] }
        let off = try hall.render(widget: "LightControl", family: "systemSmall").result.text
        #expect(off.contains("Light ⚲ Off") && off.contains("○━"), "the configuration intent reaches the value provider: \(off)")
        let button = try session.render(widget: "StaticLight", family: "systemSmall").result.text
        // (`Label(StaticLight.buttonTitle, …)`: the control's own constant, read in its content.)
        #expect(button.contains("Open"), "\(button)")
        // `.displayName(Self.displayName)`: the control's own constant (it was "unknown name 'Self'").
        let name = session.program.widget("StaticLight")?.property("displayName")?.value
        #expect(name.map { "\($0.kind)".contains("Front door") } == true, "\(String(describing: name))")
    }

    /// `ControlWidgetButton(title, action: intent) { isActive in … }` (iOS 18): the action label, given that the action
    /// is not running, drawn as the button's label; a tap runs the intent. A form no overload takes is named with its
    /// trailing closure.
    @Test func aButtonWithATitleAndAnActionLabel() throws {
        let source = Self.source.replacingOccurrences(
            of: "ControlWidgetButton(action: ToggleLight()) { Label(StaticLight.buttonTitle, systemImage: \"door.left.hand.open\") }",
            with: "ControlWidgetButton(\"Door\", action: ToggleLight()) { isActive in Label(isActive ? \"Opening\" : \"Unlocked\", systemImage: \"lock\") }")
        #expect(source != Self.source)
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "C.swift", text: source)).diagnostics
        #expect(!diagnostics.hasErrors, "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let outcome = try TestSession.open(source, path: "C.swift").render(widget: "StaticLight", family: "systemSmall")
        #expect(outcome.result.text.contains("Unlocked") && !outcome.result.text.contains("Opening"), "\(outcome.result.text)")
        #expect(outcome.result.buttons.first?.action.intent == "ToggleLight", "\(outcome.result.buttons)")

        let wrong = Self.source.replacingOccurrences(of: "ControlWidgetButton(action: ToggleLight())", with: "ControlWidgetButton(systemImage: \"lock\", action: ToggleLight())")
        let messages = WidgetCompiler.compile(SourceFile(path: "C.swift", text: wrong)).diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("takes the arguments (systemImage:action:) { … }") }, "\(messages)")
    }

    /// iOS 18's `OpenURLIntent(url)`, which a control's intent gives to open: made, its URL read, and the result kept.
    @Test func anIntentThatOpensAURL() throws {
        let source = Self.source.replacingOccurrences(
            of: "ControlWidgetButton(action: ToggleLight())", with: "ControlWidgetButton(action: OpenCamera())") + """

        struct OpenCamera: AppIntent {
            static var title: LocalizedStringResource = "Camera"
            func perform() async throws -> some IntentResult & OpensIntent {
                let intent = OpenURLIntent(URL(string: "door://camera")!)
                print("opens \\(intent.url.absoluteString)")
                return .result(opensIntent: intent)
            }
        }
        """
        #expect(source.contains("ControlWidgetButton(action: OpenCamera())"))
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "C.swift", text: source)).diagnostics
        #expect(!diagnostics.hasErrors, "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let lines = Lines()
        let session = try TestSession.open(source, path: "C.swift") { options in options.trace = { lines.add($0) } }
        let outcome = try session.render(widget: "StaticLight", family: "systemSmall")
        let action = try #require(outcome.result.buttons.first?.action, "the button is tappable")
        #expect(action.intent == "OpenCamera", "\(action)")
        try session.perform(intent: action.intent, arguments: [:])
        #expect(lines.all.contains("opens door://camera"), "\(lines.all)")
    }

    @Test func aTapRunsTheToggleIntentWithTheValueTurnedOver() throws {
        let lines = Lines()
        let session = try TestSession.open(Self.source, path: "C.swift") { options in options.trace = { lines.add($0) } }
        let outcome = try session.render(widget: "LightControl", family: "systemSmall")
        let action = try #require(outcome.result.buttons.first?.action, "the toggle is tappable")
        #expect(action.intent == "ToggleLight" && action.arguments == ["value=false"], "\(action)")
        try session.perform(intent: action.intent, arguments: ["value": "false"])
        #expect(lines.all.contains("light off"), "\(lines.all)")
    }

    /// Xcode's control template: the value and its provider are types nested in the control, named
    /// `TimerControl.Value(…)`, and another widget of the module has a `Provider` of its own.
    @Test func aControlsNestedValueAndProvider() throws {
        let source = SwiftWidgetSource.withEntryAndProvider("""
        import AppIntents

        struct TimerControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                AppIntentControlConfiguration(kind: "timer", provider: Provider()) { value in
                    ControlWidgetToggle("Tea", isOn: value.isRunning, action: StartTimer(value.name)) { isRunning in
                        Label(isRunning ? "\\(value.name) on" : "off", systemImage: "timer")
                    }
                }
            }
        }

        extension TimerControl {
            struct Value {
                var isRunning: Bool
                var name: String
            }

            struct Provider: AppIntentControlValueProvider {
                func previewValue(configuration: TimerConfiguration) -> Value {
                    TimerControl.Value(isRunning: false, name: configuration.timerName)
                }
                func currentValue(configuration: TimerConfiguration) async throws -> Value {
                    TimerControl.Value(isRunning: true, name: configuration.timerName)
                }
            }
        }

        struct TimerConfiguration: ControlConfigurationIntent {
            static let title: LocalizedStringResource = "Timer"
            @Parameter(title: "Name", default: "Tea") var timerName: String
        }

        struct StartTimer: SetValueIntent {
            static let title: LocalizedStringResource = "Start"
            @Parameter(title: "Name") var name: String
            @Parameter(title: "Running") var value: Bool
            init() {}
            init(_ name: String) { self.name = name }
            func perform() async throws -> some IntentResult { .result() }
        }

        struct W: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { _ in Text("plain") } }
        }
        """)
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "C.swift", widget: "TimerControl", family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("Tea on") == true && drawn.text?.contains("━●") == true, "\(drawn.text ?? "")")
    }

    /// `ControlWidgetToggle("Start Timer", isOn:, action:, valueLabel: { isRunning in … })`: the value label given as an argument.
    @Test func aToggleWithItsValueLabelAsAnArgument() throws {
        let source = """
            import WidgetKit
            import SwiftUI
            import AppIntents

            struct StartTimerIntent: SetValueIntent {
                static var title: LocalizedStringResource = "Start"
                @Parameter(title: "Running") var value: Bool
                func perform() async throws -> some IntentResult { .result() }
            }

            struct TimerControl: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: "timer") {
                        ControlWidgetToggle(
                            "Start Timer",
                            isOn: false,
                            action: StartTimerIntent(),
                            valueLabel: { isRunning in
                                Label(isRunning ? "On" : "Off", systemImage: "timer")
                            }
                        )
                    }
                }
            }
            """
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "C.swift", widget: "TimerControl", family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("Off") == true && drawn.text?.contains("○━") == true, "\(drawn.text ?? "")")
        // `ControlWidgetToggle(isOn:action:label:valueLabel:)`: the title's label given as a closure argument.
        let labelled = source.replacingOccurrences(of: """
                        ControlWidgetToggle(
                            "Start Timer",
            """, with: """
                        ControlWidgetToggle(
                            label: { Label("Timer", systemImage: "timer") },
            """).replacingOccurrences(of: "label: { Label(\"Timer\", systemImage: \"timer\") },\n                isOn: false,\n                action: StartTimerIntent(),",
                                      with: "isOn: true, action: StartTimerIntent(), label: { Label(\"Timer\", systemImage: \"timer\") },")
        #expect(labelled.contains("isOn: true, action: StartTimerIntent(), label:"), "\(labelled)")
        let shown = try SwiftWidgetDrawing.drawn(labelled, path: "C.swift", widget: "TimerControl", family: "systemSmall")
        #expect(shown.errors.isEmpty, "\(shown.errors)")
        #expect(shown.text?.contains("⏲ Timer ⏲ On") == true && shown.text?.contains("━●") == true, "\(shown.text ?? "")")
    }

    /// `AppIntentControlConfiguration(kind:intent:) { _ in … }` with no value provider: a button that opens the app. A
    /// closure that names its parameter is given the intent as its type makes it.
    @Test func anIntentControlWithoutAValueProvider() throws {
        let source = """
            import WidgetKit
            import SwiftUI
            import AppIntents

            struct OpenApp: AppIntent {
                static var title: LocalizedStringResource = "Open"
                static var openAppWhenRun = true
                @Parameter(title: "Screen", default: "home") var screen: String
                func perform() async throws -> some IntentResult { .result() }
            }

            struct OpenAppButton: ControlWidget {
                static let kind: String = "OpenApp"
                var body: some ControlWidgetConfiguration {
                    AppIntentControlConfiguration(kind: Self.kind, intent: OpenApp.self) { _ in
                        ControlWidgetButton(action: OpenApp()) { Label("Launch", systemImage: "star") }
                    }
                    .displayName("Launch")
                }
            }

            struct OpenScreenButton: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    AppIntentControlConfiguration(kind: "screen", intent: OpenApp.self) { configuration in
                        ControlWidgetButton(action: configuration) { Label("Open \\(configuration.screen)", systemImage: "star") }
                    }
                }
            }
            """
        let launch = try SwiftWidgetDrawing.drawn(source, path: "C.swift", widget: "OpenAppButton", family: "systemSmall")
        #expect(launch.errors.isEmpty, "\(launch.errors)")
        #expect(launch.text?.contains("Launch") == true, "\(launch.text ?? "")")
        let screen = try SwiftWidgetDrawing.drawn(source, path: "C.swift", widget: "OpenScreenButton", family: "systemSmall")
        #expect(screen.text?.contains("Open home") == true, "\(screen.text ?? "")")
    }
}
