import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// SwiftUI's environment as widget views use it: `.environmentObject(object)` gives the views inside the object
/// their `@EnvironmentObject` reads (a class without `init()` included), `.environment(\.key, value)` the value
/// `@Environment(\.key)` reads, for keys of the program's own (an `EnvironmentKey`, `@Entry`) with their defaults.
@Suite struct SwiftEnvironmentTests {
    static let source = SwiftWidgetSource.withEntryAndProvider(#"""
    final class Note: ObservableObject {
        @Published var title: String
        init(_ title: String, observe: Bool = true) { self.title = title }
    }

    enum Situation { case timeline, preview }

    extension EnvironmentValues {
        var situation: Situation {
            get { self[Self.SituationKey.self] }
            set { self[Self.SituationKey.self] = newValue }
        }
        private struct SituationKey: EnvironmentKey {
            static let defaultValue: Situation = .timeline
        }
        @Entry var badge: String = "none"
    }



    struct Inner: View {
        @EnvironmentObject var note: Note
        @Environment(\.situation) var situation
        @Environment(\.badge) var badge
        var body: some View {
            Text("\(note.title) \(situation == .preview ? "preview" : "timeline") \(badge)")
        }
    }

    struct Outer: View {
        var body: some View {
            VStack {
                Inner()
                    .environmentObject(Note("first"))
                Inner()
                    .environmentObject(Note("second"))
                    .environment(\.situation, .preview)
                    .environment(\.badge, "star")
            }
        }
    }

    struct NoteWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "note", provider: Provider()) { _ in Outer() }
        }
    }
    """#)

    @Test func theViewsInsideReadWhatTheModifierGives() throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "Note.swift", widget: "NoteWidget", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let text = drawn.text ?? ""
        let lines = SwiftWidgetDrawing.rows(text)
        #expect(lines.contains("first timeline none"), "\(text)")
        #expect(lines.contains("second preview star"), "\(text)")
    }

    /// `.environment(\.calendar, .persianCalendar)`: the value is of the key path's type, so an implicit member names a
    /// static of the program's `extension Calendar`; the views inside read that calendar (JalaliCalendar's month view).
    @Test func anImplicitMemberGivenForAFoundationValueIsTheProgramsStatic() throws {
        let source = SwiftWidgetSource.withEntryAndProvider(#"""
        extension Calendar {
            static var persianCalendar: Calendar {
                var calendar = Calendar(identifier: .persian)
                calendar.locale = Locale(identifier: "en_US")
                return calendar
            }
        }
        extension Locale { static let german = Locale(identifier: "de_DE") }
        struct Month: View {
            @Environment(\.calendar) var calendar
            @Environment(\.locale) var locale
            var body: some View {
                VStack {
                    Text("\(calendar.identifier) \(calendar.veryShortStandaloneWeekdaySymbols.count)")
                    Text(locale.identifier)
                }
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: Provider()) { _ in
                    Month().environment(\.calendar, .persianCalendar).environment(\.locale, .german)
                }
            }
        }
        """#)
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "Month.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let lines = SwiftWidgetDrawing.rows(drawn.text ?? "")
        #expect(lines.contains("persian 7") && lines.contains("de_DE"), "\(lines)")
    }

    /// A view with a property wrapper of the program's own beside `@Environment` ones: its memberwise initializer takes
    /// its plain properties only, as Swift's does; the environment sets the others where the view is drawn (PowerMode).
    @Test func aViewWithItsOwnPropertyWrapperIsMadeWithoutItsEnvironmentValues() throws {
        let source = SwiftWidgetSource.withEntryAndProvider(#"""
        @propertyWrapper
        struct Preference<T>: DynamicProperty {
            let key: String
            let fallback: T
            init(_ key: String, _ fallback: T) { self.key = key; self.fallback = fallback }
            var wrappedValue: T { fallback }
        }
        struct ModeDisplay: View {
            var mode: String
            @Environment(\.widgetFamily) private var family
            @Preference("label", true) private var useLabel
            var body: some View { Text("\(mode) \(useLabel) \(family == .systemMedium)") }
        }
        struct W: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { _ in ModeDisplay(mode: "eco") } }
        }
        """#)
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "Mode.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(SwiftWidgetDrawing.rows(drawn.text ?? "").contains("eco true true"), "\(drawn.text ?? "")")
    }

    /// A property of the program's `extension EnvironmentValues` computed from SwiftUI's own values, read by name
    /// (`widgetRenderingMode == .accented`, pocket-casts), or from a key's default in another branch.
    @Test func aDeclaredValueComputedFromTheBuiltInOnes() throws {
        let source = SwiftWidgetDrawing.widget("""
            extension EnvironmentValues {
                var isAccented: Bool {
                    get {
                        if #available(iOS 16.0, *) {
                            widgetRenderingMode == .accented
                        } else {
                            self[AccentedKey.self]
                        }
                    }
                }
                var isDark: Bool { colorScheme == .dark }
                var keyed: String { self[AccentedKey.self] ? "on" : "off" }
            }
            private enum AccentedKey: EnvironmentKey {
                static let defaultValue = true
            }
            struct Shade: View {
                @Environment(\\.isDark) var dark
                var body: some View { Text("dark \\(dark)") }
            }
            """, view: """
                @Environment(\\.isAccented) var accented
                @Environment(\\.keyed) var keyed
                var body: some View {
                    VStack {
                        Text("accented \\(accented) \\(keyed)")
                        Shade()
                        Shade().environment(\\.colorScheme, .dark)
                    }
                }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["accented false on", "dark false", "dark true"], "\(drawn.rows)")
    }

    @Test func theInnermostGiverWinsAndTheScopeEndsWithTheView() throws {
        // The modifier nearest the view gives its object; the other Inner, outside both, gets its own.
        let source = Self.source.replacingOccurrences(of: #".environmentObject(Note("first"))"#,
                                                      with: #".environmentObject(Note("inner")).environmentObject(Note("outer"))"#)
        let outcome = try TestSession.open(source, path: "Note.swift").render(widget: "NoteWidget", family: "systemMedium")
        let lines = SwiftWidgetDrawing.rows(outcome.result.text)
        #expect(lines.contains("inner timeline none"), "\(outcome.result.text)")
        #expect(lines.contains("second preview star"), "\(outcome.result.text)")
        #expect(!outcome.result.text.contains("outer"), "\(outcome.result.text)")
    }

    @Test func withoutAGiverAClassWithInitIsMadeAndNoted() throws {
        let source = SwiftWidgetSource.withEntryAndProvider("""
        final class Counter: ObservableObject { var n = 7 }
        struct V: View {
            @EnvironmentObject var counter: Counter
            var body: some View { Text("n \\(counter.n)") }
        }
        struct W: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { _ in V() } }
        }
        """)
        #expect(SwiftWidgetDrawing.errors(source, path: "C.swift").isEmpty)
        let session = try TestSession.open(source, path: "C.swift")
        let outcome = try session.render(widget: "W", family: "systemSmall")
        #expect(SwiftWidgetDrawing.rows(outcome.result.text).contains("n 7"), "\(outcome.result.text)")
        #expect(outcome.problems.contains { $0.message.contains("'@EnvironmentObject var counter' of 'V' is made with Counter(): no view around it gives one") },
                "\(outcome.warnings)")
    }

    @Test func withoutAGiverAClassWithoutInitIsARuntimeErrorAtTheView() throws {
        let source = Self.source.replacingOccurrences(of: #".environmentObject(Note("first"))"#, with: "")
        #expect(SwiftWidgetDrawing.errors(source, path: "Note.swift").isEmpty)
        #expect {
            try TestSession.open(source, path: "Note.swift").render(widget: "NoteWidget", family: "systemMedium")
        } throws: { error in
            "\(error)".contains("'@EnvironmentObject var note' of 'Inner' has no Note: give one with .environmentObject(…) on a view around it")
        }
    }

    @Test func anObjectOfASubclassIsFoundWhenNoneOfTheClassIsGiven() throws {
        let source = SwiftWidgetSource.withEntryAndProvider("""
        class Theme: ObservableObject { var name: String { "plain" } }
        final class DarkTheme: Theme { override var name: String { "dark" } }
        struct Badge: View {
            @EnvironmentObject var theme: Theme
            var body: some View { Text("theme \\(theme.name)") }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: Provider()) { _ in
                    VStack { Badge().environmentObject(DarkTheme()); Badge().environmentObject(Theme()) }
                }
            }
        }
        """)
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "Theme.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let rows = SwiftWidgetDrawing.rows(drawn.text ?? "")
        #expect(rows.contains("theme dark") && rows.contains("theme plain"), "\(drawn.text ?? "")")
    }
}
