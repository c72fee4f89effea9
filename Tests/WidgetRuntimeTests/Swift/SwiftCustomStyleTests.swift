import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Styles a widget declares itself: `makeBody(configuration:)` of a `ButtonStyle`, `PrimitiveButtonStyle`,
/// `ProgressViewStyle`, `LabelStyle`, `ToggleStyle` or `GaugeStyle`, where `Configuration` names the style's
/// configuration type, draws the controls inside the modified view; a styled button or toggle keeps its intent.
@Suite struct SwiftCustomStyleTests {
    /// The imports, the intent a tap on a styled control runs (it counts the taps in `@AppStorage`), and an
    /// entry and provider of one entry.
    static let countIntent = #"""
    import SwiftUI
    import WidgetKit
    import AppIntents

    struct Count: AppIntent {
        static var title: LocalizedStringResource = "Count"
        @AppStorage("taps") var taps = 0
        func perform() async throws -> some IntentResult {
            taps += 1
            return .result()
        }
    }

    struct E: TimelineEntry { let date: Date }

    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> ()) { completion(E(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> ()) {
            completion(Timeline(entries: [E(date: Date())], policy: .never))
        }
    }

    """# + "\n"

    static let source = countIntent + #"""
    struct Bracket: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text(configuration.role == .destructive ? "!" : "<")
                configuration.label
                Text(configuration.isPressed ? "*" : ">")
            }
        }
    }

    extension ButtonStyle where Self == Bracket {
        static var bracket: Bracket { Bracket() }
    }

    struct Tagged: ButtonStyle {
        let mark: String
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) { Text(mark); configuration.label }
        }
    }

    extension ButtonStyle where Self == Tagged {
        static func tagged(_ mark: String) -> Tagged { Tagged(mark: mark) }
    }

    extension View {
        /// The style given to a view built before it: its buttons are drawn by it too.
        func bracketed() -> some View { buttonStyle(Bracket()) }
    }

    struct Tapper: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(action: configuration.trigger) { Text("(") + Text("tap") + Text(")") }
        }
    }

    /// A style whose body holds a button: inside makeBody the style is not applied again.
    struct Framed: ButtonStyle {
        func makeBody(configuration: ButtonStyleConfiguration) -> some View {
            HStack(spacing: 0) {
                Text("|")
                Button(intent: Count()) { configuration.label }
                Text("|")
            }
        }
    }

    struct Check: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
    }

    struct Stacked: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.title
                Text("/")
                configuration.icon
            }
        }
    }

    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            let fractionCompleted = configuration.fractionCompleted ?? 0
            return HStack {
                if let label = configuration.label { label }
                if configuration.fractionCompleted == nil {
                    Text("spinning")
                } else {
                    Text("\(Int(fractionCompleted * 100)) percent")
                }
                configuration.currentValueLabel
            }
        }
    }

    struct Meter: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("at \(Int(configuration.value * 100))")
                configuration.maximumValueLabel
            }
        }
    }

    struct Buttons: View {
        @AppStorage("taps") var taps = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("taps \(taps)")
                VStack(alignment: .leading) {
                    Button(intent: Count()) { Text("One") }
                    Button("Two", role: .destructive) { }
                    Button(intent: Count()) { Text("Three") }.buttonStyle(.bordered)
                }
                .buttonStyle(.bracket)
                Button(intent: Count()) { Text("Four") }.buttonStyle(Tapper())
                Button(intent: Count()) { Text("Five") }.buttonStyle(Framed())
                Button(intent: Count()) { Text("Six") }
                Button(intent: Count()) { Text("Seven") }.bracketed()
                Button(intent: Count()) { Text("Eight") }.buttonStyle(.tagged("#"))
            }
        }
    }

    struct Others: View {
        var body: some View {
            VStack(alignment: .leading) {
                Toggle(isOn: true, intent: Count()) { Text("Lamp") }.toggleStyle(Check())
                Toggle(isOn: false, intent: Count()) { Text("Fan") }.toggleStyle(Check())
                Label("Sun", systemImage: "sun.max").labelStyle(Stacked())
                ProgressView(value: 3, total: 4) { Text("Load") } currentValueLabel: { Text("3 of 4") }
                    .progressViewStyle(Percent())
                ProgressView().progressViewStyle(Percent())
                Gauge(value: 30, in: 0...60) { Text("Speed") } maximumValueLabel: { Text("60") }
                    .gaugeStyle(Meter())
            }
        }
    }

    struct ButtonWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "buttons", provider: P()) { _ in Buttons() }
        }
    }

    struct OtherWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "others", provider: P()) { _ in Others() }
        }
    }
    """#

    static func rows(_ widget: String, _ session: WidgetSession) throws -> [String] {
        SwiftWidgetDrawing.rows(try session.render(widget: widget, family: "systemLarge").result.text)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("╭") && !$0.hasPrefix("╰") }
    }

    @Test func theFileChecksWithoutErrors() {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "Styles.swift")
        #expect(errors.isEmpty, "\(errors)")
        // `Button(action: configuration.trigger)` in a PrimitiveButtonStyle is the styled button: no note that its action does not run.
        let notes = WidgetCompiler.compile(SourceFile(path: "Styles.swift", text: Self.source)).diagnostics
            .filter { $0.message == Checker.actionButtonNote }.map(\.range.start.line)
        #expect(notes == [122], "\(notes)")
    }

    @Test func aButtonStyleDrawsWhatMakeBodyGivesForTheButtonsInsideTheModifiedView() throws {
        let session = try TestSession.open(Self.source, path: "Styles.swift")
        let rows = try Self.rows("ButtonWidget", session)
        #expect(rows == ["taps 0", "<One>", "!Two>", "[Three]", "(tap)", "|Five|", "Six", "<Seven>", "#Eight"], "\(rows)")
    }

    @Test func aTapOnAStyledButtonRunsItsIntent() throws {
        let session = try TestSession.open(Self.source, path: "Styles.swift")
        let buttons = try session.render(widget: "ButtonWidget", family: "systemLarge").result.buttons
        // One, Three, Four, Five (the style's own button and the styled one around it), Six, Seven, Eight: "Two" has no intent.
        #expect(buttons.count == 8, "\(buttons)")
        #expect(buttons.allSatisfy { $0.action.intent == "Count" })
        _ = try session.tap(widget: "ButtonWidget", family: "systemLarge", button: 1)
        #expect(try Self.rows("ButtonWidget", session).first == "taps 1")
        _ = try session.tap(widget: "ButtonWidget", family: "systemLarge", button: 3)
        #expect(try Self.rows("ButtonWidget", session).first == "taps 2")
        _ = try session.tap(widget: "ButtonWidget", family: "systemLarge", button: 7)
        #expect(try Self.rows("ButtonWidget", session).first == "taps 3")
    }

    @Test func toggleLabelProgressAndGaugeStylesDrawTheirConfigurations() throws {
        let session = try TestSession.open(Self.source, path: "Styles.swift")
        let rows = try Self.rows("OtherWidget", session)
        #expect(rows == ["[x] Lamp", "[ ] Fan", "Sun / ☼", "Load 75 percent 3 of 4", "spinning", "Speed at 50 60"], "\(rows)")
    }

    @Test func aTapOnAStyledToggleRunsItsIntent() throws {
        let session = try TestSession.open(Self.source, path: "Styles.swift")
        let outcome = try session.render(widget: "OtherWidget", family: "systemLarge")
        #expect(outcome.result.buttons.count == 2)
        _ = try session.tap(widget: "OtherWidget", family: "systemLarge", button: 2)
        #expect(try Self.rows("ButtonWidget", session).first == "taps 1")
    }

    @Test func aTypeWithoutMakeBodyIsNotAStyle() {
        let source = Self.source.replacingOccurrences(of: ".toggleStyle(Check())", with: ".toggleStyle(E(date: .now))")
        let errors = SwiftWidgetDrawing.errors(source, path: "Styles.swift")
        #expect(errors.contains { $0.contains("'E' is not a style for .toggleStyle: conform it to ToggleStyle") }, "\(errors)")
    }

    /// `ProgressView(configuration)`, `Label(configuration)`, `Toggle(configuration)`, `Button(configuration)` in a
    /// style's makeBody: the control as the built-in style draws it, with what the style adds.
    static let wrapping = countIntent + #"""
    struct Framed: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { Text("["); ProgressView(configuration).frame(width: 80); Text("]") }
        }
    }

    struct Starred: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) { Text("*"); Label(configuration) }
        }
    }

    struct Noted: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) { Toggle(configuration); Text(configuration.isOn ? "on" : "off") }
        }
    }

    struct Plain: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) { Text("> "); Button(configuration) }
        }
    }

    struct V: View {
        @AppStorage("taps") var taps = 0
        var body: some View {
            VStack(alignment: .leading) {
                ProgressView(value: 0.5).progressViewStyle(Framed())
                Label("Sun", systemImage: "sun.max").labelStyle(Starred())
                Toggle(isOn: true, intent: Count()) { Text("Lamp") }.toggleStyle(Noted())
                Button(intent: Count()) { Text("Go \(taps)") }.buttonStyle(Plain())
            }
        }
    }

    struct W: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "w", provider: P()) { _ in V() }
        }
    }
    """#

    @Test func aStylesBodyDrawsTheControlItIsGivenWithItsConfiguration() throws {
        let compiled = WidgetCompiler.compile(SourceFile(path: "Wrapping.swift", text: Self.wrapping))
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        let session = try TestSession.open(Self.wrapping, path: "Wrapping.swift")
        let outcome = try session.render(widget: "W", family: "systemLarge")
        let rows = SwiftWidgetDrawing.rows(outcome.result.text).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("╭") && !$0.hasPrefix("╰") }
        // Half of a bar 80 points (10 columns) wide; the toggle's switch at the end of the row, as the built-in style draws it.
        #expect(rows.count == 5, "\(rows)")
        #expect(rows.first == "[ █████░░░░░ ]", "\(rows)")
        #expect(rows.dropFirst().first == "*☼ Sun", "\(rows)")
        #expect(rows.count == 5 && rows[2].hasPrefix("Lamp ") && rows[2].hasSuffix(" ━●"), "\(rows)")
        #expect(rows.suffix(2) == ["on", "> Go 0"], "\(rows)")
        #expect(outcome.result.buttons.count == 2)
        _ = try session.tap(widget: "W", family: "systemLarge", button: 2)
        #expect(try session.render(widget: "W", family: "systemLarge").result.text.contains("> Go 1"))
    }
}

