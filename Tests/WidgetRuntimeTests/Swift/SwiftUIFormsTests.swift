import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// SwiftUI as widget views write it: `Text` with a `specifier:` and with `format:` (a number style,
/// `.measurement(width:numberFormatStyle:)`), `TextAlignment`, `HierarchicalShapeStyle`, `Animation`,
/// `Color.cgColor`, `spacing: .zero`, `@StateObject`, `@Bindable`, `@EnvironmentObject` and a content closure using `$0`.
@Suite struct SwiftUIFormsTests {
    static let source = """
    import SwiftUI
    import WidgetKit

    final class Model: ObservableObject { @Published var n = 3 }
    @Observable final class Obs { var name = "obs" }

    struct E: TimelineEntry { let date: Date; let temp: Double }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date(), temp: 21.456) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
    }
    struct Inner: View {
        @EnvironmentObject var model: Model
        @Bindable var obs: Obs
        var body: some View { Text("inner \\(model.n) \\(obs.name)") }
    }
    struct V: View {
        @StateObject private var model = Model()
        @State private var obs = Obs()
        let entry: E
        var body: some View {
            VStack(spacing: .zero) {
                Text("spec \\(entry.temp, specifier: "%.1f")")
                Text(entry.temp, format: .number.precision(.fractionLength(2)))
                Text(Measurement(value: entry.temp, unit: UnitTemperature.celsius), format: .measurement(width: .abbreviated, numberFormatStyle: .number.precision(.fractionLength(0))))
                Text("multi\\nline").multilineTextAlignment(TextAlignment.center)
                Image(systemName: "arrow.circlepath")
                Image(systemName: "no.such.symbol.zz")
                Text("hier").foregroundStyle(HierarchicalShapeStyle.secondary)
                Text("anim").animation(Animation.easeInOut(duration: 0.3), value: entry.temp)
                Text("cg \\(Color.red.cgColor != nil)")
                Inner(obs: obs).environmentObject(model)
                HStack(spacing: .zero) { Text("x"); Text("y") }
            }
        }
    }
    struct W: Widget {
        var body: some WidgetConfiguration { StaticConfiguration(kind: "s", provider: P()) { V(entry: $0) } }
    }
    """

    @Test func theViewsDrawTheirValuesAsSwiftUIWritesThem() throws {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "S.swift")
        #expect(errors.isEmpty, "\(errors)")
        let outcome = try TestSession.open(Self.source, path: "S.swift").render(widget: "W", family: "systemLarge")
        let lines = SwiftWidgetDrawing.rows(outcome.result.text)
        // 21.456 °C: "%.1f"; two fraction digits; in en_US a temperature is shown in °F, here with no fraction digit.
        for expected in ["spec 21.5", "21.46", "71°F", "multi", "hier", "cg true", "inner 3 obs", "xy"] {
            #expect(lines.contains(expected), "\(expected): \(outcome.result.text)")
        }
    }

    /// `color.resolve(in:)` gives the colour's sRGB channels as Floats (a colour made from channels keeps them exactly),
    /// `color.description` is written as SwiftUI writes it, and an `Alignment` has its `horizontal` and `vertical` guides.
    @Test func resolvedColorsDescriptionsAndAlignmentParts() throws {
        let source = """
        import SwiftUI
        import WidgetKit

        extension Color {
            func hex(in environment: EnvironmentValues = .init()) -> String {
                let resolved = self.resolve(in: environment)
                return String(format: "%02lX%02lX%02lX", lroundf(resolved.red * 255), lroundf(resolved.green * 255), lroundf(resolved.blue * 255))
            }
        }
        \(SwiftWidgetDrawing.entryAndProvider)
        struct V: View {
            let corner: Alignment = .bottomTrailing
            var body: some View {
                VStack(alignment: corner.horizontal) {
                    Text("hex " + Color(red: 1, green: 0.5, blue: 0).hex())
                    Text("op \\(Color.blue.opacity(0.25).resolve(in: EnvironmentValues()).opacity)")
                    Text("d " + Color.red.description + "|" + Color.red.opacity(0.5).description + "|" + Color(red: 0, green: 0, blue: 1).description)
                    Text("v \\(corner.vertical == .bottom) \\(Alignment.center.horizontal == .center)")
                }
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "s", provider: P()) { _ in V() } }
        }
        """
        let errors = SwiftWidgetDrawing.errors(source, path: "S.swift")
        #expect(errors.isEmpty, "\(errors)")
        let outcome = try TestSession.open(source, path: "S.swift").render(widget: "W", family: "systemMedium")
        let lines = SwiftWidgetDrawing.rows(outcome.result.text)
        for expected in ["hex FF8000", "op 0.25", "d red|50% red|#0000FFFF", "v true true"] {
            #expect(lines.contains(expected), "\(expected): \(outcome.result.text)")
        }
    }

    /// A view whose `body` its protocol's extension gives (`protocol CardView: View` … `extension CardView { var body … }`),
    /// `glassEffect(in:)`, and `Button(_:systemImage:role:intent:)`.
    @Test func aBodyFromTheProtocolsExtensionAndButtonsWithARole() throws {
        let declarations = """
            import AppIntents
            struct Delete: AppIntent {
                static var title: LocalizedStringResource = "Delete"
                func perform() async throws -> some IntentResult { .result() }
            }
            protocol CardView: View { var title: String { get } }
            extension CardView {
                var body: some View { Text("card " + title).glassEffect(in: Capsule()) }
            }
            struct NoteCard: CardView { let title: String }
            """
        let made = try SwiftWidgetDrawing.drawnRows(SwiftWidgetDrawing.widget(declarations, view: """
            var body: some View {
                VStack {
                    NoteCard(title: "milk")
                    Button("Delete", systemImage: "trash", role: .destructive, intent: Delete())
                }
            }
            """))
        #expect(made.errors.isEmpty, "\(made.errors)")
        #expect(made.rows == ["card milk", "⌫ Delete"], "\(made.rows)")
    }

    /// `ModifiedContent(content: self, modifier: Captioned(…))`: the view with the modifier applied, as `.modifier(_:)` gives it.
    @Test func modifiedContentAppliesItsModifier() throws {
        let declarations = """
            struct Captioned: ViewModifier {
                var caption: String
                func body(content: Content) -> some View {
                    VStack { Text(caption); content }
                }
            }
            extension View {
                func captioned(_ caption: String) -> some View { ModifiedContent(content: self, modifier: Captioned(caption: caption)) }
            }
            """
        let made = try SwiftWidgetDrawing.drawnRows(SwiftWidgetDrawing.widget(declarations, view: #"var body: some View { Text("inside").captioned("label:") }"#))
        #expect(made.errors.isEmpty, "\(made.errors)")
        #expect(made.rows == ["label:", "inside"], "\(made.rows)")
    }

    /// `_model = StateObject(wrappedValue: model)`, `self._count = State(initialValue: …)`, `_flag = flag` in a view's `init`:
    /// the wrapper's storage set, which is the property's value (ivpn's widget views).
    @Test func aWrappersStorageSetInAnInitIsThePropertysValue() throws {
        let source = SwiftWidgetDrawing.widget("""
            final class Model: ObservableObject {
                @Published var title: String
                init(title: String = "default") { self.title = title }
            }
            struct Status: View {
                @StateObject var model: Model
                @State private var count: Int
                @Binding var flag: Bool
                init(model: Model = .init(), count: Int, flag: Binding<Bool>) {
                    _model = StateObject(wrappedValue: model)
                    self._count = State(initialValue: count * 2)
                    _flag = flag
                }
                var body: some View { Text("\\(model.title) \\(count) \\(flag)") }
            }
            """, view: "    var body: some View { Status(model: Model(title: \"hello\"), count: 3, flag: .constant(true)) }")
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["hello 6 true"])
    }

    @Test func anEnvironmentObjectGivenAroundAViewIsNotNoted() {
        // `Inner(obs: obs).environmentObject(model)` gives Inner its model (SwiftEnvironmentTests): nothing to note.
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "S.swift", text: Self.source)).diagnostics
        let notes = diagnostics.filter { $0.severity == .note }.map(\.message)
        #expect(!notes.contains { $0.contains("EnvironmentObject") || $0.contains("environmentObject") }, "\(notes)")
    }

    /// An optional's `map` and an array's `map` in a view's body take closures that give values, not views:
    /// `Text(x.map { "\($0)" } ?? "none")` is a `String` (check used to read the closure as a view builder).
    @Test func aClosureOfMapInAViewBodyGivesAValue() throws {
        let source = """
        import SwiftUI
        import WidgetKit

        struct E: TimelineEntry { let date: Date; let count: Int? }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: Date(), count: 7) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
        }
        final class Chart { var points: [(String, Double)] = [("a", 1.5), ("b", 2)] }
        struct Sum: View {
            var values: [Double]
            var body: some View { Text("sum \\(values.reduce(0, +))") }
        }
        struct V: View {
            let count: Int?
            let items: [Int]
            var chart = Chart()
            var body: some View {
                VStack {
                    Sum(values: chart.points.map { $0.1 })
                    Text(count.map { "\\($0)" } ?? "none")
                    Text(count.map { n in "n=\\(n)" } ?? "none")
                    Text(items.map { "<\\($0)>" }.joined(separator: ","))
                    Text(items.first.map { "first \\($0)" } ?? "empty")
                }
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "m", provider: P()) { entry in
                    VStack { V(count: entry.count, items: [4, 5]); V(count: nil, items: []) }
                }
            }
        }
        """
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "M.swift", widget: "W", family: "systemLarge")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let lines = SwiftWidgetDrawing.rows(drawn.text ?? "").filter { !$0.isEmpty && !$0.contains("─") }
        // (`chart`'s type comes from its value, known after the body is read: the closure of its `map` still gives values.)
        #expect(lines == ["sum 3.5", "7", "n=7", "<4>,<5>", "first 4", "sum 3.5", "none", "none", "empty"], "\(drawn.text ?? "")")
    }
}
